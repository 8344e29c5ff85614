// The uploads of authoring end to end (decisions 0042, 0051): a file material's file and a video material's video go
// to storage (the video by a resumable tus upload, then as HLS renditions made by the transcoding job), replace what
// was there, leave with the material, and reach an enrolled member through the course player's own endpoints.
// Refusals: type by the bytes, size, the wrong material, a body that is not multipart, and a stranger.
import type { AuthoredMaterial, AuthoredModule, PlayerMaterial } from '@akademi-siber/util-contracts';
import { MATERIAL_FILE_MAX_BYTES, MATERIAL_VIDEO_MAX_BYTES } from '@akademi-siber/util-contracts';
import { and, eq } from 'drizzle-orm';
import { execFileSync } from 'node:child_process';
import { request } from 'node:http';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { courses, enrollments, liveClassBatches, users } from '../../db/schema';
import {
  bearer,
  buildTestApp,
  expectErrorEnvelope,
  loginAs,
  loginWithPassword,
  type TestApp,
} from '../../test/helpers';
import { createAccount } from '../../test/ownership';
import { multipart, PDF_BYTES, PNG_BYTES } from '../orders/testing';
import { TUS_MESSAGES } from './video-upload-routes';

type Envelope<T> = { success: boolean; message: string; data: T };

function storedFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('authoring uploads: material files and videos', () => {
  let harness: TestApp;
  let uploadDir: string;
  let videoDir: string;
  let author: string;
  let member: string;
  let stranger: string;
  let slug: string;
  let base: string;
  let module: AuthoredModule;

  const json = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
    harness.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const upload = (url: string, token: string, file: { bytes: Buffer; filename?: string; field?: string }) => {
    const body = multipart([
      { field: file.field ?? 'file', filename: file.filename ?? 'berkas.bin', bytes: file.bytes },
    ]);
    return harness.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  };
  const material = async (kind: 'file' | 'video' | 'article', title: string) => {
    const body = kind === 'article' ? { kind, title, body: 'Isi.' } : { kind, title };
    const response = await json('POST', `${base}/modules/${module.id}/materials`, author, body);
    expect(response.statusCode).toBe(201);
    return response.json<Envelope<AuthoredMaterial>>().data;
  };
  const accepted = (response: Awaited<ReturnType<typeof upload>>) => {
    expect({ status: response.statusCode, body: response.body }).toMatchObject({ status: 200 });
    return response.json<Envelope<AuthoredMaterial>>().data;
  };
  const player = async (hashId: string) =>
    (await json('GET', `/api/member/kelas/${slug}/materi/${hashId}`, member)).json<Envelope<PlayerMaterial>>().data;

  beforeAll(async () => {
    uploadDir = mkdtempSync(path.join(tmpdir(), 'akademi-uploads-'));
    videoDir = mkdtempSync(path.join(tmpdir(), 'akademi-video-uji-'));
    // Two seconds of picture and sound: a WebM (VP8 + Opus, to be encoded) and an MP4 (H.264 + AAC, to be copied).
    const source = ['-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=24:duration=2'];
    const tone = ['-f', 'lavfi', '-i', 'sine=frequency=440:duration=2', '-shortest'];
    const make = (...args: string[]) =>
      execFileSync('ffmpeg', ['-y', '-loglevel', 'error', ...source, ...tone, ...args]);
    make('-c:v', 'libvpx', '-b:v', '200k', '-c:a', 'libopus', path.join(videoDir, 'uji.webm'));
    make('-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', path.join(videoDir, 'uji.mp4'));

    harness = await buildTestApp({
      uploadDir,
      videoUploads: { dir: path.join(uploadDir, '..', path.basename(uploadDir) + '-tus'), expiryHours: 1 },
    });
    [author, member] = await Promise.all([loginAs(harness.app, 'author'), loginAs(harness.app, 'member')]);
    stranger = await loginWithPassword(harness.app, (await createAccount(harness.db, 'author', 'penulis.asing')).email);
    const [batch] = await harness.db
      .select({ id: liveClassBatches.id })
      .from(liveClassBatches)
      .where(eq(liveClassBatches.slug, 'kelas-malam'));
    slug = `batch-${batch.id}-materi`;
    base = `/api/author/content/${slug}`;
    const made = await json('POST', `${base}/modules`, author, { title: 'Modul unggahan' });
    module = made.json<Envelope<AuthoredModule>>().data;
    // The demo member learns in the content: the seed enrolled every seat of the batch in it (decision 0041; the
    // batch's own access rule is the course player's business).
    const [content] = await harness.db.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug));
    const [demo] = await harness.db.select({ id: users.id }).from(users).where(eq(users.username, 'member.demo'));
    const enrolled = await harness.db
      .select({ id: enrollments.id })
      .from(enrollments)
      .where(and(eq(enrollments.userId, demo.id), eq(enrollments.courseId, content.id)));
    expect(enrolled).toHaveLength(1);
  }, 60_000);
  afterAll(async () => {
    await harness.close();
    rmSync(uploadDir, { recursive: true, force: true });
    rmSync(videoDir, { recursive: true, force: true });
  });

  it('stores a PDF for a file material, replaces it, and the enrolled member downloads it', async () => {
    const file = await material('file', 'Lembar kerja');
    const first = accepted(
      await upload(`${base}/materials/${file.id}/file`, author, { bytes: PDF_BYTES, filename: 'a.pdf' }),
    );
    expect(first).toMatchObject({ id: file.id, fileType: 'pdf' });
    const firstFiles = storedFiles(uploadDir);
    expect(firstFiles).toEqual([expect.stringMatching(/^materials\/file\/\d{4}\/\d{2}\/[a-f0-9]{32}\.pdf$/)]);

    const csv = Buffer.from('nama,nilai\nRina,90\n', 'utf8');
    expect(
      accepted(await upload(`${base}/materials/${file.id}/file`, author, { bytes: csv, filename: 'nilai.csv' }))
        .fileType,
    ).toBe('csv');
    const replaced = storedFiles(uploadDir);
    expect(replaced).toHaveLength(1);
    expect(replaced[0]).toMatch(/\.csv$/);

    const token = (await json('GET', `/api/member/kelas/${slug}/materi/${file.hashId}/file-token`, member)).json<
      Envelope<{ token: string }>
    >().data.token;
    const download = await harness.app.inject({
      url: `/api/member/kelas/${slug}/materi/${file.hashId}/file?token=${token}`,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(download.rawPayload.equals(csv)).toBe(true);

    expect((await json('DELETE', `${base}/materials/${file.id}`, author)).statusCode).toBe(200);
    expect(storedFiles(uploadDir)).toEqual([]);
  });

  it('refuses wrong types, large files, the wrong material, other fields, other bodies and strangers', async () => {
    const file = await material('file', 'Berkas yang ditolak');
    const url = `${base}/materials/${file.id}/file`;
    expect(expectErrorEnvelope(await upload(url, author, { bytes: PNG_BYTES, filename: 'foto.pdf' }), 422)).toBe(
      'Berkas materi harus PDF, DOCX, XLSX, ZIP, TXT atau CSV.',
    );
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(MATERIAL_FILE_MAX_BYTES, 0x20)]);
    expect(expectErrorEnvelope(await upload(url, author, { bytes: big }), 413)).toBe(
      'Ukuran berkas materi maksimal 50 MB.',
    );
    expect(expectErrorEnvelope(await upload(url, author, { bytes: PDF_BYTES, field: 'berkas' }), 422)).toBe(
      'Pilih berkas untuk diunggah.',
    );
    const scripted = Buffer.from(
      PDF_BYTES.toString('latin1').replace(
        '/Type /Catalog',
        '/Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >>',
      ),
      'latin1',
    );
    expect(expectErrorEnvelope(await upload(url, author, { bytes: scripted }), 422)).toMatch(/^PDF ini/);
    expectErrorEnvelope(await json('POST', url, author, { file: 'bukan multipart' }), 415);
    const article = await material('article', 'Artikel');
    expect(
      expectErrorEnvelope(await upload(`${base}/materials/${article.id}/file`, author, { bytes: PDF_BYTES }), 422),
    ).toBe('Berkas hanya dapat diunggah ke materi berjenis Berkas.');
    expect(expectErrorEnvelope(await upload(url, stranger, { bytes: PDF_BYTES }), 404)).toBe(
      'Konten kelas tidak ditemukan.',
    );
    expectErrorEnvelope(await upload(url, member, { bytes: PDF_BYTES }), 403);
    expect(storedFiles(uploadDir)).toEqual([]);
  });

  const TUS = { 'tus-resumable': '1.0.0' };
  const uploadsUrl = (materialId: number) => `${base}/materials/${materialId}/video-uploads`;
  /** Starts a tus upload; answers the upload's URL. */
  const startUpload = async (materialId: number, size: number, token = author) => {
    const made = await harness.app.inject({
      method: 'POST',
      url: uploadsUrl(materialId),
      headers: { ...bearer(token), ...TUS, 'upload-length': String(size) },
    });
    expect({ status: made.statusCode, body: made.body }).toMatchObject({ status: 201 });
    const location = String(made.headers['location']);
    expect(location).toMatch(new RegExp(`^${uploadsUrl(materialId)}/${materialId}-[a-f0-9]{32}$`));
    return location;
  };
  const patch = (url: string, offset: number, bytes: Buffer, token = author) =>
    harness.app.inject({
      method: 'PATCH',
      url,
      headers: {
        ...bearer(token),
        ...TUS,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      },
      payload: bytes,
    });
  const offsetOf = async (url: string) => {
    const head = await harness.app.inject({ method: 'HEAD', url, headers: { ...bearer(author), ...TUS } });
    expect(head.statusCode).toBe(200);
    return Number(head.headers['upload-offset']);
  };
  /** A whole upload in one PATCH. */
  const tusUpload = async (materialId: number, bytes: Buffer) => {
    const url = await startUpload(materialId, bytes.length);
    return patch(url, 0, bytes);
  };
  const authored = async (materialId: number) => {
    const outline = await json('GET', `${base}/outline`, author);
    const modules = outline.json<Envelope<{ modules: AuthoredModule[] }>>().data.modules;
    return modules.flatMap((entry) => entry.materials).find((entry) => entry.id === materialId);
  };

  it('resumes an upload cut in the middle from the offset HEAD reports, then transcodes it', async () => {
    const video = await material('video', 'Demo serangan');
    const webm = readFileSync(path.join(videoDir, 'uji.webm'));
    const url = await startUpload(video.id, webm.length);
    // A real connection that dies halfway through the first PATCH.
    const address = await harness.app.listen({ port: 0, host: '127.0.0.1' });
    await new Promise<void>((resolve) => {
      const cut = request(`${address}${url}`, {
        method: 'PATCH',
        headers: {
          ...bearer(author),
          ...TUS,
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
          'content-length': String(webm.length),
        },
      });
      cut.on('error', () => resolve());
      cut.on('close', () => resolve());
      cut.write(webm.subarray(0, Math.floor(webm.length / 2)));
      setTimeout(() => cut.destroy(), 500);
    });
    let offset = 0;
    for (let tries = 0; tries < 50 && offset === 0; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      offset = await offsetOf(url);
    }
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThan(webm.length);
    // A PATCH from the wrong place is refused with the envelope; from the offset it completes.
    expect(expectErrorEnvelope(await patch(url, 0, webm), 409)).toBe(
      'Posisi unggahan tidak cocok dengan yang diterima server. Lanjutkan dari posisi terakhir.',
    );
    const rest = await patch(url, offset, webm.subarray(offset));
    expect({ status: rest.statusCode, body: rest.body }).toMatchObject({ status: 204 });
    expect(rest.headers['upload-offset']).toBe(String(webm.length));
    expect(await authored(video.id)).toMatchObject({ hasVideo: false, video: { status: 'uploaded', progress: 0 } });

    expect(await harness.app.jobs.runDue()).toBeGreaterThanOrEqual(1);
    const ready = await authored(video.id);
    expect(ready).toMatchObject({ hasVideo: true, durationSeconds: 2, video: { status: 'ready', progress: 100 } });
    const thumbnail = await harness.app.inject({ method: 'GET', url: ready?.video?.thumbnailUrl ?? '' });
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
    expect(thumbnail.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));

    // The member plays the master playlist; a 240-line original gets one rendition, never upscaled.
    const hlsUrl = (await player(video.hashId)).hlsUrl ?? '';
    const master = await json('GET', hlsUrl, member);
    expect(master.statusCode).toBe(200);
    expect(master.body).toContain('#EXT-X-STREAM-INF');
    const variants = master.body.split('\n').filter((line) => line.endsWith('.m3u8'));
    expect(variants).toHaveLength(1);
    expect(master.body).toMatch(/RESOLUTION=320x240/);
    const variant = await json('GET', hlsUrl.replace(/[a-f0-9]{32}\.m3u8$/, variants[0]), member);
    const segment = variant.body.split('\n').find((line) => line.endsWith('.ts')) ?? '';
    const part = await json('GET', hlsUrl.replace(/[a-f0-9]{32}\.m3u8$/, segment), member);
    expect(part.headers['content-type']).toBe('video/mp2t');
    expect(part.rawPayload[0]).toBe(0x47);
    expect(readdirSync(harness.config.videoUploads.dir)).toEqual([]);

    // A replacement: the old stream plays until the new one is ready, then the old files leave storage.
    const before = storedFiles(uploadDir);
    const mp4 = readFileSync(path.join(videoDir, 'uji.mp4'));
    expect((await tusUpload(video.id, mp4)).statusCode).toBe(204);
    expect((await player(video.hashId)).hlsUrl).toBe(hlsUrl);
    await harness.app.jobs.runDue();
    expect((await player(video.hashId)).hlsUrl).not.toBe(hlsUrl);
    expect(storedFiles(uploadDir).filter((name) => before.includes(name))).toEqual([]);
    expect((await json('DELETE', `${base}/materials/${video.id}`, author)).statusCode).toBe(200);
    expect(storedFiles(uploadDir)).toEqual([]);
  }, 120_000);

  it('keeps why a transcoding failed, and the author tries again', async () => {
    const video = await material('video', 'Video yang gagal');
    expect((await tusUpload(video.id, readFileSync(path.join(videoDir, 'uji.mp4')))).statusCode).toBe(204);
    const tools = harness.app.config.videoTools;
    const ffmpeg = tools.ffmpeg;
    tools.ffmpeg = '/tidak-ada/ffmpeg';
    try {
      await harness.app.jobs.runDue();
    } finally {
      tools.ffmpeg = ffmpeg;
    }
    expect((await authored(video.id))?.video).toMatchObject({
      status: 'failed',
      error: 'Server belum dapat memproses video (ffmpeg tidak tersedia). Hubungi admin.',
    });
    const retryUrl = `${base}/materials/${video.id}/video/retry`;
    expect(expectErrorEnvelope(await json('POST', retryUrl, stranger), 404)).toBe('Konten kelas tidak ditemukan.');
    const retried = await json('POST', retryUrl, author);
    expect(retried.statusCode).toBe(200);
    expect(retried.json<Envelope<AuthoredMaterial>>().data.video).toMatchObject({ status: 'uploaded', error: null });
    await harness.app.jobs.runDue();
    expect((await authored(video.id))?.video).toMatchObject({ status: 'ready' });
    expect(expectErrorEnvelope(await json('POST', retryUrl, author), 409)).toBe(
      'Video ini tidak sedang gagal diproses, jadi tidak perlu dicoba lagi.',
    );
    expect((await json('DELETE', `${base}/materials/${video.id}`, author)).statusCode).toBe(200);
  }, 120_000);

  it('refuses what is not a playable MP4 or WebM, too large, another kind of material, and strangers', async () => {
    const video = await material('video', 'Video yang ditolak');
    expect(expectErrorEnvelope(await tusUpload(video.id, PDF_BYTES), 422)).toBe('Video harus berkas MP4 atau WebM.');
    const fakeMp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(4000, 7)]);
    expect(expectErrorEnvelope(await tusUpload(video.id, fakeMp4), 422)).toMatch(/^Video tidak dapat dibaca/);
    const tooLarge = await harness.app.inject({
      method: 'POST',
      url: uploadsUrl(video.id),
      headers: { ...bearer(author), ...TUS, 'upload-length': String(MATERIAL_VIDEO_MAX_BYTES + 1) },
    });
    expect(expectErrorEnvelope(tooLarge, 413)).toBe('Ukuran video maksimal 300 MB.');
    const file = await material('file', 'Bukan video');
    const wrongKind = await harness.app.inject({
      method: 'POST',
      url: uploadsUrl(file.id),
      headers: { ...bearer(author), ...TUS, 'upload-length': '10' },
    });
    expect(expectErrorEnvelope(wrongKind, 422)).toBe('Video hanya dapat diunggah ke materi berjenis Video.');
    const strangers = await harness.app.inject({
      method: 'POST',
      url: uploadsUrl(video.id),
      headers: { ...bearer(stranger), ...TUS, 'upload-length': '10' },
    });
    expect(expectErrorEnvelope(strangers, 404)).toBe('Konten kelas tidak ditemukan.');
    // Another material's upload id is not this material's, even for its author.
    const other = await material('video', 'Video lain');
    const url = await startUpload(other.id, 10);
    const foreign = url.replace(`/materials/${other.id}/`, `/materials/${video.id}/`);
    expect(expectErrorEnvelope(await patch(foreign, 0, Buffer.alloc(10)), 404)).toBe(TUS_MESSAGES.notFound);
    expect(
      (await harness.app.inject({ method: 'DELETE', url, headers: { ...bearer(author), ...TUS } })).statusCode,
    ).toBe(204);
    expect((await player(video.hashId)).hlsUrl).toBeNull();
    expect(storedFiles(uploadDir)).toEqual([]);
    expect(readdirSync(harness.config.videoUploads.dir)).toEqual([]);
  });
});
