/** The blog post form's values (text as typed) and what it sends: the API's own `BlogPostInput`. */
import { z } from 'zod';
import {
  BLOG_BODY_MAX,
  CONTENT_SLUG_PATTERN,
  type AdminBlogPost,
  type BlogPostInput,
} from '@akademi-siber/util-contracts';
import { optionalDateTime, requiredText, toLocalInput, wholeNumber } from '@akademi-siber/feature-app-frame/forms';

const MAX_ID = 2_147_483_647;

export const blogPostFormSchema = z
  .object({
    title: requiredText('Judul', 3, 200),
    slug: requiredText('Slug', 3, 150).regex(CONTENT_SLUG_PATTERN, 'Slug hanya huruf kecil, angka, dan tanda hubung'),
    categoryId: wholeNumber('Kategori', 1, MAX_ID, { minMessage: 'Kategori wajib dipilih' }),
    authorId: wholeNumber('Penulis', 1, MAX_ID, { minMessage: 'Penulis wajib dipilih' }),
    summary: requiredText('Ringkasan', 1, 400),
    body: requiredText('Isi artikel', 1, BLOG_BODY_MAX),
    coverUrl: z.string(),
    status: z.enum(['draft', 'scheduled', 'published']),
    publishedAt: optionalDateTime('Jadwal terbit'),
  })
  .superRefine((values, context) => {
    if (values.status !== 'scheduled') return;
    if (!values.publishedAt)
      context.addIssue({ code: 'custom', path: ['publishedAt'], message: 'Jadwal terbit wajib diisi' });
    else if (new Date(values.publishedAt).getTime() <= Date.now())
      context.addIssue({ code: 'custom', path: ['publishedAt'], message: 'Jadwal terbit harus di masa depan' });
  });
export type BlogPostFormValues = z.input<typeof blogPostFormSchema>;

export const newBlogPostValues = (authorId: number | null): BlogPostFormValues => ({
  title: '',
  slug: '',
  categoryId: '',
  authorId: authorId === null ? '' : String(authorId),
  summary: '',
  body: '',
  coverUrl: '',
  status: 'draft',
  publishedAt: '',
});

export const blogPostValues = (post: AdminBlogPost): BlogPostFormValues => ({
  title: post.title,
  slug: post.slug,
  categoryId: String(post.category.id),
  authorId: String(post.author.id),
  summary: post.summary,
  body: post.body,
  coverUrl: post.coverUrl ?? '',
  status: post.status,
  publishedAt: post.status === 'scheduled' ? toLocalInput(post.publishedAt) : '',
});

/** What is sent: a published post keeps its date (the API keeps it when none is sent), a draft has none. */
export function blogPostInput(values: z.output<typeof blogPostFormSchema>): BlogPostInput {
  return {
    title: values.title,
    slug: values.slug,
    categoryId: values.categoryId,
    authorId: values.authorId,
    summary: values.summary,
    body: values.body,
    coverUrl: values.coverUrl || null,
    status: values.status,
    publishedAt: values.status === 'scheduled' ? values.publishedAt : null,
  };
}

export const STATUS_LABELS: Record<AdminBlogPost['status'], string> = {
  draft: 'Draf',
  scheduled: 'Terjadwal',
  published: 'Terbit',
};
