// GET /api/member/subscription (type `MemberSubscription` in util-contracts).
import { z } from 'zod';
import { envelopeSchema } from '../../plugins/envelope';

export const memberSubscriptionSchema = z.object({
  endDate: z.string().nullable().describe('yyyy-mm-dd, atau null bila belum pernah berlangganan'),
  active: z.boolean(),
  includedCourseCount: z.number().int(),
});

export const memberSubscriptionResponseSchema = envelopeSchema(memberSubscriptionSchema);
