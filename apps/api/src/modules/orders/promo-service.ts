import type { AdminPromoCode } from '@akademi-siber/util-contracts';
import type { Database } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import type { PageRequest } from '../../plugins/request-schemas';
import { isUniqueViolation } from '../../db/errors';
import { createPromoCodeRepository } from './promo-repository';
import type { PromoInput } from './promo-schemas';

export const PROMO_NOT_FOUND = 'Kode promo tidak ditemukan.';
export const PROMO_CODE_TAKEN = 'Kode promo sudah dipakai. Gunakan kode lain.';

type PromoRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createPromoCodeRepository>['findPromo']>>>;

function toAdminPromo(row: PromoRow): AdminPromoCode {
  return { ...row, startsAt: row.startsAt?.toISOString() ?? null, endsAt: row.endsAt?.toISOString() ?? null };
}

export function createPromoCodeService(db: Database) {
  const repository = createPromoCodeRepository(db);

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
