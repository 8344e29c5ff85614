/** Rejecting a payment needs a reason the buyer will read (as apps/api/src/modules/orders/staff-schemas.ts says). */
import { z } from 'zod';
import { requiredText } from '@akademi-siber/feature-app-frame/forms';

export const rejectOrderSchema = z.object({ reason: requiredText('Alasan penolakan', 5, 500) });
