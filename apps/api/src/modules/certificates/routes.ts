// Certificates (decision 0019):
// - GET /api/member/certificates — the list behind the member navbar's "Sertifikat";
// - GET /api/member/certificates/:certificateNumber — the holder's own certificate (someone else's: 404);
// - GET /api/certificates/:certificateNumber and …/pdf — public verification and the public PDF; numbers are
//   guessable (course code + date + serial), so an address that asks for too many unknown ones is slowed down;
// - GET /api/member/certificates/:certificateNumber/pdf-token, then …/pdf?token= — the holder's download through the
//   token helper (decision 0011), which re-checks that the caller still holds it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok, okPage } from '../../plugins/envelope';
import { pageMeta, toPageRequest } from '../../plugins/request-schemas';
import { createDownloadTokens, exportQuerySchema, exportTokenResponseSchema } from '../downloads';
import { ApiError } from '../../plugins/errors';
import { createRateLimiter, type RateLimit } from '../auth';
import {
  certificateParamsSchema,
  certificateVerificationResponseSchema,
  memberCertificatesQuerySchema,
  memberCertificatesResponseSchema,
} from './schemas';
import { createCertificateService, type CertificatePdf } from './service';

const tags = ['certificates'];
const pdfResource = (number: string) => `certificate-pdf:${number}`;
const pdfResponse = { 200: z.any().describe('PDF (A4 lanskap)'), ...errorResponses(404, 410, 422) };
const publicPdfResponse = { ...pdfResponse, ...errorResponses(404, 410, 422, 429) };

function sendPdf(reply: FastifyReply, pdf: CertificatePdf, cacheControl: string) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${pdf.filename}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', cacheControl)
    .send(Buffer.from(pdf.bytes));
}

/**
 * Unknown numbers asked for by one address: 30 in 15 minutes, then every public lookup from it is 429 until the
 * window ends. Someone checking the certificates they were shown never comes near it; someone walking the serials
 * to collect holders' names stops after 30 (decision 0019).
 */
export const VERIFY_MISS_LIMIT: RateLimit = { scope: 'certificate-miss:ip', limit: 30, windowMs: 15 * 60 * 1000 };

export const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCertificateService(app.db, app.config.publicUrl);
  const downloads = createDownloadTokens(app.db);
  const limiter = createRateLimiter(app.db);

  /** A public lookup, refused while the address is over its limit of unknown numbers; a miss counts against it. */
  const publicLookup = <T>(ip: string, lookup: () => Promise<T>) =>
    limiter.limitFailures(
      ip,
      VERIFY_MISS_LIMIT,
      lookup,
      (error) => error instanceof ApiError && error.statusCode === 404,
    );

  app.get(
    '/api/member/certificates',
    {
      config: { access: ['member'] },
      schema: {
        tags,
        summary: 'Sertifikat milik member yang login, terbaru lebih dulu; filter `kind`',
        querystring: memberCertificatesQuerySchema,
        response: { 200: memberCertificatesResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { kind, ...pagination } = request.query;
      const { items, total } = await service.myCertificates(sessionOf(request).id, kind, toPageRequest(pagination));
      return okPage(items, pageMeta(pagination, total));
    },
  );

  app.get(
    '/api/member/certificates/:certificateNumber',
    {
      config: { access: ['member'] },
      schema: {
        tags,
        summary: 'Satu sertifikat milik member yang login (milik orang lain: 404, sama seperti nomor yang tidak ada)',
        params: certificateParamsSchema,
        response: { 200: certificateVerificationResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await service.myCertificate(sessionOf(request).id, request.params.certificateNumber)),
  );

  app.get(
    '/api/member/certificates/:certificateNumber/pdf-token',
    {
      // A GET that writes (the token row): suites and the CSRF check treat it as a write.
      config: { access: ['member'], changesState: true },
      schema: {
        tags,
        summary: 'Token sekali pakai (2 menit) untuk mengunduh PDF sertifikat milik sendiri; dicabut: 410',
        params: certificateParamsSchema,
        response: { 200: exportTokenResponseSchema, ...errorResponses(401, 403, 404, 410, 422) },
      },
    },
    async (request) => {
      const userId = sessionOf(request).id;
      const { certificateNumber } = request.params;
      await service.assertOwnPdf(userId, certificateNumber);
      return ok(await downloads.issue(userId, pdfResource(certificateNumber)));
    },
  );

  app.get(
    '/api/member/certificates/:certificateNumber/pdf',
    {
      // Opened by the browser as a plain download: the single-use token from pdf-token stands for the session, and
      // the holder is checked again here (a certificate revoked in between is not served).
      config: { access: 'public', changesState: true },
      schema: {
        tags,
        summary: 'PDF sertifikat milik sendiri (unduhan; token dari pdf-token)',
        params: certificateParamsSchema,
        querystring: exportQuerySchema,
        produces: ['application/pdf'],
        response: pdfResponse,
      },
    },
    async (request, reply) => {
      const { certificateNumber } = request.params;
      const userId = await downloads.claim(request.query.token, pdfResource(certificateNumber));
      await service.assertOwnPdf(userId, certificateNumber);
      return sendPdf(reply, await service.pdf(certificateNumber), 'no-store');
    },
  );

  app.get(
    '/api/certificates/:certificateNumber',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Verifikasi publik: nama pemegang, judul, jenis, tanggal terbit, masa berlaku dan status ' +
          '(valid, revoked, expired)',
        params: certificateParamsSchema,
        response: { 200: certificateVerificationResponseSchema, ...errorResponses(404, 422, 429) },
      },
    },
    async (request) => ok(await publicLookup(request.ip, () => service.verify(request.params.certificateNumber))),
  );

  app.get(
    '/api/certificates/:certificateNumber/pdf',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'PDF publik sertifikat (A4 lanskap, kode QR ke halaman verifikasi); sertifikat yang dicabut: 410',
        params: certificateParamsSchema,
        produces: ['application/pdf'],
        response: publicPdfResponse,
      },
    },
    // Not cached by shared caches for long: a revocation must stop the downloads soon.
    async (request, reply) =>
      sendPdf(
        reply,
        await publicLookup(request.ip, () => service.pdf(request.params.certificateNumber)),
        'public, max-age=0, must-revalidate',
      ),
  );
};
