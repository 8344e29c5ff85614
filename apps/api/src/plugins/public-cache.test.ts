import { eq } from 'drizzle-orm';
import Fastify, { type RouteOptions } from 'fastify';
import { contentCategories } from '../db/schema';
import { buildTestApp, type TestApp } from '../test/helpers';
import { registerPublicCache } from './public-cache';

describe('public micro-cache (config.publicCacheSeconds)', () => {
  let harness: TestApp;

  beforeAll(async () => {
    harness = await buildTestApp();
  });
  afterAll(() => harness.close());

  const categories = () => harness.app.inject({ method: 'GET', url: '/api/blog/list-categories' });

  it('answers repeats of a public URL from memory for a few seconds, with the same body and headers', async () => {
    const realNow = Date.now.bind(Date);
    let offset = 0;
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => realNow() + offset);
    try {
      const first = await categories();
      expect(first.statusCode).toBe(200);
      const [category] = await harness.db
        .select()
        .from(contentCategories)
        .where(eq(contentCategories.kind, 'blog'))
        .limit(1);
      await harness.db
        .update(contentCategories)
        .set({ category: 'Nama Baru' })
        .where(eq(contentCategories.id, category.id));

      const repeat = await categories();
      expect(repeat.body).toBe(first.body);
      expect(repeat.headers['content-type']).toBe(first.headers['content-type']);
      // Every answer still carries the security headers and stays out of shared caches like any API answer.
      expect(repeat.headers['x-content-type-options']).toBe('nosniff');
      expect(repeat.headers['cache-control']).toBe(first.headers['cache-control']);
      const head = await harness.app.inject({ method: 'HEAD', url: '/api/blog/list-categories' });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');

      offset = 5_001;
      expect((await categories()).body).toContain('Nama Baru');
    } finally {
      clock.mockRestore();
    }
  });

  it('keeps only successful answers: an error is computed again on every request', async () => {
    const bad = await harness.app.inject({ method: 'GET', url: '/api/blog/posts?category=tidak-ada' });
    expect(bad.statusCode).toBe(404);
    expect((await harness.app.inject({ method: 'GET', url: '/api/blog/posts?category=tidak-ada' })).statusCode).toBe(
      404,
    );
  });

  it('refuses at start a route that is not public or not a GET', async () => {
    const routes: RouteOptions[] = [
      {
        method: 'GET',
        url: '/api/x',
        handler: async () => 'x',
        config: { access: 'authenticated', publicCacheSeconds: 5 },
      },
      { method: 'POST', url: '/api/x', handler: async () => 'x', config: { access: 'public', publicCacheSeconds: 5 } },
      {
        method: 'GET',
        url: '/api/x',
        handler: async () => 'x',
        config: { access: 'public', publicCacheSeconds: 3600 },
      },
    ];
    for (const route of routes) {
      const app = Fastify();
      registerPublicCache(app);
      expect(() => app.route(route)).toThrow(/publicCacheSeconds/);
      await app.close();
    }
  });
});
