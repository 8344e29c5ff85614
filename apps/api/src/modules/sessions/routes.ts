// The member's side of batch sessions (decision 0040): the batch home with its sessions and the member's attendance,
// joining a session through the platform (which records attendance and answers the meeting link), and the schedule as
// an iCalendar file through the token helper (spec §7). Also starts this process's session reminder sweep.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok } from '../../plugins/envelope';
import { createDownloadTokens, exportQuerySchema, exportTokenResponseSchema } from '../downloads';
import { startReminderSweep } from './reminders';
import {
  joinResponseSchema,
  memberBatchParamsSchema,
  memberBatchResponseSchema,
  memberSessionParamsSchema,
} from './schemas';
import { createSessionsService } from './service';

const tags = ['liveclass'];
const members = { access: ['member'] as const };
const calendarResource = (liveclassSlug: string, batchSlug: string) => `batch-calendar:${liveclassSlug}/${batchSlug}`;

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSessionsService(app.db, app.config.publicUrl);
  const downloads = createDownloadTokens(app.db);
  startReminderSweep(app, app.config.sessionReminderSweepSeconds);

  app.get(
    '/api/member/liveclass/:liveclassSlug/:batchSlug',
    {
      config: members,
      schema: {
        tags,
        summary: 'Batch live class milik member: sesi, fase Gabung sesi, dan kehadiran sendiri',
        params: memberBatchParamsSchema,
        response: { 200: memberBatchResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { liveclassSlug, batchSlug } = request.params;
      return ok(await service.memberBatch(sessionOf(request).id, liveclassSlug, batchSlug));
    },
  );

  app.post(
    '/api/member/liveclass/:liveclassSlug/:batchSlug/sessions/:sessionId/join',
    {
      config: members,
      schema: {
        tags,
        summary:
          'Gabung sesi: mencatat kehadiran (Hadir, atau Terlambat lewat batas) sekali, lalu memberi tautan ruang kelas',
        params: memberSessionParamsSchema,
        response: { 200: joinResponseSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { liveclassSlug, batchSlug, sessionId } = request.params;
      const { result, message } = await service.join(sessionOf(request).id, liveclassSlug, batchSlug, sessionId);
      return ok(result, message);
    },
  );

  app.get(
    '/api/member/liveclass/:liveclassSlug/:batchSlug/jadwal-token',
    {
      // A GET that writes (the token row): suites and the CSRF check treat it as a write.
      config: { ...members, changesState: true },
      schema: {
        tags,
        summary: 'Token sekali pakai (2 menit) untuk mengunduh jadwal batch (.ics)',
        params: memberBatchParamsSchema,
        response: { 200: exportTokenResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const userId = sessionOf(request).id;
      const { liveclassSlug, batchSlug } = request.params;
      await service.memberBatch(userId, liveclassSlug, batchSlug);
      return ok(await downloads.issue(userId, calendarResource(liveclassSlug, batchSlug)));
    },
  );

  app.get(
    '/api/member/liveclass/:liveclassSlug/:batchSlug/jadwal.ics',
    {
      // Opened by the browser: the single-use token stands for the session; enrollment is checked again here.
      config: { access: 'public', changesState: true },
      exposeHeadRoute: false,
      schema: {
        tags,
        summary: 'Jadwal batch sebagai berkas kalender (.ics; token dari jadwal-token)',
        params: memberBatchParamsSchema,
        querystring: exportQuerySchema,
        produces: ['text/calendar'],
        response: { 200: z.any().describe('Berkas kalender'), ...errorResponses(403, 404, 410, 422) },
      },
    },
    async (request, reply) => {
      const { liveclassSlug, batchSlug } = request.params;
      const userId = await downloads.claim(request.query.token, calendarResource(liveclassSlug, batchSlug));
      const file = await service.calendar(userId, liveclassSlug, batchSlug);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(file.text);
    },
  );
};
