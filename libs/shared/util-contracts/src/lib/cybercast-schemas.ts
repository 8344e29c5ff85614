// The staff's Cybercast episode form as the API and the admin's form read it (decision 0049). Kept apart from
// content.ts so that importing the plain types never pulls zod into a page.
import { z } from 'zod';
import { contentSlugSchema, contentSummarySchema, contentTitleSchema, positiveId } from './blog-schemas';

export const cybercastEpisodeInputSchema = z
  .object({
    title: contentTitleSchema,
    slug: contentSlugSchema,
    categoryId: positiveId('Kategori wajib dipilih'),
    summary: contentSummarySchema,
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
