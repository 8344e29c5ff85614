// The member's event registrations (GET /api/member/events) and the staff's events (/api/lcadm/events) (types
// `MemberEventRegistration`, `EventInput`, `AdminEvent`, `EventRegistrant` in util-contracts). The public list and
// detail live in modules/catalog.
import { ORDER_STATUSES } from '@akademi-siber/util-contracts';
import { z } from 'zod';
import { envelopeSchema, pageEnvelopeSchema } from '../../plugins/envelope';
import {
  idParamSchema,
  isoDateTime,
  MAX_RUPIAH,
  paginationQuerySchema,
  searchTermSchema,
} from '../../plugins/request-schemas';

export const eventSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string().nullable(),
  startsAt: z.string().describe('ISO 8601'),
  endsAt: z.string().describe('ISO 8601'),
  location: z.string(),
  price: z.number().int(),
  quota: z.number().int(),
  seatsLeft: z.number().int(),
  registrationClosesAt: z.string().describe('ISO 8601'),
  registrationStatus: z.enum(['open', 'closed', 'full']),
});

export const speakerSchema = z.object({
  name: z
    .string({ error: 'Nama pembicara wajib diisi' })
    .trim()
    .min(2, { error: 'Nama pembicara minimal 2 karakter' })
    .max(100, { error: 'Nama pembicara maksimal 100 karakter' }),
  title: z
    .string({ error: 'Jabatan pembicara harus berupa teks' })
    .trim()
    .max(150, { error: 'Jabatan pembicara maksimal 150 karakter' }),
});

export const memberEventRegistrationSchema = z.object({
  event: eventSummarySchema,
  idTransaction: z.string(),
  status: z.enum(ORDER_STATUSES),
  registeredAt: z.string().describe('ISO 8601'),
});
export const memberEventsQuerySchema = paginationQuerySchema;
export const memberEventsResponseSchema = pageEnvelopeSchema(memberEventRegistrationSchema);

// ---------------------------------------------------------------- staff

export const eventIdParamsSchema = z.object({ eventId: idParamSchema('eventId') });

export const adminEventsQuerySchema = paginationQuerySchema.extend({
  search: searchTermSchema.describe('Cari pada judul'),
});

export const eventInputSchema = z
  .object({
    title: z
      .string({ error: 'Judul wajib diisi' })
      .trim()
      .min(3, { error: 'Judul minimal 3 karakter' })
      .max(200, { error: 'Judul maksimal 200 karakter' }),
    summary: z
      .string({ error: 'Ringkasan wajib diisi' })
      .trim()
      .min(1, { error: 'Ringkasan wajib diisi' })
      .max(400, { error: 'Ringkasan maksimal 400 karakter' }),
    description: z
      .string({ error: 'Deskripsi harus berupa teks' })
      .trim()
      .max(20000, { error: 'Deskripsi maksimal 20000 karakter' }),
    startsAt: isoDateTime('Waktu mulai'),
    endsAt: isoDateTime('Waktu selesai'),
    location: z
      .string({ error: 'Lokasi wajib diisi' })
      .trim()
      .min(2, { error: 'Lokasi minimal 2 karakter' })
      .max(200, { error: 'Lokasi maksimal 200 karakter' }),
    price: z
      .number({ error: 'Harga harus berupa angka' })
      .int({ error: 'Harga harus bilangan bulat (rupiah)' })
      .min(0, { error: 'Harga tidak boleh negatif' })
      .max(MAX_RUPIAH, { error: 'Harga terlalu besar' }),
    quota: z
      .number({ error: 'Kuota harus berupa angka' })
      .int({ error: 'Kuota harus bilangan bulat' })
      .min(1, { error: 'Kuota minimal 1' })
      .max(1_000_000, { error: 'Kuota terlalu besar' }),
    registrationClosesAt: isoDateTime('Batas pendaftaran'),
    speakers: z
      .array(speakerSchema, { error: 'Pembicara harus berupa daftar' })
      .max(20, { error: 'Pembicara maksimal 20 orang' }),
    published: z.boolean({ error: 'Status terbit harus true atau false' }),
  })
  .refine((input) => input.endsAt > input.startsAt, {
    path: ['endsAt'],
    error: 'Waktu selesai harus setelah waktu mulai',
  })
  .refine((input) => input.registrationClosesAt <= input.startsAt, {
    path: ['registrationClosesAt'],
    error: 'Batas pendaftaran tidak boleh setelah waktu mulai',
  });
export type EventInputBody = z.infer<typeof eventInputSchema>;

export const adminEventSchema = eventSummarySchema.extend({
  description: z.string(),
  speakers: z.array(z.object({ name: z.string(), title: z.string() })),
  published: z.boolean(),
  registrantCount: z.number().int(),
});
export const adminEventsResponseSchema = pageEnvelopeSchema(adminEventSchema);
export const adminEventResponseSchema = envelopeSchema(adminEventSchema);

export const eventRegistrantSchema = z.object({
  name: z.string(),
  username: z.string(),
  email: z.string(),
  idTransaction: z.string(),
  status: z.enum(ORDER_STATUSES),
  registeredAt: z.string().describe('ISO 8601'),
});
export const registrantsQuerySchema = paginationQuerySchema;
export const registrantsResponseSchema = pageEnvelopeSchema(eventRegistrantSchema);
