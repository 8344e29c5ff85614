// The unread-notification total each area's navbar badge reads (spec §7), and the notification list of the
// notifications page with its "mark read" calls (types NotificationItem / NotificationsMarked in util-contracts).
import { z } from 'zod';
import { envelopeSchema, pageEnvelopeSchema } from '../../plugins/envelope';
import { idParamSchema, paginationQuerySchema } from '../../plugins/request-schemas';

export const notifTotalResponseSchema = envelopeSchema(z.object({ total_unread_notif: z.number().int() }));

export const notificationListQuerySchema = paginationQuerySchema.extend({
  status: z
    .enum(['all', 'unread'], { error: 'Status harus all atau unread' })
    .default('all')
    .describe('unread = hanya yang belum dibaca'),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationParamsSchema = z.object({ notificationId: idParamSchema('ID notifikasi') });

export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
});

export const notificationsResponseSchema = pageEnvelopeSchema(notificationSchema);
export const notificationResponseSchema = envelopeSchema(notificationSchema);
export const notificationsMarkedResponseSchema = envelopeSchema(z.object({ marked: z.number().int() }));

export const NOTIFICATION_NOT_FOUND = 'Notifikasi tidak ditemukan.';
