/**
 * The staff forms' rules, mirroring the API's zod schemas (apps/api/src/modules/{admin-commerce,activation,
 * events,affiliate,admin-orders}/schemas.ts) with the same Indonesian messages, so most mistakes are caught before
 * sending and the API's 422 answers name the same fields. Form values are text as typed; the schemas turn
 * them into the contract's input shapes (util-contracts commerce.ts).
 */
import { z } from 'zod';
import { messages } from '@akademi-siber/util-validation';
import { ORDER_ITEM_TYPES } from '@akademi-siber/util-contracts';

const text = (field: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .min(1, messages.required(field))
    .min(min, messages.minLength(field, min))
    .max(max, messages.maxLength(field, max));

const optionalText = (field: string, max: number) => z.string().trim().max(max, messages.maxLength(field, max));

/** A whole number typed into a text box; the bounds' messages are the API's. */
const wholeNumber = (
  field: string,
  min: number,
  max: number,
  bounds: { minMessage?: string; maxMessage?: string } = {},
) =>
  z
    .string()
    .trim()
    .min(1, messages.required(field))
    .regex(/^\d+$/, `${field} harus berupa angka`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, bounds.minMessage ?? `${field} minimal ${min}`)
        .max(max, bounds.maxMessage ?? `${field} maksimal ${max}`),
    );

/** Largest rupiah amount the API takes for a price or a fixed discount (admin-commerce MAX_RUPIAH). */
const MAX_RUPIAH = 1_000_000_000;
const rupiah = (field: string, min: number) =>
  wholeNumber(field, min, MAX_RUPIAH, { maxMessage: `${field} terlalu besar` });

/** A blank box means "no limit" (null). */
const optionalWholeNumber = (
  field: string,
  min: number,
  max: number,
  bounds: { minMessage?: string; maxMessage?: string } = {},
) => z.union([z.literal('').transform(() => null), wholeNumber(field, min, max, bounds)]);

/** `<input type="datetime-local">` value (browser's local time) → ISO 8601. */
const dateTime = (field: string) =>
  z
    .string()
    .trim()
    .min(1, messages.required(field))
    .refine((value) => !Number.isNaN(new Date(value).getTime()), `${field} tidak valid`)
    .transform((value) => new Date(value).toISOString());

const optionalDateTime = (field: string) => z.union([z.literal('').transform(() => null), dateTime(field)]);

/** ISO → the `datetime-local` value in the browser's time zone ('' for null). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

// ---------------------------------------------------------------- orders

export const rejectOrderSchema = z.object({ reason: text('Alasan penolakan', 5, 500) });

// ---------------------------------------------------------------- subscription plans

export const planFormSchema = z.object({
  name: text('Nama paket', 2, 100),
  months: wholeNumber('Durasi', 1, 60, {
    minMessage: 'Durasi minimal 1 bulan',
    maxMessage: 'Durasi maksimal 60 bulan',
  }),
  price: rupiah('Harga', 0),
  description: optionalText('Deskripsi', 2000),
  active: z.boolean(),
});
export type PlanFormValues = z.input<typeof planFormSchema>;

// ---------------------------------------------------------------- promo codes

export const promoFormSchema = z
  .object({
    code: z
      .string()
      .trim()
      .min(1, messages.required('Kode promo'))
      .min(3, messages.minLength('Kode promo', 3))
      .max(40, messages.maxLength('Kode promo', 40))
      .regex(/^[A-Za-z0-9_-]+$/, 'Kode promo hanya boleh berisi huruf, angka, - dan _')
      .transform((value) => value.toUpperCase()),
    title: text('Judul', 2, 150),
    description: optionalText('Deskripsi', 2000),
    kind: z.enum(['percent', 'fixed'], 'Jenis potongan harus percent atau fixed'),
    value: rupiah('Nilai potongan', 1),
    startsAt: optionalDateTime('Tanggal mulai'),
    endsAt: optionalDateTime('Tanggal berakhir'),
    quota: optionalWholeNumber('Kuota', 1, 1_000_000, {
      minMessage: 'Kuota minimal 1 (kosongkan untuk tanpa batas)',
      maxMessage: 'Kuota terlalu besar',
    }),
    perUserLimit: wholeNumber('Batas per member', 1, 100),
    eligible: z.array(z.enum(ORDER_ITEM_TYPES)).min(1, 'Pilih minimal satu jenis item'),
    showOnPromoPage: z.boolean(),
    active: z.boolean(),
  })
  .superRefine((promo, ctx) => {
    if (promo.kind === 'percent' && promo.value > 100) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Potongan persen maksimal 100' });
    }
    if (promo.startsAt && promo.endsAt && promo.endsAt <= promo.startsAt) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'Tanggal berakhir harus setelah tanggal mulai' });
    }
  });
export type PromoFormValues = z.input<typeof promoFormSchema>;

// ---------------------------------------------------------------- activation batches

export const activationFormSchema = z.object({
  name: text('Nama batch', 2, 150),
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

// ---------------------------------------------------------------- affiliate payouts

export const payoutNoteSchema = z.object({ note: optionalText('Catatan', 500) });
export const payoutRejectSchema = z.object({ note: text('Alasan penolakan', 3, 500) });

// ---------------------------------------------------------------- events

const speakerSchema = z.object({
  name: text('Nama pembicara', 2, 100),
  title: optionalText('Jabatan pembicara', 150),
});

export const eventFormSchema = z
  .object({
    title: text('Judul', 3, 200),
    summary: text('Ringkasan', 1, 400),
    description: optionalText('Deskripsi', 20_000),
    startsAt: dateTime('Waktu mulai'),
    endsAt: dateTime('Waktu selesai'),
    location: text('Lokasi', 2, 200),
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
