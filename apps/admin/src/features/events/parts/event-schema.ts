/**
 * The event form's rules, mirroring the API's (apps/api/src/modules/events/schemas.ts) with the same Indonesian
 * messages. Form values are text as typed; the schema turns them into EventInput.
 */
import { z } from 'zod';
import { dateTime, optionalText, requiredText, rupiah, wholeNumber } from '@akademi-siber/feature-app-frame/forms';

const speakerSchema = z.object({
  name: requiredText('Nama pembicara', 2, 100),
  title: optionalText('Jabatan pembicara', 150),
});

export const eventFormSchema = z
  .object({
    title: requiredText('Judul', 3, 200),
    summary: requiredText('Ringkasan', 1, 400),
    description: optionalText('Deskripsi', 20_000),
    startsAt: dateTime('Waktu mulai'),
    endsAt: dateTime('Waktu selesai'),
    location: requiredText('Lokasi', 2, 200),
    price: rupiah('Harga', 0),
    quota: wholeNumber('Kuota', 1, 1_000_000, { maxMessage: 'Kuota terlalu besar' }),
    registrationClosesAt: dateTime('Batas pendaftaran'),
    speakers: z.array(speakerSchema).max(20, 'Pembicara maksimal 20 orang'),
    published: z.boolean(),
  })
  .superRefine((event, ctx) => {
    if (event.endsAt <= event.startsAt) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'Waktu selesai harus setelah waktu mulai' });
    }
    if (event.registrationClosesAt > event.startsAt) {
      ctx.addIssue({
        code: 'custom',
        path: ['registrationClosesAt'],
        message: 'Batas pendaftaran tidak boleh setelah waktu mulai',
      });
    }
  });
export type EventFormValues = z.input<typeof eventFormSchema>;
