// The staff's blog posts, drafts and scheduled ones included: list with search and status, one by id, create,
// change, delete; the categories and the staff users a post may name.
import { and, desc, eq, gt, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contentCategories, contentPosts, users } from '../../db/schema';
import { createStaffItems } from './staff-items';
import type { PageRequest } from '../../plugins/request-schemas';
import type { BlogPostStatus } from '@akademi-siber/util-contracts';

export interface BlogPostWrite {
  title: string;
  slug: string;
  categoryId: number;
  authorId: number;
  summary: string;
  body: string;
  coverUrl: string | null;
  coverKey: string | null;
  publishedAt: Date | null;
}

/** Authors (2) and admins (3) sign posts. */
const STAFF_ROLES = [2, 3];

const columns = {
  id: contentPosts.id,
  slug: contentPosts.slug,
  title: contentPosts.title,
  summary: contentPosts.summary,
  body: contentPosts.body,
  categoryId: contentPosts.categoryId,
  categorySlug: contentCategories.slug,
  category: contentCategories.category,
  authorId: contentPosts.authorId,
  authorName: users.name,
  authorUsername: users.username,
  coverUrl: contentPosts.coverUrl,
  publishedAt: contentPosts.publishedAt,
  createdAt: contentPosts.createdAt,
};

const STATUS_CONDITION: Record<BlogPostStatus, () => SQL | undefined> = {
  draft: () => isNull(contentPosts.publishedAt),
  scheduled: () => gt(contentPosts.publishedAt, sql`now()`),
  published: () => lte(contentPosts.publishedAt, sql`now()`),
};

export function createStaffBlogPostRepository(db: Database) {
  const items = createStaffItems(db, 'blog');
  const select = () =>
    db
      .select(columns)
      .from(contentPosts)
      .innerJoin(contentCategories, eq(contentCategories.id, contentPosts.categoryId))
      .innerJoin(users, eq(users.id, contentPosts.authorId));

  return {
    categoryExists: items.categoryExists,
    slugTaken: items.slugTaken,
    insert: (values: BlogPostWrite) => items.insert(values),
    update: (id: number, values: BlogPostWrite) => items.update(id, values),
    remove: items.remove,

    async list(filter: { search?: string; status?: BlogPostStatus }, page: PageRequest) {
      const condition = items.listCondition(filter.search, filter.status && STATUS_CONDITION[filter.status]());
      const [rows, total] = await Promise.all([
        select()
          .where(condition)
          // Drafts (no date) first, then the newest (or next) publication.
          .orderBy(sql`${contentPosts.publishedAt} desc nulls first`, desc(contentPosts.id))
          .limit(page.limit)
          .offset(page.offset),
        db.$count(contentPosts, condition),
      ]);
      return { rows, total };
    },

    async find(id: number) {
      const [row] = await select().where(items.byId(id));
      return row ?? null;
    },

    async staffUsers() {
      return db
        .select({ id: users.id, name: users.name, username: users.username })
        .from(users)
        .where(and(inArray(users.idRole, STAFF_ROLES), isNull(users.deletedAt)))
        .orderBy(users.name, users.id);
    },

    async isStaffUser(id: number) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), inArray(users.idRole, STAFF_ROLES), isNull(users.deletedAt)));
      return Boolean(row);
    },
  };
}

export type StaffBlogPostRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createStaffBlogPostRepository>['find']>>
>;
