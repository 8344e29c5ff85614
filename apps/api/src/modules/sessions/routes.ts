// The member's side of sessions (decisions 0040, 0045): the batch home with its sessions and the member's attendance
// (a group's home is the corporate-training module's and carries the same), joining a session of a batch or a group
// through the platform (which records attendance and answers the meeting link), and the schedule as an iCalendar file
// through the token helper (spec §7). Also starts this process's session reminder sweep.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok } from '../../plugins/envelope';
import { createDownloadTokens, exportQuerySchema, exportTokenResponseSchema } from '../downloads';
import { startReminderSweep } from './reminders';
import type { MemberCohortRef } from '@akademi-siber/util-contracts';
import type { FastifyReply } from 'fastify';
import {
  joinResponseSchema,
  memberBatchParamsSchema,
  memberBatchResponseSchema,
  memberGroupCalendarParamsSchema,
  memberGroupSessionParamsSchema,
  memberSessionParamsSchema,
} from './schemas';
import { createSessionsService } from './service';

const tags = ['liveclass'];
const members = { access: ['member'] as const };
const calendarResource = (ref: MemberCohortRef) =>
  'groupSlug' in ref
    ? `group-calendar:${ref.trainingSlug}/${ref.groupSlug}`
    : `batch-calendar:${ref.liveclassSlug}/${ref.batchSlug}`;
const groupTags = ['corporate-training'];

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
      const { result, message } = await service.join(sessionOf(request).id, { liveclassSlug, batchSlug }, sessionId);
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
      await service.assertMember(userId, { liveclassSlug, batchSlug });
      return ok(await downloads.issue(userId, calendarResource({ liveclassSlug, batchSlug })));
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
      const ref = request.params;
      const userId = await downloads.claim(request.query.token, calendarResource(ref));
      return sendCalendar(reply, await service.calendar(userId, ref));
    },
  );

  app.post(
    '/api/member/corporate-training/:trainingSlug/:groupSlug/sessions/:groupSessionId/join',
    {
      config: members,
      schema: {
        tags: groupTags,
        summary: 'Gabung sesi grup pelatihan: mencatat kehadiran sekali, lalu memberi tautan ruang kelas',
        params: memberGroupSessionParamsSchema,
        response: { 200: joinResponseSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { trainingSlug, groupSlug, groupSessionId } = request.params;
      const userId = sessionOf(request).id;
      const { result, message } = await service.join(userId, { trainingSlug, groupSlug }, groupSessionId);
      return ok(result, message);
    },
  );

  app.get(
    '/api/member/corporate-training/:trainingSlug/:groupSlug/jadwal-token',
    {
      config: { ...members, changesState: true },
      schema: {
        tags: groupTags,
        summary: 'Token sekali pakai (2 menit) untuk mengunduh jadwal grup pelatihan (.ics)',
        params: memberGroupCalendarParamsSchema,
        response: { 200: exportTokenResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const userId = sessionOf(request).id;
      await service.assertMember(userId, request.params);
      return ok(await downloads.issue(userId, calendarResource(request.params)));
    },
  );

  app.get(
    '/api/member/corporate-training/:trainingSlug/:groupSlug/jadwal.ics',
    {
      config: { access: 'public', changesState: true },
      exposeHeadRoute: false,
      schema: {
        tags: groupTags,
        summary: 'Jadwal grup pelatihan sebagai berkas kalender (.ics; token dari jadwal-token)',
        params: memberGroupCalendarParamsSchema,
        querystring: exportQuerySchema,
        produces: ['text/calendar'],
        response: { 200: z.any().describe('Berkas kalender'), ...errorResponses(403, 404, 410, 422) },
      },
    },
    async (request, reply) => {
      const userId = await downloads.claim(request.query.token, calendarResource(request.params));
      return sendCalendar(reply, await service.calendar(userId, request.params));
    },
  );
};

function sendCalendar(reply: FastifyReply, file: { fileName: string; text: string }) {
  return reply
    .header('content-type', 'text/calendar; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(file.text);
}
