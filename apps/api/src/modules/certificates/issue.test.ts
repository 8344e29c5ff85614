// @driver-sensitive: runs on PGlite too (apps/api/jest.pglite.config.js says why)
import { and, eq } from 'drizzle-orm';
import { certificates, courses, notifications } from '../../db/schema';
import { SEED_CERTIFICATES } from '../../db/seed-certificates-data';
import { ApiError } from '../../plugins/errors';
import { buildTestApp, type TestApp } from '../../test/helpers';
import { createAccount, userIdByEmail } from '../../test/ownership';
import { issueCourseCertificate } from './issue';
import { certificateNumber, courseCode, jakartaDdmmyy } from './number';

describe('issueCourseCertificate', () => {
  let harness: TestApp;
  let memberId: number;
  const courseIds: Record<string, number> = {};
  const issue = (userId: number, slug: string, now?: Date) =>
    harness.db.transaction((tx) => issueCourseCertificate(tx, { userId, courseId: courseIds[slug] }, now));
  const notificationsOf = (userId: number) =>
    harness.db
      .select({ title: notifications.title, body: notifications.body, link: notifications.link })
      .from(notifications)
      .where(eq(notifications.userId, userId));

  beforeAll(async () => {
    harness = await buildTestApp();
    memberId = await userIdByEmail(harness.db, 'member@akademisiber.id');
    for (const row of await harness.db.select({ id: courses.id, slug: courses.slug }).from(courses))
      courseIds[row.slug] = row.id;
  });
  afterAll(() => harness.close());

  // The number is the course code + DDMMYY (Jakarta time) + a serial.
  it('issues a completion certificate titled after the course, numbered, and notifies the holder', async () => {
    // 18:30 UTC on the 23rd is already the 24th in Jakarta.
    const result = await issue(memberId, 'keamanan-aplikasi-web', new Date('2026-11-23T18:30:00Z'));
    expect(result).toEqual({ number: 'KAW-241126-0001', created: true });

    const [row] = await harness.db.select().from(certificates).where(eq(certificates.number, result.number));
    expect(row).toMatchObject({
      kind: 'completion',
      userId: memberId,
      courseId: courseIds['keamanan-aplikasi-web'],
      title: 'Keamanan Aplikasi Web',
      revokedAt: null,
      expiresAt: null,
    });
    expect(row.issuedAt.toISOString()).toBe('2026-11-23T18:30:00.000Z');

    const notes = (await notificationsOf(memberId)).filter(
      (note) => note.link === '/member/certificate/KAW-241126-0001',
    );
    expect(notes).toEqual([
      {
        title: 'Sertifikat kelas sudah terbit',
        body: expect.stringContaining('"Keamanan Aplikasi Web"'),
        link: '/member/certificate/KAW-241126-0001',
      },
    ]);
  });

  it('is idempotent: a second call returns the same certificate and notifies nobody again', async () => {
    const before = (await notificationsOf(memberId)).length;
    expect(await issue(memberId, 'keamanan-aplikasi-web', new Date('2026-12-01T03:00:00Z'))).toEqual({
      number: 'KAW-241126-0001',
      created: false,
    });
    const rows = await harness.db
      .select({ number: certificates.number })
      .from(certificates)
      .where(and(eq(certificates.userId, memberId), eq(certificates.courseId, courseIds['keamanan-aplikasi-web'])));
    expect(rows).toHaveLength(1);
    expect(await notificationsOf(memberId)).toHaveLength(before);
  });

  it('returns the seeded certificate for a course the member already completed', async () => {
    expect(await issue(memberId, 'dasar-dasar-keamanan-siber')).toEqual({
      number: SEED_CERTIFICATES.memberCompletion.number,
      created: false,
    });
  });

  it('counts the serial up per code, across members and days', async () => {
    const other = await createAccount(harness.db, 'member', 'penerbitan.satu');
    // DDKS already has serials 1 and 2 in the seed.
    expect(await issue(other.id, 'dasar-dasar-keamanan-siber', new Date('2026-11-24T03:00:00Z'))).toEqual({
      number: 'DDKS-241126-0003',
      created: true,
    });
    expect(await issue(other.id, 'keamanan-aplikasi-web', new Date('2026-11-25T03:00:00Z'))).toEqual({
      number: 'KAW-251126-0002',
      created: true,
    });
  });

  it('gives one certificate for two simultaneous completions of a member, two serials for two members', async () => {
    const [first, second] = await Promise.all([
      createAccount(harness.db, 'member', 'penerbitan.dua'),
      createAccount(harness.db, 'member', 'penerbitan.tiga'),
    ]);
    const now = new Date('2026-11-26T03:00:00Z');
    const same = await Promise.all([
      issue(first.id, 'digital-forensik', now),
      issue(first.id, 'digital-forensik', now),
    ]);
    expect(same.map((result) => result.created).sort()).toEqual([false, true]);
    expect(same[0].number).toBe(same[1].number);
    const other = await issue(second.id, 'digital-forensik', now);
    expect(other.created).toBe(true);
    expect(new Set([same[0].number, other.number]).size).toBe(2);
  });

  it('writes nothing when the surrounding transaction rolls back', async () => {
    const account = await createAccount(harness.db, 'member', 'penerbitan.batal');
    await expect(
      harness.db.transaction(async (tx) => {
        await issueCourseCertificate(tx, { userId: account.id, courseId: courseIds['keamanan-aplikasi-web'] });
        throw new Error('course completion failed afterwards');
      }),
    ).rejects.toThrow('course completion failed afterwards');
    expect(await harness.db.$count(certificates, eq(certificates.userId, account.id))).toBe(0);
    expect(await harness.db.$count(notifications, eq(notifications.userId, account.id))).toBe(0);
  });

  it('refuses an unknown course with a 404', async () => {
    const attempt = harness.db.transaction((tx) => issueCourseCertificate(tx, { userId: memberId, courseId: 999_999 }));
    await expect(attempt).rejects.toBeInstanceOf(ApiError);
    await expect(
      harness.db.transaction((tx) => issueCourseCertificate(tx, { userId: memberId, courseId: 999_999 })),
    ).rejects.toMatchObject({
      statusCode: 404,
      message: 'Kelas tidak ditemukan.',
    });
  });
});

describe('certificate numbers', () => {
  it('take the initials of the slug as the code', () => {
    expect(courseCode('dasar-dasar-keamanan-siber')).toBe('DDKS');
    expect(courseCode('ethical-hacking-untuk-pemula')).toBe('EHUP');
    expect(courseCode('owasp-top-10-2025')).toBe('OT12');
    expect(courseCode('a-b-c-d-e-f-g-h-i-j-k-l-m-n')).toHaveLength(12);
  });

  it('carry the issue date as a calendar day in Jakarta and a four-digit serial', () => {
    expect(jakartaDdmmyy(new Date('2026-11-13T16:59:59Z'))).toBe('131126');
    expect(jakartaDdmmyy(new Date('2026-11-13T17:00:00Z'))).toBe('141126');
    expect(certificateNumber('DDKS', new Date('2026-01-05T03:00:00Z'), 7)).toBe('DDKS-050126-0007');
    expect(certificateNumber('DDKS', new Date('2026-01-05T03:00:00Z'), 12345)).toBe('DDKS-050126-12345');
  });
});
