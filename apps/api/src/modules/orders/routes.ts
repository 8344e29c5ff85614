// Checkout and the member's orders (decision 0012): POST /api/transaction/checkout, GET /api/transaction/orders,
// GET /api/transaction/orders/:idTransaction, POST …/proof (multipart, this route's scope only), POST …/cancel.
import multipart from '@fastify/multipart';
import { PAYMENT_PROOF_MAX_BYTES } from '@akademi-siber/util-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok, okPage } from '../../plugins/envelope';
import { pageMeta, toPageRequest } from '../../plugins/request-schemas';
import { createStorage, detectFileType, readUploadedFile } from '../storage';
import { startExpirySweep } from './expiry';
import { cleanProofFile, safeOriginalName } from './proof-file';
import {
  checkoutBodySchema,
  conflictResponse,
  idTransactionParamsSchema,
  orderDetailResponseSchema,
  ordersQuerySchema,
  ordersResponseSchema,
  uploadErrorResponses,
} from './schemas';
import { createOrderService } from './service';

const MAX_MB = PAYMENT_PROOF_MAX_BYTES / (1024 * 1024);
export const PROOF_TOO_LARGE = `Ukuran bukti transfer maksimal ${MAX_MB} MB.`;
export const PROOF_WRONG_TYPE = 'Bukti transfer harus berupa gambar JPG, PNG, WebP, atau file PDF.';
export const PROOF_MISSING = 'Pilih file bukti transfer untuk diunggah.';
const PROOF_UPLOAD_MESSAGES = {
  missing: PROOF_MISSING,
  tooLarge: PROOF_TOO_LARGE,
  wrongType: PROOF_WRONG_TYPE,
  notMultipart: 'Unggah bukti transfer sebagai multipart/form-data dengan kolom "file".',
};

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createOrderService(app, createStorage(app.config));
  startExpirySweep(app, app.config.commerce.orderSweepSeconds);

  app.post(
    '/api/transaction/checkout',
    {
      config: { access: ['member'] },
      schema: {
        tags: ['transaction'],
        summary: 'Buat pesanan dari keranjang atau item tertentu (harga dari server; idempoten per idempotencyKey)',
        body: checkoutBodySchema,
        response: {
          200: orderDetailResponseSchema,
          201: orderDetailResponseSchema,
          ...errorResponses(401, 403, 404, 422),
          ...conflictResponse,
        },
      },
    },
    async (request, reply) => {
      const { detail, created } = await service.checkout(sessionOf(request).id, request.body);
      return reply
        .code(created ? 201 : 200)
        .send(ok(detail, created ? 'Pesanan dibuat' : 'Pesanan sudah dibuat sebelumnya'));
    },
  );

  app.get(
    '/api/transaction/orders',
    {
      config: { access: ['member'] },
      schema: {
        tags: ['transaction'],
        summary: 'Riwayat pesanan member, terbaru lebih dulu (filter kind, status)',
        querystring: ordersQuerySchema,
        response: { 200: ordersResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { kind, status } = request.query;
      const { items, total } = await service.list(
        sessionOf(request).id,
        { kind, status },
        toPageRequest(request.query),
      );
      return okPage(items, pageMeta(request.query, total));
    },
  );

  app.get(
    '/api/transaction/orders/:idTransaction',
    {
      config: { access: ['member'] },
      schema: {
        tags: ['transaction'],
        summary: 'Detail pesanan milik member (rekening tujuan, bukti, riwayat status)',
        params: idTransactionParamsSchema,
        response: { 200: orderDetailResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await service.detail(sessionOf(request).id, request.params.idTransaction)),
  );

  app.post(
    '/api/transaction/orders/:idTransaction/cancel',
    {
      config: { access: ['member'] },
      schema: {
        tags: ['transaction'],
        summary: 'Batalkan pesanan yang masih menunggu pembayaran',
        params: idTransactionParamsSchema,
        response: { 200: orderDetailResponseSchema, ...errorResponses(401, 403, 404, 422), ...conflictResponse },
      },
    },
    async (request) =>
      ok(await service.cancel(sessionOf(request).id, request.params.idTransaction), 'Pesanan dibatalkan'),
  );

  // Multipart exists only in this scope: every other route keeps refusing anything but JSON (app.ts).
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: { fileSize: PAYMENT_PROOF_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 50 },
      throwFileSizeLimit: true,
    });
    uploads.withTypeProvider<import('fastify-type-provider-zod').ZodTypeProvider>().post(
      '/api/transaction/orders/:idTransaction/proof',
      {
        config: { access: ['member'] },
        schema: {
          tags: ['transaction'],
          summary: `Unggah bukti transfer (multipart, kolom file: JPG/PNG/WebP/PDF, maks. ${MAX_MB} MB)`,
          consumes: ['multipart/form-data'],
          params: idTransactionParamsSchema,
          response: {
            200: orderDetailResponseSchema,
            ...errorResponses(400, 401, 403, 404, 422),
            ...conflictResponse,
            ...uploadErrorResponses,
          },
        },
      },
      async (request) => {
        const userId = sessionOf(request).id;
        const { idTransaction } = request.params;
        await service.assertCanUpload(userId, idTransaction);
        const upload = await readUploadedFile(request, detectFileType, PROOF_UPLOAD_MESSAGES);
        // Only the picture of an image, only a PDF that runs nothing: never a file that is also something else.
        const bytes = await cleanProofFile(upload.bytes, upload);
        const file = { ...upload, bytes, originalName: safeOriginalName(upload.filename, upload.extension) };
        return ok(
          await service.uploadProof(userId, idTransaction, file),
          'Bukti transfer diunggah, menunggu verifikasi admin',
        );
      },
    );
  });
};
