// Promo codes as the staff manage them (checkout applies them: pricing.ts).
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { promoCodes } from '../../db/schema';
import { likePattern, type PageRequest } from '../../plugins/request-schemas';
import type { PromoInput } from './promo-schemas';

export function createPromoCodeRepository(db: Database) {
  // Explicit aliases: drizzle leaves columns unqualified in a one-table select, so "id" would mean orders.id here.
  const usedCount = sql<number>`(select count(*)::int from orders o where o.promo_code_id =
    ${sql.raw('"promo_codes"."id"')} and o.status not in ('expired',
    'rejected', 'cancelled'))`;
  const promoColumns = {
    id: promoCodes.id,
    code: promoCodes.code,
    title: promoCodes.title,
    description: promoCodes.description,
    kind: promoCodes.kind,
    value: promoCodes.value,
    startsAt: promoCodes.startsAt,
    endsAt: promoCodes.endsAt,
    quota: promoCodes.quota,
    perUserLimit: promoCodes.perUserLimit,
    eligible: promoCodes.eligible,
    showOnPromoPage: promoCodes.showOnPromoPage,
    active: promoCodes.active,
    usedCount,
  };

  return {
    async listPromos(search: string | undefined, page: PageRequest) {
      const where: SQL | undefined = search
        ? or(ilike(promoCodes.code, likePattern(search)), ilike(promoCodes.title, likePattern(search)))
        : undefined;
      const [rows, total] = await Promise.all([
        db
          .select(promoColumns)
          .from(promoCodes)
          .where(where)
          .orderBy(desc(promoCodes.createdAt), desc(promoCodes.id))
          .limit(page.limit)
          .offset(page.offset),
        db.$count(promoCodes, where),
      ]);
      return { rows, total };
    },

    async findPromo(promoId: number) {
      const [row] = await db.select(promoColumns).from(promoCodes).where(eq(promoCodes.id, promoId));
      return row;
    },

    async promoIdByCode(code: string, exceptId?: number) {
      const [row] = await db
        .select({ id: promoCodes.id })
        .from(promoCodes)
        .where(
          and(eq(promoCodes.code, code), exceptId === undefined ? undefined : sql`${promoCodes.id} <> ${exceptId}`),
        );
      return row?.id;
    },

    async insertPromo(input: PromoInput) {
      const [row] = await db.insert(promoCodes).values(input).returning({ id: promoCodes.id });
      return row.id;
    },

    async updatePromo(promoId: number, input: PromoInput) {
      const rows = await db
        .update(promoCodes)
        .set(input)
        .where(eq(promoCodes.id, promoId))
        .returning({ id: promoCodes.id });
      return rows.length > 0;
    },
  };
}
