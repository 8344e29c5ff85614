// The member's cart (spec §7 GET /api/transaction/member-cart: `data` is the list, its length the navbar badge),
// adding and removing items, and promo quotes. Checkout and orders: modules/orders. The module is named after its
// domain; its URLs keep the /api/transaction prefix the clients call.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok } from '../../plugins/envelope';
import { conflictResponse, promoCheckBodySchema, promoQuoteResponseSchema } from '../orders';
import {
  addToCartBodySchema,
  cartItemParamsSchema,
  cartItemResponseSchema,
  emptyResponseSchema,
  memberCartResponseSchema,
} from './schemas';
import { createCartService } from './service';

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCartService(app.db);

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
      const userId = sessionOf(request).id;
      return ok(await app.userCache.read('cart', userId, 'items', () => service.cartOf(userId)));
    },
  );

  app.post(
    '/api/transaction/cart',
    {
      config: { access: ['member'] },
      schema: {
        tags: ['transaction'],
        summary: 'Tambah kelas atau batch live class ke keranjang',
        body: addToCartBodySchema,
        response: { 201: cartItemResponseSchema, ...errorResponses(401, 403, 404, 422), ...conflictResponse },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await service.add(sessionOf(request).id, request.body), 'Ditambahkan ke keranjang')),
  );

  app.delete(
    '/api/transaction/cart/:itemId',
    {
      config: { access: ['member'] },
      schema: {
        tags: ['transaction'],
        summary: 'Hapus satu item dari keranjang sendiri',
        params: cartItemParamsSchema,
        response: { 200: emptyResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await service.remove(sessionOf(request).id, request.params.itemId);
      return ok(null, 'Dihapus dari keranjang');
    },
  );

  app.post(
    '/api/transaction/promo/check',
    {
      config: { access: ['member'] },
      schema: {
        tags: ['transaction'],
        summary: 'Hitung potongan kode promo untuk item tertentu atau seluruh keranjang',
        body: promoCheckBodySchema,
        response: { 200: promoQuoteResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      ok(await service.quote(sessionOf(request).id, request.body.code, request.body.items), 'Kode promo dapat dipakai'),
  );
};
