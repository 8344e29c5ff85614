// Notifications of each area, under the area's own prefix as the client calls them (spec §7): `lcadm` is the admin
// area and `tc-adm` the teacher area. GET …/notif-total feeds the navbar badge; GET …/notifications, POST
// …/notifications/:notificationId/read and POST …/notifications/read-all serve the notifications page.
import type { RoleName } from '@akademi-siber/util-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok, okPage } from '../../plugins/envelope';
import { ApiError } from '../../plugins/errors';
import { pageMeta, toPageRequest } from '../../plugins/request-schemas';
import { createNotificationRepository } from './repository';
import {
  NOTIFICATION_NOT_FOUND,
  notificationListQuerySchema,
  notificationParamsSchema,
  notificationResponseSchema,
  notificationsMarkedResponseSchema,
  notificationsResponseSchema,
  notifTotalResponseSchema,
} from './schemas';

/** Each area's path prefix and the one role that may use it. */
export const NOTIFICATION_AREAS: readonly (readonly [prefix: string, role: RoleName])[] = [
  ['/api/member', 'member'],
  ['/api/author', 'author'],
  ['/api/lcadm', 'admin'],
  ['/api/tc-adm', 'teacher'],
];

export const NOTIF_TOTAL_PATHS = NOTIFICATION_AREAS.map(([prefix, role]) => [`${prefix}/notif-total`, role] as const);

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createNotificationRepository(app.db);
  const tags = ['notifications'];

  for (const [prefix, role] of NOTIFICATION_AREAS) {
    const config = { access: [role] as const };

    app.get(
      `${prefix}/notif-total`,
      {
        config,
        schema: {
          tags,
          summary: `Jumlah notifikasi belum dibaca (${role})`,
          response: { 200: notifTotalResponseSchema, ...errorResponses(401, 403) },
        },
      },
      async (request) => {
        const userId = sessionOf(request).id;
        return ok({
          total_unread_notif: await app.userCache.read('notifications', userId, 'unread', () =>
            repository.countUnread(userId),
          ),
        });
      },
    );

    app.get(
      `${prefix}/notifications`,
      {
        config,
        schema: {
          tags,
          summary: `Notifikasi milik pengguna (${role}), terbaru lebih dulu`,
          querystring: notificationListQuerySchema,
          response: { 200: notificationsResponseSchema, ...errorResponses(401, 403, 422) },
        },
      },
      async (request) => {
        const { items, total } = await repository.list(
          sessionOf(request).id,
          request.query.status === 'unread',
          toPageRequest(request.query),
        );
        return okPage(items, pageMeta(request.query, total));
      },
    );

    app.post(
      `${prefix}/notifications/:notificationId/read`,
      {
        config,
        schema: {
          tags,
          summary: `Tandai satu notifikasi sudah dibaca (${role}); notifikasi orang lain 404`,
          params: notificationParamsSchema,
          response: { 200: notificationResponseSchema, ...errorResponses(401, 403, 404, 422) },
        },
      },
      async (request) => {
        const item = await repository.markRead(sessionOf(request).id, request.params.notificationId);
        if (!item) throw new ApiError(404, NOTIFICATION_NOT_FOUND);
        return ok(item, 'Notifikasi ditandai sudah dibaca.');
      },
    );

    app.post(
      `${prefix}/notifications/read-all`,
      {
        config,
        schema: {
          tags,
          summary: `Tandai semua notifikasi sudah dibaca (${role})`,
          response: { 200: notificationsMarkedResponseSchema, ...errorResponses(401, 403) },
        },
      },
      async (request) => {
        const marked = await repository.markAllRead(sessionOf(request).id);
        return ok({ marked }, marked > 0 ? 'Semua notifikasi ditandai sudah dibaca.' : 'Tidak ada notifikasi baru.');
      },
    );
  }
};
