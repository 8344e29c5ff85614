import type { AdminPromoCode, AdminSubscriptionPlan } from '@akademi-siber/util-contracts';
import type { Database } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import type { PageRequest } from '../../plugins/request-schemas';
import { isUniqueViolation } from './db-errors';
import { createAdminCommerceRepository } from './repository';
import type { PlanInput, PromoInput } from './schemas';

export const PLAN_NOT_FOUND = 'Paket langganan tidak ditemukan.';
export const PROMO_NOT_FOUND = 'Kode promo tidak ditemukan.';
export const PROMO_CODE_TAKEN = 'Kode promo sudah dipakai. Gunakan kode lain.';

type PromoRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createAdminCommerceRepository>['findPromo']>>>;

function toAdminPromo(row: PromoRow): AdminPromoCode {
  return { ...row, startsAt: row.startsAt?.toISOString() ?? null, endsAt: row.endsAt?.toISOString() ?? null };
}

export function createAdminCommerceService(db: Database) {
  const repository = createAdminCommerceRepository(db);

  async function promo(promoId: number): Promise<AdminPromoCode> {
    const row = await repository.findPromo(promoId);
    if (!row) throw new ApiError(404, PROMO_NOT_FOUND);
    return toAdminPromo(row);
  }

  /** Saves a promo code; a code another promo already has is a 409, also when two saves race. */
  async function savePromo(save: () => Promise<number>, input: PromoInput, exceptId?: number): Promise<AdminPromoCode> {
    if ((await repository.promoIdByCode(input.code, exceptId)) !== undefined) throw new ApiError(409, PROMO_CODE_TAKEN);
    try {
      return await promo(await save());
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(409, PROMO_CODE_TAKEN);
      throw error;
    }
  }

  return {
    listPlans: (): Promise<AdminSubscriptionPlan[]> => repository.listPlans(),
    createPlan: (input: PlanInput): Promise<AdminSubscriptionPlan> => repository.insertPlan(input),
    async updatePlan(planId: number, input: PlanInput): Promise<AdminSubscriptionPlan> {
      const row = await repository.updatePlan(planId, input);
      if (!row) throw new ApiError(404, PLAN_NOT_FOUND);
      return row;
    },

    async listPromos(search: string | undefined, page: PageRequest) {
      const { rows, total } = await repository.listPromos(search, page);
      return { items: rows.map(toAdminPromo), total };
    },
    createPromo: (input: PromoInput) => savePromo(() => repository.insertPromo(input), input),
    async updatePromo(promoId: number, input: PromoInput) {
      await promo(promoId);
      return savePromo(
        async () => {
          if (!(await repository.updatePromo(promoId, input))) throw new ApiError(404, PROMO_NOT_FOUND);
          return promoId;
        },
        input,
        promoId,
      );
    },
  };
}
