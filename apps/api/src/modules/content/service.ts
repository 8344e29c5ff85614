// Blog and Cybercast for the public site: categories, paginated lists (optionally one category, searchable),
// and a blog post with related posts of its category.
import type { BlogPost, BlogPostSummary, ContentCategory, CybercastEpisode } from '@akademi-siber/util-contracts';
import type { Database } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import type { PageRequest } from '../../plugins/request-schemas';
import { mediaUrlOf } from './cybercast-media';
import { createContentRepository, type ContentKind, type ContentRow } from './repository';

export const CATEGORY_NOT_FOUND = 'Kategori tidak ditemukan';
export const POST_NOT_FOUND = 'Artikel tidak ditemukan';
export const EPISODE_NOT_FOUND = 'Episode tidak ditemukan';
const RELATED_POSTS = 3;
/** Podcast apps read the newest items; older episodes stay on the site. */
const FEED_ITEMS = 300;

function base(row: ContentRow) {
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    category: { slug: row.categorySlug, category: row.category },
    author: { name: row.authorName, username: row.authorUsername },
    coverUrl: row.coverUrl,
    // Listed rows are published, so the date is there.
    publishedAt: (row.publishedAt ?? new Date(0)).toISOString(),
  };
}

const toPostSummary = (row: ContentRow): BlogPostSummary => ({ ...base(row), readingMinutes: row.readingMinutes });
const toEpisode = (row: ContentRow): CybercastEpisode => ({
  ...base(row),
  body: row.body,
  durationSeconds: row.durationSeconds ?? 0,
  mediaUrl: row.audioKey ? mediaUrlOf(row.audioKey) : row.mediaUrl,
  videoUrl: row.videoKey ? mediaUrlOf(row.videoKey) : null,
});

export interface ListRequest {
  category?: string;
  search?: string;
  page: PageRequest;
}

export function createContentService(db: Database) {
  const repository = createContentRepository(db);

  async function rows(kind: ContentKind, request: ListRequest) {
    let categoryId: number | undefined;
    if (request.category !== undefined) {
      const category = await repository.findCategory(kind, request.category);
      if (!category) throw new ApiError(404, CATEGORY_NOT_FOUND);
      categoryId = category.id;
    }
    return repository.list(kind, { categoryId, search: request.search }, request.page);
  }

  return {
    categories(kind: ContentKind): Promise<ContentCategory[]> {
      return repository.listCategories(kind);
    },

    async blogPosts(request: ListRequest): Promise<{ items: BlogPostSummary[]; total: number }> {
      const { rows: found, total } = await rows('blog', request);
      return { items: found.map(toPostSummary), total };
    },

    async blogPost(slug: string): Promise<BlogPost> {
      const row = await repository.findPublished('blog', slug);
      if (!row) throw new ApiError(404, POST_NOT_FOUND);
      const related = await repository.list(
        'blog',
        { categoryId: row.categoryId, excludeId: row.id },
        { limit: RELATED_POSTS, offset: 0 },
      );
      return { ...toPostSummary(row), body: row.body, related: related.rows.map(toPostSummary) };
    },

    async episodes(request: ListRequest): Promise<{ items: CybercastEpisode[]; total: number }> {
      const { rows: found, total } = await rows('cybercast', request);
      return { items: found.map(toEpisode), total };
    },

    async episode(slug: string): Promise<CybercastEpisode> {
      const row = await repository.findPublished('cybercast', slug);
      if (!row) throw new ApiError(404, EPISODE_NOT_FOUND);
      return toEpisode(row);
    },

    mediaKey: (file: string) => repository.findPublishedMediaKey(file),
    feedEpisodes: () => repository.feedEpisodes(FEED_ITEMS),
  };
}
