// The unread-notification total each area's navbar badge reads (spec §7).
import { z } from 'zod';
import { envelopeSchema } from '../../plugins/envelope';

export const notifTotalResponseSchema = envelopeSchema(z.object({ total_unread_notif: z.number().int() }));
