/**
 * The program's forms (decision 0034): the text as typed — a batch's two dates (`date` boxes, whole days in WIB), its
 * inactive setting, an item's due date (`datetime-local` in the browser's time, blank for none) and points — reshaped
 * and piped into the API's own schemas (util-contracts' corporate-program-schemas.ts), so the forms' messages and
 * fields are the API's. Only a blank date box is caught before the pipe, where the API's "ISO 8601" message would
 * say nothing to the person typing.
 */
import { z } from 'zod';
import { toLocalInput, typedDateTime, typedWholeNumber } from '@akademi-siber/feature-app-frame/forms';
import {
  programBatchInputSchema,
  programItemInputSchema,
  type AdminProgramBatch,
  type AdminProgramItem,
} from '@akademi-siber/util-contracts';
import { TIME_ZONE } from '@akademi-siber/util-format';

const dateBox = (label: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `${label} wajib diisi` });

/**
 * A batch's days are Jakarta's (WIB), the time every page shows dates in: a `date` box's day from its first moment
 * or to its last. An unreadable day goes on as typed, for the schema to refuse.
 */
const wibMoment = (day: string, time: string) => {
  const moment = new Date(`${day}T${time}+07:00`);
  return Number.isNaN(moment.getTime()) ? day : moment.toISOString();
};

const wibDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** An ISO moment → its WIB day for a `date` box (`2026-07-01`). */
export const dayInput = (iso: string) => wibDay.format(new Date(iso));

export const batchFormSchema = z
  .object({
    name: z.string(),
    startsAt: dateBox('Tanggal mulai'),
    endsAt: dateBox('Tanggal selesai'),
    isFullAccess: z.boolean(),
    inactiveAfterDays: z.string(),
  })
  .transform((form) => ({
    name: form.name,
    startsAt: wibMoment(form.startsAt, '00:00:00'),
    endsAt: wibMoment(form.endsAt, '23:59:59'),
    isFullAccess: form.isFullAccess,
    inactiveAfterDays: typedWholeNumber(form.inactiveAfterDays),
  }))
  .pipe(programBatchInputSchema);

export type BatchFormValues = z.input<typeof batchFormSchema>;

export const NEW_BATCH: BatchFormValues = {
  name: '',
  startsAt: '',
  endsAt: '',
  isFullAccess: false,
  inactiveAfterDays: '14',
};

export const batchValues = (batch: AdminProgramBatch): BatchFormValues => ({
  name: batch.name,
  startsAt: dayInput(batch.startsAt),
  endsAt: dayInput(batch.endsAt),
  isFullAccess: batch.isFullAccess,
  inactiveAfterDays: String(batch.inactiveAfterDays),
});

export const itemFormSchema = z
  .object({ title: z.string(), dueAt: z.string(), points: z.string() })
  .transform((form) => ({
    title: form.title,
    dueAt: form.dueAt.trim() === '' ? null : typedDateTime(form.dueAt),
    points: typedWholeNumber(form.points),
  }))
  .pipe(programItemInputSchema);

export type ItemFormValues = z.input<typeof itemFormSchema>;

export const NEW_ITEM: ItemFormValues = { title: '', dueAt: '', points: '100' };

export const itemValues = (item: AdminProgramItem): ItemFormValues => ({
  title: item.title,
  dueAt: toLocalInput(item.dueAt),
  points: String(item.points),
});
