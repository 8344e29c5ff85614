import type {
  ApiPage,
  BlogPost,
  BlogPostSummary,
  ContentCategory,
  CybercastEpisode,
} from '@akademi-siber/util-contracts';
import { and, eq } from 'drizzle-orm';
import { contentCategories, contentPosts } from '../../db/schema';
import { BLOG_POSTS, CYBERCAST_EPISODES, DEMO_EPISODE_AUDIO } from '../../db/seed-content';
import { bearer, buildTestApp, expectErrorEnvelope, loginAs, type TestApp } from '../../test/helpers';

const PUBLISHED_POSTS = BLOG_POSTS.filter((post) => post.publishedDaysAgo !== null);

describe('Blog and Cybercast', () => {
  let harness: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    harness.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    harness = await buildTestApp();
  });
  afterAll(() => harness.close());

  describe('GET /api/blog/list-categories and /api/cybercast/list-categories', () => {
    it('lists the blog categories in order, each with its number of published posts, without a token', async () => {
      const response = await get('/api/blog/list-categories');
      expect(response.statusCode).toBe(200);
      const body = response.json<{ success: boolean; message: string; data: ContentCategory[] }>();
      expect(body.success).toBe(true);
      expect(body.data.map((item) => item.category)).toEqual([
        'Tips Keamanan',
        'Berita Siber',
        'Tutorial',
        'Karier',
        'Acara',
      ]);
      // The draft in Tutorial is not counted; Acara has nothing yet.
      expect(body.data.find((item) => item.slug === 'tutorial')?.total).toBe(3);
      expect(body.data.find((item) => item.slug === 'acara')?.total).toBe(0);
    });

    it('lists the Cybercast categories separately from the blog ones', async () => {
      const body = (await get('/api/cybercast/list-categories')).json<{ data: ContentCategory[] }>();
      expect(body.data).toEqual([
        { slug: 'wawancara', category: 'Wawancara', total: 2 },
        { slug: 'bedah-kasus', category: 'Bedah Kasus', total: 2 },
        { slug: 'karier-siber', category: 'Karier Siber', total: 2 },
      ]);
    });
  });

  describe('GET /api/blog/posts', () => {
    it('pages through the published posts, newest first, with page, per_page and meta.total', async () => {
      const first = (await get('/api/blog/posts?page=1&per_page=4')).json<ApiPage<BlogPostSummary>>();
      expect(first.meta).toEqual({ page: 1, per_page: 4, total: PUBLISHED_POSTS.length });
      expect(first.data).toHaveLength(4);
      expect(first.data[0]).toMatchObject({
        slug: 'cara-membuat-password-yang-kuat',
        category: { slug: 'tips-keamanan', category: 'Tips Keamanan' },
        author: { name: 'Sari Admin', username: 'admin.demo' },
        // The seed's demo cover (decision 0052).
        coverUrl: '/api/blog/images/2026-01-de0000000000000000000000000000b1.jpg',
      });
      expect(first.data[0].readingMinutes).toBeGreaterThanOrEqual(1);
      const dates = first.data.map((post) => Date.parse(post.publishedAt));
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);

      const last = (await get('/api/blog/posts?page=3&per_page=4')).json<ApiPage<BlogPostSummary>>();
      expect(last.data).toHaveLength(PUBLISHED_POSTS.length - 8);
      const beyond = (await get('/api/blog/posts?page=9&per_page=4')).json<ApiPage<BlogPostSummary>>();
      expect(beyond.data).toEqual([]);
      expect(beyond.meta.total).toBe(PUBLISHED_POSTS.length);
    });

    it('never lists a draft or a post scheduled for later', async () => {
      const [category] = await harness.db
        .select({ id: contentCategories.id })
        .from(contentCategories)
        .where(and(eq(contentCategories.kind, 'blog'), eq(contentCategories.slug, 'karier')));
      const [admin] = await harness.db.select({ authorId: contentPosts.authorId }).from(contentPosts).limit(1);
      await harness.db.insert(contentPosts).values({
        kind: 'blog',
        slug: 'terjadwal-minggu-depan',
        title: 'Terjadwal',
        summary: 'Terbit minggu depan',
        body: 'Belum.',
        categoryId: category.id,
        authorId: admin.authorId,
        publishedAt: new Date(Date.now() + 7 * 86_400_000),
      });
      const all = (await get('/api/blog/posts?per_page=100')).json<ApiPage<BlogPostSummary>>();
      const slugs = all.data.map((post) => post.slug);
      expect(slugs).not.toContain('draf-panduan-zero-trust');
      expect(slugs).not.toContain('terjadwal-minggu-depan');
      expect((await get('/api/blog/posts/terjadwal-minggu-depan')).statusCode).toBe(404);
    });

    it('filters by category and by a search in title and summary', async () => {
      const career = (await get('/api/blog/posts?category=karier')).json<ApiPage<BlogPostSummary>>();
      expect(career.meta.total).toBe(2);
      expect(career.data.every((post) => post.category.slug === 'karier')).toBe(true);

      const empty = (await get('/api/blog/posts?category=acara')).json<ApiPage<BlogPostSummary>>();
      expect(empty).toMatchObject({ success: true, data: [], meta: { total: 0 } });

      const found = (await get(`/api/blog/posts?search=${encodeURIComponent('PHISHING')}`)).json<
        ApiPage<BlogPostSummary>
      >();
      expect(found.data.map((post) => post.slug)).toEqual(['mengenali-email-phishing']);
      // LIKE wildcards are matched literally.
      expect((await get('/api/blog/posts?search=%25')).json<ApiPage<BlogPostSummary>>().meta.total).toBe(0);
    });

    it('answers an unknown category with 404 and a malformed one with 422, in Indonesian', async () => {
      expect(expectErrorEnvelope(await get('/api/blog/posts?category=tidak-ada'), 404)).toBe(
        'Kategori tidak ditemukan',
      );
      expect(expectErrorEnvelope(await get('/api/blog/posts?category=Bukan%20Slug'), 422)).toBe('Kategori tidak valid');
      expect(expectErrorEnvelope(await get('/api/blog/posts?per_page=0'), 422)).toBe('Jumlah per halaman minimal 1');
    });
  });

  describe('GET /api/blog/posts/:blogSlug', () => {
    it('returns the post with its text and up to three related posts of the same category', async () => {
      const response = await get('/api/blog/posts/mengenali-email-phishing');
      expect(response.statusCode).toBe(200);
      const post = response.json<{ data: BlogPost }>().data;
      expect(post).toMatchObject({
        slug: 'mengenali-email-phishing',
        title: 'Mengenali Email Phishing dalam 30 Detik',
      });
      expect(post.body.split('\n\n')).toContain('## Periksa alamat pengirim');
      expect(post.related.map((item) => item.slug)).toEqual([
        'cara-membuat-password-yang-kuat',
        'keamanan-wifi-publik',
      ]);
    });

    it('answers a draft or an unknown slug with 404 and a malformed slug with 422', async () => {
      expect(expectErrorEnvelope(await get('/api/blog/posts/draf-panduan-zero-trust'), 404)).toBe(
        'Artikel tidak ditemukan',
      );
      expect(expectErrorEnvelope(await get('/api/blog/posts/tidak-ada'), 404)).toBe('Artikel tidak ditemukan');
      expect(expectErrorEnvelope(await get('/api/blog/posts/Bukan_Slug'), 422)).toBe('Alamat artikel tidak valid');
    });
  });

  describe('GET /api/cybercast/episodes', () => {
    it('pages through the episodes with their duration and show notes, and filters by category', async () => {
      const page = (await get('/api/cybercast/episodes?page=2&per_page=4')).json<ApiPage<CybercastEpisode>>();
      expect(page.meta).toEqual({ page: 2, per_page: 4, total: CYBERCAST_EPISODES.length });
      expect(page.data).toHaveLength(CYBERCAST_EPISODES.length - 4);

      const interviews = (await get('/api/cybercast/episodes?category=wawancara')).json<ApiPage<CybercastEpisode>>();
      expect(interviews.data.map((episode) => episode.slug)).toEqual([
        'eps-12-membangun-tim-soc-dari-nol',
        'eps-11-bug-bounty-di-indonesia',
      ]);
      expect(interviews.data[0]).toMatchObject({
        // Every demo episode plays the bundled clip, so its length is the clip's (seed-content.ts).
        durationSeconds: DEMO_EPISODE_AUDIO.durationSeconds,
        mediaUrl: '/api/cybercast/media/contoh-episode.mp3',
        author: { username: 'author.demo' },
      });
      expect(interviews.data[0].body).toContain('SIEM');
    });

    it('keeps blog and Cybercast categories apart', async () => {
      expect(expectErrorEnvelope(await get('/api/cybercast/episodes?category=karier'), 404)).toBe(
        'Kategori tidak ditemukan',
      );
    });
  });

  it('answers the same to a signed-in member as to a visitor', async () => {
    const token = await loginAs(harness.app, 'member');
    const visitor = await get('/api/cybercast/list-categories');
    const member = await get('/api/cybercast/list-categories', bearer(token));
    expect(member.json()).toEqual(visitor.json());
  });
});
