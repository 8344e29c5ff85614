// GET /api/member/subscription (type `MemberSubscription` in util-contracts) and the staff's plans,
// /api/lcadm/subscription-plans (types `AdminSubscriptionPlan`, `SubscriptionPlanInput`).
import { z } from 'zod';
import { envelopeSchema } from '../../plugins/envelope';
import { boundedText, flag, idParamSchema, rupiah } from '../../plugins/request-schemas';

export const memberSubscriptionSchema = z.object({
  endDate: z.string().nullable().describe('yyyy-mm-dd, atau null bila belum pernah berlangganan'),
  active: z.boolean(),
  includedCourseCount: z.number().int(),
});

export const memberSubscriptionResponseSchema = envelopeSchema(memberSubscriptionSchema);

export const planIdParamsSchema = z.object({ planId: idParamSchema('planId') });

export const planInputSchema = z.object({
  name: boundedText('Nama paket', 2, 100),
  months: z
    .number({ error: 'Durasi harus berupa angka' })
    .int({ error: 'Durasi harus bilangan bulat' })
    .min(1, { error: 'Durasi minimal 1 bulan' })
    .max(60, { error: 'Durasi maksimal 60 bulan' }),
  price: rupiah('Harga', 0),
  description: z
    .string({ error: 'Deskripsi harus berupa teks' })
    .trim()
    .max(2000, { error: 'Deskripsi maksimal 2000 karakter' }),
  active: flag('Status aktif'),
});
export type PlanInput = z.infer<typeof planInputSchema>;

export const adminPlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  months: z.number().int(),
  price: z.number().int(),
  description: z.string(),
  active: z.boolean(),
});

export const planListResponseSchema = envelopeSchema(z.array(adminPlanSchema));
export const planResponseSchema = envelopeSchema(adminPlanSchema);
