// What decision 0052 adds to the staff's Cybercast: categories (create, rename, delete only when unused), a cover and
// an optional MP4 video checked by their bytes (and ffprobe), served only once the episode is published.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AdminCybercastEpisode, StaffContentCategory } from '@akademi-siber/util-contracts';
import { multipart, PNG_BYTES } from '../orders/testing';
import { bearer, buildTestApp, expectErrorEnvelope, loginAs, type TestApp } from '../../test/helpers';

/** A one-second test picture as MP4, made by ffmpeg. */
function clipMp4(): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'clip-'));
  try {
    const file = path.join(dir, 'clip.mp4');
    execFileSync('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=160x120:rate=10:duration=1',
      '-pix_fmt',
      'yuv420p',
      file,
    ]);
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('Cybercast for the staff: categories, cover and video', () => {
  let harness: TestApp;
  let admin: Record<string, string>;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
    harness.app.inject({ method, url, payload, headers });
  const categories = async () =>
    (await call('GET', '/api/lcadm/cybercast/categories')).json<{ data: StaffContentCategory[] }>().data;
  const upload = (id: number, kind: 'cover' | 'video', bytes: Buffer, headers = admin) => {
    const body = multipart([{ field: 'file', filename: `berkas.${kind === 'cover' ? 'png' : 'mp4'}`, bytes }]);
    return harness.app.inject({
      method: 'POST',
      url: `/api/lcadm/cybercast/episodes/${id}/${kind}`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  beforeAll(async () => {
    harness = await buildTestApp();
    admin = bearer(await loginAs(harness.app, 'admin'));
  });
  afterAll(() => harness.close());

  it('creates, renames and deletes an unused category; one with episodes stays, saying why', async () => {
    const created = await call('POST', '/api/lcadm/cybercast/categories', { category: 'Riset Malware' });
    expect(created.statusCode).toBe(201);
    const made = created.json<{ data: StaffContentCategory }>().data;
    expect(made).toMatchObject({ slug: 'riset-malware', posts: 0 });
    const publicList = await harness.app.inject({ method: 'GET', url: '/api/cybercast/list-categories' });
    expect(publicList.json<{ data: { category: string }[] }>().data.at(-1)?.category).toBe('Riset Malware');
    expectErrorEnvelope(await call('POST', '/api/lcadm/cybercast/categories', { category: 'riset malware' }), 409);

    const renamed = await call('PUT', `/api/lcadm/cybercast/categories/${made.id}`, {
      category: 'Riset Malware Lokal',
    });
    expect(renamed.json<{ data: StaffContentCategory }>().data).toMatchObject({ slug: 'riset-malware' });

    const used = (await categories()).find((category) => category.posts > 0)!;
    const refused = await call('DELETE', `/api/lcadm/cybercast/categories/${used.id}`);
    expect(expectErrorEnvelope(refused, 409)).toBe(
      `Kategori "${used.category}" masih dipakai ${used.posts} episode. Pindahkan atau hapus episodenya lebih dulu.`,
    );
    expect((await call('DELETE', `/api/lcadm/cybercast/categories/${made.id}`)).statusCode).toBe(200);
    expect((await categories()).some((category) => category.id === made.id)).toBe(false);
    // A blog category is not a Cybercast one.
    expectErrorEnvelope(await call('DELETE', '/api/lcadm/cybercast/categories/1'), 404);

    const member = bearer(await loginAs(harness.app, 'member'));
    expectErrorEnvelope(await call('POST', '/api/lcadm/cybercast/categories', { category: 'Xy' }, member), 403);
  });

  it('takes a cover and an MP4 video by their bytes, and serves them only once the episode is out', async () => {
    const categoryId = (await categories())[0].id;
    const created = await call('POST', '/api/lcadm/cybercast/episodes', {
      title: 'Episode dengan video',
      slug: 'eps-video',
      categoryId,
      summary: 'Ada videonya.',
      showNotes: 'Catatan.',
      status: 'draft',
      publishedAt: null,
    });
    const { id } = created.json<{ data: AdminCybercastEpisode }>().data;

    expect(expectErrorEnvelope(await upload(id, 'video', PNG_BYTES), 422)).toBe('Video harus berupa berkas MP4.');
    expect(expectErrorEnvelope(await upload(id, 'cover', clipMp4()), 422)).toBe(
      'Gambar harus berupa berkas JPG, PNG, atau WebP.',
    );
    const cover = await upload(id, 'cover', PNG_BYTES);
    expect(cover.statusCode).toBe(200);
    const video = await upload(id, 'video', clipMp4());
    expect(video.statusCode).toBe(200);
    const episode = video.json<{ data: AdminCybercastEpisode }>().data;
    expect(episode.coverUrl).toMatch(/^\/api\/cybercast\/media\/[a-f0-9]{32}\.png$/);
    expect(episode.videoUrl).toMatch(/^\/api\/cybercast\/media\/[a-f0-9]{32}\.mp4$/);
    expect((await harness.app.inject({ method: 'GET', url: episode.videoUrl! })).statusCode).toBe(404);

    await call('PUT', `/api/lcadm/cybercast/episodes/${id}`, {
      title: 'Episode dengan video',
      slug: 'eps-video',
      categoryId,
      summary: 'Ada videonya.',
      showNotes: 'Catatan.',
      status: 'published',
      publishedAt: null,
    });
    const page = await harness.app.inject({ method: 'GET', url: '/api/cybercast/episodes/eps-video' });
    expect(page.json().data).toMatchObject({ videoUrl: episode.videoUrl, coverUrl: episode.coverUrl });
    const served = await harness.app.inject({
      method: 'GET',
      url: episode.videoUrl!,
      headers: { range: 'bytes=0-99' },
    });
    expect(served.statusCode).toBe(206);
    expect(served.headers['content-type']).toBe('video/mp4');
    expect((await harness.app.inject({ method: 'GET', url: episode.coverUrl! })).headers['content-type']).toBe(
      'image/png',
    );
    const author = bearer(await loginAs(harness.app, 'author'));
    expectErrorEnvelope(await upload(id, 'video', clipMp4(), author), 403);
  });
});
