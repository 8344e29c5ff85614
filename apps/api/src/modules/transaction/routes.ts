// GET /api/transaction/member-cart (spec §7): the signed-in member's cart; the navbar shows its length.
import type { MemberCartItem } from '@akademi-siber/util-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok } from '../../plugins/envelope';
import { createTransactionRepository } from './repository';
import { memberCartResponseSchema } from './schemas';

export const transactionRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createTransactionRepository(app.db);

  app.get(
    '/api/transaction/member-cart',
    {
      config: { access: ['member'] },
      schema: {
        tags: ['transaction'],
        summary: 'Isi keranjang member (jumlahnya menjadi badge keranjang di navbar)',
        response: { 200: memberCartResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const rows = await repository.cartOf(sessionOf(request).id);
      const items: MemberCartItem[] = rows.map((row) => ({ ...row, type: 'course', addedAt: row.addedAt.toISOString() }));
      return ok(items);
    },
  );
};
