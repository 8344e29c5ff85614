import type { AdminSubscriptionPlan, MemberSubscription } from '@akademi-siber/util-contracts';
import type { Database } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import { createSubscriptionRepository } from './repository';
import type { PlanInput } from './schemas';

export const PLAN_NOT_FOUND = 'Paket langganan tidak ditemukan.';

export function createSubscriptionService(db: Database) {
  const repository = createSubscriptionRepository(db);
  return {
    async mine(userId: number): Promise<MemberSubscription> {
      const [row, includedCourseCount] = await Promise.all([
        repository.subscriptionOf(userId),
        repository.includedCourseCount(),
      ]);
      if (!row) throw new ApiError(401);
      return { endDate: row.endDate, active: row.active, includedCourseCount };
    },

    listPlans: (): Promise<AdminSubscriptionPlan[]> => repository.listPlans(),
    createPlan: (input: PlanInput): Promise<AdminSubscriptionPlan> => repository.insertPlan(input),
    async updatePlan(planId: number, input: PlanInput): Promise<AdminSubscriptionPlan> {
      const row = await repository.updatePlan(planId, input);
      if (!row) throw new ApiError(404, PLAN_NOT_FOUND);
      return row;
    },
  };
}
