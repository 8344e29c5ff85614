// @driver-sensitive: runs on PGlite too (apps/api/jest.pglite.config.js says why)
// Joining a classroom by code (decision 0037): a member joins with the code their teacher shared, typed loosely;
// wrong, expired and full codes and an existing membership are refused with their own messages; wrong codes are
// limited per member; the seat limit holds for joins at the same moment; the teacher sets the expiry and the seat
// limit and replaces the code, on their own classrooms only.
import {
  CLASSROOM_JOIN_MESSAGES,
  JOIN_CODE_PATTERN,
  type ApiPage,
  type ClassroomJoinCode,
  type ClassroomStudent,
  type MemberClassroom,
  type TeacherClassroomDetail,
} from '@akademi-siber/util-contracts';
import { eq } from 'drizzle-orm';
import { classrooms } from '../../db/schema';
import { bearer, buildTestApp, expectErrorEnvelope, loginAs, type TestApp } from '../../test/helpers';
import { createAccount, createSecondAccount, issueToken } from '../../test/ownership';

const CLASS_B = 'forensik-digital-kelas-b-2026';
type Envelope<T> = { success: boolean; message: string; data: T };

describe('joining a classroom by code', () => {
  let harness: TestApp;
  let teacher: string;
  let serial = 0;
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown) =>
    harness.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const join = (token: string, code: string) => send('POST', '/api/member/classrooms/join', token, { code });
  /** A new verified member with a session. */
  const newMember = async () => {
    serial += 1;
    const account = await createAccount(harness.db, 'member', `mhs.gabung.${serial}`);
    return issueToken(harness.db, account.id);
  };
  const settings = (payload: unknown, token = teacher) =>
    send('PUT', `/api/teacher/classrooms/${CLASS_B}/join-code`, token, payload);

  beforeAll(async () => {
    harness = await buildTestApp();
    teacher = await loginAs(harness.app, 'teacher');
  });
  afterAll(() => harness.close());

  it('joins with the code in any case and with spaces, lists the classroom; the teacher sees the student', async () => {
    const member = await newMember();
    const joined = await join(member, '  usi-fdb 26 ');
    expect(joined.statusCode).toBe(200);
    expect(joined.json<Envelope<MemberClassroom>>()).toMatchObject({
      message: CLASSROOM_JOIN_MESSAGES.joined,
      data: {
        slug: CLASS_B,
        name: 'Forensik Digital — Kelas B',
        campus: 'Universitas Siber Indonesia',
        teacher: 'Andi Dosen',
        students: 4,
      },
    });
    const mine = (await send('GET', '/api/member/classrooms', member)).json<Envelope<MemberClassroom[]>>().data;
    expect(mine.map((classroom) => classroom.slug)).toEqual([CLASS_B]);
    const students = (await send('GET', `/api/teacher/classrooms/${CLASS_B}/students?q=mhs.gabung`, teacher)).json<
      ApiPage<ClassroomStudent>
    >();
    expect(students.data.map((student) => student.username)).toEqual(['mhs.gabung.1']);

    expect(expectErrorEnvelope(await join(member, 'USI-FDB26'), 409)).toBe(CLASSROOM_JOIN_MESSAGES.alreadyMember);
    expect(expectErrorEnvelope(await join(member, 'USI-XXXXX'), 404)).toBe(CLASSROOM_JOIN_MESSAGES.wrongCode);
    expect(expectErrorEnvelope(await join(member, 'a!'), 422)).toBe('Kode bergabung minimal 4 karakter');
    expect(expectErrorEnvelope(await join(member, 'kode$salah'), 422)).toBe(
      'Kode bergabung hanya berisi huruf, angka, dan tanda hubung',
    );
  });

  it('lists the demo member in the classroom the seed put them in', async () => {
    const member = await loginAs(harness.app, 'member');
    const mine = (await send('GET', '/api/member/classrooms', member)).json<Envelope<MemberClassroom[]>>().data;
    expect(mine).toEqual([
      expect.objectContaining({ slug: 'keamanan-jaringan-kelas-a-2026', teacher: 'Andi Dosen', students: 5 }),
    ]);
  });

  // The settings are shown on the classroom.
  it('refuses an expired code (410) and a full classroom (409); the teacher sees the settings', async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    const saved = await settings({ expiresAt: past, seatLimit: null });
    expect(saved.json<Envelope<ClassroomJoinCode>>()).toMatchObject({
      message: 'Pengaturan kode bergabung disimpan',
      data: { joinCode: 'USI-FDB26', joinCodeExpiresAt: past, seatLimit: null },
    });
    const member = await newMember();
    expect(expectErrorEnvelope(await join(member, 'USI-FDB26'), 410)).toBe(CLASSROOM_JOIN_MESSAGES.expired);

    const students = (await settings({ expiresAt: null, seatLimit: null })).json<Envelope<ClassroomJoinCode>>().data
      .students;
    expect(expectErrorEnvelope(await settings({ expiresAt: null, seatLimit: students - 1 }), 422)).toBe(
      `Batas kursi tidak boleh kurang dari jumlah mahasiswa saat ini (${students}).`,
    );
    const future = new Date(Date.now() + 7 * 24 * 60 * 60_000).toISOString();
    await settings({ expiresAt: future, seatLimit: students });
    expect(expectErrorEnvelope(await join(member, 'USI-FDB26'), 409)).toBe(CLASSROOM_JOIN_MESSAGES.full);

    const detail = (await send('GET', `/api/teacher/classrooms/${CLASS_B}`, teacher)).json<
      Envelope<TeacherClassroomDetail>
    >().data;
    expect(detail).toMatchObject({ joinCodeExpiresAt: future, seatLimit: students });
    await settings({ expiresAt: null, seatLimit: null });
  });

  it('keeps the seat limit when members join at the same moment', async () => {
    const { students } = (await settings({ expiresAt: null, seatLimit: null })).json<Envelope<ClassroomJoinCode>>()
      .data;
    await settings({ expiresAt: null, seatLimit: students + 3 });
    const members = await Promise.all(Array.from({ length: 10 }, () => newMember()));
    const answers = await Promise.all(members.map((member) => join(member, 'USI-FDB26')));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 409, 409, 409, 409, 409, 409, 409]);
    const after = (await settings({ expiresAt: null, seatLimit: null })).json<Envelope<ClassroomJoinCode>>().data;
    expect(after.students).toBe(students + 3);
  });

  it('replaces the code: the old one stops working, the new one joins', async () => {
    const renewed = await send('POST', `/api/teacher/classrooms/${CLASS_B}/join-code/regenerate`, teacher);
    expect(renewed.statusCode).toBe(200);
    const { joinCode } = renewed.json<Envelope<ClassroomJoinCode>>().data;
    expect(joinCode).toMatch(JOIN_CODE_PATTERN);
    expect(joinCode).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(joinCode).not.toBe('USI-FDB26');
    const member = await newMember();
    expect(expectErrorEnvelope(await join(member, 'USI-FDB26'), 404)).toBe(CLASSROOM_JOIN_MESSAGES.wrongCode);
    expect((await join(member, joinCode.toLowerCase())).statusCode).toBe(200);
    await harness.db.update(classrooms).set({ joinCode: 'USI-FDB26' }).where(eq(classrooms.slug, CLASS_B));
  });

  it('limits wrong codes per member: 429 with Retry-After, even for the right code, till the window ends', async () => {
    const member = await newMember();
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await join(member, `SALAH-${attempt}`)).statusCode).toBe(404);
    const limited = await join(member, 'USI-FDB26');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another member is not affected.
    expect((await join(await newMember(), 'USI-FDB26')).statusCode).toBe(200);
  });

  // A missing body counts as a bad one.
  it("refuses another teacher's classroom (404, even without a body) and a bad body for one's own (422)", async () => {
    const second = await createSecondAccount(harness.db, 'teacher');
    const other = await issueToken(harness.db, second.id);
    expect(expectErrorEnvelope(await settings({ expiresAt: null, seatLimit: 5 }, other), 404)).toBe(
      'Classroom tidak ditemukan',
    );
    expect(expectErrorEnvelope(await settings(undefined, other), 404)).toBe('Classroom tidak ditemukan');
    expect(
      expectErrorEnvelope(await send('POST', `/api/teacher/classrooms/${CLASS_B}/join-code/regenerate`, other), 404),
    ).toBe('Classroom tidak ditemukan');
    expect(expectErrorEnvelope(await settings(undefined), 422)).toBe('Pengaturan kode bergabung wajib dikirim.');
    expect(expectErrorEnvelope(await settings({ expiresAt: 'besok', seatLimit: null }), 422)).toBe(
      'Batas waktu kode harus berformat tanggal ISO 8601',
    );
    expect(expectErrorEnvelope(await settings({ expiresAt: null, seatLimit: 0 }), 422)).toBe('Batas kursi minimal 1');
    expect(expectErrorEnvelope(await settings({ expiresAt: null, seatLimit: null, extra: 1 }), 422)).toBe(
      'Kolom tidak dikenal: extra',
    );
  });

  it('lets only members join (a teacher gets 403)', async () => {
    expect((await join(teacher, 'USI-FDB26')).statusCode).toBe(403);
  });
});
