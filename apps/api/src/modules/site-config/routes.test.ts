import { buildTestApp, type TestApp } from '../../test/helpers';

describe('GET /api/config/public', () => {
  let harness: TestApp;

  beforeAll(async () => {
    harness = await buildTestApp({
      labSiteUrl: 'https://lab.contoh.id',
      jobsSiteUrl: 'https://karier.contoh.id',
      storeSiteUrl: 'https://toko.contoh.id',
    });
  });
  afterAll(() => harness.close());

  it('tells any visitor where the lab, jobs and store sites are, cacheable for a few minutes', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/config/public' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Berhasil',
      data: {
        lab_url: 'https://lab.contoh.id',
        jobs_url: 'https://karier.contoh.id',
        store_url: 'https://toko.contoh.id',
      },
    });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });
});
