// The public catalog (decision 0012; types in util-contracts commerce.ts): what the list routes accept and the
// shapes they answer with. Messages are Indonesian: the first failing one becomes the 422 answer's message.
import { COURSE_LEVELS, ORDER_ITEM_TYPES, PRICE_FILTERS, STAFF_LINK_KINDS } from '@akademi-siber/util-contracts';
import { z } from 'zod';
import { envelopeSchema, pageEnvelopeSchema } from '../../plugins/envelope';
import { idParamSchema, paginationQuerySchema, searchTermSchema } from '../../plugins/request-schemas';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function slugSchema(message: string) {
  return z.string({ error: message }).max(150, { error: message }).regex(SLUG, { error: message });
}

export const MESSAGES = {
  courseNotFound: 'Kelas tidak ditemukan.',
  materialNotFound: 'Materi tidak ditemukan.',
  previewForbidden: 'Materi ini hanya untuk peserta kelas.',
  previewVideoMissing: 'Video pratinjau untuk materi ini belum tersedia.',
  rangeNotSatisfiable: 'Bagian video yang diminta di luar ukuran file.',
  liveClassNotFound: 'Live class tidak ditemukan.',
  trainingNotFound: 'Pelatihan tidak ditemukan.',
  eventNotFound: 'Acara tidak ditemukan.',
  trainingRequestSent: 'Permintaan pelatihan terkirim. Tim kami akan menghubungi Anda dalam 1–2 hari kerja.',
} as const;

// ---------------------------------------------------------------- requests

export const courseSlugParamsSchema = z.object({ courseSlug: slugSchema('Alamat kelas tidak valid') });
export const materialParamsSchema = courseSlugParamsSchema.extend({
  hashId: z
    .string({ error: 'Alamat materi tidak valid' })
    .regex(/^[A-Za-z0-9]{1,32}$/, { error: 'Alamat materi tidak valid' }),
});
export const liveClassSlugParamsSchema = z.object({ liveClassSlug: slugSchema('Alamat live class tidak valid') });
export const trainingSlugParamsSchema = z.object({ trainingSlug: slugSchema('Alamat pelatihan tidak valid') });
export const eventIdParamsSchema = z.object({ eventId: idParamSchema('ID acara') });

export const courseListQuerySchema = paginationQuerySchema.extend({
  search: searchTermSchema.describe('Cari pada judul dan deskripsi'),
  category: z
    .string({ error: 'Kategori tidak valid' })
    .trim()
    .min(1, { error: 'Kategori tidak valid' })
    .max(60, { error: 'Kategori tidak valid' })
    .optional(),
  level: z.enum(COURSE_LEVELS, { error: 'Level tidak valid' }).optional(),
  price: z
    .enum(PRICE_FILTERS, { error: 'Filter harga harus free atau paid' })
    .optional()
    .describe('free: harga 0; paid: berbayar'),
});
export type CourseListQuery = z.infer<typeof courseListQuerySchema>;

export const eventListQuerySchema = paginationQuerySchema.extend({
  when: z.enum(['upcoming', 'past'], { error: 'Pilihan waktu harus upcoming atau past' }).default('upcoming'),
});

const PHONE = /^[0-9+ ]{8,20}$/;

export const trainingRequestSchema = z.object({
  companyName: z
    .string({ error: 'Nama perusahaan wajib diisi' })
    .trim()
    .min(1, { error: 'Nama perusahaan wajib diisi' })
    .max(150, { error: 'Nama perusahaan maksimal 150 karakter' }),
  contactName: z
    .string({ error: 'Nama kontak wajib diisi' })
    .trim()
    .min(1, { error: 'Nama kontak wajib diisi' })
    .max(100, { error: 'Nama kontak maksimal 100 karakter' }),
  email: z
    .string({ error: 'Email wajib diisi' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'Email wajib diisi' })
    .max(254, { error: 'Email maksimal 254 karakter' })
    .pipe(z.email({ error: 'Email tidak valid' })),
  phone: z
    .string({ error: 'Nomor telepon wajib diisi' })
    .trim()
    .regex(PHONE, { error: 'Nomor telepon harus 8–20 karakter berupa angka, spasi, atau +' })
    .refine((value) => (value.match(/\d/g)?.length ?? 0) >= 8, {
      error: 'Nomor telepon minimal berisi 8 angka',
    }),
  participants: z
    .number({ error: 'Jumlah peserta harus berupa angka' })
    .int({ error: 'Jumlah peserta harus bilangan bulat' })
    .min(1, { error: 'Jumlah peserta minimal 1' })
    .max(10000, { error: 'Jumlah peserta maksimal 10000' }),
  trainingSlug: slugSchema('Pelatihan yang dipilih tidak valid').optional(),
  message: z
    .string({ error: 'Pesan wajib diisi' })
    .trim()
    .min(10, { error: 'Pesan minimal 10 karakter' })
    .max(2000, { error: 'Pesan maksimal 2000 karakter' }),
});
export type TrainingRequestBody = z.infer<typeof trainingRequestSchema>;

// ---------------------------------------------------------------- answers

const iso = () => z.string().describe('ISO 8601');

const authorSummarySchema = z.object({ name: z.string(), username: z.string(), avatarUrl: z.string().nullable() });

export const courseSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  level: z.string(),
  category: z.string(),
  thumbnailUrl: z.string().nullable(),
  price: z.number().int(),
  salePrice: z.number().int().nullable().describe('Null bila tidak ada diskon; selain itu harga yang dibayar'),
  includedInSubscription: z.boolean(),
  author: authorSummarySchema,
  totalModules: z.number().int(),
  totalMaterials: z.number().int(),
  durationSeconds: z.number().int(),
  enrolledCount: z.number().int(),
});

const materialKindSchema = z.enum(['video', 'article', 'file', 'link']);

const syllabusMaterialSchema = z.object({
  hashId: z.string(),
  title: z.string(),
  kind: materialKindSchema,
  durationSeconds: z.number().int(),
  isFreePreview: z.boolean(),
});

export const courseDetailSchema = courseSummarySchema.extend({
  author: authorSummarySchema.extend({
    bio: z.string().nullable(),
    expertise: z.array(z.string()),
    links: z.array(z.object({ kind: z.enum(STAFF_LINK_KINDS), url: z.string() })),
  }),
  description: z.string(),
  modules: z.array(z.object({ slug: z.string(), title: z.string(), materials: z.array(syllabusMaterialSchema) })),
  rating: z.number().nullable().describe('Rata-rata 1–5 (satu desimal); null bila belum ada ulasan'),
  reviewCount: z.number().int(),
});

export const courseFiltersSchema = z.object({ categories: z.array(z.string()), levels: z.array(z.string()) });

export const courseReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  comment: z.string(),
  reviewer: authorSummarySchema,
  createdAt: iso(),
});

export const materialPreviewSchema = syllabusMaterialSchema.extend({
  body: z.string().nullable().describe('Teks artikel (Markdown penulis); null untuk jenis lain'),
  streamUrl: z
    .string()
    .nullable()
    .describe('Alamat video pratinjau (mendukung Range) untuk materi video yang punya file; null untuk jenis lain'),
  hlsUrl: z
    .string()
    .nullable()
    .describe('Playlist HLS pratinjau untuk video yang diunggah penulis (tanpa login); null untuk jenis lain'),
});

export const courseAccessSchema = z.object({
  enrolled: z.boolean(),
  inCart: z.boolean(),
  includedInActiveSubscription: z.boolean(),
  pendingIdTransaction: z.string().nullable(),
});

const batchSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  price: z.number().int(),
  salePrice: z.number().int().nullable(),
  quota: z.number().int(),
  seatsLeft: z.number().int().describe('Kuota dikurangi peserta terdaftar dan pesanan yang belum dibayar'),
  registrationOpensAt: iso(),
  registrationClosesAt: iso(),
  startsAt: iso(),
  endsAt: iso(),
  registrationStatus: z.enum(['open', 'upcoming', 'closed', 'full']),
  sessions: z.array(z.object({ title: z.string(), startsAt: iso(), endsAt: iso() })),
});

export const liveClassSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  level: z.string(),
  category: z.string(),
  thumbnailUrl: z.string().nullable(),
  instructor: authorSummarySchema,
  nextBatch: batchSchema.nullable(),
});

export const liveClassDetailSchema = liveClassSummarySchema.extend({
  description: z.string(),
  syllabus: z.array(z.string()),
  batches: z.array(batchSchema),
});

export const trainingSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  thumbnailUrl: z.string().nullable(),
  durationDays: z.number().int(),
});

export const trainingDetailSchema = trainingSummarySchema.extend({
  description: z.string(),
  topics: z.array(z.string()),
  groups: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      companyName: z.string(),
      startsAt: iso(),
      endsAt: iso(),
      participantCount: z.number().int(),
    }),
  ),
});

export const eventSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string().nullable(),
  startsAt: iso(),
  endsAt: iso(),
  location: z.string(),
  price: z.number().int(),
  quota: z.number().int(),
  seatsLeft: z.number().int(),
  registrationClosesAt: iso(),
  registrationStatus: z.enum(['open', 'closed', 'full']),
});

export const eventDetailSchema = eventSummarySchema.extend({
  description: z.string(),
  speakers: z.array(z.object({ name: z.string(), title: z.string() })),
});

export const subscriptionPlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  months: z.number().int(),
  price: z.number().int(),
  description: z.string(),
});

export const promoBannerSchema = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  kind: z.enum(['percent', 'fixed']),
  value: z.number().int(),
  endsAt: iso().nullable(),
  eligible: z.array(z.enum(ORDER_ITEM_TYPES)),
});

export const testimonialSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.string(),
  quote: z.string(),
  avatarUrl: z.string().nullable(),
});

export const coursesResponseSchema = pageEnvelopeSchema(courseSummarySchema);
export const courseResponseSchema = envelopeSchema(courseDetailSchema);
export const courseFiltersResponseSchema = envelopeSchema(courseFiltersSchema);
export const courseReviewsResponseSchema = pageEnvelopeSchema(courseReviewSchema);
export const materialPreviewResponseSchema = envelopeSchema(materialPreviewSchema);
export const courseAccessResponseSchema = envelopeSchema(courseAccessSchema);
export const liveClassesResponseSchema = pageEnvelopeSchema(liveClassSummarySchema);
export const liveClassResponseSchema = envelopeSchema(liveClassDetailSchema);
export const trainingsResponseSchema = pageEnvelopeSchema(trainingSummarySchema);
export const trainingResponseSchema = envelopeSchema(trainingDetailSchema);
export const trainingRequestResponseSchema = envelopeSchema(z.null());
export const eventsResponseSchema = pageEnvelopeSchema(eventSummarySchema);
export const eventResponseSchema = envelopeSchema(eventDetailSchema);
export const plansResponseSchema = envelopeSchema(z.array(subscriptionPlanSchema));
export const promosResponseSchema = envelopeSchema(z.array(promoBannerSchema));
export const testimonialsResponseSchema = envelopeSchema(z.array(testimonialSchema));
