// The staff's side of batch sessions (decision 0040): the batches an instructor teaches (every batch for an admin),
// one batch's attendance sheet with the corrections made, and setting or correcting a member's record with a reason.
// The path parameters are named `taught…` because the authorization suites know each parameter name's owner: these
// are the instructor's; the member routes' `liveclassSlug`, `batchSlug` and `sessionId` are the enrolled member's.
import { SESSION_PATHS } from '@akademi-siber/util-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok } from '../../plugins/envelope';
import {
  attendanceCorrectionSchema,
  correctionResponseSchema,
  emptyResponseSchema,
  participantsResponseSchema,
  sessionInputSchema,
  staffSessionParamsSchema,
  staffSessionResponseSchema,
  sheetResponseSchema,
  staffBatchesResponseSchema,
  staffBatchParamsSchema,
  staffRecordParamsSchema,
} from './schemas';
import { createSessionsService, SESSION_MESSAGES } from './service';

const tags = ['liveclass'];
const staff = { access: ['author', 'admin'] as const };

export const sessionStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSessionsService(app.db, app.config.publicUrl);

  app.get(
    SESSION_PATHS.authorBatches,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Batch live class yang diajar (admin: semua), sesi berikutnya lebih dulu',
        response: { 200: staffBatchesResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ok(await service.staffBatches(sessionOf(request))),
  );

  app.get(
    '/api/author/liveclass/:taughtLiveclassSlug/batches/:taughtBatchId/attendance',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Lembar kehadiran batch: peserta × sesi, dengan riwayat koreksi',
        params: staffBatchParamsSchema,
        response: { 200: sheetResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { taughtLiveclassSlug, taughtBatchId } = request.params;
      return ok(await service.sheet(sessionOf(request), taughtLiveclassSlug, taughtBatchId));
    },
  );

  app.get(
    '/api/author/liveclass/:taughtLiveclassSlug/batches/:taughtBatchId/participants',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Nilai dan progres tiap peserta batch: kuis, pre-test, post-test, final test, gain ternormalisasi',
        params: staffBatchParamsSchema,
        response: { 200: participantsResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { taughtLiveclassSlug, taughtBatchId } = request.params;
      return ok(await service.participants(sessionOf(request), taughtLiveclassSlug, taughtBatchId));
    },
  );

  app.put(
    '/api/author/liveclass/:taughtLiveclassSlug/batches/:taughtBatchId/sessions/:taughtSessionId/attendance/:username',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Menetapkan atau mengoreksi kehadiran satu peserta di satu sesi, dengan alasan (diaudit)',
        params: staffRecordParamsSchema,
        // Checked after the batch (a stranger learns nothing from a bad body): see service.correct.
        body: attendanceCorrectionSchema.nullish(),
        response: { 200: correctionResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { taughtLiveclassSlug, taughtBatchId, taughtSessionId, username } = request.params;
      const staff = sessionOf(request);
      const input = request.body;
      const result = await service.correct(staff, taughtLiveclassSlug, taughtBatchId, taughtSessionId, username, input);
      return ok(result, SESSION_MESSAGES.corrected);
    },
  );

  app.post(
    '/api/author/liveclass/:taughtLiveclassSlug/batches/:taughtBatchId/sessions',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Menambah sesi batch: judul, waktu mulai dan selesai, tautan ruang kelas (https)',
        params: staffBatchParamsSchema,
        // Checked after the batch, like the corrections: a stranger learns nothing from a bad body.
        body: sessionInputSchema.nullish(),
        response: { 201: staffSessionResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { taughtLiveclassSlug, taughtBatchId } = request.params;
      const made = await service.createSession(sessionOf(request), taughtLiveclassSlug, taughtBatchId, request.body);
      return reply.code(201).send(ok(made, SESSION_MESSAGES.sessionCreated));
    },
  );

  app.put(
    '/api/author/liveclass/:taughtLiveclassSlug/batches/:taughtBatchId/sessions/:taughtSessionId',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Mengubah judul, waktu, atau tautan ruang kelas sebuah sesi',
        params: staffSessionParamsSchema,
        body: sessionInputSchema.nullish(),
        response: { 200: staffSessionResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { taughtLiveclassSlug, taughtBatchId, taughtSessionId } = request.params;
      const staffer = sessionOf(request);
      const saved = await service.updateSession(
        staffer,
        taughtLiveclassSlug,
        taughtBatchId,
        taughtSessionId,
        request.body,
      );
      return ok(saved, SESSION_MESSAGES.sessionSaved);
    },
  );

  app.delete(
    '/api/author/liveclass/:taughtLiveclassSlug/batches/:taughtBatchId/sessions/:taughtSessionId',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Menghapus sesi yang belum punya catatan kehadiran',
        params: staffSessionParamsSchema,
        response: { 200: emptyResponseSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { taughtLiveclassSlug, taughtBatchId, taughtSessionId } = request.params;
      await service.deleteSession(sessionOf(request), taughtLiveclassSlug, taughtBatchId, taughtSessionId);
      return ok(null, SESSION_MESSAGES.sessionDeleted);
    },
  );
};
