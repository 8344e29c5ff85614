// Uploads end to end with STORAGE_DRIVER=s3 (decision 0051): an episode's audio goes into the S3-compatible bucket
// (an in-process fake S3 server), nothing into the local folder, and the public media route serves it from the
// bucket with byte ranges (206), its type and caching headers, as it does from the folder.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AdminCybercastEpisode } from '@akademi-siber/util-contracts';
import { bearer, buildTestApp, loginAs, type TestApp } from '../../test/helpers';
import { multipart } from '../orders/testing';
import { startFakeS3, type FakeS3 } from '../storage/s3-fake';
import { toneMp3 } from './testing';

describe('Cybercast media with the S3-compatible storage', () => {
  let fake: FakeS3;
  let harness: TestApp;
  let uploadDir: string;

  beforeAll(async () => {
    fake = await startFakeS3('akademi-media', 'AKIAMEDIATEST');
    uploadDir = mkdtempSync(path.join(tmpdir(), 'akademi-s3-unused-'));
    harness = await buildTestApp({
      uploadDir,
      s3Storage: {
        bucket: 'akademi-media',
        region: 'us-east-1',
        endpoint: fake.endpoint,
        forcePathStyle: true,
        prefix: '',
        accessKeyId: 'AKIAMEDIATEST',
        secretAccessKey: 'media-test-secret',
      },
    });
  });
  afterAll(async () => {
    await harness.close();
    await fake.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  it('stores the uploaded audio in the bucket and serves a Range of it from there', async () => {
    const admin = await loginAs(harness.app, 'admin');
    const categories = await harness.app.inject({
      method: 'GET',
      url: '/api/lcadm/cybercast/categories',
      headers: bearer(admin),
    });
    const categoryId = categories.json<{ data: { id: number }[] }>().data[0].id;
    const created = await harness.app.inject({
      method: 'POST',
      url: '/api/lcadm/cybercast/episodes',
      headers: bearer(admin),
      payload: {
        title: 'Episode di bucket',
        slug: 'eps-bucket',
        categoryId,
        summary: 'Ringkasan episode uji.',
        showNotes: 'Catatan.',
        status: 'published',
        publishedAt: '2026-11-30T08:00:00+07:00',
      },
    });
    const { id } = created.json<{ data: AdminCybercastEpisode }>().data;
    const audio = toneMp3(2);
    const body = multipart([{ field: 'file', filename: 'episode.mp3', contentType: 'audio/mpeg', bytes: audio }]);
    const saved = await harness.app.inject({
      method: 'POST',
      url: `/api/lcadm/cybercast/episodes/${id}/audio`,
      headers: { ...bearer(admin), ...body.headers },
      payload: body.payload,
    });
    expect(saved.statusCode).toBe(200);
    const { audioUrl } = saved.json<{ data: AdminCybercastEpisode }>().data;
    const stored = [...fake.objects.entries()].find(([key]) => key.endsWith(String(audioUrl).split('/').pop() ?? '-'));
    expect(stored?.[1].equals(audio)).toBe(true);
    expect(existsSync(path.join(uploadDir, 'cybercast'))).toBe(false);

    const part = await harness.app.inject({ method: 'GET', url: String(audioUrl), headers: { range: 'bytes=10-109' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-109/${audio.length}`);
    expect(part.headers['content-type']).toBe('audio/mpeg');
    expect(part.headers['cache-control']).toBe('public, max-age=86400');
    expect(part.rawPayload.equals(audio.subarray(10, 110))).toBe(true);
    expect(fake.requests).toContain(`GET /akademi-media/${stored?.[0]}`);

    const whole = await harness.app.inject({ method: 'GET', url: String(audioUrl) });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-length']).toBe(String(audio.length));
    expect(whole.rawPayload.equals(audio)).toBe(true);

    const outside = await harness.app.inject({
      method: 'GET',
      url: String(audioUrl),
      headers: { range: 'bytes=9999999-' },
    });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${audio.length}`);
  });
});
