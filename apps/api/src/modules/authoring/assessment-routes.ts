// A content's quizzes and tests and their question bank (decision 0042), for its author or any admin. A PUT makes
// the module's quiz or the content's test when there is none yet (201) and changes it otherwise (200).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok } from '../../plugins/envelope';
import type { ContentAccess } from './access';
import { createAssessmentService } from './assessment-service';
import {
  assessmentInputSchema,
  assessmentParamsSchema,
  assessmentResponseSchema,
  AUTHORING_BASE as BASE,
  AUTHORING_MESSAGES as MESSAGES,
  authoringAccess as staff,
  authoringTags as tags,
  emptyResponseSchema,
  moduleParamsSchema,
  orderInputSchema,
  questionInputSchema,
  questionParamsSchema,
  questionResponseSchema,
  testParamsSchema,
} from './schemas';

export const assessmentRoutes: FastifyPluginAsyncZod<{ access: ContentAccess }> = async (app, { access }) => {
  const service = createAssessmentService(app.db, access);
  const saved = { 200: assessmentResponseSchema, 201: assessmentResponseSchema };

  app.put(
    `${BASE}/modules/:authoredModuleId/quiz`,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Membuat atau mengubah kuis modul: judul, batas waktu, batas percobaan, nilai lulus, acak soal',
        params: moduleParamsSchema,
        body: assessmentInputSchema.nullish(),
        response: { ...saved, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { authoredContentSlug, authoredModuleId } = request.params;
      const staffer = sessionOf(request);
      const result = await service.upsertQuiz(staffer, authoredContentSlug, authoredModuleId, request.body);
      return reply.code(result.created ? 201 : 200).send(ok(result.assessment, MESSAGES.assessmentSaved));
    },
  );

  app.put(
    `${BASE}/tests/:testKind`,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Membuat atau mengubah ujian akhir (final test batch), pre-test, atau post-test konten',
        params: testParamsSchema,
        body: assessmentInputSchema.nullish(),
        response: { ...saved, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { authoredContentSlug, testKind } = request.params;
      const result = await service.upsertTest(sessionOf(request), authoredContentSlug, testKind, request.body);
      return reply.code(result.created ? 201 : 200).send(ok(result.assessment, MESSAGES.assessmentSaved));
    },
  );

  app.delete(
    `${BASE}/assessments/:authoredAssessmentId`,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Menghapus kuis atau tes beserta soalnya; yang sudah dikerjakan peserta: 409 (ubah saja)',
        params: assessmentParamsSchema,
        response: { 200: emptyResponseSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { authoredContentSlug, authoredAssessmentId } = request.params;
      await service.deleteAssessment(sessionOf(request), authoredContentSlug, authoredAssessmentId);
      return ok(null, MESSAGES.assessmentDeleted);
    },
  );

  app.post(
    `${BASE}/assessments/:authoredAssessmentId/questions`,
    {
      config: staff,
      schema: {
        tags,
        summary:
          'Menambah soal: pilihan tunggal (tepat satu benar), pilihan ganda (minimal satu benar) dengan 2–8 pilihan, ' +
          'atau isian singkat (minimal satu jawaban diterima); poin 1–100; pembahasan',
        params: assessmentParamsSchema,
        body: questionInputSchema.nullish(),
        response: { 201: questionResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { authoredContentSlug, authoredAssessmentId } = request.params;
      const staffer = sessionOf(request);
      const made = await service.createQuestion(staffer, authoredContentSlug, authoredAssessmentId, request.body);
      return reply.code(201).send(ok(made, MESSAGES.questionCreated));
    },
  );

  app.put(
    `${BASE}/assessments/:authoredAssessmentId/questions/order`,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Mengurutkan soal: setiap ID soalnya tepat satu kali, dalam urutan baru',
        params: assessmentParamsSchema,
        body: orderInputSchema.nullish(),
        response: { 200: emptyResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { authoredContentSlug, authoredAssessmentId } = request.params;
      await service.reorderQuestions(sessionOf(request), authoredContentSlug, authoredAssessmentId, request.body);
      return ok(null, MESSAGES.orderSaved);
    },
  );

  app.put(
    `${BASE}/questions/:authoredQuestionId`,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Mengubah soal; pilihan dengan id tetap (jawaban peserta padanya utuh), tanpa id: pilihan baru',
        params: questionParamsSchema,
        body: questionInputSchema.nullish(),
        response: { 200: questionResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { authoredContentSlug, authoredQuestionId } = request.params;
      const staffer = sessionOf(request);
      const result = await service.updateQuestion(staffer, authoredContentSlug, authoredQuestionId, request.body);
      return ok(result, MESSAGES.questionSaved);
    },
  );

  app.delete(
    `${BASE}/questions/:authoredQuestionId`,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Menghapus soal dari kuis atau tes yang belum dikerjakan peserta (sudah: 409, ubah saja)',
        params: questionParamsSchema,
        response: { 200: emptyResponseSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { authoredContentSlug, authoredQuestionId } = request.params;
      await service.deleteQuestion(sessionOf(request), authoredContentSlug, authoredQuestionId);
      return ok(null, MESSAGES.questionDeleted);
    },
  );
};
