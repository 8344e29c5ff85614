// The request bodies of the corporate program's administration (decision 0046), read by the API and the admin's forms.
import { z } from 'zod';

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} wajib diisi` })
    .trim()
    .min(min, { error: min <= 1 ? `${label} wajib diisi` : `${label} minimal ${min} karakter` })
    .max(max, { error: `${label} maksimal ${max} karakter` });
const whole = (label: string, min: number, max: number, unit = '') =>
  z
    .number({ error: `${label} harus berupa angka` })
    .int({ error: `${label} harus bilangan bulat` })
    .min(min, { error: `${label} minimal ${min}${unit}` })
    .max(max, { error: `${label} maksimal ${max}${unit}` });
const moment = (label: string) => z.iso.datetime({ offset: true, error: `${label} harus berformat tanggal ISO 8601` });
const id = (label: string) =>
  z
    .number({ error: `${label} wajib dipilih` })
    .int({ error: `${label} tidak valid` })
    .positive({ error: `${label} tidak valid` })
    .max(2147483647, { error: `${label} tidak valid` });

/** `POST /api/lcadm/corporate-program/batches`, `PUT …/batches/:batchId`. */
export const programBatchInputSchema = z
  .strictObject(
    {
      name: text('Nama batch', 3, 100),
      isFullAccess: z.boolean({ error: 'Akses penuh harus true atau false' }),
      startsAt: moment('Tanggal mulai'),
      endsAt: moment('Tanggal selesai'),
      inactiveAfterDays: whole('Batas tidak aktif', 1, 365, ' hari'),
    },
    { error: 'Data batch tidak valid' },
  )
  .refine((input) => Date.parse(input.endsAt) > Date.parse(input.startsAt), {
    error: 'Tanggal selesai harus setelah tanggal mulai',
    path: ['endsAt'],
  });
export type ProgramBatchInput = z.infer<typeof programBatchInputSchema>;

/** `POST …/batches/:batchId/companies`. */
export const programCompanyInputSchema = z.strictObject(
  { corporateId: id('Perusahaan') },
  { error: 'Data perusahaan tidak valid' },
);
export type ProgramCompanyInput = z.infer<typeof programCompanyInputSchema>;

/** `POST …/items`, `PUT …/items/:itemId`. */
export const programItemInputSchema = z.strictObject(
  {
    title: text('Judul materi', 3, 200),
    dueAt: moment('Tenggat').nullable(),
    points: whole('Poin', 0, 10_000),
  },
  { error: 'Data materi program tidak valid' },
);
export type ProgramItemInput = z.infer<typeof programItemInputSchema>;

/** `PUT …/items/order`: every item of the company in the batch, in their new order. */
export const programItemOrderSchema = z.strictObject(
  {
    itemIds: z
      .array(id('Materi'), { error: 'Urutan materi tidak valid' })
      .min(1, { error: 'Urutan materi tidak valid' })
      .max(200, { error: 'Urutan materi tidak valid' }),
  },
  { error: 'Urutan materi tidak valid' },
);
export type ProgramItemOrderInput = z.infer<typeof programItemOrderSchema>;

/** `POST …/managers`: an account of the corporate role (made and invited when the address is new). */
export const programManagerInputSchema = z.strictObject(
  {
    name: text('Nama', 2, 100),
    email: z
      .string({ error: 'Email wajib diisi' })
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: 'Email tidak valid' }).max(254, { error: 'Email maksimal 254 karakter' })),
  },
  { error: 'Data manajer tidak valid' },
);
export type ProgramManagerInput = z.infer<typeof programManagerInputSchema>;
