// The staff's side of orders (admin only):
// - /api/lcadm/orders…: the verification queue (decision 0012). The proof file is fetched by a plain browser request
//   with a single-use token (decision 0011), so it takes no bearer header; the token stands for an admin;
// - /api/lcadm/promo-codes: the promo codes checkout applies. They belong to the platform, not to one admin: every
//   admin may read and change every one of them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok, okPage } from '../../plugins/envelope';
import { pageMeta, toPageRequest } from '../../plugins/request-schemas';
import { proofDownload } from './proof-file';
import { conflictResponse, idTransactionParamsSchema } from './schemas';
import { contentDisposition, createStorage } from '../storage';
import {
  adminOrderDetailResponseSchema,
  adminOrdersQuerySchema,
  adminOrdersResponseSchema,
  proofQuerySchema,
  proofTokenResponseSchema,
  rejectBodySchema,
} from './staff-schemas';
import {
  promoIdParamsSchema,
  promoInputSchema,
  promoListQuerySchema,
  promoListResponseSchema,
  promoResponseSchema,
} from './promo-schemas';
import { createPromoCodeService } from './promo-service';
import { createAdminOrderService } from './staff-service';

export const staffOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminOrderService(app, createStorage(app.config));
  const promoCodes = createPromoCodeService(app.db);

  app.get(
    '/api/lcadm/orders',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Daftar pesanan (filter status, jenis; cari nomor transaksi atau pembeli), terbaru lebih dulu',
        querystring: adminOrdersQuerySchema,
        response: { 200: adminOrdersResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { status, kind, search } = request.query;
      const { items, total } = await service.list({ status, kind, search }, toPageRequest(request.query));
      return okPage(items, pageMeta(request.query, total));
    },
  );

  app.get(
    '/api/lcadm/orders/:idTransaction',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Detail pesanan untuk verifikasi: pembeli, item, bukti, riwayat status',
        params: idTransactionParamsSchema,
        response: { 200: adminOrderDetailResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await service.detail(request.params.idTransaction)),
  );

  app.get(
    '/api/lcadm/orders/:idTransaction/proof-token',
    {
      // A GET that writes (the token row): suites and the CSRF check treat it as a write.
      config: { access: ['admin'], changesState: true },
      schema: {
        tags: ['admin'],
        summary: 'Token sekali pakai (2 menit) untuk membuka file bukti transfer',
        params: idTransactionParamsSchema,
        response: { 200: proofTokenResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await service.proofToken(sessionOf(request).id, request.params.idTransaction)),
  );

  app.get(
    '/api/lcadm/orders/:idTransaction/proof',
    {
      config: { access: 'public', changesState: true },
      schema: {
        tags: ['admin'],
        summary: 'File bukti transfer (dibuka peramban; token dari proof-token)',
        params: idTransactionParamsSchema,
        querystring: proofQuerySchema,
        produces: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf', 'application/octet-stream'],
        response: { 200: z.any().describe('Isi file bukti transfer'), ...errorResponses(403, 404, 410, 422) },
      },
    },
    async (request, reply) => {
      const file = await service.proofFile(request.query.token, request.params.idTransaction);
      // The member's upload (decision 0026): always a download, never a page of this origin — a proof stored before
      // the upload checks existed is served the same way — with the type its bytes were checked as, not cached.
      const { contentType, filename } = proofDownload(file.bytes, file.contentType, file.originalName);
      return reply
        .header('content-type', contentType)
        .header('content-disposition', contentDisposition('attachment', filename))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'no-store')
        .send(file.bytes);
    },
  );

  app.post(
    '/api/lcadm/orders/:idTransaction/approve',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Setujui pembayaran: status lunas, akses, poin, komisi afiliasi, notifikasi, email tanda terima',
        params: idTransactionParamsSchema,
        response: { 200: adminOrderDetailResponseSchema, ...errorResponses(401, 403, 404, 422), ...conflictResponse },
      },
    },
    async (request) =>
      ok(await service.approve(sessionOf(request).id, request.params.idTransaction), 'Pembayaran disetujui'),
  );

  app.post(
    '/api/lcadm/orders/:idTransaction/reject',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Tolak bukti transfer dengan alasan (member dapat mengunggah ulang sebelum pesanan kedaluwarsa)',
        params: idTransactionParamsSchema,
        body: rejectBodySchema,
        response: { 200: adminOrderDetailResponseSchema, ...errorResponses(401, 403, 404, 422), ...conflictResponse },
      },
    },
    async (request) =>
      ok(
        await service.reject(sessionOf(request).id, request.params.idTransaction, request.body.reason),
        'Bukti transfer ditolak',
      ),
  );

  app.get(
    '/api/lcadm/promo-codes',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Kode promo, terbaru dulu; search pada kode atau judul',
        querystring: promoListQuerySchema,
        response: { 200: promoListResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { items, total } = await promoCodes.listPromos(request.query.search, toPageRequest(request.query));
      return okPage(items, pageMeta(request.query, total));
    },
  );

  app.post(
    '/api/lcadm/promo-codes',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Membuat kode promo (kode disimpan huruf besar; 409 bila sudah ada)',
        body: promoInputSchema,
        response: { 201: promoResponseSchema, ...errorResponses(400, 401, 403, 409, 422) },
      },
    },
    async (request, reply) => reply.code(201).send(ok(await promoCodes.createPromo(request.body), 'Kode promo dibuat')),
  );

  app.put(
    '/api/lcadm/promo-codes/:promoId',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Mengubah kode promo (409 bila kodenya dipakai promo lain)',
        params: promoIdParamsSchema,
        body: promoInputSchema,
        response: { 200: promoResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => ok(await promoCodes.updatePromo(request.params.promoId, request.body), 'Kode promo disimpan'),
  );
};
