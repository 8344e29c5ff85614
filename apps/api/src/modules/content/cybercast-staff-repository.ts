// The staff's Cybercast episodes, drafts included: list with search, one by id, create, change, attach audio.
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contentCategories, contentPosts } from '../../db/schema';
import { createStaffItems } from './staff-items';
import type { PageRequest } from '../../plugins/request-schemas';

export interface EpisodeWrite {
  title: string;
  slug: string;
  categoryId: number;
  summary: string;
  body: string;
  publishedAt: Date | null;
}

const columns = {
  id: contentPosts.id,
  slug: contentPosts.slug,
  title: contentPosts.title,
  summary: contentPosts.summary,
  body: contentPosts.body,
  categoryId: contentPosts.categoryId,
  categorySlug: contentCategories.slug,
  category: contentCategories.category,
  publishedAt: contentPosts.publishedAt,
  durationSeconds: contentPosts.durationSeconds,
  audioKey: contentPosts.audioKey,
  coverKey: contentPosts.coverKey,
  coverUrl: contentPosts.coverUrl,
  videoKey: contentPosts.videoKey,
};

export function createStaffEpisodeRepository(db: Database) {
  const select = () =>
    db
      .select(columns)
      .from(contentPosts)
      .innerJoin(contentCategories, eq(contentCategories.id, contentPosts.categoryId));
  const items = createStaffItems(db, 'cybercast');

  return {
    categoryExists: items.categoryExists,
    slugTaken: items.slugTaken,
    insert: (values: EpisodeWrite & { authorId: number }) => items.insert(values),
    update: (id: number, values: EpisodeWrite) => items.update(id, values),

    async list(search: string | undefined, page: PageRequest) {
      const condition = items.listCondition(search);
      const [rows, total] = await Promise.all([
        select()
          .where(condition)
          // Newest first by when the episode is (or will be) out; a draft by when it was made.
          .orderBy(desc(sql`coalesce(${contentPosts.publishedAt}, ${contentPosts.createdAt})`), desc(contentPosts.id))
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

    /** Attaches a cover or a video and returns the key it replaced, if any, so the old file can be removed. */
    async setFile(
      id: number,
      file: { cover: { key: string; url: string } } | { video: { key: string; type: string } },
    ) {
      const before = await this.find(id);
      const values =
        'cover' in file
          ? { coverKey: file.cover.key, coverUrl: file.cover.url }
          : { videoKey: file.video.key, videoType: file.video.type };
      await items.update(id, values);
      return ('cover' in file ? before?.coverKey : before?.videoKey) ?? null;
    },

    /** Attaches the audio and returns the key it replaced, if any, so the old file can be removed. */
    async setAudio(id: number, audio: { key: string; bytes: number; type: string; seconds: number }) {
      const before = await this.find(id);
      await items.update(id, {
        audioKey: audio.key,
        audioBytes: audio.bytes,
        audioType: audio.type,
        durationSeconds: audio.seconds,
      });
      return before?.audioKey ?? null;
    },
  };
}

export type StaffEpisodeRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createStaffEpisodeRepository>['find']>>>;
