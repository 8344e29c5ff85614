/**
 * The subscription-plan form's rules, mirroring the API's (apps/api/src/modules/subscriptions/schemas.ts) with the
 * same Indonesian messages. Form values are text as typed; the schema turns them into SubscriptionPlanInput.
 */
import { z } from 'zod';
import { optionalText, requiredText, rupiah, wholeNumber } from '@akademi-siber/feature-app-frame/forms';

export const planFormSchema = z.object({
  name: requiredText('Nama paket', 2, 100),
  months: wholeNumber('Durasi', 1, 60, {
    minMessage: 'Durasi minimal 1 bulan',
    maxMessage: 'Durasi maksimal 60 bulan',
  }),
  price: rupiah('Harga', 0),
  description: optionalText('Deskripsi', 2000),
  active: z.boolean(),
});
export type PlanFormValues = z.input<typeof planFormSchema>;
