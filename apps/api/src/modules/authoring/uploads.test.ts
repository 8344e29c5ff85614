// The uploads of authoring end to end (decision 0042): a file material's file and a video material's video go to
// storage (the video as an HLS stream made by ffmpeg), replace what was there, leave with the material, and reach an
// enrolled member through the course player's own endpoints. Refusals: type by the bytes, size, the wrong material,
// a body that is not multipart, and a stranger (before the upload is read).
import type { AuthoredMaterial, AuthoredModule, PlayerMaterial } from '@akademi-siber/util-contracts';
import { MATERIAL_FILE_MAX_BYTES } from '@akademi-siber/util-contracts';
import { and, eq } from 'drizzle-orm';
import { execFileSync } from 'node:child_process';
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

    harness = await buildTestApp({ uploadDir });
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

  it('turns a WebM into an HLS stream the enrolled member plays, and an MP4 replaces it', async () => {
    const video = await material('video', 'Demo serangan');
    const url = `${base}/materials/${video.id}/video`;
    const webm = readFileSync(path.join(videoDir, 'uji.webm'));
    const first = accepted(await upload(url, author, { bytes: webm, filename: 'demo.webm' }));
    expect(first).toMatchObject({ hasVideo: true, durationSeconds: 2 });
    const firstStream = storedFiles(uploadDir);
    expect(firstStream.some((name) => name.endsWith('.m3u8'))).toBe(true);
    expect(firstStream.every((name) => name.startsWith(path.posix.dirname(firstStream[0])))).toBe(true);

    const hlsUrl = (await player(video.hashId)).hlsUrl ?? '';
    expect(hlsUrl).toMatch(/\/hls\/[a-f0-9]{32}\.m3u8$/);
    const playlist = await json('GET', hlsUrl, member);
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    const segment = playlist.body.split('\n').find((line) => line.endsWith('.ts')) ?? '';
    const part = await json('GET', hlsUrl.replace(/[a-f0-9]{32}\.m3u8$/, segment), member);
    expect(part.statusCode).toBe(200);
    expect(part.headers['content-type']).toBe('video/mp2t');
    expect(part.rawPayload[0]).toBe(0x47);

    const mp4 = readFileSync(path.join(videoDir, 'uji.mp4'));
    expect(accepted(await upload(url, author, { bytes: mp4, filename: 'demo.mp4' })).durationSeconds).toBe(2);
    const secondStream = storedFiles(uploadDir);
    expect(secondStream.filter((name) => firstStream.includes(name))).toEqual([]);
    expect((await json('DELETE', `${base}/materials/${video.id}`, author)).statusCode).toBe(200);
    expect(storedFiles(uploadDir)).toEqual([]);
  }, 60_000);

  it('refuses what is not a playable MP4 or WebM, and a video for another kind of material', async () => {
    const video = await material('video', 'Video yang ditolak');
    const url = `${base}/materials/${video.id}/video`;
    expect(expectErrorEnvelope(await upload(url, author, { bytes: PDF_BYTES }), 422)).toBe(
      'Video harus berkas MP4 atau WebM.',
    );
    const fakeMp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(4000, 7)]);
    expect(expectErrorEnvelope(await upload(url, author, { bytes: fakeMp4 }), 422)).toMatch(
      /^Video tidak dapat dibaca/,
    );
    expect(expectErrorEnvelope(await upload(url, author, { bytes: Buffer.alloc(0) }), 422)).toBe(
      'Pilih video untuk diunggah.',
    );
    const file = await material('file', 'Bukan video');
    expect(
      expectErrorEnvelope(await upload(`${base}/materials/${file.id}/video`, author, { bytes: fakeMp4 }), 422),
    ).toBe('Video hanya dapat diunggah ke materi berjenis Video.');
    expect(expectErrorEnvelope(await upload(url, stranger, { bytes: fakeMp4 }), 404)).toBe(
      'Konten kelas tidak ditemukan.',
    );
    expect((await player(video.hashId)).hlsUrl).toBeNull();
    expect(storedFiles(uploadDir)).toEqual([]);
  });
});
