// Blog and Cybercast answers (types `ContentCategory`, `BlogPostSummary`, `BlogPost`, `CybercastEpisode` in
// util-contracts) and what their lists accept.
import { z } from 'zod';
import { envelopeSchema, pageEnvelopeSchema } from '../../plugins/envelope';
import { paginationQuerySchema, searchTermSchema } from '../../plugins/request-schemas';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const categorySlugSchema = z
  .string({ error: 'Kategori tidak valid' })
  .trim()
  .max(80, { error: 'Kategori tidak valid' })
  .regex(SLUG, { error: 'Kategori tidak valid' });

export const contentCategorySchema = z.object({
  slug: z.string(),
  category: z.string(),
  total: z.number().int().describe('Jumlah item terbit di kategori ini'),
});

const itemBase = {
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.object({ slug: z.string(), category: z.string() }),
  author: z.object({ name: z.string(), username: z.string() }),
  coverUrl: z.string().nullable(),
  publishedAt: z.string().describe('ISO 8601'),
};

export const blogPostSummarySchema = z.object({ ...itemBase, readingMinutes: z.number().int() });
export const blogPostSchema = blogPostSummarySchema.extend({
  body: z.string().describe('Teks polos: paragraf dipisah baris kosong, baris berawalan "## " adalah subjudul'),
  related: z.array(blogPostSummarySchema),
});
export const cybercastEpisodeSchema = z.object({
  ...itemBase,
  body: z.string().describe('Catatan episode, format sama dengan isi artikel blog'),
  durationSeconds: z.number().int(),
  mediaUrl: z.string().nullable(),
  videoUrl: z.string().nullable().describe('Video episode (MP4), bila ada'),
});

export const contentListQuerySchema = paginationQuerySchema.extend({
  category: categorySlugSchema.optional().describe('Slug kategori'),
  search: searchTermSchema.describe('Cari pada judul dan ringkasan'),
});
export type ContentListQuery = z.infer<typeof contentListQuerySchema>;

export const blogSlugParamsSchema = z.object({
  blogSlug: z
    .string({ error: 'Alamat artikel tidak valid' })
    .max(150, { error: 'Alamat artikel tidak valid' })
    .regex(SLUG, { error: 'Alamat artikel tidak valid' }),
});

export const episodeSlugParamsSchema = z.object({
  episodeSlug: z
    .string({ error: 'Alamat episode tidak valid' })
    .max(150, { error: 'Alamat episode tidak valid' })
    .regex(SLUG, { error: 'Alamat episode tidak valid' }),
});
/** Anything that is not a media file name finds nothing (404, never 422): the URL is public and cacheable. */
export const mediaParamsSchema = z.object({ mediaFile: z.string().max(200) });

export const categoriesResponseSchema = envelopeSchema(z.array(contentCategorySchema));
export const blogPostsResponseSchema = pageEnvelopeSchema(blogPostSummarySchema);
export const blogPostResponseSchema = envelopeSchema(blogPostSchema);
export const cybercastEpisodesResponseSchema = pageEnvelopeSchema(cybercastEpisodeSchema);
export const cybercastEpisodeResponseSchema = envelopeSchema(cybercastEpisodeSchema);
