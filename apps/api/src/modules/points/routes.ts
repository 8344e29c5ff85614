// GET /api/member/points: the member's ledger (every point and XP explained). GET /api/leaderboards: members by
// XP, all time or this month — public, the same for everyone, so micro-cached for a few seconds per process.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, okPage } from '../../plugins/envelope';
import { pageMeta, paginationQuerySchema, toPageRequest } from '../../plugins/request-schemas';
import { createPointsRepository } from './repository';
import { leaderboardQuerySchema, leaderboardResponseSchema, pointEntriesResponseSchema } from './schemas';

export const pointsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createPointsRepository(app.db);

  app.get(
    '/api/member/points',
    {
      config: { access: ['member'] },
      schema: {
        tags: ['member'],
        summary: 'Riwayat poin dan XP member, terbaru lebih dulu',
        querystring: paginationQuerySchema,
        response: { 200: pointEntriesResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { items, total } = await repository.ledger(sessionOf(request).id, toPageRequest(request.query));
      return okPage(items, pageMeta(request.query, total));
    },
  );

  app.get(
    '/api/leaderboards',
    {
      config: { access: 'public', publicCacheSeconds: 10 },
      schema: {
        tags: ['public'],
        summary: 'Peringkat member berdasarkan XP: sepanjang waktu atau bulan ini',
        querystring: leaderboardQuerySchema,
        response: { 200: leaderboardResponseSchema, ...errorResponses(422) },
      },
    },
    async (request) => {
      const { items, total } = await repository.leaderboard(request.query.period, toPageRequest(request.query));
      return okPage(items, pageMeta(request.query, total));
    },
  );
};
