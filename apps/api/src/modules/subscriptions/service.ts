import type { MemberSubscription } from '@akademi-siber/util-contracts';
import type { Database } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import { createSubscriptionRepository } from './repository';

export function createSubscriptionService(db: Database) {
  const repository = createSubscriptionRepository(db);
  return {
    async mine(userId: number): Promise<MemberSubscription> {
      const [row, includedCourseCount] = await Promise.all([repository.subscriptionOf(userId), repository.includedCourseCount()]);
      if (!row) throw new ApiError(401);
      return { endDate: row.endDate, active: row.active, includedCourseCount };
    },
  };
}
