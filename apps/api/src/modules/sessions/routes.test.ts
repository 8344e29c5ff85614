// Batch sessions and attendance through the API (decision 0040): the member's batch home with phases and their own
// attendance, joining an open session once (Hadir, or Terlambat past the grace), refusals outside the window and for
// someone not enrolled, the calendar file through the token helper (it parses), and the instructor's sheet with
// audited corrections — only on their own batches.
import type {
  AttendanceCorrectionResult,
  AuthorBatchSummary,
  AttendanceSheet,
  MemberBatchHome,
  SessionJoinResult,
} from '@akademi-siber/util-contracts';
import { and, eq } from 'drizzle-orm';
import { batchSessions, liveClassBatches, sessionAttendance } from '../../db/schema';
import { bearer, buildTestApp, expectErrorEnvelope, loginAs, type TestApp } from '../../test/helpers';
import { createAccount, issueToken } from '../../test/ownership';

type Envelope<T> = { success: boolean; message: string; data: T };
const BATCH = '/api/member/liveclass/workshop-secure-coding/kelas-malam';
const MINUTE = 60_000;

/** Unfolds an iCalendar text (RFC 5545 §3.1) into its content lines, checking CRLF endings on the way. */
function icsLines(text: string): string[] {
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toContain('\n');
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
}

describe('batch sessions and attendance', () => {
  let harness: TestApp;
  let member: string;
  let author: string;
  let admin: string;
  let batchId: number;
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string | null, payload?: unknown) =>
    harness.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const home = async (token = member) => (await send('GET', BATCH, token)).json<Envelope<MemberBatchHome>>().data;
  /** Moves a session so that it starts `minutes` from now (negative: already started) and lasts `hours`. */
  const moveSession = async (sessionId: number, minutes: number, hours = 2) => {
    const startsAt = new Date(Date.now() + minutes * MINUTE);
    await harness.db
      .update(batchSessions)
      .set({ startsAt, endsAt: new Date(startsAt.getTime() + hours * 60 * MINUTE) })
      .where(eq(batchSessions.id, sessionId));
    return sessionId;
  };

  beforeAll(async () => {
    harness = await buildTestApp();
    [member, author, admin] = await Promise.all([
      loginAs(harness.app, 'member'),
      loginAs(harness.app, 'author'),
      loginAs(harness.app, 'admin'),
    ]);
    const [batch] = await harness.db
      .select({ id: liveClassBatches.id })
      .from(liveClassBatches)
      .where(eq(liveClassBatches.slug, 'kelas-malam'));
    batchId = batch.id;
  });
  afterAll(() => harness.close());

  it("shows the member's batch: sessions in order with their phase, their own attendance, and the rules", async () => {
    const data = await home();
    expect(data.liveClass).toMatchObject({ slug: 'workshop-secure-coding', instructor: expect.any(String) });
    expect(data.rules).toEqual({ lateAfterMinutes: 10, finalAfterMinutes: 1440, thresholdPercent: 75 });
    expect(data.sessions.map((session) => session.phase)).toEqual(['ended', 'open', 'upcoming']);
    // The held session: the seed's join (Hadir); the running one: nothing yet; providers told by the links' hosts.
    expect(data.sessions[0]).toMatchObject({ attendance: { status: 'hadir' }, final: true, meetingProvider: 'zoom' });
    expect(data.sessions[1]).toMatchObject({ attendance: null, final: false, meetingProvider: 'google-meet' });
    expect(data.sessions[2].meetingProvider).toBe('bigbluebutton');
    expect(data.attendance).toEqual({ attended: 1, held: 1, total: 3, percent: 33 });
    // No meeting link in the batch home: it comes with the join.
    expect(JSON.stringify(data)).not.toContain('meet.google.com');
  });

  it('records the first join of an open session once, and answers the meeting link every time', async () => {
    // The running session, started five minutes ago however long the run has taken since the database was seeded.
    const sessionId = await moveSession((await home()).sessions[1].id, -5);
    const url = `${BATCH}/sessions/${sessionId}/join`;
    const joins = await Promise.all(Array.from({ length: 5 }, () => send('POST', url, member)));
    const bodies = joins.map((response) => response.json<Envelope<SessionJoinResult>>());
    expect(joins.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(bodies.filter((body) => body.data.recordedNow)).toHaveLength(1);
    expect(bodies.map((body) => body.data.meetingUrl)).toEqual(Array(5).fill('https://meet.google.com/aks-demo-sesi'));
    expect(bodies.find((body) => body.data.recordedNow)?.message).toBe('Kehadiran tercatat.');
    expect(bodies.find((body) => !body.data.recordedNow)?.message).toBe('Kehadiran sudah tercatat sebelumnya.');
    // Five minutes after the start is inside the ten-minute grace.
    expect(bodies[0].data.attendance.status).toBe('hadir');
    const rows = await harness.db.select().from(sessionAttendance).where(eq(sessionAttendance.sessionId, sessionId));
    expect(rows).toHaveLength(1);
    expect((await home()).sessions[1].attendance).toMatchObject({ status: 'hadir', joinedAt: expect.any(String) });
  });

  it('records Terlambat past the grace, and refuses before the window, after the end, and without a link', async () => {
    const late = await createAccount(harness.db, 'member', 'peserta.terlambat');
    await harness.db.execute(
      `insert into batch_enrollments (user_id, batch_id, source) values (${late.id}, ${batchId}, 'purchase')`,
    );
    const token = await issueToken(harness.db, late.id);
    const join = (sessionId: number) => send('POST', `${BATCH}/sessions/${sessionId}/join`, token);

    const third = (await home()).sessions[2].id;
    const started = await moveSession(third, -30);
    const joined = (await join(started)).json<Envelope<SessionJoinResult>>().data;
    expect(joined.attendance.status).toBe('terlambat');

    const soon = await moveSession(third, 20);
    expect(expectErrorEnvelope(await join(soon), 409)).toBe(
      'Sesi belum dibuka. Tombol Gabung sesi aktif 15 menit sebelum sesi dimulai.',
    );
    await moveSession(third, 14);
    expect((await join(soon)).statusCode).toBe(200);
    const over = await moveSession(third, -200, 1);
    const [record] = await harness.db
      .delete(sessionAttendance)
      .where(and(eq(sessionAttendance.sessionId, over), eq(sessionAttendance.userId, late.id)))
      .returning();
    expect(record).toBeDefined();
    expect(expectErrorEnvelope(await join(over), 409)).toBe('Sesi sudah selesai.');
    await moveSession(third, 0);
    await harness.db.update(batchSessions).set({ meetingUrl: null }).where(eq(batchSessions.id, over));
    expect(expectErrorEnvelope(await join(over), 409)).toBe('Tautan ruang kelas sesi ini belum disiapkan pengajar.');
    // Back where the seed had it (nine days ahead), with its link.
    await moveSession(third, 9 * 24 * 60, 3);
    await harness.db
      .update(batchSessions)
      .set({ meetingUrl: 'https://bbb.akademisiber.id/b/kelas-malam' })
      .where(eq(batchSessions.id, over));
  });

  it('is for enrolled members: someone else gets 404, another session id 404, a visitor 401', async () => {
    const stranger = await createAccount(harness.db, 'member', 'bukan.peserta');
    const token = await issueToken(harness.db, stranger.id);
    expect(expectErrorEnvelope(await send('GET', BATCH, token), 404)).toBe(
      'Batch tidak ditemukan atau Anda tidak terdaftar di batch ini.',
    );
    const sessionId = (await home()).sessions[1].id;
    expect((await send('POST', `${BATCH}/sessions/${sessionId}/join`, token)).statusCode).toBe(404);
    expect(expectErrorEnvelope(await send('POST', `${BATCH}/sessions/999999/join`, member), 404)).toBe(
      'Sesi tidak ditemukan di batch ini.',
    );
    expect((await send('GET', BATCH, null)).statusCode).toBe(401);
  });

  it('hands the schedule as an iCalendar file through the token helper, once', async () => {
    const { token } = (await send('GET', `${BATCH}/jadwal-token`, member)).json<Envelope<{ token: string }>>().data;
    const file = await send('GET', `${BATCH}/jadwal.ics?token=${token}`, null);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="jadwal-workshop-secure-coding-kelas-malam.ics"',
    );
    const lines = icsLines(file.body);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(3);
    const sessions = (await home()).sessions;
    const starts = lines.filter((line) => line.startsWith('DTSTART:')).map((line) => line.slice(8));
    const utc = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');
    expect(starts).toEqual(sessions.map((session) => utc(session.startsAt)));
    // The join link is the platform's own page, never the meeting's.
    expect(lines.filter((line) => line.startsWith('URL:'))[1]).toMatch(
      new RegExp(`/member/liveclass/workshop-secure-coding/kelas-malam/sesi/${sessions[1].id}/gabung$`),
    );
    expect(file.body).not.toContain('meet.google.com');
    expect((await send('GET', `${BATCH}/jadwal.ics?token=${token}`, null)).statusCode).toBe(410);
  });

  it('gives the instructor their batches and the sheet; corrections need a reason and are audited', async () => {
    const batches = (await send('GET', '/api/author/liveclass', author)).json<Envelope<AuthorBatchSummary[]>>().data;
    expect(batches.map((item) => item.batch.slug)).toContain('kelas-malam');
    const sheetUrl = `/api/author/liveclass/workshop-secure-coding/batches/${batchId}/attendance`;
    const sheet = (await send('GET', sheetUrl, author)).json<Envelope<AttendanceSheet>>().data;
    const demo = sheet.members.find((row) => row.username === 'member.demo');
    expect(demo?.cells[0]).toMatchObject({ status: 'hadir', corrected: false });

    const [, second] = sheet.sessions;
    const batchUrl = `/api/author/liveclass/workshop-secure-coding/batches/${batchId}`;
    const recordUrl = `${batchUrl}/sessions/${second.id}/attendance`;
    const noReason = await send('PUT', `${recordUrl}/member.demo`, author, { status: 'izin', reason: ' ' });
    expect(noReason.statusCode).toBe(422);
    const corrected = await send('PUT', `${recordUrl}/member.demo`, author, {
      status: 'izin',
      reason: 'Sakit, surat dokter dikirim ke pengajar.',
    });
    expect(corrected.statusCode).toBe(200);
    const result = corrected.json<Envelope<AttendanceCorrectionResult>>();
    expect(result.message).toBe('Kehadiran diperbarui.');
    expect(result.data.cell).toMatchObject({ sessionId: second.id, status: 'izin', corrected: true });
    expect(result.data.correction).toMatchObject({
      from: 'hadir',
      to: 'izin',
      member: { username: 'member.demo' },
      by: { username: expect.any(String) },
      reason: 'Sakit, surat dokter dikirim ke pengajar.',
    });
    expect(
      expectErrorEnvelope(
        await send('PUT', `${recordUrl}/member.demo`, author, { status: 'izin', reason: 'lagi' }),
        409,
      ),
    ).toBe('Status kehadiran sudah Izin.');
    expect((await send('PUT', `${recordUrl}/tidak.ada`, author, { status: 'hadir', reason: 'coba' })).statusCode).toBe(
      404,
    );
    const after = (await send('GET', sheetUrl, author)).json<Envelope<AttendanceSheet>>().data;
    expect(after.corrections[0]).toMatchObject({ to: 'izin', session: { id: second.id } });
    // The member sees it too.
    expect((await home()).sessions[1].attendance?.status).toBe('izin');
    // An admin may correct any batch; another author, none.
    expect((await send('GET', sheetUrl, admin)).statusCode).toBe(200);
    const other = await createAccount(harness.db, 'author', 'pengajar.lain');
    const otherToken = await issueToken(harness.db, other.id);
    expect(expectErrorEnvelope(await send('GET', sheetUrl, otherToken), 404)).toBe('Batch tidak ditemukan.');
    expect((await send('GET', '/api/author/liveclass', otherToken)).json<Envelope<unknown[]>>().data).toEqual([]);
    expect((await send('GET', sheetUrl, member)).statusCode).toBe(403);
  });

  it('lets the instructor add, change and remove sessions; a session with attendance stays', async () => {
    const base = `/api/author/liveclass/workshop-secure-coding/batches/${batchId}/sessions`;
    const startsAt = new Date(Date.now() + 20 * 24 * 60 * MINUTE);
    const body = {
      title: 'Sesi tambahan: threat modeling',
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 120 * MINUTE).toISOString(),
      meetingUrl: 'https://zoom.us/j/99887766554',
    };
    const made = await send('POST', base, author, body);
    expect(made.statusCode).toBe(201);
    const session = made.json<Envelope<{ id: number; records: number; phase: string }>>().data;
    expect(session).toMatchObject({ title: body.title, meetingUrl: body.meetingUrl, phase: 'upcoming', records: 0 });
    // The batch now ends with its last session.
    const [batch] = await harness.db
      .select({ endsAt: liveClassBatches.endsAt })
      .from(liveClassBatches)
      .where(eq(liveClassBatches.id, batchId));
    expect(batch.endsAt.toISOString()).toBe(body.endsAt);

    const bad = async (payload: unknown, path: string) => {
      const response = await send('POST', base, author, payload);
      expect(response.statusCode).toBe(422);
      const errors = response.json<Envelope<{ errors: { path: string }[] }>>().data.errors;
      expect(errors.map((error) => error.path)).toContain(path);
    };
    await bad({ ...body, endsAt: body.startsAt }, 'endsAt');
    await bad({ ...body, meetingUrl: 'http://zoom.us/j/1' }, 'meetingUrl');
    await bad({ ...body, meetingUrl: 'javascript:alert(1)' }, 'meetingUrl');
    await bad({ ...body, title: 'x' }, 'title');

    const changed = await send('PUT', `${base}/${session.id}`, author, { ...body, meetingUrl: null });
    expect(changed.json<Envelope<{ meetingUrl: string | null }>>()).toMatchObject({
      message: 'Sesi disimpan.',
      data: { meetingUrl: null },
    });
    const deleted = await send('DELETE', `${base}/${session.id}`, author);
    expect(deleted.json<Envelope<null>>().message).toBe('Sesi dihapus.');
    // The held session has the records of the demo member and the seed's three other participants: it stays.
    const held = (await home()).sessions[0].id;
    expect(expectErrorEnvelope(await send('DELETE', `${base}/${held}`, author), 409)).toMatch(
      /^Sesi ini sudah punya 4 catatan kehadiran/,
    );
    // Another instructor reaches none of it.
    const other = await createAccount(harness.db, 'author', 'pengajar.sesi.lain');
    const otherToken = await issueToken(harness.db, other.id);
    expect((await send('POST', base, otherToken, body)).statusCode).toBe(404);
    expect((await send('PUT', `${base}/${held}`, otherToken, body)).statusCode).toBe(404);
  });
});
