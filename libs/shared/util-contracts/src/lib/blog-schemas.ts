// The staff's blog post and static page forms as the API and the admin's forms read them (decision 0052). Kept apart
// from content.ts so that importing the plain types never pulls zod into a page.
import { z } from 'zod';

export const CONTENT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Where an uploaded blog image is served: `/api/blog/images/<yyyy>-<mm>-<32 hex>.<ext>` (its storage key's parts). */
export const BLOG_IMAGE_URL_PATTERN = /^\/api\/blog\/images\/\d{4}-\d{2}-[a-f0-9]{32}\.(jpg|png|webp)$/;
export const BLOG_BODY_MAX = 50000;
export const STATIC_PAGE_BODY_MAX = 50000;

/** A readable address from a title: `Cara Aman di Wi-Fi Publik` → `cara-aman-di-wi-fi-publik`. */
export function slugFromTitle(title: string, max = 150): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}

export const BLOG_POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

/** A content item's (or page's) title: 3–200 characters after trimming. */
export const contentTitleSchema = z
  .string({ error: 'Judul wajib diisi' })
  .trim()
  .min(3, { error: 'Judul minimal 3 karakter' })
  .max(200, { error: 'Judul maksimal 200 karakter' });

/** A post's or an episode's address: lower-case words joined by hyphens, 3–150 characters. */
export const contentSlugSchema = z
  .string({ error: 'Slug wajib diisi' })
  .trim()
  .min(3, { error: 'Slug minimal 3 karakter' })
  .max(150, { error: 'Slug maksimal 150 karakter' })
  .regex(CONTENT_SLUG_PATTERN, { error: 'Slug hanya huruf kecil, angka, dan tanda hubung' });

/** The summary lists and link previews show: 1–400 characters. */
export const contentSummarySchema = z
  .string({ error: 'Ringkasan wajib diisi' })
  .trim()
  .min(1, { error: 'Ringkasan wajib diisi' })
  .max(400, { error: 'Ringkasan maksimal 400 karakter' });

export const positiveId = (message: string) =>
  z.number({ error: message }).int({ error: message }).positive({ error: message }).max(2147483647, { error: message });

export const blogPostInputSchema = z
  .object({
    title: contentTitleSchema,
    slug: contentSlugSchema,
    categoryId: positiveId('Kategori wajib dipilih'),
    authorId: positiveId('Penulis wajib dipilih'),
    summary: contentSummarySchema,
    body: z
      .string({ error: 'Isi artikel wajib diisi' })
      .trim()
      .min(1, { error: 'Isi artikel wajib diisi' })
      .max(BLOG_BODY_MAX, { error: `Isi artikel maksimal ${BLOG_BODY_MAX} karakter` }),
    coverUrl: z
      .string({ error: 'Sampul tidak valid' })
      .regex(BLOG_IMAGE_URL_PATTERN, { error: 'Sampul harus gambar yang diunggah di sini' })
      .nullable(),
    status: z.enum(BLOG_POST_STATUSES, { error: 'Status harus draf, terjadwal, atau terbit' }),
    /** Required when scheduled (a future date-time); a published post may carry its (past) date; ignored for a draft. */
    publishedAt: z.iso
      .datetime({ offset: true, error: 'Tanggal terbit harus tanggal dan jam yang valid' })
      .nullable()
      .optional(),
  })
  .strict();
export type BlogPostInput = z.infer<typeof blogPostInputSchema>;

export const staticPageInputSchema = z
  .object({
    title: contentTitleSchema,
    body: z
      .string({ error: 'Isi halaman wajib diisi' })
      .trim()
      .min(1, { error: 'Isi halaman wajib diisi' })
      .max(STATIC_PAGE_BODY_MAX, { error: `Isi halaman maksimal ${STATIC_PAGE_BODY_MAX} karakter` }),
  })
  .strict();
export type StaticPageInput = z.infer<typeof staticPageInputSchema>;
