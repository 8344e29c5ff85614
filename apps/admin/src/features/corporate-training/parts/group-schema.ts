/**
 * The group form: text as typed (name, slug, the company and instructor picked, two `datetime-local` boxes in the
 * browser's time), reshaped (a number, ISO dates) and piped into the API's own schema (`groupInputSchema`,
 * util-contracts), so the form's messages and fields are the API's (decision 0034). Blank picks and dates are caught
 * before the pipe, where the API's message would say nothing to the person filling it in.
 */
import { z } from 'zod';
import { toLocalInput } from '@akademi-siber/feature-app-frame/forms';
import { groupInputSchema, type AdminGroupSummary } from '@akademi-siber/util-contracts';

const typedDateTime = (text: string): string => {
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
};

export const groupFormSchema = z
  .object({
    name: z.string(),
    slug: z.string(),
    companyId: z.string().trim().min(1, { error: 'Perusahaan wajib dipilih' }),
    startsAt: z.string().trim().min(1, { error: 'Tanggal mulai wajib diisi' }),
    endsAt: z.string().trim().min(1, { error: 'Tanggal selesai wajib diisi' }),
    instructorUsername: z.string().trim().min(1, { error: 'Instruktur wajib dipilih' }),
  })
  .transform((form) => ({
    name: form.name,
    slug: form.slug,
    companyId: Number(form.companyId),
    startsAt: typedDateTime(form.startsAt),
    endsAt: typedDateTime(form.endsAt),
    instructorUsername: form.instructorUsername,
  }))
  .pipe(groupInputSchema);

export type GroupFormValues = z.input<typeof groupFormSchema>;

export const NEW_GROUP: GroupFormValues = {
  name: '',
  slug: '',
  companyId: '',
  startsAt: '',
  endsAt: '',
  instructorUsername: '',
};

export const groupValues = (group: AdminGroupSummary): GroupFormValues => ({
  name: group.name,
  slug: group.slug,
  companyId: String(group.company.id),
  startsAt: toLocalInput(group.startsAt),
  endsAt: toLocalInput(group.endsAt),
  instructorUsername: group.instructor?.username ?? '',
});

/** A slug from a name: lower-case words joined by dashes, without accents or other signs. */
export function slugOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 150)
    .replace(/-+$/, '');
}
