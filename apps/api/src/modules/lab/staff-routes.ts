// The staff's lab (/api/lcadm/lab/*, admin only, decision 0035): challenges with their flags, hints and files; the
// submission log with the suspicious ones; resetting a player's attempts; exercise labs; the scoreboard freeze and the
// live scoreboard. Challenges and labs belong to the platform: every admin may change every one.
import multipart from '@fastify/multipart';
import {
  LAB_ATTACHMENT_MAX_BYTES,
  labChallengeInputSchema,
  labExerciseInputSchema,
  labFlagInputSchema,
  labHintInputSchema,
  labResetAttemptsSchema,
  labSettingsInputSchema,
} from '@akademi-siber/util-contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, ok, okPage } from '../../plugins/envelope';
import { pageMeta, paginationQuerySchema, toPageRequest } from '../../plugins/request-schemas';
import { createStorage, readUploadedFile } from '../storage';
import { emptyResponseSchema, scoreboardResponseSchema } from './schemas';
import { createScoreboardService } from './scoreboard-service';
import {
  attachmentIdParamsSchema,
  attachmentUploadQuerySchema,
  challengeIdParamsSchema,
  exerciseIdParamsSchema,
  flagIdParamsSchema,
  hintIdParamsSchema,
  resetAttemptsResponseSchema,
  settingsResponseSchema,
  staffChallengeResponseSchema,
  staffChallengesQuerySchema,
  staffChallengesResponseSchema,
  staffExerciseResponseSchema,
  staffExercisesResponseSchema,
  staffScoreboardQuerySchema,
  staffSubmissionsQuerySchema,
  staffSubmissionsResponseSchema,
} from './staff-schemas';
import { createStaffLabService } from './staff-service';

const tags = ['admin'];
const admin = { access: ['admin'] as const };
const MAX_MB = LAB_ATTACHMENT_MAX_BYTES / (1024 * 1024);
const UPLOAD_MESSAGES = {
  missing: 'Pilih berkas untuk diunggah.',
  tooLarge: `Ukuran berkas maksimal ${MAX_MB} MB.`,
  wrongType: 'Berkas tidak dapat dibaca.',
  notMultipart: 'Unggah berkas sebagai multipart/form-data dengan kolom "file".',
};

export const staffLabRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = createStorage(app.config);
  const service = createStaffLabService(app.db, app.config.lab, storage);
  const scoreboard = createScoreboardService(app.db);

  app.get(
    '/api/lcadm/lab/challenges',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Semua tantangan CTF (terbit dan draf), terakhir diubah dulu; search pada judul atau slug, ' +
          'kategori, visibility (tampil bagi pemain sekarang atau tidak)',
        querystring: staffChallengesQuerySchema,
        response: { 200: staffChallengesResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { search, category, visibility } = request.query;
      const { items, total } = await service.challenges({ search, category, visibility }, toPageRequest(request.query));
      return okPage(items, pageMeta(request.query, total));
    },
  );

  app.post(
    '/api/lcadm/lab/challenges',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Membuat tantangan (flag, petunjuk, berkas ditambahkan sesudahnya); slug terpakai: 422',
        body: labChallengeInputSchema,
        response: { 201: staffChallengeResponseSchema, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) => reply.code(201).send(ok(await service.createChallenge(request.body), 'Tantangan dibuat')),
  );

  app.get(
    '/api/lcadm/lab/challenges/:challengeId',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Satu tantangan dengan flag (jenis saja, tanpa isi), petunjuk dan berkas',
        params: challengeIdParamsSchema,
        response: { 200: staffChallengeResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await service.challenge(request.params.challengeId)),
  );

  app.put(
    '/api/lcadm/lab/challenges/:challengeId',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Mengubah tantangan; slug tetap setelah ada yang menyelesaikannya',
        params: challengeIdParamsSchema,
        body: labChallengeInputSchema,
        response: { 200: staffChallengeResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) =>
      ok(await service.updateChallenge(request.params.challengeId, request.body), 'Tantangan disimpan'),
  );

  app.delete(
    '/api/lcadm/lab/challenges/:challengeId',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Menghapus tantangan yang belum diselesaikan siapa pun (sudah: 409, sembunyikan saja)',
        params: challengeIdParamsSchema,
        response: { 200: emptyResponseSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      await service.deleteChallenge(request.params.challengeId);
      return ok(null, 'Tantangan dihapus');
    },
  );

  app.post(
    '/api/lcadm/lab/challenges/:challengeId/flags',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Menambah flag: static (disimpan sebagai HMAC), regex, atau per_user (dibuat server)',
        params: challengeIdParamsSchema,
        body: labFlagInputSchema,
        response: { 201: staffChallengeResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await service.addFlag(request.params.challengeId, request.body), 'Flag ditambahkan')),
  );

  app.delete(
    '/api/lcadm/lab/flags/:flagId',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Menghapus satu flag',
        params: flagIdParamsSchema,
        response: { 200: staffChallengeResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await service.deleteFlag(request.params.flagId), 'Flag dihapus'),
  );

  app.post(
    '/api/lcadm/lab/challenges/:challengeId/hints',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Menambah petunjuk dengan biayanya (0 = gratis)',
        params: challengeIdParamsSchema,
        body: labHintInputSchema,
        response: { 201: staffChallengeResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await service.addHint(request.params.challengeId, request.body), 'Petunjuk ditambahkan')),
  );

  app.put(
    '/api/lcadm/lab/hints/:hintId',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Mengubah petunjuk (yang sudah dibuka tetap dengan biaya saat dibuka)',
        params: hintIdParamsSchema,
        body: labHintInputSchema,
        response: { 200: staffChallengeResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => ok(await service.updateHint(request.params.hintId, request.body), 'Petunjuk disimpan'),
  );

  app.delete(
    '/api/lcadm/lab/hints/:hintId',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Menghapus petunjuk',
        params: hintIdParamsSchema,
        response: { 200: staffChallengeResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await service.deleteHint(request.params.hintId), 'Petunjuk dihapus'),
  );

  app.delete(
    '/api/lcadm/lab/attachments/:attachmentId',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Menghapus berkas tantangan',
        params: attachmentIdParamsSchema,
        response: { 200: staffChallengeResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await service.deleteAttachment(request.params.attachmentId), 'Berkas dihapus'),
  );

  app.post(
    '/api/lcadm/lab/challenges/:challengeId/reset-attempts',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Mengatur ulang percobaan seorang pemain pada tantangan (log kiriman tetap)',
        params: challengeIdParamsSchema,
        body: labResetAttemptsSchema,
        response: { 200: resetAttemptsResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const previousAttempts = await service.resetAttempts(request.params.challengeId, request.body.username);
      return ok({ previousAttempts }, 'Percobaan pemain diatur ulang');
    },
  );

  app.get(
    '/api/lcadm/lab/submissions',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Semua kiriman flag, terbaru dulu; filter tantangan, username (pengirim atau pemilik flag), mencurigakan',
        querystring: staffSubmissionsQuerySchema,
        response: { 200: staffSubmissionsResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { challengeId, username, suspicious } = request.query;
      const { items, total } = await service.repository.submissions(
        { challengeId, username, suspicious },
        toPageRequest(request.query),
      );
      return okPage(items, pageMeta(request.query, total));
    },
  );

  app.get(
    '/api/lcadm/lab/exercises',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Semua lab latihan (terbit dan draf)',
        querystring: paginationQuerySchema,
        response: { 200: staffExercisesResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { items, total } = await service.exercises(toPageRequest(request.query));
      return okPage(items, pageMeta(request.query, total));
    },
  );

  app.post(
    '/api/lcadm/lab/exercises',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Membuat lab latihan dengan langkah-langkahnya (jawaban disimpan sebagai HMAC)',
        body: labExerciseInputSchema,
        response: { 201: staffExerciseResponseSchema, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await service.createExercise(request.body), 'Lab latihan dibuat')),
  );

  app.get(
    '/api/lcadm/lab/exercises/:exerciseId',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Satu lab latihan dengan langkahnya (tanpa jawaban)',
        params: exerciseIdParamsSchema,
        response: { 200: staffExerciseResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await service.exercise(request.params.exerciseId)),
  );

  app.put(
    '/api/lcadm/lab/exercises/:exerciseId',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Mengubah lab latihan: langkah dengan id dipertahankan (jawaban tetap bila tidak diisi)',
        params: exerciseIdParamsSchema,
        body: labExerciseInputSchema,
        response: { 200: staffExerciseResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) =>
      ok(await service.updateExercise(request.params.exerciseId, request.body), 'Lab latihan disimpan'),
  );

  app.get(
    '/api/lcadm/lab/settings',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Pengaturan lab: waktu pembekuan papan skor',
        response: { 200: settingsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ok(await service.settings()),
  );

  app.put(
    '/api/lcadm/lab/settings',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Membekukan papan skor pada suatu waktu (null: tidak dibekukan); staf tetap melihat skor langsung',
        body: labSettingsInputSchema,
        response: { 200: settingsResponseSchema, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request) => ok(await service.saveSettings(request.body), 'Pengaturan lab disimpan'),
  );

  app.get(
    '/api/lcadm/lab/scoreboard',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Papan skor langsung (tanpa pembekuan), semua pemain atau satu classroom',
        querystring: staffScoreboardQuerySchema,
        response: { 200: scoreboardResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { period, limit, classroom } = request.query;
      return ok(await scoreboard.staffBoard(period, limit, classroom));
    },
  );

  // Multipart exists only in this scope: every other route keeps refusing anything but JSON (app.ts).
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: { fileSize: LAB_ATTACHMENT_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 50 },
      throwFileSizeLimit: true,
    });
    uploads.withTypeProvider<ZodTypeProvider>().post(
      '/api/lcadm/lab/challenges/:challengeId/attachments',
      {
        config: admin,
        schema: {
          tags,
          summary:
            `Mengunggah berkas tantangan (multipart, kolom file, maks. ${MAX_MB} MB); ` +
            `perUser=true: teks dengan {{FLAG}}`,
          consumes: ['multipart/form-data'],
          params: challengeIdParamsSchema,
          querystring: attachmentUploadQuerySchema,
          response: { 201: staffChallengeResponseSchema, ...errorResponses(400, 401, 403, 404, 413, 415, 422) },
        },
      },
      async (request, reply) => {
        const { challengeId } = request.params;
        await service.challenge(challengeId);
        const upload = await readUploadedFile(
          request,
          () => ({ contentType: 'application/octet-stream', extension: 'bin' }),
          UPLOAD_MESSAGES,
        );
        const saved = await service.addAttachment(challengeId, upload, request.query.perUser);
        return reply.code(201).send(ok(saved, 'Berkas diunggah'));
      },
    );
  });
};
