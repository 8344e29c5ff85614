// The staff's blog posts (decision 0052): admin only, a unique slug, a staff author, a cover uploaded here (checked by
// its bytes), and what the public sees — published posts only; drafts and posts scheduled ahead answer 404 until
// their time has come (the public queries compare with now(), no job needed).
import type { AdminBlogPost } from '@akademi-siber/util-contracts';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import { PDF_BYTES, multipart, PNG_BYTES } from '../orders/testing';
import { jpegWithMetadata } from '../storage/image-fixtures';
import { bearer, buildTestApp, expectErrorEnvelope, loginAs, type TestApp } from '../../test/helpers';

const HOUR = 60 * 60 * 1000;

describe('the admin blog posts (/api/lcadm/blog/posts) and what the public sees', () => {
  let harness: TestApp;
  let admin: Record<string, string>;
  let categoryId: number;
  let authorId: number;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
    harness.app.inject({ method, url, payload, headers });
  const uploadImage = (bytes: Buffer, headers = admin) => {
    const body = multipart([{ field: 'file', filename: 'sampul.png', contentType: 'image/png', bytes }]);
    return harness.app.inject({
      method: 'POST',
      url: '/api/lcadm/blog/images',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const post = (slug: string, extra: Record<string, unknown> = {}) => ({
    title: 'Artikel uji coba editorial',
    slug,
    categoryId,
    authorId,
    summary: 'Ringkasan artikel uji.',
    body: '## Bagian pertama\n\nIsi **tebal** dan [tautan](https://example.com).',
    coverUrl: null,
    status: 'draft',
    publishedAt: null,
    ...extra,
  });
  const publicStatus = async (slug: string) =>
    (await harness.app.inject({ method: 'GET', url: `/api/blog/posts/${slug}` })).statusCode;
  const publicSlugs = async (query = '') =>
    (await harness.app.inject({ method: 'GET', url: `/api/blog/posts?per_page=50${query}` }))
      .json<{ data: { slug: string }[] }>()
      .data.map((item) => item.slug);

  beforeAll(async () => {
    harness = await buildTestApp();
    admin = bearer(await loginAs(harness.app, 'admin'));
    const categories = await call('GET', '/api/lcadm/blog/categories');
    categoryId = categories.json<{ data: { id: number; slug: string }[] }>().data.find((c) => c.slug === 'acara')!.id;
    const authors = (await call('GET', '/api/lcadm/blog/authors')).json<{ data: { id: number; name: string }[] }>();
    expect(authors.data.length).toBeGreaterThanOrEqual(2);
    authorId = authors.data[0].id;
  });
  afterAll(() => harness.close());

  it('is for admins only: a member and an author are refused, no token is a 401', async () => {
    for (const role of ['member', 'author'] as const) {
      const headers = bearer(await loginAs(harness.app, role));
      expectErrorEnvelope(await call('GET', '/api/lcadm/blog/posts', undefined, headers), 403);
      expectErrorEnvelope(await call('POST', '/api/lcadm/blog/posts', post('dari-bukan-admin'), headers), 403);
      expectErrorEnvelope(await uploadImage(PNG_BYTES, headers), 403);
    }
    expectErrorEnvelope(await call('GET', '/api/lcadm/blog/authors', undefined, {}), 401);
  });

  it('lists drafts, scheduled and published posts, filtered by status and searched', async () => {
    const all = (await call('GET', '/api/lcadm/blog/posts?per_page=50')).json<{
      data: AdminBlogPost[];
      meta: { total: number };
    }>();
    expect(all.meta.total).toBe(12);
    // The seed's one draft comes first.
    expect(all.data[0].status).toBe('draft');
    const drafts = (await call('GET', '/api/lcadm/blog/posts?status=draft')).json<{ data: AdminBlogPost[] }>().data;
    expect(drafts.every((item) => item.status === 'draft' && item.publishedAt === null)).toBe(true);
    const found = (await call('GET', '/api/lcadm/blog/posts?search=phishing')).json<{ data: AdminBlogPost[] }>();
    expect(found.data.map((item) => item.slug)).toContain('mengenali-email-phishing');
    expectErrorEnvelope(await call('GET', '/api/lcadm/blog/posts?status=hapus'), 422);
  });

  it('keeps a draft off the public site, publishes it, and the list, category and detail show it', async () => {
    const created = await call('POST', '/api/lcadm/blog/posts', post('artikel-draf-editorial'));
    expect(created.statusCode).toBe(201);
    const draft = created.json<{ data: AdminBlogPost }>().data;
    expect(draft).toMatchObject({ status: 'draft', publishedAt: null, category: { slug: 'acara' } });
    expect(await publicStatus('artikel-draf-editorial')).toBe(404);
    expect(await publicSlugs()).not.toContain('artikel-draf-editorial');

    const published = await call('PUT', `/api/lcadm/blog/posts/${draft.id}`, post(draft.slug, { status: 'published' }));
    expect(published.json<{ data: AdminBlogPost }>().data.status).toBe('published');
    expect(await publicStatus('artikel-draf-editorial')).toBe(200);
    expect(await publicSlugs('&category=acara')).toEqual(['artikel-draf-editorial']);
    const categories = await harness.app.inject({ method: 'GET', url: '/api/blog/list-categories' });
    expect(
      categories.json<{ data: { slug: string; total: number }[] }>().data.find((c) => c.slug === 'acara'),
    ).toMatchObject({ total: 1 });

    // Saving it again keeps its publication date.
    const date = published.json<{ data: AdminBlogPost }>().data.publishedAt;
    const again = await call('PUT', `/api/lcadm/blog/posts/${draft.id}`, post(draft.slug, { status: 'published' }));
    expect(again.json<{ data: AdminBlogPost }>().data.publishedAt).toBe(date);
  });

  it('schedules a post for a future time: hidden until then, public once the time has come', async () => {
    const at = new Date(Date.now() + 2 * HOUR).toISOString();
    const created = await call(
      'POST',
      '/api/lcadm/blog/posts',
      post('artikel-terjadwal', { status: 'scheduled', publishedAt: at }),
    );
    const scheduled = created.json<{ data: AdminBlogPost }>().data;
    expect(scheduled).toMatchObject({ status: 'scheduled', publishedAt: at });
    expect(await publicStatus('artikel-terjadwal')).toBe(404);
    expect(await publicSlugs()).not.toContain('artikel-terjadwal');
    const listed = (await call('GET', '/api/lcadm/blog/posts?status=scheduled')).json<{ data: AdminBlogPost[] }>();
    expect(listed.data.map((item) => item.slug)).toEqual(['artikel-terjadwal']);

    // The clock passes the date (moved here by hand): nothing has to run for the post to appear.
    await harness.db.execute(
      sql`update content_posts set published_at = now() - interval '1 minute' where id = ${scheduled.id}`,
    );
    expect(await publicStatus('artikel-terjadwal')).toBe(200);
  });

  it('refuses a schedule in the past, a published date ahead, a taken slug, an unknown category or author', async () => {
    const errorsOf = async (body: object) => {
      const answer = await call('POST', '/api/lcadm/blog/posts', body);
      expect(answer.statusCode).toBe(422);
      return answer.json<{ data: { errors: { path: string; message: string }[] } }>().data.errors;
    };
    const past = new Date(Date.now() - HOUR).toISOString();
    const ahead = new Date(Date.now() + 3 * HOUR).toISOString();
    expect(await errorsOf(post('jadwal-lalu', { status: 'scheduled', publishedAt: past }))).toEqual([
      { path: 'publishedAt', message: 'Jadwal terbit harus di masa depan' },
    ]);
    expect(await errorsOf(post('jadwal-kosong', { status: 'scheduled', publishedAt: null }))).toEqual([
      { path: 'publishedAt', message: 'Tanggal dan jam terbit wajib diisi untuk artikel terjadwal' },
    ]);
    expect(await errorsOf(post('terbit-nanti', { status: 'published', publishedAt: ahead }))).toEqual([
      { path: 'publishedAt', message: 'Tanggal terbit di masa depan: pilih status Terjadwal' },
    ]);
    expect(await errorsOf(post('mengenali-email-phishing'))).toEqual([
      { path: 'slug', message: 'Slug sudah dipakai artikel lain' },
    ]);
    expect(await errorsOf(post('kategori-asing', { categoryId: 999999 }))).toEqual([
      { path: 'categoryId', message: 'Kategori blog tidak ditemukan' },
    ]);
    const [member] = await harness.db.select({ id: users.id }).from(users).where(eq(users.idRole, 1)).limit(1);
    expect(await errorsOf(post('penulis-member', { authorId: member.id }))).toEqual([
      { path: 'authorId', message: 'Penulis harus akun author atau admin yang aktif' },
    ]);
    expect((await errorsOf(post('Slug Salah'))).map((error) => error.path)).toEqual(['slug']);
    expect((await errorsOf({ ...post('kolom-lain'), extra: true })).length).toBeGreaterThan(0);
  });

  it('takes a cover by its bytes without its metadata, serves it publicly, and refuses what is not a picture', async () => {
    const wrong = await uploadImage(PDF_BYTES);
    expect(expectErrorEnvelope(wrong, 422)).toBe('Gambar harus berupa berkas JPG, PNG, atau WebP.');
    const uploaded = await uploadImage(jpegWithMetadata());
    expect(uploaded.statusCode).toBe(201);
    const { url } = uploaded.json<{ data: { url: string } }>().data;
    expect(url).toMatch(/^\/api\/blog\/images\/\d{4}-\d{2}-[a-f0-9]{32}\.jpg$/);
    const served = await harness.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.includes(Buffer.from('SERIAL-PONSEL-123'))).toBe(false);

    const created = await call(
      'POST',
      '/api/lcadm/blog/posts',
      post('artikel-bersampul', { coverUrl: url, status: 'published' }),
    );
    expect(created.json<{ data: AdminBlogPost }>().data.coverUrl).toBe(url);
    const detail = await harness.app.inject({ method: 'GET', url: '/api/blog/posts/artikel-bersampul' });
    expect(detail.json<{ data: { coverUrl: string } }>().data.coverUrl).toBe(url);

    const missing = '/api/blog/images/2026-01-0123456789abcdef0123456789abcdef.png';
    const refused = await call('POST', '/api/lcadm/blog/posts', post('sampul-hilang', { coverUrl: missing }));
    expect(refused.json().data.errors).toEqual([
      { path: 'coverUrl', message: 'Sampul tidak ditemukan. Unggah ulang gambarnya.' },
    ]);
    expect((await harness.app.inject({ method: 'GET', url: missing })).statusCode).toBe(404);
    expect(
      (await harness.app.inject({ method: 'GET', url: '/api/blog/images/..%2F..%2Fetc%2Fpasswd' })).statusCode,
    ).toBe(404);
  });

  it('gives a post by id to edit, deletes it, and then both answer 404', async () => {
    const created = await call('POST', '/api/lcadm/blog/posts', post('artikel-dihapus', { status: 'published' }));
    const { id } = created.json<{ data: AdminBlogPost }>().data;
    expect((await call('GET', `/api/lcadm/blog/posts/${id}`)).json<{ data: AdminBlogPost }>().data.slug).toBe(
      'artikel-dihapus',
    );
    expect((await call('DELETE', `/api/lcadm/blog/posts/${id}`)).statusCode).toBe(200);
    expectErrorEnvelope(await call('GET', `/api/lcadm/blog/posts/${id}`), 404);
    expectErrorEnvelope(await call('DELETE', `/api/lcadm/blog/posts/${id}`), 404);
    expect(await publicStatus('artikel-dihapus')).toBe(404);
  });
});
