// The request bodies of the admin's live classes and batches (decision 0043), read by the API and the admin's forms
// (which pipe what was typed into these, so both say the same thing in the same words).
import { z } from 'zod';
import { COURSE_LEVELS } from './commerce';

/** Largest rupiah amount of a price (the API's MAX_RUPIAH). */
const MAX_PRICE = 1_000_000_000;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} wajib diisi` })
    .trim()
    .min(min, { error: min <= 1 ? `${label} wajib diisi` : `${label} minimal ${min} karakter` })
    .max(max, { error: `${label} maksimal ${max} karakter` });

const slug = (label: string) =>
  z
    .string({ error: `${label} wajib diisi` })
    .trim()
    .min(3, { error: `${label} minimal 3 karakter` })
    .max(150, { error: `${label} maksimal 150 karakter` })
    .regex(SLUG, { error: `${label} hanya boleh huruf kecil, angka, dan tanda hubung (mis. kelas-malam)` });

const whole = (label: string, min: number, max: number, unit = '') =>
  z
    .number({ error: `${label} harus berupa angka` })
    .int({ error: `${label} harus bilangan bulat` })
    .min(min, { error: `${label} minimal ${min}${unit}` })
    .max(max, { error: `${label} maksimal ${max}${unit}` });

/** A batch's or a group's attendance rules (decisions 0040 and 0045). */
export const attendanceRuleFields = {
  lateAfterMinutes: whole('Batas terlambat', 0, 240, ' menit'),
  attendanceFinalAfterMinutes: whole('Kehadiran final setelah', 0, 43_200, ' menit'),
  attendanceThresholdPercent: whole('Syarat kehadiran sertifikat', 0, 100, '%'),
};

const rupiah = (label: string) =>
  z
    .number({ error: `${label} harus berupa angka` })
    .int({ error: `${label} harus bilangan bulat (rupiah)` })
    .min(0, { error: `${label} tidak boleh negatif` })
    .max(MAX_PRICE, { error: `${label} terlalu besar` });

const moment = (label: string) => z.iso.datetime({ offset: true, error: `${label} harus berformat tanggal ISO 8601` });

/** `POST /api/admin/liveclass`, `PUT /api/admin/liveclass/:liveclassSlug`. */
export const liveClassInputSchema = z.strictObject(
  {
    title: text('Judul', 3, 200),
    slug: slug('Alamat (slug)'),
    level: z.enum(COURSE_LEVELS, { error: 'Level harus Pemula, Menengah, atau Mahir' }),
    category: text('Kategori', 2, 60),
    description: z
      .string({ error: 'Deskripsi harus berupa teks' })
      .trim()
      .max(20_000, { error: 'Deskripsi maksimal 20000 karakter' }),
    syllabus: z
      .array(text('Topik silabus', 2, 200), { error: 'Silabus harus berupa daftar topik' })
      .max(30, { error: 'Silabus maksimal 30 topik' }),
    thumbnailUrl: z
      .url({ protocol: /^https$/, error: 'Gambar sampul harus alamat https' })
      .max(500, { error: 'Alamat gambar sampul maksimal 500 karakter' })
      .nullable(),
    instructorUsername: text('Pengajar', 1, 50),
    published: z.boolean({ error: 'Status terbit harus true atau false' }),
  },
  { error: 'Data live class tidak valid' },
);
export type LiveClassInputBody = z.infer<typeof liveClassInputSchema>;

/** `POST …/batches`, `PUT …/batches/:batchId`. Whether the quota still holds the members is the API's to say. */
export const batchInputSchema = z
  .strictObject(
    {
      name: text('Nama batch', 3, 100),
      slug: slug('Alamat batch (slug)'),
      price: rupiah('Harga'),
      salePrice: rupiah('Harga promo').nullable(),
      quota: whole('Kuota', 1, 100_000),
      registrationOpensAt: moment('Pendaftaran dibuka'),
      registrationClosesAt: moment('Pendaftaran ditutup'),
      startsAt: moment('Tanggal mulai'),
      endsAt: moment('Tanggal selesai'),
      ...attendanceRuleFields,
      published: z.boolean({ error: 'Status terbit harus true atau false' }),
    },
    { error: 'Data batch tidak valid' },
  )
  .superRefine((batch, ctx) => {
    const time = (value: string) => Date.parse(value);
    if (batch.salePrice !== null && batch.salePrice > batch.price) {
      ctx.addIssue({ code: 'custom', path: ['salePrice'], message: 'Harga promo tidak boleh lebih dari harga' });
    }
    if (time(batch.registrationClosesAt) <= time(batch.registrationOpensAt)) {
      ctx.addIssue({
        code: 'custom',
        path: ['registrationClosesAt'],
        message: 'Pendaftaran ditutup harus setelah pendaftaran dibuka',
      });
    }
    if (time(batch.registrationClosesAt) > time(batch.startsAt)) {
      ctx.addIssue({
        code: 'custom',
        path: ['registrationClosesAt'],
        message: 'Pendaftaran harus ditutup paling lambat saat batch dimulai',
      });
    }
    if (time(batch.endsAt) <= time(batch.startsAt)) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'Tanggal selesai harus setelah tanggal mulai' });
    }
  });
export type BatchInputBody = z.infer<typeof batchInputSchema>;
