// What the staff's blog posts and Cybercast episodes share (decisions 0049, 0052): both are rows of content_posts told
// apart by their kind, so every staff read and write of one kind is scoped here once. The checks before a write (the
// category is one of that kind, the slug is free among that kind's items), the list search, and insert, update and
// delete, none of which can reach an item of the other kind.
import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contentCategories, contentPosts } from '../../db/schema';
import { likePattern } from '../../plugins/request-schemas';
import type { ContentKind } from './repository';

type ItemWrite = Omit<typeof contentPosts.$inferInsert, 'kind' | 'id'>;

export function createStaffItems(db: Database, kind: ContentKind) {
  const ofKind = eq(contentPosts.kind, kind);
  /** This kind's item with that id (and no other kind's). */
  const byId = (id: number) => and(ofKind, eq(contentPosts.id, id));

  return {
    ofKind,
    byId,

    /** The list's conditions: this kind, and the search in the title or the slug when one is given. */
    listCondition(search: string | undefined, ...more: (SQL | undefined)[]) {
      const searched = search
        ? or(ilike(contentPosts.title, likePattern(search)), ilike(contentPosts.slug, likePattern(search)))
        : undefined;
      return and(ofKind, searched, ...more);
    },

    async categoryExists(id: number) {
      const [row] = await db
        .select({ id: contentCategories.id })
        .from(contentCategories)
        .where(and(eq(contentCategories.id, id), eq(contentCategories.kind, kind)));
      return Boolean(row);
    },

    async slugTaken(slug: string, exceptId?: number) {
      const [row] = await db
        .select({ id: contentPosts.id })
        .from(contentPosts)
        .where(and(ofKind, eq(contentPosts.slug, slug)));
      return Boolean(row && row.id !== exceptId);
    },

    async insert(values: ItemWrite) {
      const [row] = await db
        .insert(contentPosts)
        .values({ ...values, kind })
        .returning({ id: contentPosts.id });
      return row.id;
    },

    async update(id: number, values: Partial<ItemWrite>) {
      await db.update(contentPosts).set(values).where(byId(id));
    },

    async remove(id: number) {
      await db.delete(contentPosts).where(byId(id));
    },
  };
}
