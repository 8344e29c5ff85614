// A corporate-training group's sessions (decision 0045), through the API as its people use them: the member's group
// home carries its sessions, attendance and learning; the instructor adds a session and the member joins it through
// the platform (attendance recorded once, points tied to the group, the attendance certificate once the group's
// threshold is met); the instructor corrects a record and the audit shows it; the calendar file lists the group's
// sessions with the member's own join links; another instructor and a stranger get nothing; an admin sets the
// group's rules, takes a participant out and sends an invited one a new link.
import {
  COHORT_PATHS,
  CORPORATE_TRAINING_PATHS,
  type AdminGroupDetail,
  type AttendanceCorrectionResult,
  type AttendanceSheet,
  type MemberGroupHome,
  type SessionJoinResult,
  type StaffSession,
} from '@akademi-siber/util-contracts';
import { and, eq } from 'drizzle-orm';
import { certificates, pointLedger, trainingGroupParticipants, trainingGroups, users } from '../../db/schema';
import { SEED_CORPORATE_TRAINING } from '../../db/seed-corporate-training';
import { bearer, buildTestApp, expectErrorEnvelope, loginAs, type TestApp } from '../../test/helpers';
import { mailsTo } from '../../test/mailbox';
import { createAccount, issueToken } from '../../test/ownership';

type Envelope<T> = { success: boolean; message: string; data: T };
const MINUTE = 60_000;
const { trainingSlug, groupSlug } = SEED_CORPORATE_TRAINING;
const MEMBER_REF = { trainingSlug, groupSlug };

describe("a corporate-training group's sessions", () => {
  let harness: TestApp;
  let member: string;
  let author: string;
  let admin: string;
  let groupId: number;
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string | null, payload?: unknown) =>
    harness.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const data = <T>(response: { statusCode: number; json: <U>() => U }) => {
    if (response.statusCode >= 300) throw new Error(`${response.statusCode} ${JSON.stringify(response.json())}`);
    return response.json<Envelope<T>>().data;
  };
  const home = async () =>
    data<MemberGroupHome>(await send('GET', CORPORATE_TRAINING_PATHS.memberGroup(trainingSlug, groupSlug), member));
  const staffRef = () => ({ trainingSlug, groupId });

  beforeAll(async () => {
    harness = await buildTestApp();
    [member, author, admin] = await Promise.all([
      loginAs(harness.app, 'member'),
      loginAs(harness.app, 'author'),
      loginAs(harness.app, 'admin'),
    ]);
    const [group] = await harness.db
      .select({ id: trainingGroups.id })
      .from(trainingGroups)
      .where(eq(trainingGroups.slug, groupSlug));
    groupId = group.id;
  });
  afterAll(() => harness.close());

  it("shows the member the group's sessions, their own attendance and the group's learning", async () => {
    const group = await home();
    expect(group.sessions.map((session) => session.title)).toEqual(SEED_CORPORATE_TRAINING.sessionTitles);
    expect(group.sessions[0]).toMatchObject({ phase: 'ended', attendance: { status: 'izin' } });
    expect(group.sessions[1]).toMatchObject({ phase: 'upcoming', attendance: null, meetingProvider: 'google-meet' });
    // The meeting link itself is given by the join only.
    expect(JSON.stringify(group)).not.toContain('meet.google.com/');
    expect(group.rules).toEqual({ lateAfterMinutes: 10, finalAfterMinutes: 1440, thresholdPercent: 75 });
    expect(group.attendance).toEqual({ attended: 0, held: 1, total: 4, percent: 0 });
    expect(group.learning?.certificate.attendance).toEqual({ percent: 0, thresholdPercent: 75, met: false });
    // The colleagues who attended lead the group's own leaderboard.
    expect(group.learning?.leaderboard.slice(0, 2).map((entry) => entry.xp)).toEqual([30, 30]);
  });

  it('records a join once, with points on the group and the certificate at the threshold', async () => {
    // The admin lowers the group's threshold to one session in five (the rules are the group's own).
    const detail = data<AdminGroupDetail>(
      await send('GET', CORPORATE_TRAINING_PATHS.adminGroup(trainingSlug, groupId), admin),
    );
    const saved = data<AdminGroupDetail>(
      await send('PUT', CORPORATE_TRAINING_PATHS.adminGroup(trainingSlug, groupId), admin, {
        name: detail.name,
        slug: detail.slug,
        companyId: detail.company.id,
        // Dates other than its sessions' span: a group with sessions keeps running from the first to the last.
        startsAt: new Date(Date.parse(detail.startsAt) - 24 * 60 * MINUTE).toISOString(),
        endsAt: detail.endsAt,
        instructorUsername: detail.instructor?.username,
        attendanceThresholdPercent: 20,
      }),
    );
    expect(saved.rules).toEqual({ lateAfterMinutes: 10, finalAfterMinutes: 1440, thresholdPercent: 20 });
    expect(saved.startsAt).toBe(detail.startsAt);

    // The instructor adds a session that started five minutes ago.
    const now = Date.now();
    const made = await send('POST', COHORT_PATHS.staffSessions(staffRef()), author, {
      title: 'Sesi tambahan: tanya jawab',
      startsAt: new Date(now - 5 * MINUTE).toISOString(),
      endsAt: new Date(now + 55 * MINUTE).toISOString(),
      meetingUrl: 'https://nusantara.zoom.us/j/123456789',
    });
    expect(made.statusCode).toBe(201);
    const session = made.json<Envelope<StaffSession>>().data;
    expect(session).toMatchObject({ phase: 'open', records: 0 });

    const join = await send('POST', COHORT_PATHS.memberJoin(MEMBER_REF, session.id), member);
    expect(join.json<Envelope<SessionJoinResult>>()).toMatchObject({
      message: 'Kehadiran tercatat.',
      data: { meetingUrl: 'https://nusantara.zoom.us/j/123456789', attendance: { status: 'hadir' }, recordedNow: true },
    });
    const again = await send('POST', COHORT_PATHS.memberJoin(MEMBER_REF, session.id), member);
    expect(again.json<Envelope<SessionJoinResult>>()).toMatchObject({
      message: 'Kehadiran sudah tercatat sebelumnya.',
      data: { recordedNow: false },
    });

    const group = await home();
    expect(group.attendance).toMatchObject({ attended: 1, total: 5, percent: 20 });
    // No tests in the group's content: attendance alone earns the certificate, issued by the join.
    const number = group.learning?.certificate.number;
    expect(number).toMatch(/^SAK-\d{6}-\d{4}$/);
    const [issued] = await harness.db
      .select({ title: certificates.title, kind: certificates.kind })
      .from(certificates)
      .where(eq(certificates.number, number!));
    expect(issued).toEqual({ kind: 'attendance', title: 'Security Awareness untuk Karyawan — Divisi Keuangan 2026' });
    expect((await send('GET', `/api/certificates/${number}`, null)).statusCode).toBe(200);
    const [award] = await harness.db
      .select({ points: pointLedger.points, contentCourseId: pointLedger.contentCourseId })
      .from(pointLedger)
      .where(and(eq(pointLedger.source, 'attendance'), eq(pointLedger.reference, String(session.id))));
    expect(award).toEqual({ points: 10, contentCourseId: expect.any(Number) });
    expect(group.learning?.leaderboard.find((entry) => entry.me)?.xp).toBeGreaterThanOrEqual(30);
  });

  it('lets the instructor correct a record, with the audit on the sheet', async () => {
    const sheet = data<AttendanceSheet>(await send('GET', COHORT_PATHS.staffAttendance(staffRef()), author));
    expect(sheet).toMatchObject({
      owner: 'group',
      parent: { slug: trainingSlug },
      cohort: { id: groupId, slug: groupSlug },
    });
    expect(sheet.members.map((person) => person.username)).toContain('member.demo');
    const held = sheet.sessions[0];
    const corrected = await send(
      'PUT',
      COHORT_PATHS.staffAttendanceRecord(staffRef(), held.id, 'member.demo'),
      author,
      {
        status: 'hadir',
        reason: 'Ikut dari ruang rapat cabang bersama atasan.',
      },
    );
    expect(corrected.json<Envelope<AttendanceCorrectionResult>>().data.correction).toMatchObject({
      from: 'izin',
      to: 'hadir',
      by: { username: 'author.demo' },
    });
    const after = data<AttendanceSheet>(await send('GET', COHORT_PATHS.staffAttendance(staffRef()), author));
    expect(after.corrections.map((row) => row.reason)).toEqual([
      'Ikut dari ruang rapat cabang bersama atasan.',
      'Dinas ke kantor cabang; izin disampaikan atasan sebelum sesi.',
    ]);
    expect((await home()).attendance).toMatchObject({ attended: 2 });
  });

  it("gives the member the group's calendar with their own join links", async () => {
    const { token } = data<{ token: string }>(await send('GET', COHORT_PATHS.memberCalendarToken(MEMBER_REF), member));
    const file = await send('GET', `${COHORT_PATHS.memberCalendar(MEMBER_REF)}?token=${token}`, null);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = file.body.replace(/\r\n[ \t]/g, '');
    expect(text.match(/^BEGIN:VEVENT$/gm)).toHaveLength(5);
    expect(text).toContain(`/member/corporate-training/${trainingSlug}/${groupSlug}/sesi/`);
    expect(text).toContain('SUMMARY:Pekan 2: Kata sandi dan MFA');
  });

  it("keeps the group to its people: another instructor, a stranger, a batch's session", async () => {
    const other = await createAccount(harness.db, 'author', 'pengajar.bukan.grup');
    const otherToken = await issueToken(harness.db, other.id);
    expect(expectErrorEnvelope(await send('GET', COHORT_PATHS.staffAttendance(staffRef()), otherToken), 404)).toBe(
      'Grup pelatihan tidak ditemukan.',
    );
    const stranger = await issueToken(harness.db, (await createAccount(harness.db, 'member', 'bukan.peserta')).id);
    const sheet = data<AttendanceSheet>(await send('GET', COHORT_PATHS.staffAttendance(staffRef()), author));
    expect(
      expectErrorEnvelope(await send('POST', COHORT_PATHS.memberJoin(MEMBER_REF, sheet.sessions[1].id), stranger), 404),
    ).toBe('Grup pelatihan tidak ditemukan atau Anda bukan pesertanya.');
    // A batch's session is not the group's.
    expect(expectErrorEnvelope(await send('POST', COHORT_PATHS.memberJoin(MEMBER_REF, 20), member), 404)).toBe(
      'Sesi tidak ditemukan di grup ini.',
    );
    expect(
      expectErrorEnvelope(
        await send('POST', COHORT_PATHS.memberJoin(MEMBER_REF, sheet.sessions.at(-1)!.id), member),
        409,
      ),
    ).toMatch(/^Sesi belum dibuka/);
  });

  it('lets an admin take a participant out and send an invited one a new link', async () => {
    const invited = await createAccount(harness.db, 'member', 'undangan.baru');
    await harness.db.update(users).set({ hasPassword: false, emailVerifiedAt: null }).where(eq(users.id, invited.id));
    await harness.db.insert(trainingGroupParticipants).values({ groupId, userId: invited.id, invitedAt: new Date() });
    const invitation = CORPORATE_TRAINING_PATHS.adminParticipantInvitation(trainingSlug, groupId, 'undangan.baru');
    const resent = await send('POST', invitation, admin);
    expect(resent.statusCode).toBe(200);
    expect(resent.json<Envelope<null>>().message).toBe(
      `Undangan baru dikirim ke ${invited.email}. Tautan sebelumnya tidak berlaku lagi.`,
    );
    const mails = await mailsTo(harness.app, invited.email);
    expect(mails.flatMap((mail) => mail.links).some((link) => link.includes('/reset-password?'))).toBe(true);
    // An account that set its password is not invited again.
    expect(
      expectErrorEnvelope(
        await send(
          'POST',
          CORPORATE_TRAINING_PATHS.adminParticipantInvitation(trainingSlug, groupId, 'member.demo'),
          admin,
        ),
        409,
      ),
    ).toBe('Akun ini sudah aktif (kata sandinya sudah dibuat), jadi tidak perlu diundang lagi.');

    const removed = await send(
      'DELETE',
      CORPORATE_TRAINING_PATHS.adminParticipant(trainingSlug, groupId, 'undangan.baru'),
      admin,
    );
    expect(removed.statusCode).toBe(200);
    expect(await harness.db.$count(trainingGroupParticipants, eq(trainingGroupParticipants.userId, invited.id))).toBe(
      0,
    );
    expect(
      expectErrorEnvelope(
        await send('DELETE', CORPORATE_TRAINING_PATHS.adminParticipant(trainingSlug, groupId, 'undangan.baru'), admin),
        404,
      ),
    ).toBe('Peserta tidak ditemukan di grup ini.');
  });
});
