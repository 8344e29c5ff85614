// Course discussions, the member's side (issue 6, decision 0021): the member (enrolled in the course) lists and
// starts threads with GET/POST /api/member/kelas/:courseSlug/diskusi, then by thread
// GET/PATCH/DELETE /api/member/diskusi/:idHashDiscussion, POST …/balasan, PATCH/DELETE …/balasan/:replyId
// (own threads and replies only). The staff side is in staff-routes.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok, okPage } from '../../plugins/envelope';
import { pageMeta, toPageRequest } from '../../plugins/request-schemas';
import {
  courseSlugParamsSchema,
  discussionBodySchema,
  discussionDetailResponseSchema,
  discussionListResponseSchema,
  discussionParamsSchema,
  memberListQuerySchema,
  MESSAGES,
  optionalDiscussionBodySchema,
  optionalReplyBodySchema,
  removedResponseSchema,
  replyParamsSchema,
  replyRemovedResponseSchema,
  replyResponseSchema,
} from './schemas';
import { createDiscussionService } from './service';

const tags = ['discussions'];

export const discussionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createDiscussionService(app.db);
  const member = service.member;
  const config = { access: ['member'] as const };

  app.get(
    '/api/member/kelas/:courseSlug/diskusi',
    {
      config,
      schema: {
        tags,
        summary: 'Diskusi kelas (disematkan lebih dulu, lalu terbaru), dengan pencarian',
        params: courseSlugParamsSchema,
        querystring: memberListQuerySchema,
        response: { 200: discussionListResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { items, total } = await member.list(
        sessionOf(request).id,
        request.params.courseSlug,
        request.query.q,
        toPageRequest(request.query),
      );
      return okPage(items, pageMeta(request.query, total));
    },
  );

  app.post(
    '/api/member/kelas/:courseSlug/diskusi',
    {
      config,
      schema: {
        tags,
        summary: 'Membuat diskusi baru di kelas',
        params: courseSlugParamsSchema,
        body: discussionBodySchema,
        response: { 201: discussionDetailResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const detail = await member.create(sessionOf(request).id, request.params.courseSlug, request.body);
      return reply.code(201).send(ok(detail, MESSAGES.created));
    },
  );

  app.get(
    '/api/member/diskusi/:idHashDiscussion',
    {
      config,
      schema: {
        tags,
        summary: 'Satu diskusi dengan balasannya',
        params: discussionParamsSchema,
        response: { 200: discussionDetailResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await member.detail(sessionOf(request).id, request.params.idHashDiscussion)),
  );

  app.patch(
    '/api/member/diskusi/:idHashDiscussion',
    {
      config,
      schema: {
        tags,
        summary: 'Mengubah judul dan isi diskusi milik sendiri',
        params: discussionParamsSchema,
        body: optionalDiscussionBodySchema,
        response: { 200: discussionDetailResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      ok(await member.update(sessionOf(request).id, request.params.idHashDiscussion, request.body), MESSAGES.updated),
  );

  app.delete(
    '/api/member/diskusi/:idHashDiscussion',
    {
      config,
      schema: {
        tags,
        summary: 'Menghapus diskusi milik sendiri (selama belum dibalas orang lain)',
        params: discussionParamsSchema,
        response: { 200: removedResponseSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      ok(await member.remove(sessionOf(request).id, request.params.idHashDiscussion), MESSAGES.deleted),
  );

  app.post(
    '/api/member/diskusi/:idHashDiscussion/balasan',
    {
      config,
      schema: {
        tags,
        summary: 'Membalas diskusi (penanya mendapat notifikasi)',
        params: discussionParamsSchema,
        body: optionalReplyBodySchema,
        response: { 201: replyResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const created = await member.reply(sessionOf(request).id, request.params.idHashDiscussion, request.body);
      return reply.code(201).send(ok(created, MESSAGES.replied));
    },
  );

  app.patch(
    '/api/member/diskusi/:idHashDiscussion/balasan/:replyId',
    {
      config,
      schema: {
        tags,
        summary: 'Mengubah balasan milik sendiri',
        params: replyParamsSchema,
        body: optionalReplyBodySchema,
        response: { 200: replyResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { idHashDiscussion, replyId } = request.params;
      return ok(
        await member.updateReply(sessionOf(request).id, idHashDiscussion, replyId, request.body),
        MESSAGES.replyUpdated,
      );
    },
  );

  app.delete(
    '/api/member/diskusi/:idHashDiscussion/balasan/:replyId',
    {
      config,
      schema: {
        tags,
        summary: 'Menghapus balasan milik sendiri',
        params: replyParamsSchema,
        response: { 200: replyRemovedResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { idHashDiscussion, replyId } = request.params;
      return ok(await member.removeReply(sessionOf(request).id, idHashDiscussion, replyId), MESSAGES.replyDeleted);
    },
  );
};
