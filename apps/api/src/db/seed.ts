// Demo seed for the embedded default (and the tests): runs only on a database without users, so starting the
// server again, or several instances at once, never duplicates anything.
import { createHash } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { DEV_APP_SECRET, derivedLabFlagSecret } from '../config';
import { hashPassword } from '../modules/auth/password';
import type { Database, Transaction } from './client';
import { DEMO_COURSE_THUMBNAIL, DEMO_PREVIEW_VIDEO_FILE } from './seed-catalog-data';
import { SEED_CERTIFICATES } from './seed-certificates-data';
import {
  campuses,
  certificates,
  classroomCourses,
  classrooms,
  classroomStudents,
  corporateBatchAccess,
  corporateManagers,
  corporateMembers,
  corporates,
  courseModules,
  courses,
  enrollments,
  materials,
  notifications,
  pointLedger,
  programBatches,
  teachers,
  users,
} from './schema';
import { seedAssessments } from './seed-assessments';
import { seedBatchLearning, seedBatchLearningLast } from './seed-batch-learning';
import { seedCatalog } from './seed-catalog';
import { seedContent, seedMemberCart } from './seed-content';
import { seedCorporateTraining } from './seed-corporate-training';
import { seedProgramLearning } from './seed-program';
import { seedDiscussions } from './seed-discussions';
import { seedExtras } from './seed-extras';
import { seedLab } from './seed-lab';
import { seedLearning } from './seed-learning';
import { seedOrders } from './seed-orders';
import { seedRewards } from './seed-rewards';
import {
  COURSES,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  EXTRA_MEMBERS,
  extraMemberEmail,
  MEMBER_POINT_HISTORY,
} from './seed-data';
import { DEMO_MEMBER_PROFILE } from './seed-profile-data';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

/** Material ids the client sees; derived from the content so every seeded database has the same URLs. */
const materialHashId = (courseSlug: string, moduleOrder: number, materialOrder: number) =>
  createHash('sha256').update(`${courseSlug}/${moduleOrder}/${materialOrder}`).digest('hex').slice(0, 16);

/**
 * Returns true when it seeded, false when the database already had users. `labFlagSecret` hashes the demo lab's flags
 * (the server's `config.lab.flagSecret`; by default the one the development APP_SECRET gives, as in the tests).
 */
export async function seedDemo(db: Database, labFlagSecret = derivedLabFlagSecret(DEV_APP_SECRET)): Promise<boolean> {
  // One hash for every demo account: they share the published demo password, and hashing once keeps start-up fast.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    // Serialises concurrent starts against one PostgreSQL; released with the transaction.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('akademi-siber-demo-seed'))`);
    const [{ existing }] = await tx.select({ existing: sql<number>`count(*)::int` }).from(users);
    if (existing > 0) return false;

    const people = await seedPeople(tx, passwordHash);
    const courseIds = await seedCourses(tx, people.author);
    await seedCatalog(tx, people, courseIds);
    await seedEnrollments(tx, people, courseIds);
    await seedLearning(tx);
    // Certificates first: seedAssessments seeds the passed exam behind each completion certificate.
    await seedCertificates(tx, people, courseIds);
    await seedAssessments(tx, people.member, courseIds);
    await seedCorporateProgram(tx, people);
    await seedClassrooms(tx, people, courseIds);
    // Before the point history: the lab's solves and the batch's attendance are part of what it explains.
    await seedLab(tx, people, labFlagSecret);
    await seedBatchLearning(tx, people);
    // Before the point history too: the employees' completed program items are part of what it explains.
    await seedProgramLearning(tx, people);
    await seedNotifications(tx, people.member);
    await seedPointHistory(tx, people);
    await seedContent(tx, people);
    await seedMemberCart(tx, people.member, courseIds);
    await seedExtras(tx, people, courseIds);
    await seedOrders(tx, people);
    await seedRewards(tx, people);
    await seedDiscussions(tx, people);
    await seedBatchLearningLast(tx, people);
    await seedCorporateTraining(tx, people);
    return true;
  });
}

/** The demo author's byline on course pages (decision 0050). */
const DEMO_AUTHOR_STAFF_PROFILE = {
  expertise: ['Pengujian penetrasi', 'Keamanan aplikasi web', 'Red team'],
  links: [{ kind: 'linkedin', url: 'https://www.linkedin.com/in/akademi-siber' }],
};

interface People {
  member: number;
  author: number;
  admin: number;
  corporate: number;
  teacher: number;
  extra: Record<string, number>;
}

async function seedPeople(tx: Transaction, passwordHash: string): Promise<People> {
  const roleRows = await tx
    .insert(users)
    .values(
      DEMO_ACCOUNTS.map((account, index) => ({
        username: account.username,
        name: account.name,
        email: account.email,
        passwordHash,
        idRole: account.idRole,
        bio: account.bio,
        point: account.key === 'member' ? 1250 : 0,
        xp: account.key === 'member' ? 3400 : 0,
        subscribtionCourseEndDate: account.key === 'member' ? '2026-12-31' : null,
        ...(account.key === 'member' ? DEMO_MEMBER_PROFILE : {}),
        ...(account.key === 'author' ? DEMO_AUTHOR_STAFF_PROFILE : {}),
        emailVerifiedAt: daysAgo(120 - index),
        createdAt: daysAgo(120 - index),
      })),
    )
    .returning({ id: users.id, username: users.username });
  const extraRows = await tx
    .insert(users)
    .values(
      EXTRA_MEMBERS.map((member, index) => ({
        username: member.username,
        name: member.name,
        email: extraMemberEmail(member.username),
        passwordHash,
        idRole: 1,
        point: member.point,
        xp: member.xp,
        emailVerifiedAt: daysAgo(60 - index * 5),
        createdAt: daysAgo(60 - index * 5),
      })),
    )
    .returning({ id: users.id, username: users.username });

  const idOf = (key: string) => roleRows[DEMO_ACCOUNTS.findIndex((account) => account.key === key)].id;
  return {
    member: idOf('member'),
    author: idOf('author'),
    admin: idOf('admin'),
    corporate: idOf('corporate'),
    teacher: idOf('teacher'),
    extra: Object.fromEntries(extraRows.map((row) => [row.username, row.id])),
  };
}

async function seedCourses(tx: Transaction, authorId: number): Promise<Record<string, number>> {
  const courseIds: Record<string, number> = {};
  for (const [courseIndex, course] of COURSES.entries()) {
    const [{ id: courseId }] = await tx
      .insert(courses)
      .values({
        slug: course.slug,
        title: course.title,
        level: course.level,
        category: course.category,
        description: course.description,
        price: course.price,
        salePrice: course.salePrice,
        authorId,
        includedInSubscription: course.includedInSubscription,
        published: course.published,
        ...(course.slug === DEMO_COURSE_THUMBNAIL.courseSlug
          ? { thumbnailKey: DEMO_COURSE_THUMBNAIL.storageKey, thumbnailUrl: DEMO_COURSE_THUMBNAIL.url }
          : {}),
        createdAt: daysAgo(100 - courseIndex * 10),
      })
      .returning({ id: courses.id });
    courseIds[course.slug] = courseId;

    for (const [moduleIndex, courseModule] of course.modules.entries()) {
      const order = moduleIndex + 1;
      const [{ id: moduleId }] = await tx
        .insert(courseModules)
        .values({ courseId, slug: `modul-${order}`, title: courseModule.title, order })
        .returning({ id: courseModules.id });
      await tx.insert(materials).values(
        courseModule.materials.map(([title, kind, minutes], materialIndex) => ({
          moduleId,
          hashId: materialHashId(course.slug, order, materialIndex + 1),
          title,
          kind,
          durationSeconds: minutes * 60,
          order: materialIndex + 1,
          // The first material of a course can be watched before buying; a video one plays the demo preview file.
          isFreePreview: moduleIndex === 0 && materialIndex === 0,
          videoFile: moduleIndex === 0 && materialIndex === 0 && kind === 'video' ? DEMO_PREVIEW_VIDEO_FILE : null,
        })),
      );
    }
  }
  return courseIds;
}

async function seedEnrollments(tx: Transaction, people: People, courseIds: Record<string, number>) {
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);
  const ddksDone = SEED_CERTIFICATES.memberCompletion.issuedAt;
  // Every published course has 9 materials; progress = completed / 9.
  await tx.insert(enrollments).values([
    // Materials done an hour before the exam passed on the (fixed) day its certificate was issued, so the attempt,
    // the ledger and the certificate agree on every date.
    {
      userId: people.member,
      courseId: courseIds['dasar-dasar-keamanan-siber'],
      source: 'subscription',
      progress: 100,
      completedMaterials: 9,
      enrolledAt: new Date(ddksDone.getTime() - 80 * DAY),
      lastAccessedAt: new Date(ddksDone.getTime() - DAY / 24),
      completedAt: ddksDone,
    },
    {
      userId: people.member,
      courseId: courseIds['ethical-hacking-untuk-pemula'],
      source: 'purchase',
      progress: 44,
      completedMaterials: 4,
      enrolledAt: daysAgo(30),
      lastAccessedAt: hoursAgo(1),
    },
    {
      userId: people.member,
      courseId: courseIds['keamanan-aplikasi-web'],
      source: 'subscription',
      progress: 11,
      completedMaterials: 1,
      enrolledAt: daysAgo(7),
      lastAccessedAt: daysAgo(2),
    },
  ]);
  const others: [string, string, number][] = [
    ['agus.pratama', 'dasar-dasar-keamanan-siber', 9],
    ['agus.pratama', 'keamanan-jaringan', 5],
    ['siti.rahmawati', 'dasar-dasar-keamanan-siber', 6],
    ['dimas.saputra', 'ethical-hacking-untuk-pemula', 9],
    ['dimas.saputra', 'analisis-malware', 3],
    ['putri.lestari', 'keamanan-jaringan', 2],
    ['nadia.kusuma', 'digital-forensik', 4],
    ['fajar.nugroho', 'digital-forensik', 1],
    ['intan.permata', 'keamanan-aplikasi-web', 7],
  ];
  await tx.insert(enrollments).values(
    others.map(([username, slug, completed], index) => ({
      userId: people.extra[username],
      courseId: courseIds[slug],
      source: 'purchase' as const,
      progress: Math.round((completed / 9) * 100),
      completedMaterials: completed,
      enrolledAt: daysAgo(40 - index),
      lastAccessedAt: daysAgo(index + 1),
      completedAt: completed === 9 ? daysAgo(index + 1) : null,
    })),
  );
}

/**
 * Completed courses have their completion certificate; the demo member also attended an event. Dimas's certificate
 * was revoked, so the verification page can be tried with a valid and a revoked number (README, decision 0019).
 */
async function seedCertificates(tx: Transaction, people: People, courseIds: Record<string, number>) {
  const seeded = SEED_CERTIFICATES;
  await tx.insert(certificates).values([
    {
      ...seeded.memberCompletion,
      kind: 'completion',
      userId: people.member,
      courseId: courseIds['dasar-dasar-keamanan-siber'],
      title: 'Dasar-Dasar Keamanan Siber',
    },
    {
      ...seeded.memberAttendance,
      kind: 'attendance',
      userId: people.member,
      title: 'Cyber Insight: Membangun Security Operations Center',
      expiresAt: null,
    },
    {
      ...seeded.agusCompletion,
      kind: 'completion',
      userId: people.extra['agus.pratama'],
      courseId: courseIds['dasar-dasar-keamanan-siber'],
      title: 'Dasar-Dasar Keamanan Siber',
    },
    {
      ...seeded.dimasRevoked,
      kind: 'completion',
      userId: people.extra['dimas.saputra'],
      courseId: courseIds['ethical-hacking-untuk-pemula'],
      title: 'Ethical Hacking untuk Pemula',
    },
  ]);
}

async function seedCorporateProgram(tx: Transaction, people: People) {
  // Both companies exist already: the catalogue's training groups are theirs too (seed-catalog.ts, decision 0044).
  const companies = await tx
    .select({ id: corporates.id, name: corporates.name })
    .from(corporates)
    .where(inArray(corporates.name, ['PT Nusantara Aman', 'PT Garuda Data Sentosa']))
    .orderBy(corporates.id);
  const [nusantara, garuda] = companies;
  // Inserted in this order so that "Batch 1 — 2026" is batch id 1 on a fresh database.
  const [batch1, batch2, pilot] = await tx
    .insert(programBatches)
    .values([
      { name: 'Batch 1 — 2026', isFullAccess: true },
      { name: 'Batch 2 — 2026', isFullAccess: false },
      { name: 'Batch Pilot — 2025', isFullAccess: true },
    ])
    .returning({ id: programBatches.id });

  const [manager] = await tx
    .insert(corporateManagers)
    .values({ userId: people.corporate, corporateId: nusantara.id })
    .returning({ id: corporateManagers.id });
  await tx.insert(corporateBatchAccess).values([
    { managerId: manager.id, batchId: batch1.id },
    { managerId: manager.id, batchId: batch2.id },
  ]);

  const participants: [corporateId: number, batchId: number, username: string, progress: number, point: number][] = [
    [nusantara.id, batch1.id, 'agus.pratama', 80, 420],
    [nusantara.id, batch1.id, 'siti.rahmawati', 65, 310],
    [nusantara.id, batch1.id, 'dimas.saputra', 100, 560],
    [nusantara.id, batch1.id, 'putri.lestari', 30, 120],
    [nusantara.id, batch1.id, 'rizky.hidayat', 0, 0],
    [nusantara.id, batch2.id, 'nadia.kusuma', 40, 150],
    [nusantara.id, batch2.id, 'fajar.nugroho', 15, 60],
    [garuda.id, batch1.id, 'intan.permata', 55, 240],
    [garuda.id, batch1.id, 'yoga.firmansyah', 20, 90],
    [garuda.id, pilot.id, 'maya.anggraini', 70, 300],
  ];
  await tx.insert(corporateMembers).values(
    participants.map(([corporateId, batchId, username, progress, point]) => ({
      corporateId,
      batchId,
      userId: people.extra[username],
      progress,
      point,
    })),
  );
}

async function seedClassrooms(tx: Transaction, people: People, courseIds: Record<string, number>) {
  const [campus] = await tx
    .insert(campuses)
    .values({ name: 'Universitas Siber Indonesia' })
    .returning({ id: campuses.id });
  const [teacher] = await tx
    .insert(teachers)
    .values({ userId: people.teacher, campusId: campus.id, isAccessCourse: true, isAccessLab: true })
    .returning({ id: teachers.id });
  const [networkClass, forensicsClass] = await tx
    .insert(classrooms)
    .values([
      {
        slug: 'keamanan-jaringan-kelas-a-2026',
        name: 'Keamanan Jaringan Komputer — Kelas A',
        campusId: campus.id,
        teacherId: teacher.id,
        joinCode: 'USI-KJA26',
        createdAt: daysAgo(45),
      },
      {
        slug: 'forensik-digital-kelas-b-2026',
        name: 'Forensik Digital — Kelas B',
        campusId: campus.id,
        teacherId: teacher.id,
        joinCode: 'USI-FDB26',
        createdAt: daysAgo(20),
      },
    ])
    .returning({ id: classrooms.id });

  const networkStudents = ['agus.pratama', 'siti.rahmawati', 'dimas.saputra', 'putri.lestari'].map(
    (u) => people.extra[u],
  );
  const forensicsStudents = ['rizky.hidayat', 'nadia.kusuma', 'fajar.nugroho'].map((u) => people.extra[u]);
  await tx
    .insert(classroomStudents)
    .values([
      ...[...networkStudents, people.member].map((userId) => ({ classroomId: networkClass.id, userId })),
      ...forensicsStudents.map((userId) => ({ classroomId: forensicsClass.id, userId })),
    ]);
  await tx.insert(classroomCourses).values([
    { classroomId: networkClass.id, courseId: courseIds['keamanan-jaringan'] },
    { classroomId: networkClass.id, courseId: courseIds['dasar-dasar-keamanan-siber'] },
    { classroomId: forensicsClass.id, courseId: courseIds['digital-forensik'] },
  ]);
}

/**
 * The ledger behind every seeded point and XP total: the demo member's history, and for each extra learner what the
 * ledger does not explain yet (the exam passes behind their certificates are there already, seed-assessments.ts)
 * as an older entry and one from the last few days (so the monthly leaderboard is not empty).
 */
async function seedPointHistory(tx: Transaction, people: People) {
  const explained = new Map(
    (
      await tx
        .select({
          userId: pointLedger.userId,
          points: sql<number>`sum(${pointLedger.points})::int`,
          xp: sql<number>`sum(${pointLedger.xp})::int`,
        })
        .from(pointLedger)
        .groupBy(pointLedger.userId)
    ).map((row) => [row.userId, row]),
  );
  await tx.insert(pointLedger).values([
    ...MEMBER_POINT_HISTORY.map((entry) => ({
      userId: people.member,
      source: entry.source,
      reference: entry.reference,
      description: entry.description,
      points: entry.points,
      xp: entry.xp,
      createdAt: 'at' in entry ? entry.at : daysAgo(entry.daysAgo),
    })),
    ...EXTRA_MEMBERS.flatMap((member, index) => {
      const userId = people.extra[member.username];
      const points = member.point - (explained.get(userId)?.points ?? 0);
      const xp = member.xp - (explained.get(userId)?.xp ?? 0);
      if (xp < 0)
        throw new Error(
          `seedPointHistory: ${member.username}'s ledger already holds more XP than the seeded ${member.xp}`,
        );
      const olderPoints = Math.round(points * 0.6);
      const olderXp = Math.round(xp * 0.6);
      return [
        {
          userId,
          source: 'material',
          reference: 'seed-lama',
          description: 'Menuntaskan materi kelas',
          points: olderPoints,
          xp: olderXp,
          createdAt: daysAgo(45 + index),
        },
        {
          userId,
          source: 'quiz',
          reference: 'seed-baru',
          description: 'Lulus kuis modul',
          points: points - olderPoints,
          xp: xp - olderXp,
          createdAt: daysAgo(1 + (index % 3)),
        },
      ];
    }),
  ]);
}

async function seedNotifications(tx: Transaction, memberId: number) {
  await tx.insert(notifications).values([
    {
      userId: memberId,
      title: 'Selamat datang di Akademi Siber',
      body: 'Lengkapi profilmu dan mulai belajar dari kelas gratis.',
      createdAt: daysAgo(90),
      readAt: daysAgo(89),
    },
    {
      userId: memberId,
      title: 'Materi baru tersedia',
      body: 'Modul "Eksploitasi dan Pelaporan" di Ethical Hacking untuk Pemula sudah bisa dipelajari.',
      createdAt: daysAgo(1),
    },
    {
      userId: memberId,
      title: 'Langganan akan berakhir',
      body: 'Langganan Belajar Online kamu berakhir pada 31 Desember 2026.',
      link: '/member/subscription',
      createdAt: daysAgo(0),
    },
  ]);
}
