// Issuing a course's completion certificate, for whoever notices that a member completed the course (the course
// player). Runs inside the caller's transaction, so the certificate, its notification and the completion itself
// commit or roll back together. Idempotent: one completion certificate per member and course (decision 0019).
import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { certificates, courses } from '../../db/schema';
import { ApiError } from '../../plugins/errors';
import { notify } from '../notifications';
import { certificateNumber, courseCode } from './number';

export const COURSE_NOT_FOUND = 'Kelas tidak ditemukan.';

/** Where the holder reads the certificate (the notification's link). */
export const memberCertificatePath = (number: string) => `/member/certificate/${encodeURIComponent(number)}`;

async function existingCompletion(tx: Transaction, userId: number, courseId: number): Promise<string | undefined> {
  const [row] = await tx
    .select({ number: certificates.number })
    .from(certificates)
    .where(
      and(eq(certificates.userId, userId), eq(certificates.courseId, courseId), eq(certificates.kind, 'completion')),
    );
  return row?.number;
}

/** The highest serial any certificate with this code carries (0 for none): serials count up per code. */
async function lastSerial(tx: Transaction, code: string): Promise<number> {
  const [row] = await tx
    .select({
      serial: sql<number>`coalesce(max(substring(${certificates.number} from '[0-9]+$')::int), 0)`.mapWith(Number),
    })
    .from(certificates)
    .where(sql`${certificates.number} like ${`${code}-%`}`);
  return row?.serial ?? 0;
}

export async function issueCourseCertificate(
  tx: Transaction,
  input: { userId: number; courseId: number },
  now: Date = new Date(),
): Promise<{ number: string; created: boolean }> {
  const [course] = await tx
    .select({ slug: courses.slug, title: courses.title })
    .from(courses)
    .where(eq(courses.id, input.courseId));
  if (!course) throw new ApiError(404, COURSE_NOT_FOUND);
  const code = courseCode(course.slug);

  // Serialises issuing per code until the transaction ends: two completions at once (same member twice, or two
  // members of courses with the same code) cannot pick the same serial or both pass the "already issued" check.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`certificate:${code}`}))`);

  const existing = await existingCompletion(tx, input.userId, input.courseId);
  if (existing) return { number: existing, created: false };

  const number = certificateNumber(code, now, (await lastSerial(tx, code)) + 1);
  const [inserted] = await tx
    .insert(certificates)
    .values({
      number,
      kind: 'completion',
      userId: input.userId,
      courseId: input.courseId,
      title: course.title,
      issuedAt: now,
    })
    .onConflictDoNothing()
    .returning({ number: certificates.number });
  if (!inserted) {
    // Only a writer that bypassed the lock (a manual insert) can get here; the unique index kept it to one.
    const winner = await existingCompletion(tx, input.userId, input.courseId);
    if (winner) return { number: winner, created: false };
    throw new ApiError(409);
  }

  await notify(
    tx,
    input.userId,
    'Sertifikat kelas sudah terbit',
    `Selamat! Anda menyelesaikan kelas "${course.title}". Sertifikat Anda bernomor ${number} dan bisa ` +
      `diunduh sebagai PDF.`,
    memberCertificatePath(number),
  );
  return { number, created: true };
}

/** Where the holder reads an attendance certificate (the notification's link). */
export const memberAttendanceCertificatePath = (number: string) =>
  `/member/certificate/attendance/${encodeURIComponent(number)}`;

async function existingAttendance(tx: Transaction, userId: number, contentCourseId: number) {
  const [row] = await tx
    .select({ number: certificates.number })
    .from(certificates)
    .where(
      and(
        eq(certificates.userId, userId),
        eq(certificates.courseId, contentCourseId),
        eq(certificates.kind, 'attendance'),
      ),
    );
  return row?.number;
}

/**
 * Issues a batch's attendance certificate (decision 0041): the same numbering as course certificates, with the live
 * class's slug as the code; the batch's content course is what it belongs to. Idempotent per member and content.
 */
export async function issueAttendanceCertificate(
  tx: Transaction,
  input: { userId: number; contentCourseId: number; codeSlug: string; title: string },
  now: Date = new Date(),
): Promise<{ number: string; created: boolean }> {
  const code = courseCode(input.codeSlug);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`certificate:${code}`}))`);
  const existing = await existingAttendance(tx, input.userId, input.contentCourseId);
  if (existing) return { number: existing, created: false };
  const number = certificateNumber(code, now, (await lastSerial(tx, code)) + 1);
  await tx.insert(certificates).values({
    number,
    kind: 'attendance',
    userId: input.userId,
    courseId: input.contentCourseId,
    title: input.title.slice(0, 200),
    issuedAt: now,
  });
  await notify(
    tx,
    input.userId,
    'Sertifikat kehadiran sudah terbit',
    `Selamat! Kehadiran dan tes Anda di "${input.title}" memenuhi syarat. Sertifikat Anda bernomor ${number} ` +
      `dan bisa diunduh sebagai PDF.`,
    memberAttendanceCertificatePath(number),
  );
  return { number, created: true };
}
