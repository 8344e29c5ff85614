/**
 * The activation-batch form's rules, mirroring the API's (apps/api/src/modules/activation/schemas.ts) with the same
 * Indonesian messages. Form values are text as typed; the schema turns them into ActivationBatchInput.
 */
import { z } from 'zod';
import { optionalDateTime, requiredText, wholeNumber } from '@akademi-siber/feature-app-frame/forms';

export const activationFormSchema = z.object({
  name: requiredText('Nama batch', 2, 150),
  type: z.enum(['course', 'batch', 'plan'], 'Jenis harus course, batch, atau plan'),
  ref: z.string().trim().min(1, 'Yang dibuka wajib dipilih'),
  count: wholeNumber('Jumlah kode', 1, 1000),
  usesPerCode: wholeNumber('Pemakaian per kode', 1, 100_000),
  expiresAt: optionalDateTime('Tanggal kedaluwarsa').refine(
    (value) => value === null || new Date(value).getTime() > Date.now(),
    'Tanggal kedaluwarsa harus di masa depan',
  ),
});
export type ActivationFormValues = z.input<typeof activationFormSchema>;
