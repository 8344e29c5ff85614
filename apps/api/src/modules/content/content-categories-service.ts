// The admin's blog and Cybercast categories: made with a slug from the name (unique, the public
// /{blog,cybercast}/kategori/{kategori}), renamed (the slug stays, so shared links keep working), reordered as the
// navbar shows them, and deleted only when no post or episode uses them.
import { and, asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { contentCategories, contentPosts } from '../../db/schema';
import { ApiError } from '../../plugins/errors';
import { slugFromTitle } from '../authoring';
import type { BlogCategoryInput } from './blog-categories-schemas';
import type { ContentKind } from './repository';

const SLUG_TAKEN = 'Kategori dengan nama ini sudah ada. Gunakan nama lain.';
const WORDS = {
  blog: { notFound: 'Kategori blog tidak ditemukan', items: 'artikel', section: 'blog' },
  cybercast: { notFound: 'Kategori Cybercast tidak ditemukan', items: 'episode', section: 'Cybercast' },
} as const;

export function createContentCategoryService(db: Database, kind: ContentKind) {
  const words = WORDS[kind];
  const postTotals = () =>
    db
      .select({ categoryId: contentPosts.categoryId, total: count().as('total') })
      .from(contentPosts)
      .where(eq(contentPosts.kind, kind))
      .groupBy(contentPosts.categoryId)
      .as('post_totals');

  async function list() {
    const totals = postTotals();
    return db
      .select({
        id: contentCategories.id,
        slug: contentCategories.slug,
        category: contentCategories.category,
        order: contentCategories.order,
        posts: sql<number>`coalesce(${totals.total}, 0)::int`,
      })
      .from(contentCategories)
      .leftJoin(totals, eq(totals.categoryId, contentCategories.id))
      .where(eq(contentCategories.kind, kind))
      .orderBy(asc(contentCategories.order), asc(contentCategories.id));
  }

  async function one(id: number) {
    const found = (await list()).find((category) => category.id === id);
    if (!found) throw new ApiError(404, words.notFound);
    return found;
  }

  return {
    list,

    async create(input: BlogCategoryInput) {
      const slug = slugFromTitle(input.category);
      const [{ last }] = await db
        .select({ last: max(contentCategories.order) })
        .from(contentCategories)
        .where(eq(contentCategories.kind, kind));
      try {
        const [row] = await db
          .insert(contentCategories)
          .values({ kind, slug, category: input.category, order: (last ?? 0) + 1 })
          .returning({ id: contentCategories.id });
        return one(row.id);
      } catch (error) {
        if (isUniqueViolation(error)) throw new ApiError(409, SLUG_TAKEN);
        throw error;
      }
    },

    async rename(id: number, input: BlogCategoryInput) {
      const updated = await db
        .update(contentCategories)
        .set({ category: input.category })
        .where(and(eq(contentCategories.id, id), eq(contentCategories.kind, kind)))
        .returning({ id: contentCategories.id });
      if (updated.length === 0) throw new ApiError(404, words.notFound);
      return one(id);
    },

    /** The whole order at once: every blog category exactly once, so two admins cannot leave a half order. */
    async reorder(ids: number[]) {
      const current = await list();
      const known = new Set(current.map((category) => category.id));
      if (ids.length !== known.size || ids.some((id) => !known.has(id)))
        throw new ApiError(422, `Urutan harus memuat setiap kategori ${words.section} tepat sekali`);
      await db.transaction(async (tx) => {
        for (const [index, id] of ids.entries())
          await tx
            .update(contentCategories)
            .set({ order: index + 1 })
            .where(eq(contentCategories.id, id));
      });
      return list();
    },

    async remove(id: number) {
      const category = await one(id);
      if (category.posts > 0)
        throw new ApiError(
          409,
          `Kategori "${category.category}" masih dipakai ${category.posts} ${words.items}. ` +
            `Pindahkan atau hapus ${words.items}nya lebih dulu.`,
        );
      await db.delete(contentCategories).where(inArray(contentCategories.id, [id]));
    },
  };
}
