// GET /api/{member,author,lcadm,tc-adm}/notif-total: one path per area, as the client calls them (spec §7).
import type { RoleName } from '@akademi-siber/util-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok } from '../../plugins/envelope';
import { createNotificationRepository } from './repository';
import { notifTotalResponseSchema } from './schemas';

/** `lcadm` is the admin area and `tc-adm` the teacher area in the client's paths. */
export const NOTIF_TOTAL_PATHS: readonly (readonly [path: string, role: RoleName])[] = [
  ['/api/member/notif-total', 'member'],
  ['/api/author/notif-total', 'author'],
  ['/api/lcadm/notif-total', 'admin'],
  ['/api/tc-adm/notif-total', 'teacher'],
];

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createNotificationRepository(app.db);

  for (const [path, role] of NOTIF_TOTAL_PATHS) {
    app.get(
      path,
      {
        config: { access: [role] },
        schema: {
          tags: ['notifications'],
          summary: `Jumlah notifikasi belum dibaca (${role})`,
          response: { 200: notifTotalResponseSchema, ...errorResponses(401, 403) },
        },
      },
      async (request) => ok({ total_unread_notif: await repository.countUnread(sessionOf(request).id) }),
    );
  }
};
