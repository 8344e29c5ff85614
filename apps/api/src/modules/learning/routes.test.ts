// @driver-sensitive: runs on PGlite too (apps/api/jest.pglite.config.js says why)
// The course player's API (decision 0020): only enrolled members (or subscribers, for subscription courses) see
// materials, the stream and the files; progress resumes where the member left off; completing a material awards
// points and XP once; completing every material of a course without an exam completes it with a certificate.
import type { CoursePlayer, MaterialProgressResult, PlayerMaterial } from '@akademi-siber/util-contracts';
import { and, eq } from 'drizzle-orm';
import { assessments, courses, enrollments, notifications, pointLedger, users } from '../../db/schema';
import { bearer, buildTestApp, expectErrorEnvelope, loginAs, type TestApp } from '../../test/helpers';
import { newMember, type TestMember } from '../orders/testing';
import { MATERIAL_AWARD } from './service';

const COURSE = 'ethical-hacking-untuk-pemula';

describe('course player: /api/member/kelas/:courseSlug…', () => {
  let harness: TestApp;
  let member: string;
  let outsider: TestMember;

  beforeAll(async () => {
    harness = await buildTestApp();
    member = await loginAs(harness.app, 'member');
    outsider = await newMember(harness, 'bukan.peserta');
  });
  afterAll(() => harness.close());

  const get = (url: string, token: string | null, headers: Record<string, string> = {}) =>
    harness.app.inject({ method: 'GET', url, headers: { ...(token ? bearer(token) : {}), ...headers } });
  const player = async (token: string, slug = COURSE) => {
    const response = await get(`/api/member/kelas/${slug}`, token);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: CoursePlayer }>().data;
  };
  const material = async (token: string, hashId: string, slug = COURSE) => {
    const response = await get(`/api/member/kelas/${slug}/materi/${hashId}`, token);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: PlayerMaterial }>().data;
  };
  const saveProgress = (token: string, hashId: string, body: object, slug = COURSE) =>
    harness.app.inject({
      method: 'PUT',
      url: `/api/member/kelas/${slug}/materi/${hashId}/progress`,
      headers: bearer(token),
      payload: body,
    });
  const materialsOf = (course: CoursePlayer) => course.modules.flatMap((module) => module.materials);

  it('gives the enrolled member the outline with the seeded progress and where to resume', async () => {
    const course = await player(member);
    expect(course).toMatchObject({
      slug: COURSE,
      totalMaterials: 9,
      completedMaterials: 4,
      progress: 44,
      completedAt: null,
      certificateNumber: null,
    });
    const all = materialsOf(course);
    expect(all.map((item) => item.done)).toEqual([true, true, true, true, false, false, false, false, false]);
    expect(course.resume?.hashId).toBe(all[4].hashId);
    expect(course.modules.every((module) => module.hasQuiz !== undefined)).toBe(true);
  });

  it('refuses every player route to a member who is not enrolled (403), and an unknown course (404)', async () => {
    const hashId = materialsOf(await player(member))[0].hashId;
    const urls = [
      `/api/member/kelas/${COURSE}`,
      `/api/member/kelas/${COURSE}/materi/${hashId}`,
      `/api/member/kelas/${COURSE}/materi/${hashId}/hls/kelas.m3u8`,
      `/api/member/kelas/${COURSE}/materi/${hashId}/file-token`,
    ];
    for (const url of urls) expect(expectErrorEnvelope(await get(url, outsider.token), 403)).toMatch(/belum terdaftar/);
    expect(expectErrorEnvelope(await saveProgress(outsider.token, hashId, { position_seconds: 1 }), 403)).toMatch(
      /belum terdaftar/,
    );
    expect(expectErrorEnvelope(await get('/api/member/kelas/tidak-ada', member), 404)).toBe('Kelas tidak ditemukan.');
    expect((await get(`/api/member/kelas/${COURSE}`, null)).statusCode).toBe(401);
    expect((await get(`/api/member/kelas/${COURSE}/materi/${hashId}/hls/kelas.m3u8`, null)).statusCode).toBe(401);
  });

  it('answers each kind of material with what it needs, and previous / next', async () => {
    const all = materialsOf(await player(member));
    const kinds = await Promise.all(all.map((item) => material(member, item.hashId)));
    const video = kinds.find((item) => item.kind === 'video')!;
    expect(video.hlsUrl).toBe(`/api/member/kelas/${COURSE}/materi/${video.hashId}/hls/kelas.m3u8`);
    const article = kinds.find((item) => item.kind === 'article')!;
    expect(article.body?.length).toBeGreaterThan(50);
    expect(kinds.find((item) => item.kind === 'file')!.fileName).toBe('lembar-kerja.pdf');
    expect(kinds.find((item) => item.kind === 'link')!.linkUrl).toMatch(/^https:\/\//);
    expect(kinds[0].previous).toBeNull();
    expect(kinds[0].next?.hashId).toBe(all[1].hashId);
    expect(kinds[8].next).toBeNull();
    // A material of another course is not found under this one.
    const other = materialsOf(await player(member, 'keamanan-aplikasi-web'))[0].hashId;
    expect(expectErrorEnvelope(await get(`/api/member/kelas/${COURSE}/materi/${other}`, member), 404)).toBe(
      'Materi tidak ditemukan.',
    );
  });

  it('streams the HLS playlist and its segments only to the enrolled member, with byte ranges', async () => {
    const video = (await material(member, materialsOf(await player(member))[0].hashId)).hlsUrl!;
    const playlist = await get(video, member);
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(playlist.headers['cache-control']).toBe('private, max-age=3600');
    expect(playlist.body).toContain('#EXTM3U');
    const segment = playlist.body.split('\n').find((line) => line.endsWith('.ts'))!;
    const part = await get(video.replace('kelas.m3u8', segment), member, { range: 'bytes=0-187' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('video/mp2t');
    expect(part.rawPayload.length).toBe(188);
    expect(part.rawPayload[0]).toBe(0x47); // MPEG-TS sync byte
    expect((await get(video.replace('kelas.m3u8', 'tidak-ada.ts'), member)).statusCode).toBe(404);
    expect((await get(video.replace('kelas.m3u8', '..%2F..%2Fpratinjau-kelas.webm'), member)).statusCode).toBe(422);
    expect((await get(video.replace('kelas.m3u8', segment), outsider.token)).statusCode).toBe(403);
  });

  it('downloads a file material with a single-use token, as an attachment', async () => {
    const all = materialsOf(await player(member));
    const file = all.find((item) => item.kind === 'file')!;
    const tokenResponse = await get(`/api/member/kelas/${COURSE}/materi/${file.hashId}/file-token`, member);
    expect(tokenResponse.statusCode).toBe(200);
    const { token } = tokenResponse.json<{ data: { token: string } }>().data;
    const url = `/api/member/kelas/${COURSE}/materi/${file.hashId}/file?token=${token}`;
    const download = await get(url, null);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    // Named by the material's title (the stored file is named by its content's hash), with its extension.
    const name = `${file.title}.pdf`;
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(download.statusCode).toBe(200);
    expect((await get(url, null)).statusCode).toBe(410);
    const video = all.find((item) => item.kind === 'video')!;
    expect(
      expectErrorEnvelope(await get(`/api/member/kelas/${COURSE}/materi/${video.hashId}/file-token`, member), 404),
    ).toBe('Materi ini bukan berkas yang bisa diunduh.');
  });

  it('saves the video position, resumes there, and awards points and XP once when a material is done', async () => {
    const target = materialsOf(await player(member))[4];
    const saved = await saveProgress(member, target.hashId, { position_seconds: 95 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ data: MaterialProgressResult }>().data).toMatchObject({
      done: false,
      positionSeconds: 95,
      progress: 44,
      pointsAwarded: 0,
    });
    const resumed = await player(member);
    expect(resumed.resume).toMatchObject({ hashId: target.hashId, positionSeconds: 95 });

    const before = await harness.db
      .select({ point: users.point, xp: users.xp })
      .from(users)
      .where(eq(users.email, 'member@akademisiber.id'));
    const done = await saveProgress(member, target.hashId, {
      position_seconds: target.durationSeconds + 500,
      completed: true,
    });
    expect(done.json<{ message: string }>().message).toBe('Materi selesai.');
    expect(done.json<{ data: MaterialProgressResult }>().data).toMatchObject({
      done: true,
      positionSeconds: target.durationSeconds,
      completedMaterials: 5,
      progress: 56,
      pointsAwarded: MATERIAL_AWARD.points,
      xpAwarded: MATERIAL_AWARD.xp,
      courseCompleted: false,
    });
    const again = await saveProgress(member, target.hashId, { position_seconds: 10, completed: true });
    expect(again.json<{ data: MaterialProgressResult }>().data).toMatchObject({
      done: true,
      completedMaterials: 5,
      pointsAwarded: 0,
      xpAwarded: 0,
    });
    const after = await harness.db
      .select({ point: users.point, xp: users.xp })
      .from(users)
      .where(eq(users.email, 'member@akademisiber.id'));
    expect(after[0].point - before[0].point).toBe(MATERIAL_AWARD.points);
    expect(after[0].xp - before[0].xp).toBe(MATERIAL_AWARD.xp);
    const [enrollment] = await harness.db
      .select({ progress: enrollments.progress, completedMaterials: enrollments.completedMaterials })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .innerJoin(users, eq(users.id, enrollments.userId))
      .where(and(eq(courses.slug, COURSE), eq(users.email, 'member@akademisiber.id')));
    expect(enrollment).toEqual({ progress: 56, completedMaterials: 5 });
  });

  it('never undoes a completion: a position saved at the same moment as "done" keeps the material done', async () => {
    const target = materialsOf(await player(member))[7];
    const answers = await Promise.all([
      saveProgress(member, target.hashId, { position_seconds: 0 }),
      saveProgress(member, target.hashId, { position_seconds: 0, completed: true }),
      saveProgress(member, target.hashId, { position_seconds: 3 }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(materialsOf(await player(member))[7].done).toBe(true);
    expect(
      (await saveProgress(member, target.hashId, { position_seconds: 5 })).json<{ data: MaterialProgressResult }>().data
        .done,
    ).toBe(true);
  });

  it('rejects a malformed position with an Indonesian message and saves nothing', async () => {
    const target = materialsOf(await player(member))[6];
    for (const body of [
      { position_seconds: -1 },
      { position_seconds: 'lima' },
      { position_seconds: 1.5 },
      { position_seconds: 10, completed: 'ya' },
      {},
    ]) {
      expect(expectErrorEnvelope(await saveProgress(member, target.hashId, body), 422)).toMatch(
        /Posisi video|Tanda selesai|wajib|Input/i,
      );
    }
    expect(materialsOf(await player(member))[6]).toMatchObject({ done: false, positionSeconds: 0 });
  });

  it('completes a course without an exam on its last material: certificate, award, notification', async () => {
    // The subscriber's first visit to a course of the subscription enrols them.
    const slug = 'keamanan-aplikasi-web';
    const [course] = await harness.db.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug));
    await harness.db.delete(assessments).where(and(eq(assessments.courseId, course.id), eq(assessments.kind, 'exam')));
    const open = materialsOf(await player(member, slug)).filter((item) => !item.done);
    let last: MaterialProgressResult | undefined;
    for (const item of open)
      last = (await saveProgress(member, item.hashId, { position_seconds: 0, completed: true }, slug)).json<{
        data: MaterialProgressResult;
      }>().data;
    expect(last).toMatchObject({ progress: 100, courseCompleted: true });
    expect(last?.certificateNumber).toMatch(/\S+/);
    const finished = await player(member, slug);
    expect(finished.completedAt).not.toBeNull();
    expect(finished.certificateNumber).toBe(last?.certificateNumber);
    const [award] = await harness.db
      .select()
      .from(pointLedger)
      .where(and(eq(pointLedger.source, 'course'), eq(pointLedger.reference, String(course.id))));
    expect(award).toMatchObject({ points: 50, xp: 100 });
    const bell = await harness.db
      .select({ link: notifications.link })
      .from(notifications)
      .where(eq(notifications.link, `/member/certificate/${last?.certificateNumber}`));
    expect(bell).toHaveLength(1);
  });
});
