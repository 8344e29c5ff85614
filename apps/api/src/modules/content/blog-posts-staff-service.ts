// The rules of the staff's blog posts (decisions 0048, 0052): a unique slug, an existing blog category, an author who
// is staff, a cover that was uploaded here, and a status told by the publication date — none for a draft, a future
// one for a scheduled post, a past one (now by default) for a published post.
import type { AdminBlogPost, BlogPostInput, BlogPostStatus } from '@akademi-siber/util-contracts';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { ApiError } from '../../plugins/errors';
import type { PageRequest } from '../../plugins/request-schemas';
import type { FileStorage } from '../storage';
import { blogPictures, readBlogImage } from './blog-images';
import {
  createStaffBlogPostRepository,
  type BlogPostWrite,
  type StaffBlogPostRow,
} from './blog-posts-staff-repository';

export const STAFF_POST_MESSAGES = {
  notFound: 'Artikel tidak ditemukan',
  slugTaken: 'Slug sudah dipakai artikel lain',
  noCategory: 'Kategori blog tidak ditemukan',
  noAuthor: 'Penulis harus akun author atau admin yang aktif',
  noCover: 'Sampul tidak ditemukan. Unggah ulang gambarnya.',
  scheduleRequired: 'Tanggal dan jam terbit wajib diisi untuk artikel terjadwal',
  scheduleInPast: 'Jadwal terbit harus di masa depan',
  publishedInFuture: 'Tanggal terbit di masa depan: pilih status Terjadwal',
  created: 'Artikel dibuat',
  saved: 'Artikel disimpan',
  deleted: 'Artikel dihapus',
} as const;

/** A published date a few seconds ahead (the admin's clock) still counts as now. */
const CLOCK_SKEW_MS = 60_000;

const fieldError = (path: string, message: string) => new ApiError(422, message, {}, { errors: [{ path, message }] });

export function statusOf(publishedAt: Date | null, now = Date.now()): BlogPostStatus {
  if (!publishedAt) return 'draft';
  return publishedAt.getTime() > now ? 'scheduled' : 'published';
}

function toAdminPost(row: StaffBlogPostRow): AdminBlogPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    body: row.body,
    category: { id: row.categoryId, slug: row.categorySlug, category: row.category },
    author: { id: row.authorId, name: row.authorName, username: row.authorUsername },
    coverUrl: row.coverUrl,
    status: statusOf(row.publishedAt),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function publicationDate(input: BlogPostInput, before: Date | null): Date | null {
  const now = Date.now();
  const given = input.publishedAt ? new Date(input.publishedAt) : null;
  if (input.status === 'draft') return null;
  if (input.status === 'scheduled') {
    if (!given) throw fieldError('publishedAt', STAFF_POST_MESSAGES.scheduleRequired);
    if (given.getTime() <= now) throw fieldError('publishedAt', STAFF_POST_MESSAGES.scheduleInPast);
    return given;
  }
  if (given && given.getTime() > now + CLOCK_SKEW_MS)
    throw fieldError('publishedAt', STAFF_POST_MESSAGES.publishedInFuture);
  // Saving a published post again keeps its date; publishing a draft or a scheduled post now dates it now.
  if (given) return given.getTime() > now ? new Date(now) : given;
  return before && before.getTime() <= now ? before : new Date(now);
}

export function createStaffBlogPostService(db: Database, storage: FileStorage) {
  const repository = createStaffBlogPostRepository(db);

  async function found(id: number) {
    const row = await repository.find(id);
    if (!row) throw new ApiError(404, STAFF_POST_MESSAGES.notFound);
    return row;
  }

  async function checked(input: BlogPostInput, before: StaffBlogPostRow | null): Promise<BlogPostWrite> {
    if (!(await repository.categoryExists(input.categoryId)))
      throw fieldError('categoryId', STAFF_POST_MESSAGES.noCategory);
    if (!(await repository.isStaffUser(input.authorId))) throw fieldError('authorId', STAFF_POST_MESSAGES.noAuthor);
    if (await repository.slugTaken(input.slug, before?.id)) throw fieldError('slug', STAFF_POST_MESSAGES.slugTaken);
    let coverKey: string | null = null;
    if (input.coverUrl) {
      coverKey = blogPictures.keyOf(input.coverUrl);
      if (!coverKey || !(await readBlogImage(storage, coverKey)))
        throw fieldError('coverUrl', STAFF_POST_MESSAGES.noCover);
    }
    return {
      title: input.title,
      slug: input.slug,
      categoryId: input.categoryId,
      authorId: input.authorId,
      summary: input.summary,
      body: input.body,
      coverUrl: input.coverUrl,
      coverKey,
      publishedAt: publicationDate(input, before?.publishedAt ?? null),
    };
  }

  /** Two staff racing for one slug: the loser gets the same field error as a taken slug. */
  async function unique<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError('slug', STAFF_POST_MESSAGES.slugTaken);
      throw error;
    }
  }

  return {
    async list(filter: { search?: string; status?: BlogPostStatus }, page: PageRequest) {
      const { rows, total } = await repository.list(filter, page);
      return { items: rows.map(toAdminPost), total };
    },

    authors: () => repository.staffUsers(),

    async get(id: number) {
      return toAdminPost(await found(id));
    },

    async create(input: BlogPostInput) {
      const values = await checked(input, null);
      const id = await unique(() => repository.insert(values));
      return toAdminPost(await found(id));
    },

    async update(id: number, input: BlogPostInput) {
      const before = await found(id);
      const values = await checked(input, before);
      await unique(() => repository.update(id, values));
      return toAdminPost(await found(id));
    },

    /**
     * The post goes; its pictures stay in storage: a picture's URL may have been pasted into another post's body,
     * and an orphan costs only space.
     */
    async remove(id: number) {
      await found(id);
      await repository.remove(id);
    },
  };
}
