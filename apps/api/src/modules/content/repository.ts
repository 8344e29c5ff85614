// Published blog posts and Cybercast episodes, newest first, with their category and author.
import { and, asc, count, desc, eq, ilike, isNotNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contentCategories, contentPosts, users } from '../../db/schema';
import { likePattern, type PageRequest } from '../../plugins/request-schemas';
import { mediaUrlOf } from './cybercast-media';

export type ContentKind = 'blog' | 'cybercast';

export interface ContentFilter {
  categoryId?: number;
  search?: string;
  excludeId?: number;
}

/** Published means it has a publication date that has come (a post may be scheduled ahead). */
const isPublished = () => and(isNotNull(contentPosts.publishedAt), lte(contentPosts.publishedAt, sql`now()`));

// Roughly 200 words a minute, at least one minute.
const readingMinutes = sql<number>`greatest(1,
  ceil(coalesce(array_length(regexp_split_to_array(trim(${contentPosts.body}),
  '\\s+'), 1), 0) / 200.0))::int`;

export function createContentRepository(db: Database) {
  function where(kind: ContentKind, filter: ContentFilter): SQL | undefined {
    const conditions: (SQL | undefined)[] = [eq(contentPosts.kind, kind), isPublished()];
    if (filter.categoryId !== undefined) conditions.push(eq(contentPosts.categoryId, filter.categoryId));
    if (filter.excludeId !== undefined) conditions.push(ne(contentPosts.id, filter.excludeId));
    if (filter.search) {
      const pattern = likePattern(filter.search);
      conditions.push(or(ilike(contentPosts.title, pattern), ilike(contentPosts.summary, pattern)));
    }
    return and(...conditions);
  }

  const columns = {
    id: contentPosts.id,
    slug: contentPosts.slug,
    title: contentPosts.title,
    summary: contentPosts.summary,
    body: contentPosts.body,
    categorySlug: contentCategories.slug,
    category: contentCategories.category,
    categoryId: contentPosts.categoryId,
    authorName: users.name,
    authorUsername: users.username,
    coverUrl: contentPosts.coverUrl,
    publishedAt: contentPosts.publishedAt,
    durationSeconds: contentPosts.durationSeconds,
    mediaUrl: contentPosts.mediaUrl,
    audioKey: contentPosts.audioKey,
    audioBytes: contentPosts.audioBytes,
    audioType: contentPosts.audioType,
    videoKey: contentPosts.videoKey,
    readingMinutes,
  };

  const selectItems = () =>
    db
      .select(columns)
      .from(contentPosts)
      .innerJoin(contentCategories, eq(contentCategories.id, contentPosts.categoryId))
      .innerJoin(users, eq(users.id, contentPosts.authorId));

  return {
    async listCategories(kind: ContentKind) {
      const totals = db
        .select({ categoryId: contentPosts.categoryId, total: count().as('total') })
        .from(contentPosts)
        .where(and(eq(contentPosts.kind, kind), isPublished()))
        .groupBy(contentPosts.categoryId)
        .as('totals');
      return db
        .select({
          slug: contentCategories.slug,
          category: contentCategories.category,
          total: sql<number>`coalesce(${totals.total}, 0)::int`,
        })
        .from(contentCategories)
        .leftJoin(totals, eq(totals.categoryId, contentCategories.id))
        .where(eq(contentCategories.kind, kind))
        .orderBy(asc(contentCategories.order), asc(contentCategories.id));
    },

    async findCategory(kind: ContentKind, slug: string) {
      const [row] = await db
        .select({ id: contentCategories.id })
        .from(contentCategories)
        .where(and(eq(contentCategories.kind, kind), eq(contentCategories.slug, slug)));
      return row ?? null;
    },

    async list(kind: ContentKind, filter: ContentFilter, page: PageRequest) {
      const condition = where(kind, filter);
      const [rows, total] = await Promise.all([
        selectItems()
          .where(condition)
          .orderBy(desc(contentPosts.publishedAt), desc(contentPosts.id))
          .limit(page.limit)
          .offset(page.offset),
        db.$count(contentPosts, condition),
      ]);
      return { rows, total };
    },

    /** The key of a published episode's audio, video or cover whose stored name is `file`. */
    async findPublishedMediaKey(file: string): Promise<string | null> {
      const suffix = `%/${file}`;
      const [row] = await db
        .select({ audioKey: contentPosts.audioKey, coverKey: contentPosts.coverKey, videoKey: contentPosts.videoKey })
        .from(contentPosts)
        .where(
          and(
            where('cybercast', {}),
            or(
              sql`${contentPosts.audioKey} like ${suffix}`,
              sql`${contentPosts.coverKey} like ${suffix}`,
              sql`${contentPosts.videoKey} like ${suffix}`,
            ),
          ),
        )
        .limit(1);
      if (!row) return null;
      return [row.audioKey, row.videoKey, row.coverKey].find((key) => key?.endsWith(`/${file}`)) ?? null;
    },

    /** Published episodes that have audio, newest first: the podcast feed's items. */
    async feedEpisodes(limit: number): Promise<FeedEpisodeRow[]> {
      const rows = await db
        .select({
          id: contentPosts.id,
          slug: contentPosts.slug,
          title: contentPosts.title,
          summary: contentPosts.summary,
          publishedAt: contentPosts.publishedAt,
          durationSeconds: contentPosts.durationSeconds,
          audioKey: contentPosts.audioKey,
          audioBytes: contentPosts.audioBytes,
          audioType: contentPosts.audioType,
        })
        .from(contentPosts)
        .where(and(where('cybercast', {}), isNotNull(contentPosts.audioKey)))
        .orderBy(desc(contentPosts.publishedAt), desc(contentPosts.id))
        .limit(limit);
      return rows.map((row) => ({
        ...row,
        audioUrl: mediaUrlOf(row.audioKey ?? ''),
        audioBytes: row.audioBytes ?? 0,
        audioType: row.audioType ?? 'audio/mpeg',
      }));
    },

    async findPublished(kind: ContentKind, slug: string) {
      const [row] = await selectItems().where(and(where(kind, {}), eq(contentPosts.slug, slug)));
      return row ?? null;
    },
  };
}

export type ContentRow = Awaited<ReturnType<ReturnType<typeof createContentRepository>['list']>>['rows'][number];

export interface FeedEpisodeRow {
  id: number;
  slug: string;
  title: string;
  summary: string;
  publishedAt: Date | null;
  durationSeconds: number | null;
  audioUrl: string;
  audioBytes: number;
  audioType: string;
}
