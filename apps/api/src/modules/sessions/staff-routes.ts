// The staff's side of sessions (decisions 0040, 0045): the batches an instructor teaches (every batch for an admin),
// and for one cohort — a batch or a corporate-training group, the same routes under each one's path — the attendance
// sheet with the corrections made, its sessions, setting or correcting a member's record with a reason, and every
// member's scores. The path parameters are named `taught…` because the authorization suites know each parameter
// name's owner: these are the instructor's; the member routes' `liveclassSlug`, `batchSlug` and `sessionId` are the
// enrolled member's. A group's training slug is public (the catalogue lists it); its group id is the instructor's.
import { SESSION_PATHS, type StaffCohortRef } from '@akademi-siber/util-contracts';
import type { z } from 'zod';
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
  staffGroupParamsSchema,
  staffGroupRecordParamsSchema,
  staffGroupSessionParamsSchema,
  staffRecordParamsSchema,
} from './schemas';
import { createSessionsService, SESSION_MESSAGES } from './service';

const staff = { access: ['author', 'admin'] as const };

/** A cohort's staff routes: where they live, their parameters, and how a request's parameters name the cohort. */
interface CohortRoutes<P extends z.ZodType, S extends z.ZodType, R extends z.ZodType> {
  tags: string[];
  base: string;
  sessionParam: string;
  what: string;
  params: P;
  sessionParams: S;
  recordParams: R;
  ref: (params: z.infer<P>) => StaffCohortRef;
  sessionId: (params: z.infer<S>) => number;
}

const BATCH_ROUTES: CohortRoutes<
  typeof staffBatchParamsSchema,
  typeof staffSessionParamsSchema,
  typeof staffRecordParamsSchema
> = {
  tags: ['liveclass'],
  base: '/api/author/liveclass/:taughtLiveclassSlug/batches/:taughtBatchId',
  sessionParam: 'taughtSessionId',
  what: 'batch',
  params: staffBatchParamsSchema,
  sessionParams: staffSessionParamsSchema,
  recordParams: staffRecordParamsSchema,
  ref: (params) => ({ liveclassSlug: params.taughtLiveclassSlug, batchId: params.taughtBatchId }),
  sessionId: (params) => params.taughtSessionId,
};

const GROUP_ROUTES: CohortRoutes<
  typeof staffGroupParamsSchema,
  typeof staffGroupSessionParamsSchema,
  typeof staffGroupRecordParamsSchema
> = {
  tags: ['corporate-training'],
  base: '/api/author/corporate-training/:trainingSlug/groups/:taughtGroupId',
  sessionParam: 'taughtGroupSessionId',
  what: 'grup pelatihan',
  params: staffGroupParamsSchema,
  sessionParams: staffGroupSessionParamsSchema,
  recordParams: staffGroupRecordParamsSchema,
  ref: (params) => ({ trainingSlug: params.trainingSlug, groupId: params.taughtGroupId }),
  sessionId: (params) => params.taughtGroupSessionId,
};

export const sessionStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSessionsService(app.db, app.config.publicUrl);

  app.get(
    SESSION_PATHS.authorBatches,
    {
      config: staff,
      schema: {
        tags: BATCH_ROUTES.tags,
        summary: 'Batch live class yang diajar (admin: semua), sesi berikutnya lebih dulu',
        response: { 200: staffBatchesResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ok(await service.staffBatches(sessionOf(request))),
  );

  registerCohortRoutes(app, service, BATCH_ROUTES);
  registerCohortRoutes(app, service, GROUP_ROUTES);
};

type App = Parameters<typeof sessionStaffRoutes>[0];
type Service = ReturnType<typeof createSessionsService>;

function registerCohortRoutes<P extends z.ZodType, S extends z.ZodType, R extends z.ZodType>(
  app: App,
  service: Service,
  cohort: CohortRoutes<P, S, R>,
) {
  const { tags, base, what } = cohort;
  const session = `${base}/sessions/:${cohort.sessionParam}`;
  const refOf = (params: unknown) => cohort.ref(params as z.infer<P>);
  const sessionIdOf = (params: unknown) => cohort.sessionId(params as z.infer<S>);

  app.get(
    `${base}/attendance`,
    {
      config: staff,
      schema: {
        tags,
        summary: `Lembar kehadiran ${what}: peserta × sesi, dengan riwayat koreksi`,
        params: cohort.params,
        response: { 200: sheetResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await service.sheet(sessionOf(request), refOf(request.params))),
  );

  app.get(
    `${base}/participants`,
    {
      config: staff,
      schema: {
        tags,
        summary: `Nilai dan progres tiap peserta ${what}: kuis, pre-test, post-test, final test, gain ternormalisasi`,
        params: cohort.params,
        response: { 200: participantsResponseSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => ok(await service.participants(sessionOf(request), refOf(request.params))),
  );

  app.put(
    `${session}/attendance/:username`,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Menetapkan atau mengoreksi kehadiran satu peserta di satu sesi, dengan alasan (diaudit)',
        params: cohort.recordParams,
        // Checked after the cohort (a stranger learns nothing from a bad body): see service.correct.
        body: attendanceCorrectionSchema.nullish(),
        response: { 200: correctionResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const params = request.params as z.infer<R> & { username: string };
      const result = await service.correct(
        sessionOf(request),
        refOf(params),
        sessionIdOf(params),
        params.username,
        request.body,
      );
      return ok(result, SESSION_MESSAGES.corrected);
    },
  );

  app.post(
    `${base}/sessions`,
    {
      config: staff,
      schema: {
        tags,
        summary: `Menambah sesi ${what}: judul, waktu mulai dan selesai, tautan ruang kelas (https)`,
        params: cohort.params,
        // Checked after the cohort, like the corrections: a stranger learns nothing from a bad body.
        body: sessionInputSchema.nullish(),
        response: { 201: staffSessionResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const made = await service.createSession(sessionOf(request), refOf(request.params), request.body);
      return reply.code(201).send(ok(made, SESSION_MESSAGES.sessionCreated));
    },
  );

  app.put(
    session,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Mengubah judul, waktu, atau tautan ruang kelas sebuah sesi',
        params: cohort.sessionParams,
        body: sessionInputSchema.nullish(),
        response: { 200: staffSessionResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { params } = request;
      const saved = await service.updateSession(sessionOf(request), refOf(params), sessionIdOf(params), request.body);
      return ok(saved, SESSION_MESSAGES.sessionSaved);
    },
  );

  app.delete(
    session,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Menghapus sesi yang belum punya catatan kehadiran',
        params: cohort.sessionParams,
        response: { 200: emptyResponseSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      await service.deleteSession(sessionOf(request), refOf(request.params), sessionIdOf(request.params));
      return ok(null, SESSION_MESSAGES.sessionDeleted);
    },
  );
}
