// The lab's public and player routes (decision 0035). Public: the catalogue and the scoreboard (/cybersecuritylabs).
// Players — members, and teachers with is_access_lab (spec §8's 403 otherwise): challenges, hints, flag submissions,
// files through the token helper, their standings, exercise labs and VPN access. The lab network's operator lists the
// active WireGuard peers with its own server-side token. Teachers' classroom routes: teacher-routes.ts.
import { LAB_PATHS } from '@akademi-siber/util-contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok } from '../../plugins/envelope';
import { createDownloadTokens, exportQuerySchema, exportTokenResponseSchema } from '../downloads';
import { createStorage } from '../storage';
import { createExerciseService } from './exercise-service';
import {
  attachmentParamsSchema,
  catalogueResponseSchema,
  challengeCardsResponseSchema,
  challengeDetailResponseSchema,
  challengeParamsSchema,
  emptyResponseSchema,
  exerciseCardsResponseSchema,
  exerciseDetailResponseSchema,
  exerciseParamsSchema,
  hintParamsSchema,
  hintUnlockResponseSchema,
  labStepAnswerSchema,
  labSubmissionSchema,
  operatorFlagBodySchema,
  operatorFlagResponseSchema,
  operatorPeersResponseSchema,
  playerClassroomsResponseSchema,
  scoreboardQuerySchema,
  scoreboardResponseSchema,
  standingsQuerySchema,
  stepAnswerResponseSchema,
  stepHintParamsSchema,
  stepParamsSchema,
  submissionResponseSchema,
  vpnConfigResponseSchema,
  vpnStatusResponseSchema,
} from './schemas';
import { createScoreboardService } from './scoreboard-service';
import { createLabService, LAB_MESSAGES } from './service';
import { createSubmissionService } from './submission-service';
import { teacherLabRoutes } from './teacher-routes';
import { createVpnService, VPN_MESSAGES } from './vpn-service';

const tags = ['lab'];
const players = { access: ['member', 'teacher'] as const };
const attachmentResource = (attachmentId: number) => `lab-attachment:${attachmentId}`;
const VPN_RESOURCE = 'lab-vpn-config';
const fileResponse = { 200: z.any().describe('Berkas (unduhan)'), ...errorResponses(403, 404, 410, 422) };

/** A download the browser saves, never renders: a plain-text type or bytes, a safe name, no caching. */
function sendFile(reply: FastifyReply, fileName: string, contentType: string, bytes: Buffer) {
  const type = contentType.startsWith('text/plain') ? 'text/plain; charset=utf-8' : 'application/octet-stream';
  return reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(bytes);
}

export const labRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createLabService(app.db, app.config.lab, createStorage(app.config));
  const submissions = createSubmissionService(app.db, app.config.lab, service);
  const exercises = createExerciseService(app.db, app.config.lab, service);
  const scoreboard = createScoreboardService(app.db);
  const vpn = createVpnService(app.db, app.config.lab, service);
  const downloads = createDownloadTokens(app.db);

  app.get(
    LAB_PATHS.catalogue,
    {
      config: { access: 'public', publicCacheSeconds: 5 },
      schema: {
        tags: ['public'],
        summary: 'Katalog lab: tantangan CTF per kategori (nilai, jumlah solve, first blood) dan lab latihan',
        response: { 200: catalogueResponseSchema },
      },
    },
    async () => ok(await service.publicCatalogue()),
  );

  app.get(
    LAB_PATHS.scoreboard,
    {
      config: { access: 'public', publicCacheSeconds: 5 },
      schema: {
        tags: ['public'],
        summary: 'Papan skor lab (sepanjang waktu atau bulan ini); bila dibekukan, skor sampai waktu pembekuan',
        querystring: scoreboardQuerySchema,
        response: { 200: scoreboardResponseSchema, ...errorResponses(422) },
      },
    },
    async (request) => ok(await scoreboard.publicBoard(request.query.period, request.query.limit)),
  );

  app.get(
    LAB_PATHS.challenges,
    {
      config: players,
      schema: {
        tags,
        summary: 'Tantangan CTF per kategori dengan status pemain: selesai, terkunci prasyarat, percobaan',
        response: { 200: challengeCardsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ok(await service.catalogue(sessionOf(request).id)),
  );

  app.get(
    '/api/lab/challenges/:challengeSlug',
    {
      config: players,
      schema: {
        tags,
        summary: 'Satu tantangan: deskripsi, berkas, petunjuk (isi hanya yang sudah dibuka), nilai untuk pemain',
        params: challengeParamsSchema,
        response: { 200: challengeDetailResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await service.detail(sessionOf(request).id, request.params.challengeSlug)),
  );

  app.post(
    '/api/lab/challenges/:challengeSlug/hints/:hintId/unlock',
    {
      config: players,
      schema: {
        tags,
        summary: 'Membuka petunjuk: biayanya mengurangi nilai tantangan ini untuk pemain (tidak di bawah 0)',
        params: hintParamsSchema,
        response: { 200: hintUnlockResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { challengeSlug, hintId } = request.params;
      return ok(await service.unlockHint(sessionOf(request).id, challengeSlug, hintId), LAB_MESSAGES.hintUnlocked);
    },
  );

  app.post(
    '/api/lab/challenges/:challengeSlug/submissions',
    {
      config: players,
      schema: {
        tags,
        summary:
          'Mengirim flag (200 benar atau salah); sudah selesai atau percobaan habis: 409; 10 jawaban ' +
          'salah per menit: 429',
        params: challengeParamsSchema,
        body: labSubmissionSchema,
        response: {
          200: submissionResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 422, 429),
        },
      },
    },
    async (request) => {
      const outcome = await submissions.submit(
        sessionOf(request),
        request.params.challengeSlug,
        request.body.flag,
        request.ip,
      );
      const message = !outcome.correct
        ? LAB_MESSAGES.wrong
        : outcome.solve?.firstBlood
          ? LAB_MESSAGES.firstBlood
          : LAB_MESSAGES.correct;
      return ok(outcome, message);
    },
  );

  app.get(
    '/api/lab/challenges/:challengeSlug/attachments/:attachmentId/token',
    {
      // A GET that writes (the token row): suites and the CSRF check treat it as a write.
      config: { ...players, changesState: true },
      schema: {
        tags,
        summary: 'Token sekali pakai (2 menit) untuk mengunduh berkas tantangan',
        params: attachmentParamsSchema,
        response: { 200: exportTokenResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const userId = sessionOf(request).id;
      const { challengeSlug, attachmentId } = request.params;
      await service.assertAttachment(userId, challengeSlug, attachmentId);
      return ok(await downloads.issue(userId, attachmentResource(attachmentId)));
    },
  );

  app.get(
    '/api/lab/challenges/:challengeSlug/attachments/:attachmentId',
    {
      // Opened by the browser: the single-use token stands for the session; access is checked again here.
      config: { access: 'public', changesState: true },
      exposeHeadRoute: false,
      schema: {
        tags,
        summary: 'Berkas tantangan (unduhan; token dari …/token). Berkas per pengguna berisi flag milik pengunduh',
        params: attachmentParamsSchema,
        querystring: exportQuerySchema,
        produces: ['application/octet-stream', 'text/plain'],
        response: fileResponse,
      },
    },
    async (request, reply) => {
      const { challengeSlug, attachmentId } = request.params;
      const userId = await downloads.claim(request.query.token, attachmentResource(attachmentId));
      const file = await service.attachmentFile(userId, challengeSlug, attachmentId);
      return sendFile(reply, file.fileName, file.contentType, file.bytes);
    },
  );

  app.get(
    LAB_PATHS.standings,
    {
      config: players,
      schema: {
        tags,
        summary: 'Papan skor untuk pemain, dengan peringkat sendiri walau di luar daftar; classroom: milik sendiri',
        querystring: standingsQuerySchema,
        response: { 200: scoreboardResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const userId = sessionOf(request).id;
      await service.assertAccess(userId);
      const { period, limit, classroom } = request.query;
      return ok(await scoreboard.standings(userId, period, limit, classroom));
    },
  );

  app.get(
    LAB_PATHS.classrooms,
    {
      config: players,
      schema: {
        tags,
        summary: 'Classroom tempat pemain belajar atau mengajar: pilihan papan skor per classroom',
        response: { 200: playerClassroomsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const userId = sessionOf(request).id;
      await service.assertAccess(userId);
      return ok(await scoreboard.classrooms(userId));
    },
  );

  app.get(
    LAB_PATHS.exercises,
    {
      config: players,
      schema: {
        tags,
        summary: 'Lab latihan dengan progres pemain',
        response: { 200: exerciseCardsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ok(await exercises.list(sessionOf(request).id)),
  );

  app.get(
    '/api/lab/exercises/:exerciseSlug',
    {
      config: players,
      schema: {
        tags,
        summary: 'Satu lab latihan: langkah berurutan (yang belum terbuka tanpa isi), lanjut di currentStepId',
        params: exerciseParamsSchema,
        response: { 200: exerciseDetailResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await exercises.detail(sessionOf(request).id, request.params.exerciseSlug)),
  );

  app.post(
    '/api/lab/exercises/:exerciseSlug/steps/:stepId/answer',
    {
      config: players,
      schema: {
        tags,
        summary:
          'Menjawab langkah yang sedang berjalan (200 benar atau salah); langkah terakhir memberi poin dan XP sekali',
        params: stepParamsSchema,
        body: labStepAnswerSchema,
        response: {
          200: stepAnswerResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 422, 429),
        },
      },
    },
    async (request) => {
      const { exerciseSlug, stepId } = request.params;
      const { result, message } = await exercises.answer(sessionOf(request), exerciseSlug, stepId, request.body.answer);
      return ok(result, message);
    },
  );

  app.post(
    '/api/lab/exercises/:exerciseSlug/steps/:stepId/hints/:hintId/unlock',
    {
      config: players,
      schema: {
        tags,
        summary: 'Membuka petunjuk langkah yang sudah terbuka: biayanya mengurangi poin lab latihan ini untuk pemain',
        params: stepHintParamsSchema,
        response: { 200: hintUnlockResponseSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { exerciseSlug, stepId, hintId } = request.params;
      const unlocked = await exercises.unlockHint(sessionOf(request).id, exerciseSlug, stepId, hintId);
      return ok(unlocked, LAB_MESSAGES.hintUnlocked);
    },
  );

  app.get(
    LAB_PATHS.vpn,
    {
      config: players,
      schema: {
        tags,
        summary: 'Status akses VPN lab: konfigurasi aktif (kunci publik, alamat), endpoint',
        response: { 200: vpnStatusResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ok(await vpn.status(sessionOf(request).id)),
  );

  app.post(
    LAB_PATHS.vpnConfig,
    {
      config: players,
      schema: {
        tags,
        summary: 'Membuat konfigurasi WireGuard baru (kunci privat hanya di jawaban ini); yang lama dicabut',
        response: { 201: vpnConfigResponseSchema, ...errorResponses(401, 403, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(ok(await vpn.create(sessionOf(request).id), VPN_MESSAGES.created)),
  );

  app.get(
    LAB_PATHS.vpnConfigToken,
    {
      config: { ...players, changesState: true },
      schema: {
        tags,
        summary: 'Token sekali pakai (2 menit) untuk mengunduh konfigurasi WireGuard baru',
        response: { 200: exportTokenResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const userId = sessionOf(request).id;
      await service.assertAccess(userId);
      return ok(await downloads.issue(userId, VPN_RESOURCE));
    },
  );

  app.get(
    LAB_PATHS.vpnConfigFile,
    {
      // The token stands for the session; a new key pair is made for this download and the old one revoked.
      config: { access: 'public', changesState: true },
      exposeHeadRoute: false,
      schema: {
        tags,
        summary: 'Unduh konfigurasi WireGuard baru (token dari config-token); konfigurasi lama dicabut',
        querystring: exportQuerySchema,
        produces: ['text/plain'],
        response: { ...fileResponse, ...errorResponses(403, 404, 409, 410, 422) },
      },
    },
    async (request, reply) => {
      const userId = await downloads.claim(request.query.token, VPN_RESOURCE);
      const file = await vpn.create(userId);
      return sendFile(reply, file.fileName, 'text/plain', Buffer.from(file.conf, 'utf8'));
    },
  );

  app.post(
    LAB_PATHS.vpnRevoke,
    {
      config: players,
      schema: {
        tags,
        summary: 'Mencabut konfigurasi WireGuard aktif',
        response: { 200: emptyResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await vpn.revoke(sessionOf(request).id);
      return ok(null, VPN_MESSAGES.revoked);
    },
  );

  app.get(
    LAB_PATHS.operatorPeers,
    {
      // Not a user's route: the lab network's operator sends `Authorization: Bearer <LAB_OPERATOR_TOKEN>`.
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Peer WireGuard aktif untuk operator jaringan lab (Bearer LAB_OPERATOR_TOKEN; selain itu 403)',
        response: { 200: operatorPeersResponseSchema, ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      vpn.assertOperator(request.headers.authorization);
      reply.header('cache-control', 'no-store');
      return ok(await vpn.operatorPeers());
    },
  );

  app.post(
    LAB_PATHS.operatorFlags,
    {
      // The lab network's operator again: an instance it starts for one player carries that player's own flag.
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Flag per pengguna untuk instance yang dijalankan operator jaringan lab bagi satu pemain (Bearer ' +
          'LAB_OPERATOR_TOKEN); dicatat seperti berkas per pengguna',
        body: operatorFlagBodySchema,
        response: { 200: operatorFlagResponseSchema, ...errorResponses(400, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      vpn.assertOperator(request.headers.authorization);
      reply.header('cache-control', 'no-store');
      const { challengeSlug, username, address } = request.body;
      return ok(
        await service.operatorFlag(challengeSlug, username !== undefined ? { username } : { address: address ?? '' }),
      );
    },
  );

  await app.register(teacherLabRoutes);
};
