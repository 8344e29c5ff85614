/**
 * The session form: the text as typed (title, two `datetime-local` boxes in the browser's time, the meeting link),
 * reshaped (ISO dates, a blank link → null) and piped into the API's own schema (`sessionInputSchema`,
 * util-contracts), so the form's messages and fields are the API's (decision 0034). Only a blank date box is
 * caught before the pipe, where the API's "ISO 8601" message would say nothing to the person typing.
 */
import { z } from 'zod';
import { sessionInputSchema, type StaffSession } from '@akademi-siber/util-contracts';
import { toLocalInput, typedDateTime } from '@akademi-siber/feature-app-frame/forms';

export const sessionFormSchema = z
  .object({
    title: z.string(),
    startsAt: z.string().trim().min(1, { error: 'Waktu mulai wajib diisi' }),
    endsAt: z.string().trim().min(1, { error: 'Waktu selesai wajib diisi' }),
    meetingUrl: z.string(),
  })
  .transform((form) => ({
    title: form.title,
    startsAt: typedDateTime(form.startsAt),
    endsAt: typedDateTime(form.endsAt),
    meetingUrl: form.meetingUrl.trim() === '' ? null : form.meetingUrl.trim(),
  }))
  .pipe(sessionInputSchema);

export type SessionFormValues = z.input<typeof sessionFormSchema>;

export const SESSION_FIELDS = ['title', 'startsAt', 'endsAt', 'meetingUrl'] as const;

export const NEW_SESSION: SessionFormValues = { title: '', startsAt: '', endsAt: '', meetingUrl: '' };

export const sessionValues = (session: StaffSession): SessionFormValues => ({
  title: session.title,
  startsAt: toLocalInput(session.startsAt),
  endsAt: toLocalInput(session.endsAt),
  meetingUrl: session.meetingUrl ?? '',
});
