// The static pages (decision 0052): every database starts with the text the site showed before (the migration writes
// it), anyone reads a page, only admins change one, and a change moves "Terakhir diperbarui" to now.
import type { AdminStaticPage, StaticPage } from '@akademi-siber/util-contracts';
import { bearer, buildTestApp, expectErrorEnvelope, loginAs, type TestApp } from '../../test/helpers';

describe('the static pages (/api/pages, /api/lcadm/pages)', () => {
  let harness: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    harness = await buildTestApp();
    admin = bearer(await loginAs(harness.app, 'admin'));
  });
  afterAll(() => harness.close());

  it('starts with the four pages and their text as Markdown', async () => {
    const listed = await harness.app.inject({ method: 'GET', url: '/api/lcadm/pages', headers: admin });
    const pages = listed.json<{ data: AdminStaticPage[] }>().data;
    expect(pages.map((page) => [page.slug, page.path]).sort()).toEqual([
      ['kebijakan-afiliasi', '/affiliate-program/kebijakan'],
      ['kebijakan-privasi', '/kebijakan-privasi'],
      ['syarat-dan-ketentuan', '/syarat-dan-ketentuan'],
      ['tentang-kami', '/tentang-kami'],
    ]);
    const about = await harness.app.inject({ method: 'GET', url: '/api/pages/tentang-kami' });
    const page = about.json<{ data: StaticPage }>().data;
    expect(page.title).toBe('Tentang Kami');
    expect(page.body).toContain('## Misi kami');
    expect(page.body).toContain('- Belajar Online: kelas mandiri');
    expect(page.updatedAt).toBe('2026-01-14T17:00:00.000Z');
    expectErrorEnvelope(await harness.app.inject({ method: 'GET', url: '/api/pages/tidak-ada' }), 404);
    expectErrorEnvelope(await harness.app.inject({ method: 'GET', url: '/api/pages/Bukan%20Slug' }), 422);
  });

  it('lets an admin change a page: the text and the date change, and who made it is kept', async () => {
    const before = Date.now();
    const saved = await harness.app.inject({
      method: 'PUT',
      url: '/api/lcadm/pages/syarat-dan-ketentuan',
      headers: admin,
      payload: { title: 'Syarat dan Ketentuan', body: 'Teks **baru**.\n\n## Akun\n\nSatu akun untuk satu orang.' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ data: AdminStaticPage }>().data.updatedBy).toEqual({ name: expect.any(String) });
    const page = (await harness.app.inject({ method: 'GET', url: '/api/pages/syarat-dan-ketentuan' })).json<{
      data: StaticPage;
    }>().data;
    expect(page.body).toBe('Teks **baru**.\n\n## Akun\n\nSatu akun untuk satu orang.');
    expect(new Date(page.updatedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('refuses an empty text, an unknown page, and anyone but an admin', async () => {
    const put = (slug: string, payload: object, headers = admin) =>
      harness.app.inject({ method: 'PUT', url: `/api/lcadm/pages/${slug}`, headers, payload });
    expectErrorEnvelope(await put('tentang-kami', { title: 'Tentang Kami', body: '   ' }), 422);
    expectErrorEnvelope(await put('tidak-ada', { title: 'Tentang Kami', body: 'Isi' }), 404);
    for (const role of ['member', 'author'] as const) {
      const headers = bearer(await loginAs(harness.app, role));
      expectErrorEnvelope(await put('tentang-kami', { title: 'Diubah', body: 'Isi' }, headers), 403);
    }
    expectErrorEnvelope(await harness.app.inject({ method: 'GET', url: '/api/lcadm/pages' }), 401);
  });
});
