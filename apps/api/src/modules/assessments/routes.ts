// Module quizzes and course exams for enrolled members (decision 0018): the info screen, starting (or resuming) an
// attempt, autosave, submit, and reading one's own attempt (the review once submitted).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok } from '../../plugins/envelope';
import {
  assessmentInfoResponseSchema,
  attemptParamsSchema,
  attemptResponseSchema,
  batchTestParamsSchema,
  examParamsSchema,
  MESSAGES,
  quizParamsSchema,
  saveAnswersBodySchema,
  savedResponseSchema,
  submitBodySchema,
} from './schemas';
import { createAssessmentService } from './service';

/**
 * The course (or batch content) and module a route names. The batch's tests name their course `batchContentSlug`:
 * the authorization suites know each parameter name's owner, and only a batch member owns a batch's content.
 */
function targetOf(params: { courseSlug?: string; batchContentSlug?: string; moduleSlug?: string }) {
  return { courseSlug: params.courseSlug ?? params.batchContentSlug ?? '', moduleSlug: params.moduleSlug ?? null };
}

export const assessmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAssessmentService(app.db);
  const tags = ['member'];
  const config = { access: ['member'] as const };

  // A batch's content (decision 0041) also has a pre-test and a post-test; its final test is the `ujian`.
  const infoRoutes = [
    ['/api/member/kelas/:courseSlug/modul/:moduleSlug/kuis', quizParamsSchema, 'kuis modul', 'exam'],
    ['/api/member/kelas/:courseSlug/ujian', examParamsSchema, 'ujian kelas (final test batch)', 'exam'],
    ['/api/member/kelas/:batchContentSlug/pre-test', batchTestParamsSchema, 'pre-test batch', 'pre_test'],
    ['/api/member/kelas/:batchContentSlug/post-test', batchTestParamsSchema, 'post-test batch', 'post_test'],
  ] as const;

  for (const [path, params, label, testKind] of infoRoutes) {
    app.get(
      path,
      {
        config,
        schema: {
          tags,
          summary: `Aturan dan riwayat ${label}: jumlah soal, batas waktu, nilai lulus, kesempatan, percobaan berjalan`,
          params,
          response: { 200: assessmentInfoResponseSchema, ...errorResponses(401, 403, 404, 422) },
        },
      },
      async (request) => {
        const { courseSlug, moduleSlug } = targetOf(request.params);
        return ok(await service.info(sessionOf(request).id, courseSlug, moduleSlug, testKind));
      },
    );

    app.post(
      `${path}/attempts`,
      {
        config,
        schema: {
          tags,
          summary:
            `Memulai ${label} (atau melanjutkan percobaan yang berjalan); soal tanpa kunci ` +
            `jawaban, batas waktu dari server`,
          params,
          response: {
            200: attemptResponseSchema,
            201: attemptResponseSchema,
            ...errorResponses(401, 403, 404, 409, 422),
          },
        },
      },
      async (request, reply) => {
        const { courseSlug, moduleSlug } = targetOf(request.params);
        const { attempt, resumed } = await service.start(sessionOf(request).id, courseSlug, moduleSlug, testKind);
        reply.code(resumed ? 200 : 201);
        return ok(attempt, resumed ? MESSAGES.resumed : MESSAGES.started);
      },
    );
  }

  app.get(
    '/api/member/attempts/:attemptId',
    {
      config,
      schema: {
        tags,
        summary: 'Percobaan milik member: soal tanpa kunci saat berjalan, pembahasan setelah dikumpulkan',
        params: attemptParamsSchema,
        response: { 200: attemptResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await service.read(sessionOf(request).id, request.params.attemptId)),
  );

  app.put(
    '/api/member/attempts/:attemptId/answers',
    {
      config,
      schema: {
        tags,
        summary: 'Menyimpan jawaban sementara (hanya sebelum batas waktu + toleransi)',
        params: attemptParamsSchema,
        body: saveAnswersBodySchema,
        response: { 200: savedResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      ok(await service.save(sessionOf(request).id, request.params.attemptId, request.body?.answers), MESSAGES.saved),
  );

  app.post(
    '/api/member/attempts/:attemptId/submit',
    {
      config,
      schema: {
        tags,
        summary: 'Mengumpulkan percobaan; dinilai di server dengan jawaban yang tersimpan sebelum batas waktu',
        params: attemptParamsSchema,
        body: submitBodySchema,
        response: { 200: attemptResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      ok(
        await service.submit(sessionOf(request).id, request.params.attemptId, request.body?.answers),
        MESSAGES.submitted,
      ),
  );
};
