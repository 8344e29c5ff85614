// The demo corporate-training group (decision 0044): PT Nusantara Aman's *Divisi Keuangan 2026* group of Security
// Awareness untuk Karyawan, running now, taught by the demo author, with the demo member and two colleagues in it, a
// content of two modules (article, video, link, file), and four weekly sessions (decision 0045): the first held three
// days ago — both colleagues attended (their points are in the ledger, tied to the group), the demo member was excused
// (Izin, set by the instructor with a reason, so the member's seeded totals stay what other suites read). Runs last in
// seedDemo, so no id other code names moves; the participants' progress rows in the content are made here too (as a
// batch seat's are), with nothing done yet.
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { ensureGroupContent } from '../modules/corporate-training/content';
import { ATTENDANCE_AWARD } from '../modules/sessions/batch-learning';
import type { Transaction } from './client';
import {
  attendanceCorrections,
  batchSessions,
  corporates,
  corporateTrainings,
  courseModules,
  enrollments,
  materials,
  pointLedger,
  sessionAttendance,
  trainingGroupParticipants,
  trainingGroups,
} from './schema';
import { DEMO_LESSON_FILE, DEMO_LESSON_STREAM } from './seed-learning';

const DAY = 24 * 60 * 60 * 1000;
const hashOf = (label: string) => createHash('sha256').update(`group/${label}`).digest('hex').slice(0, 16);

/** What other code names: the demo group (e2e, API and web tests). */
export const SEED_CORPORATE_TRAINING = {
  trainingSlug: 'security-awareness-karyawan',
  groupSlug: 'nusantara-aman-keuangan',
  groupName: 'Divisi Keuangan 2026',
  companyName: 'PT Nusantara Aman',
  /** Besides the demo member. */
  colleagues: ['agus.pratama', 'siti.rahmawati'],
  articleHashId: hashOf('keuangan/phishing'),
  /** The four weekly sessions, the first one held. */
  sessionTitles: [
    'Pekan 1: Phishing dan rekayasa sosial',
    'Pekan 2: Kata sandi dan MFA',
    'Pekan 3: Keamanan transaksi dan faktur',
    'Pekan 4: Simulasi insiden dan penutupan',
  ],
} as const;

const SESSION_HOURS = 2;

export async function seedCorporateTraining(
  tx: Transaction,
  people: { member: number; author: number; extra: Record<string, number> },
): Promise<void> {
  const seed = SEED_CORPORATE_TRAINING;
  const [training] = await tx
    .select({ id: corporateTrainings.id })
    .from(corporateTrainings)
    .where(eq(corporateTrainings.slug, seed.trainingSlug));
  const [company] = await tx
    .select({ id: corporates.id })
    .from(corporates)
    .where(eq(corporates.name, seed.companyName));
  if (!training || !company) throw new Error('seedCorporateTraining: the training or the company is not seeded');
  const today = new Date(new Date().toISOString().slice(0, 10)).getTime();
  const startsAt = new Date(today - 3 * DAY + 2 * 60 * 60 * 1000);
  const [group] = await tx
    .insert(trainingGroups)
    .values({
      trainingId: training.id,
      slug: seed.groupSlug,
      name: seed.groupName,
      corporateId: company.id,
      // Its dates span its sessions (decision 0045).
      startsAt,
      endsAt: new Date(startsAt.getTime() + 21 * DAY + SESSION_HOURS * 60 * 60 * 1000),
      instructorId: people.author,
    })
    .returning({ id: trainingGroups.id });
  const content = await ensureGroupContent(tx, group.id);
  if (!content) throw new Error('seedCorporateTraining: the group has no content');

  const [phishing, passwords] = await tx
    .insert(courseModules)
    .values([
      { courseId: content.courseId, slug: 'mengenali-phishing', title: 'Mengenali phishing', order: 1 },
      { courseId: content.courseId, slug: 'kata-sandi-dan-mfa', title: 'Kata sandi dan MFA', order: 2 },
    ])
    .returning({ id: courseModules.id });
  await tx.insert(materials).values([
    {
      moduleId: phishing.id,
      hashId: seed.articleHashId,
      title: 'Lima tanda email phishing',
      kind: 'article',
      durationSeconds: 300,
      order: 1,
      body: [
        'Sebagian besar insiden di kantor berawal dari satu email. Periksa pengirimnya: nama yang dikenal bisa saja ' +
          'memakai alamat yang berbeda satu huruf.',
        'Waspadai desakan ("hari ini juga", "akun akan diblokir"), lampiran yang tidak diminta, dan tautan yang ' +
          'alamatnya tidak cocok dengan teksnya.',
        'Ragu? Jangan klik. Laporkan ke tim TI lewat tombol "Laporkan phishing" atau email keamanan perusahaan.',
      ].join('\n\n'),
    },
    {
      moduleId: phishing.id,
      hashId: hashOf('keuangan/simulasi'),
      title: 'Simulasi: faktur palsu dari pemasok',
      kind: 'video',
      durationSeconds: 540,
      order: 2,
      hlsPlaylist: DEMO_LESSON_STREAM,
    },
    {
      moduleId: passwords.id,
      hashId: hashOf('keuangan/panduan-mfa'),
      title: 'Panduan mengaktifkan MFA',
      kind: 'file',
      durationSeconds: 420,
      order: 1,
      filePath: DEMO_LESSON_FILE,
    },
    {
      moduleId: passwords.id,
      hashId: hashOf('keuangan/cek-kebocoran'),
      title: 'Cek apakah email kantor pernah bocor',
      kind: 'link',
      durationSeconds: 180,
      order: 2,
      linkUrl: 'https://haveibeenpwned.com/',
    },
  ]);

  const participants = [people.member, ...seed.colleagues.map((username) => people.extra[username])];
  const enrolledAt = new Date(startsAt.getTime() - 5 * DAY);
  await tx
    .insert(trainingGroupParticipants)
    .values(participants.map((userId) => ({ groupId: group.id, userId, enrolledAt })));
  await tx
    .insert(enrollments)
    .values(
      participants.map((userId) => ({ userId, courseId: content.courseId, source: 'corporate' as const, enrolledAt })),
    )
    .onConflictDoNothing();

  const sessions = await tx
    .insert(batchSessions)
    .values(
      seed.sessionTitles.map((title, week) => ({
        groupId: group.id,
        title,
        startsAt: new Date(startsAt.getTime() + week * 7 * DAY),
        endsAt: new Date(startsAt.getTime() + week * 7 * DAY + SESSION_HOURS * 60 * 60 * 1000),
        meetingUrl: 'https://meet.google.com/nus-aman-keu',
      })),
    )
    .returning({ id: batchSessions.id, title: batchSessions.title, startsAt: batchSessions.startsAt });
  const held = sessions[0];
  for (const [index, username] of seed.colleagues.entries()) {
    const userId = people.extra[username];
    const joinedAt = new Date(held.startsAt.getTime() + (index === 0 ? -5 : 14) * 60 * 1000);
    await tx.insert(sessionAttendance).values({
      sessionId: held.id,
      userId,
      status: index === 0 ? 'hadir' : 'terlambat',
      joinedAt,
      updatedAt: joinedAt,
    });
    // The colleague's seeded totals (EXTRA_MEMBERS, which other suites read) stay: the attendance's points are
    // taken out of the recent entry seedPointHistory wrote to explain those totals, so the ledger still adds up.
    await tx.insert(pointLedger).values({
      userId,
      ...ATTENDANCE_AWARD,
      source: 'attendance',
      reference: String(held.id),
      description: `Hadir di sesi ${held.title}`,
      contentCourseId: content.courseId,
      createdAt: joinedAt,
    });
    await tx
      .update(pointLedger)
      .set({
        points: sql`${pointLedger.points} - ${ATTENDANCE_AWARD.points}`,
        xp: sql`${pointLedger.xp} - ${ATTENDANCE_AWARD.xp}`,
      })
      .where(and(eq(pointLedger.userId, userId), eq(pointLedger.reference, 'seed-baru')));
  }
  const excusedAt = new Date(held.startsAt.getTime() - 60 * 60 * 1000);
  await tx.insert(sessionAttendance).values({
    sessionId: held.id,
    userId: people.member,
    status: 'izin',
    updatedBy: people.author,
    updatedAt: excusedAt,
  });
  await tx.insert(attendanceCorrections).values({
    sessionId: held.id,
    userId: people.member,
    fromStatus: null,
    toStatus: 'izin',
    reason: 'Dinas ke kantor cabang; izin disampaikan atasan sebelum sesi.',
    changedBy: people.author,
    changedAt: excusedAt,
  });
}
