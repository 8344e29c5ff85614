// Pictures in a course article (decision 0054): the content's author uploads one, without its metadata, and gets a
// URL anyone shown the article can open; what is no picture, a stranger, a member and a published course's rows
// (the edit lock: changes go to the working copy) are refused before anything is stored.
import { PDF_BYTES, multipart, PNG_BYTES } from '../orders/testing';
import { jpegWithMetadata } from '../storage/image-fixtures';
import { createAccount } from '../../test/ownership';
import {
  bearer,
  buildTestApp,
  expectErrorEnvelope,
  loginAs,
  loginWithPassword,
  type TestApp,
} from '../../test/helpers';

const DRAFT = {
  title: 'Forensik Digital Dasar',
  slug: 'forensik-digital-dasar',
  level: 'Pemula',
  category: 'Digital Forensics',
  description: 'Mengumpulkan dan memeriksa bukti digital tanpa merusaknya, langkah demi langkah.',
  price: 150000,
  includedInSubscription: false,
};

describe('course article pictures (/api/author/content/:slug/images, /api/courses/images/:file)', () => {
  let harness: TestApp;
  let author: string;
  let stranger: string;
  let member: string;
  const imagesOf = (slug: string) => `/api/author/content/${slug}/images`;
  const upload = (url: string, token: string, bytes: Buffer, filename = 'diagram.jpg') => {
    const body = multipart([{ field: 'file', filename, bytes }]);
    return harness.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  };

  beforeAll(async () => {
    harness = await buildTestApp();
    [author, member] = await Promise.all([loginAs(harness.app, 'author'), loginAs(harness.app, 'member')]);
    stranger = await loginWithPassword(harness.app, (await createAccount(harness.db, 'author', 'penulis.lain')).email);
    const made = await harness.app.inject({
      method: 'POST',
      url: '/api/author/courses',
      headers: bearer(author),
      payload: DRAFT,
    });
    expect(made.statusCode).toBe(201);
  });
  afterAll(() => harness.close());

  it('stores the picture without its metadata and serves it to anyone, cached for good', async () => {
    const uploaded = await upload(imagesOf(DRAFT.slug), author, jpegWithMetadata());
    expect(uploaded.statusCode).toBe(201);
    const { url } = uploaded.json<{ data: { url: string } }>().data;
    expect(url).toMatch(/^\/api\/courses\/images\/\d{4}-\d{2}-[a-f0-9]{32}\.jpg$/);

    const served = await harness.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.rawPayload.includes(Buffer.from('SERIAL-PONSEL-123'))).toBe(false);

    const png = await upload(imagesOf(DRAFT.slug), author, PNG_BYTES, 'layar.png');
    expect(png.json<{ data: { url: string } }>().data.url).toMatch(/\.png$/);
  });

  it('refuses what is no picture, and finds nothing for a name that is not one', async () => {
    const wrong = await upload(imagesOf(DRAFT.slug), author, PDF_BYTES, 'bukan-gambar.jpg');
    expect(expectErrorEnvelope(wrong, 422)).toBe('Gambar harus berupa berkas JPG, PNG, atau WebP.');
    const notMultipart = await harness.app.inject({
      method: 'POST',
      url: imagesOf(DRAFT.slug),
      headers: bearer(author),
      payload: { file: 'x' },
    });
    expect(expectErrorEnvelope(notMultipart, 415)).toBe(
      'Unggah gambar sebagai multipart/form-data dengan kolom "file".',
    );
    for (const name of ['2026-01-0123456789abcdef0123456789abcdef.png', '..%2F..%2Fetc%2Fpasswd', 'a.jpg']) {
      const response = await harness.app.inject({ method: 'GET', url: `/api/courses/images/${name}` });
      expect(expectErrorEnvelope(response, 404)).toBe('Gambar tidak ditemukan.');
    }
  });

  it('lets only who may author the content upload, and not into a published course rows', async () => {
    expectErrorEnvelope(await upload(imagesOf(DRAFT.slug), stranger, PNG_BYTES), 404);
    expectErrorEnvelope(await upload(imagesOf(DRAFT.slug), member, PNG_BYTES), 403);
    expectErrorEnvelope(await upload(imagesOf('kelas-yang-tidak-ada'), author, PNG_BYTES), 404);
    // A published course is changed through its working copy (decision 0053), its pictures too.
    const locked = await upload(imagesOf('ethical-hacking-untuk-pemula'), author, PNG_BYTES);
    expect(expectErrorEnvelope(locked, 409)).toContain('Kelas ini sudah terbit.');
  });
});
