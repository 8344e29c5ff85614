// The staff side of course discussions (issue 6, decision 0021):
// - the course's author under /api/author and any admin under /api/lcadm: the course's list (search,
//   unanswered), the thread, reply, pin, close, delete with a reason; the author may also start a thread;
// - admins only: GET /api/lcadm/diskusi (every course's threads, filter by course) and GET /api/lcadm/kelas-diskusi
//   (the courses with threads and how many still wait for an answer) for the admin remote's /admin/diskusi.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok, okPage } from '../../plugins/envelope';
import { pageMeta, toPageRequest } from '../../plugins/request-schemas';
import {
  adminListQuerySchema,
  closeBodySchema,
  courseCountsResponseSchema,
  courseSlugParamsSchema,
  discussionBodySchema,
  discussionDetailResponseSchema,
  discussionListResponseSchema,
  discussionParamsSchema,
  discussionRemovalSchema,
  discussionReplySchema,
  MESSAGES,
  pinBodySchema,
  removedResponseSchema,
  replyParamsSchema,
  replyRemovedResponseSchema,
  replyResponseSchema,
  staffListQuerySchema,
} from './schemas';
import { createDiscussionService, type StaffRole } from './service';

const tags = ['discussions'];

export const staffDiscussionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createDiscussionService(app.db);

  const adminConfig = { access: ['admin'] as const };

  app.get(
    '/api/lcadm/diskusi',
    {
      config: adminConfig,
      schema: {
        tags,
        summary: 'Diskusi semua kelas untuk admin (cari, belum dijawab, per kelas)',
        querystring: adminListQuerySchema,
        response: { 200: discussionListResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { q, status, kelas } = request.query;
      const { items, total } = await service.adminOverview.list(
        sessionOf(request).id,
        { courseSlug: kelas, search: q, unansweredOnly: status === 'unanswered' },
        toPageRequest(request.query),
      );
      return okPage(items, pageMeta(request.query, total));
    },
  );

  app.get(
    '/api/lcadm/kelas-diskusi',
    {
      config: adminConfig,
      schema: {
        tags,
        summary: 'Kelas yang punya diskusi, dengan jumlah yang belum dijawab',
        response: { 200: courseCountsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ok(await service.adminOverview.courses()),
  );

  const STAFF: readonly (readonly [prefix: string, role: StaffRole])[] = [
    ['/api/author', 'author'],
    ['/api/lcadm', 'admin'],
  ];
  for (const [prefix, role] of STAFF) {
    const staff = service[role];
    const staffConfig = { access: [role] as const };
    const who = role === 'author' ? 'instruktur kelas' : 'admin';

    app.get(
      `${prefix}/kelas/:courseSlug/diskusi`,
      {
        config: staffConfig,
        schema: {
          tags,
          summary: `Diskusi satu kelas untuk ${who} (cari, belum dijawab)`,
          params: courseSlugParamsSchema,
          querystring: staffListQuerySchema,
          response: { 200: discussionListResponseSchema, ...errorResponses(401, 403, 404, 422) },
        },
      },
      async (request) => {
        const { q, status } = request.query;
        const { items, total } = await staff.list(
          sessionOf(request).id,
          request.params.courseSlug,
          q,
          status === 'unanswered',
          toPageRequest(request.query),
        );
        return okPage(items, pageMeta(request.query, total));
      },
    );

    if (role === 'author') {
      app.post(
        `${prefix}/kelas/:courseSlug/diskusi`,
        {
          config: staffConfig,
          schema: {
            tags,
            summary: 'Instruktur memulai diskusi (pengumuman) di kelasnya',
            params: courseSlugParamsSchema,
            body: discussionBodySchema,
            response: { 201: discussionDetailResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
          },
        },
        async (request, reply) => {
          const detail = await staff.create(sessionOf(request).id, request.params.courseSlug, request.body);
          return reply.code(201).send(ok(detail, MESSAGES.created));
        },
      );
    }

    app.get(
      `${prefix}/diskusi/:idHashDiscussion`,
      {
        config: staffConfig,
        schema: {
          tags,
          summary: `Satu diskusi dengan balasannya (${who})`,
          params: discussionParamsSchema,
          response: { 200: discussionDetailResponseSchema, ...errorResponses(401, 403, 404, 422) },
        },
      },
      async (request) => ok(await staff.detail(sessionOf(request).id, request.params.idHashDiscussion)),
    );

    app.post(
      `${prefix}/diskusi/:idHashDiscussion/balasan`,
      {
        config: staffConfig,
        schema: {
          tags,
          summary: `Menjawab diskusi sebagai ${who} (penanya mendapat notifikasi)`,
          params: discussionParamsSchema,
          body: discussionReplySchema,
          response: { 201: replyResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
        },
      },
      async (request, reply) => {
        const created = await staff.reply(sessionOf(request).id, request.params.idHashDiscussion, request.body);
        return reply.code(201).send(ok(created, MESSAGES.replied));
      },
    );

    app.put(
      `${prefix}/diskusi/:idHashDiscussion/pin`,
      {
        config: staffConfig,
        schema: {
          tags,
          summary: 'Menyematkan atau melepas sematan diskusi',
          params: discussionParamsSchema,
          body: pinBodySchema,
          response: { 200: discussionDetailResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
        },
      },
      async (request) => {
        const pinned = request.body.pinned;
        return ok(
          await staff.pin(sessionOf(request).id, request.params.idHashDiscussion, pinned),
          pinned ? MESSAGES.pinned : MESSAGES.unpinned,
        );
      },
    );

    app.put(
      `${prefix}/diskusi/:idHashDiscussion/close`,
      {
        config: staffConfig,
        schema: {
          tags,
          summary: 'Menutup atau membuka kembali diskusi',
          params: discussionParamsSchema,
          body: closeBodySchema,
          response: { 200: discussionDetailResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
        },
      },
      async (request) => {
        const closed = request.body.closed;
        return ok(
          await staff.close(sessionOf(request).id, request.params.idHashDiscussion, closed),
          closed ? MESSAGES.closed : MESSAGES.reopened,
        );
      },
    );

    app.delete(
      `${prefix}/diskusi/:idHashDiscussion`,
      {
        config: staffConfig,
        schema: {
          tags,
          summary: 'Menghapus diskusi dengan alasan (penanya mendapat notifikasi berisi alasannya)',
          params: discussionParamsSchema,
          body: discussionRemovalSchema,
          response: { 200: removedResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
        },
      },
      async (request) =>
        ok(
          await staff.remove(sessionOf(request).id, request.params.idHashDiscussion, request.body.reason),
          MESSAGES.deleted,
        ),
    );

    app.delete(
      `${prefix}/diskusi/:idHashDiscussion/balasan/:replyId`,
      {
        config: staffConfig,
        schema: {
          tags,
          summary: 'Menghapus balasan di diskusi',
          params: replyParamsSchema,
          response: { 200: replyRemovedResponseSchema, ...errorResponses(401, 403, 404, 422) },
        },
      },
      async (request) => {
        const { idHashDiscussion, replyId } = request.params;
        return ok(await staff.removeReply(sessionOf(request).id, idHashDiscussion, replyId), MESSAGES.replyDeleted);
      },
    );
  }
};
