/**
 * The group form: text as typed (name, slug, the company and instructor picked, two `datetime-local` boxes in the
 * browser's time, the three attendance rules), reshaped (numbers, ISO dates) and piped into the API's own schema
 * (`groupInputSchema`, util-contracts), so the form's messages and fields are the API's (decision 0034). Blank picks
 * and dates are caught before the pipe, where the API's message would say nothing to the person filling it in. The
 * rules are optional in the API; the form always sends them (a new group starts with the platform's defaults).
 */
import { z } from 'zod';
import { toLocalInput, typedDateTime } from '@akademi-siber/feature-app-frame/forms';
import { attendanceRuleText, DEFAULT_ATTENDANCE_RULES, typedRules } from '@akademi-siber/feature-attendance';
import { groupInputSchema, type AdminGroupDetail } from '@akademi-siber/util-contracts';

export const groupFormSchema = z
  .object({
    name: z.string(),
    slug: z.string(),
    companyId: z.string().trim().min(1, { error: 'Perusahaan wajib dipilih' }),
    startsAt: z.string().trim().min(1, { error: 'Tanggal mulai wajib diisi' }),
    endsAt: z.string().trim().min(1, { error: 'Tanggal selesai wajib diisi' }),
    instructorUsername: z.string().trim().min(1, { error: 'Instruktur wajib dipilih' }),
    lateAfterMinutes: z.string(),
    attendanceFinalAfterMinutes: z.string(),
    attendanceThresholdPercent: z.string(),
  })
  // Typed as the API schema's input, whose rules are optional: the form always sends them.
  .transform((form): z.input<typeof groupInputSchema> => ({
    name: form.name,
    slug: form.slug,
    companyId: Number(form.companyId),
    startsAt: typedDateTime(form.startsAt),
    endsAt: typedDateTime(form.endsAt),
    instructorUsername: form.instructorUsername,
    ...typedRules(form),
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
  ...DEFAULT_ATTENDANCE_RULES,
};

export const groupValues = (group: AdminGroupDetail): GroupFormValues => ({
  name: group.name,
  slug: group.slug,
  companyId: String(group.company.id),
  startsAt: toLocalInput(group.startsAt),
  endsAt: toLocalInput(group.endsAt),
  instructorUsername: group.instructor?.username ?? '',
  ...attendanceRuleText({
    lateAfterMinutes: group.rules.lateAfterMinutes,
    attendanceFinalAfterMinutes: group.rules.finalAfterMinutes,
    attendanceThresholdPercent: group.rules.thresholdPercent,
  }),
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
