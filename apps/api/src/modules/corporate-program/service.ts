// The manager's dashboard for one corporate in one batch. A manager opens only the corporates they manage, in
// the batches granted to them; anyone else gets 403 even when the pair exists.
import type { CorporateDashboard } from '@akademi-siber/util-contracts';
import type { Database } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import { createCorporateRepository } from './repository';

/** The dashboard shows the point ranking's top; the full member list is its own paginated page. */
export const DASHBOARD_TOP_MEMBERS = 10;

export function createCorporateService(db: Database) {
  const repository = createCorporateRepository(db);
  return {
    async dashboard(managerId: number, batchId: number, corporateId: number): Promise<CorporateDashboard> {
      const [batch, corporate] = await Promise.all([
        repository.findBatch(batchId),
        repository.findCorporate(corporateId),
      ]);
      if (!batch) throw new ApiError(404, 'Batch tidak ditemukan.');
      if (!corporate) throw new ApiError(404, 'Corporate tidak ditemukan.');
      if (!(await repository.managerHasAccess(managerId, corporateId, batchId))) throw new ApiError(403);

      const [summary, members] = await Promise.all([
        repository.summary(corporateId, batchId),
        repository.topMembers(corporateId, batchId, DASHBOARD_TOP_MEMBERS),
      ]);
      return { corporate, batch, summary, members };
    },
  };
}
