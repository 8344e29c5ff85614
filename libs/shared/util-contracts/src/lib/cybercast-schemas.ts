// The staff's Cybercast episode form as the API and the admin's form read it (decision 0049). Kept apart from
// content.ts so that importing the plain types never pulls zod into a page.
import { z } from 'zod';

export const CYBERCAST_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const cybercastEpisodeInputSchema = z
  .object({
    title: z
      .string({ error: 'Judul wajib diisi' })
      .trim()
      .min(3, { error: 'Judul minimal 3 karakter' })
      .max(200, { error: 'Judul maksimal 200 karakter' }),
    slug: z
      .string({ error: 'Slug wajib diisi' })
      .trim()
      .min(3, { error: 'Slug minimal 3 karakter' })
      .max(150, { error: 'Slug maksimal 150 karakter' })
      .regex(CYBERCAST_SLUG_PATTERN, { error: 'Slug hanya huruf kecil, angka, dan tanda hubung' }),
    categoryId: z
      .number({ error: 'Kategori wajib dipilih' })
      .int({ error: 'Kategori wajib dipilih' })
      .positive({ error: 'Kategori wajib dipilih' }),
    summary: z
      .string({ error: 'Ringkasan wajib diisi' })
      .trim()
      .min(1, { error: 'Ringkasan wajib diisi' })
      .max(400, { error: 'Ringkasan maksimal 400 karakter' }),
    showNotes: z
      .string({ error: 'Catatan episode harus berupa teks' })
      .max(20000, { error: 'Catatan episode maksimal 20000 karakter' }),
    status: z.enum(['draft', 'published'], { error: 'Status harus draf atau terbit' }),
    publishedAt: z.iso
      .datetime({ offset: true, error: 'Tanggal terbit harus tanggal dan jam yang valid' })
      .nullable()
      .optional(),
  })
  .strict();
export type CybercastEpisodeInput = z.infer<typeof cybercastEpisodeInputSchema>;
