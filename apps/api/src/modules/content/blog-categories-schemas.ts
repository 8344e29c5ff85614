// What the admin's blog categories (/api/lcadm/blog/categories) accept and answer.
import { z } from 'zod';
import { envelopeSchema } from '../../plugins/envelope';
import { boundedText, idParamSchema } from '../../plugins/request-schemas';

export const blogCategoryIdParamsSchema = z.object({ blogCategoryId: idParamSchema('ID kategori') });

export const blogCategoryInputSchema = z.object({ category: boundedText('Nama kategori', 2, 80) });

export const blogCategoryOrderSchema = z.object({
  ids: z
    .array(z.number({ error: 'ID kategori harus berupa angka' }).int({ error: 'ID kategori tidak valid' }).positive(), {
      error: 'Urutan kategori harus berupa daftar ID',
    })
    .min(1, { error: 'Urutan kategori wajib diisi' })
    .max(200, { error: 'Kategori terlalu banyak' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Kategori tidak boleh muncul dua kali' }),
});

export const staffBlogCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  category: z.string(),
  order: z.number().int(),
  posts: z.number().int().describe('Jumlah artikel (draf, terjadwal dan terbit) di kategori ini'),
});

export const staffBlogCategoriesResponseSchema = envelopeSchema(z.array(staffBlogCategorySchema));
export const staffBlogCategoryResponseSchema = envelopeSchema(staffBlogCategorySchema);
export const emptyResponseSchema = envelopeSchema(z.null());

export type BlogCategoryInput = z.infer<typeof blogCategoryInputSchema>;
