/**
 * The batch form: the text as typed (rupiah with or without thousands dots, a blank sale price for none, the dates
 * in `datetime-local` boxes in the browser's time), reshaped and piped into the API's own schema (`batchInputSchema`,
 * util-contracts), so the form's messages and fields are the API's (decision 0034). Only a blank date box is caught
 * before the pipe, where the API's "ISO 8601" message would say nothing to the person typing.
 */
import { z } from 'zod';
import { toLocalInput, typedDateTime, typedWholeNumber } from '@akademi-siber/feature-app-frame/forms';
import { attendanceRuleText, DEFAULT_ATTENDANCE_RULES, typedRules } from '@akademi-siber/feature-attendance';
import { batchInputSchema, type AdminBatch } from '@akademi-siber/util-contracts';
import { parseRupiah } from '@akademi-siber/util-format';

/** Rupiah as typed (`1.500.000`, `Rp 1500000`); a decimal stays a decimal for the schema to refuse. */
const typedRupiah = (text: string): number => parseRupiah(text) ?? Number.NaN;

const dateBox = (label: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `${label} wajib diisi` });

export const batchFormSchema = z
  .object({
    name: z.string(),
    slug: z.string(),
    price: z.string(),
    salePrice: z.string(),
    quota: z.string(),
    registrationOpensAt: dateBox('Pendaftaran dibuka'),
    registrationClosesAt: dateBox('Pendaftaran ditutup'),
    startsAt: dateBox('Tanggal mulai'),
    endsAt: dateBox('Tanggal selesai'),
    lateAfterMinutes: z.string(),
    attendanceFinalAfterMinutes: z.string(),
    attendanceThresholdPercent: z.string(),
    published: z.boolean(),
  })
  .transform((form) => ({
    name: form.name,
    slug: form.slug.trim().toLowerCase(),
    price: typedRupiah(form.price),
    salePrice: form.salePrice.trim() === '' ? null : typedRupiah(form.salePrice),
    quota: typedWholeNumber(form.quota),
    registrationOpensAt: typedDateTime(form.registrationOpensAt),
    registrationClosesAt: typedDateTime(form.registrationClosesAt),
    startsAt: typedDateTime(form.startsAt),
    endsAt: typedDateTime(form.endsAt),
    ...typedRules(form),
    published: form.published,
  }))
  .pipe(batchInputSchema);

export type BatchFormValues = z.input<typeof batchFormSchema>;

/** The platform's defaults for a new batch's attendance (decision 0040): 10 minutes, a day, 75%. */
export const NEW_BATCH: BatchFormValues = {
  name: '',
  slug: '',
  price: '',
  salePrice: '',
  quota: '30',
  registrationOpensAt: '',
  registrationClosesAt: '',
  startsAt: '',
  endsAt: '',
  ...DEFAULT_ATTENDANCE_RULES,
  published: false,
};

export const batchValues = (batch: AdminBatch): BatchFormValues => ({
  name: batch.name,
  slug: batch.slug,
  price: String(batch.price),
  salePrice: batch.salePrice === null ? '' : String(batch.salePrice),
  quota: String(batch.quota),
  registrationOpensAt: toLocalInput(batch.registrationOpensAt),
  registrationClosesAt: toLocalInput(batch.registrationClosesAt),
  startsAt: toLocalInput(batch.startsAt),
  endsAt: toLocalInput(batch.endsAt),
  ...attendanceRuleText(batch),
  published: batch.published,
});
