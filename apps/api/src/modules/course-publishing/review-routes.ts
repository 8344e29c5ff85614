// The admins' review queue (decision 0053):
// - GET /api/lcadm/course-reviews — submissions waiting, newest first;
// - GET /api/lcadm/course-reviews/:reviewedCourseSlug — the submitted version: settings and the whole outline;
// - POST …/approve — publish it (a first version, or the working copy merged into the published course);
// - POST …/return — send it back with a required comment the author sees.
// Courses belong to the platform for its admins: every admin reviews every course.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { courseApproveInputSchema, courseReturnInputSchema } from '@akademi-siber/util-contracts';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok, okPage } from '../../plugins/envelope';
import { pageMeta, paginationQuerySchema, toPageRequest } from '../../plugins/request-schemas';
import {
  builtCourseResponseSchema,
  PUBLISHING_MESSAGES as MESSAGES,
  reviewDetailResponseSchema,
  reviewedCourseParamsSchema as params,
  reviewQueueResponseSchema,
} from './schemas';
import type { createReviewService } from './review-service';

const tags = ['admin'];
const admins = { access: ['admin'] as const };
const BASE = '/api/lcadm/course-reviews';

export const reviewRoutes: FastifyPluginAsyncZod<{ service: ReturnType<typeof createReviewService> }> = async (
  app,
  { service },
) => {
  app.get(
    BASE,
    {
      config: admins,
      schema: {
        tags,
        summary: 'Kelas yang diajukan untuk ditinjau, terbaru lebih dulu, dengan pengajar dan ringkasan perubahan',
        querystring: paginationQuerySchema,
        response: { 200: reviewQueueResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { items, total } = await service.queue(toPageRequest(request.query));
      return okPage(items, pageMeta(request.query, total));
    },
  );

  app.get(
    `${BASE}/:reviewedCourseSlug`,
    {
      config: admins,
      schema: {
        tags,
        summary: 'Versi yang diajukan: pengaturan, modul, materi, kuis dan ujian',
        params,
        response: { 200: reviewDetailResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await service.detail(request.params.reviewedCourseSlug)),
  );

  app.post(
    `${BASE}/:reviewedCourseSlug/approve`,
    {
      config: admins,
      schema: {
        tags,
        summary: 'Menyetujui dan menerbitkan versi yang diajukan (id materi, progres dan percobaan peserta tetap)',
        params,
        body: courseApproveInputSchema,
        response: { 200: builtCourseResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      ok(await service.approve(sessionOf(request), request.params.reviewedCourseSlug, request.body), MESSAGES.approved),
  );

  app.post(
    `${BASE}/:reviewedCourseSlug/return`,
    {
      config: admins,
      schema: {
        tags,
        summary: 'Mengembalikan pengajuan kepada pengajar dengan komentar (wajib)',
        params,
        body: courseReturnInputSchema,
        response: { 200: builtCourseResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      ok(
        await service.sendBack(sessionOf(request), request.params.reviewedCourseSlug, request.body),
        MESSAGES.returned,
      ),
  );
};
