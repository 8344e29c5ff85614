// What every staff write of a post or an episode checks first: that the category is one of that kind, and that the
// slug is free among that kind's items (decisions 0049, 0052).
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contentCategories, contentPosts } from '../../db/schema';
import type { ContentKind } from './repository';

export function createStaffChecks(db: Database, kind: ContentKind) {
  return {
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
        .where(and(eq(contentPosts.kind, kind), eq(contentPosts.slug, slug)));
      return Boolean(row && row.id !== exceptId);
    },
  };
}
