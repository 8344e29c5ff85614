// Answers and parameters of the staff's blog post routes (type `AdminBlogPost`); the body is util-contracts'.
import { BLOG_POST_STATUSES } from '@akademi-siber/util-contracts';
import { z } from 'zod';
import { envelopeSchema, pageEnvelopeSchema } from '../../plugins/envelope';
import { idParamSchema, paginationQuerySchema, searchTermSchema } from '../../plugins/request-schemas';

export const adminBlogPostSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string().describe('Markdown'),
  category: z.object({ id: z.number().int(), slug: z.string(), category: z.string() }),
  author: z.object({ id: z.number().int(), name: z.string(), username: z.string() }),
  coverUrl: z.string().nullable(),
  status: z.enum(BLOG_POST_STATUSES),
  publishedAt: z.string().nullable().describe('ISO 8601; null untuk draf, masa depan untuk terjadwal'),
  createdAt: z.string().describe('ISO 8601'),
});

export const blogPostIdParamsSchema = z.object({ blogPostId: idParamSchema('ID artikel') });
export const adminBlogPostsQuerySchema = paginationQuerySchema.extend({
  search: searchTermSchema.describe('Cari pada judul dan slug'),
  status: z
    .enum(BLOG_POST_STATUSES, { error: 'Status harus draft, scheduled, atau published' })
    .optional()
    .describe('draft, scheduled atau published; kosong untuk semua'),
});
export const adminBlogPostResponseSchema = envelopeSchema(adminBlogPostSchema);
export const adminBlogPostsResponseSchema = pageEnvelopeSchema(adminBlogPostSchema);
export const blogAuthorsResponseSchema = envelopeSchema(
  z.array(z.object({ id: z.number().int(), name: z.string(), username: z.string() })),
);
