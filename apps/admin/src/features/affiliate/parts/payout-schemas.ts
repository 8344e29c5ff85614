/**
 * The payout dialog's rules, mirroring the API's (apps/api/src/modules/affiliate/schemas.ts) with the same
 * Indonesian messages: a note is optional when marking paid and the reason is required when rejecting.
 */
import { z } from 'zod';
import { optionalText, requiredText } from '@akademi-siber/feature-app-frame/forms';

export const payoutNoteSchema = z.object({ note: optionalText('Catatan', 500) });
export const payoutRejectSchema = z.object({ note: requiredText('Alasan penolakan', 3, 500) });
