// The corporate program's learning in the demo (decision 0046): every company in a batch has learning items — each
// a small content of its own (one module, two articles, a quiz of two questions) — and the seeded employees have
// completed some of them over the past weeks (their program points are ledger rows of source `corporate_program`,
// which seedPointHistory then counts among what it explains), so the manager's dashboard has trends, a ranking and an
// inactive employee (rizky.hidayat). The demo member is an employee of PT Nusantara Aman in Batch 1 — 2026 and has not
// started anything: the employee pages show a program to begin, and nothing here moves the demo member's totals.
// Runs before seedPointHistory (see seed.ts).
import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { refreshMemberTotals } from '../modules/corporate-program/learning';
import type { Transaction } from './client';
import {
  assessments,
  assessmentQuestions,
  corporateMembers,
  corporates,
  courseModules,
  courses,
  materials,
  pointLedger,
  programBatches,
  programCompanies,
  programItemProgress,
  programLearningItems,
  questionOptions,
} from './schema';

const DAY = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

/** What each company in a batch learns, in order: the title, days until it is due (negative: already past), points. */
const ITEMS: readonly { title: string; dueInDays: number; article: [string, string]; question: string }[] = [
  {
    title: 'Mengenali email phishing',
    dueInDays: -21,
    article: [
      'Periksa alamat pengirim, bukan hanya namanya. Penipu memakai domain yang mirip dengan domain resmi.',
      'Arahkan kursor ke tautan sebelum mengklik. Bila alamatnya tidak cocok dengan teksnya, jangan klik.',
    ],
    question: 'Apa yang paling dulu diperiksa pada email yang mendesak Anda mengklik tautan?',
  },
  {
    title: 'Kata sandi kuat dan pengelola kata sandi',
    dueInDays: -7,
    article: [
      'Kata sandi yang panjang lebih sulit ditebak daripada yang rumit tetapi pendek. Pakai frasa sandi.',
      'Jangan memakai ulang kata sandi. Pengelola kata sandi mengingat semuanya untuk Anda.',
    ],
    question: 'Mana kebiasaan kata sandi yang paling aman?',
  },
  {
    title: 'Autentikasi multi-faktor',
    dueInDays: 7,
    article: [
      'MFA meminta bukti kedua selain kata sandi, misalnya kode di aplikasi autentikator.',
      'Jangan pernah menyetujui permintaan MFA yang tidak Anda mulai sendiri, dan laporkan ke tim TI.',
    ],
    question: 'Apa yang Anda lakukan bila menerima permintaan MFA yang tidak Anda minta?',
  },
  {
    title: 'Perangkat kerja dan Wi-Fi publik',
    dueInDays: 21,
    article: [
      'Kunci layar setiap kali meninggalkan meja, dan pasang pembaruan sistem tepat waktu.',
      'Di Wi-Fi publik, sambungkan ke VPN kantor sebelum membuka sistem kerja.',
    ],
    question: 'Apa langkah pertama sebelum memakai Wi-Fi publik untuk bekerja?',
  },
  {
    title: 'Melaporkan insiden keamanan',
    dueInDays: 35,
    article: [
      'Insiden yang cepat dilaporkan lebih murah ditangani. Laporkan meski Anda ragu.',
      'Catat apa yang Anda lihat dan kapan, lalu hubungi tim keamanan lewat saluran resmi.',
    ],
    question: 'Kapan sebaiknya sebuah dugaan insiden dilaporkan?',
  },
];

const ANSWERS: Readonly<Record<string, [string, boolean][]>> = {
  'Mengenali email phishing': [
    ['Alamat email pengirim dan tujuan tautannya', true],
    ['Logo perusahaan di badan email', false],
  ],
  'Kata sandi kuat dan pengelola kata sandi': [
    ['Frasa sandi panjang, berbeda untuk tiap akun, disimpan di pengelola kata sandi', true],
    ['Satu kata sandi rumit untuk semua akun', false],
  ],
  'Autentikasi multi-faktor': [
    ['Menolaknya dan melapor ke tim TI', true],
    ['Menyetujuinya agar notifikasinya berhenti', false],
  ],
  'Perangkat kerja dan Wi-Fi publik': [
    ['Menyambungkan VPN kantor', true],
    ['Mematikan antivirus agar koneksi cepat', false],
  ],
  'Melaporkan insiden keamanan': [
    ['Secepatnya, meski belum pasti', true],
    ['Setelah yakin betul bahwa itu insiden', false],
  ],
};

/** The program's demo: the companies in each batch, how many items each has, and where each employee stands. */
export const SEED_PROGRAM = {
  itemPoints: 60,
  /** Items per batch (the pilot's were all due long ago). */
  itemsPerBatch: { 'Batch 1 — 2026': 5, 'Batch 2 — 2026': 3, 'Batch Pilot — 2025': 5 } as Record<string, number>,
  /** Employees: completed items, an item in progress (percent) or none, department, days since last activity. */
  employees: {
    'agus.pratama': { completed: 4, inProgress: 50, department: 'Keuangan', idleDays: 1 },
    'siti.rahmawati': { completed: 3, inProgress: 0, department: 'Keuangan', idleDays: 4 },
    'dimas.saputra': { completed: 5, inProgress: 0, department: 'Teknologi Informasi', idleDays: 2 },
    'putri.lestari': { completed: 1, inProgress: 50, department: 'SDM', idleDays: 9 },
    // Never started since the batch began (seedProgram dates the enrolment): the inactive learner of the demo.
    'rizky.hidayat': { completed: 0, inProgress: 0, department: 'Operasional', idleDays: null },
    'nadia.kusuma': { completed: 1, inProgress: 50, department: 'Teknologi Informasi', idleDays: 3 },
    'fajar.nugroho': { completed: 0, inProgress: 50, department: 'Operasional', idleDays: 20 },
    'intan.permata': { completed: 2, inProgress: 50, department: 'Teknologi Informasi', idleDays: 2 },
    'yoga.firmansyah': { completed: 1, inProgress: 0, department: 'Keuangan', idleDays: 16 },
    'maya.anggraini': { completed: 3, inProgress: 0, department: 'SDM', idleDays: 120 },
  } as Record<string, { completed: number; inProgress: number; department: string; idleDays: number | null }>,
  memberDepartment: 'Keuangan',
} as const;

async function makeItemContent(tx: Transaction, authorId: number, slug: string, item: (typeof ITEMS)[number]) {
  const [course] = await tx
    .insert(courses)
    .values({
      slug,
      title: item.title,
      level: 'Pemula',
      category: 'Budaya Keamanan Siber',
      description: `Materi program: ${item.title}.`,
      authorId,
      published: true,
      owner: 'program',
    })
    .returning({ id: courses.id });
  const [module] = await tx
    .insert(courseModules)
    .values({ courseId: course.id, slug: 'modul-1', title: item.title, order: 1 })
    .returning({ id: courseModules.id });
  await tx.insert(materials).values(
    item.article.map((body, index) => ({
      moduleId: module.id,
      hashId: createHash('sha256').update(`program/${slug}/${index}`).digest('hex').slice(0, 16),
      title: index === 0 ? 'Pokok bahasan' : 'Langkah praktis',
      kind: 'article' as const,
      durationSeconds: 240,
      order: index + 1,
      body,
    })),
  );
  const [quiz] = await tx
    .insert(assessments)
    .values({
      kind: 'quiz',
      courseId: course.id,
      moduleId: module.id,
      title: `Kuis: ${item.title}`,
      timeLimitMinutes: 10,
      attemptLimit: 3,
      passingScore: 70,
    })
    .returning({ id: assessments.id });
  const [question] = await tx
    .insert(assessmentQuestions)
    .values({ assessmentId: quiz.id, type: 'single', prompt: item.question, order: 1 })
    .returning({ id: assessmentQuestions.id });
  await tx.insert(questionOptions).values(
    ANSWERS[item.title].map(([text, isCorrect], order) => ({
      questionId: question.id,
      text,
      isCorrect,
      order: order + 1,
    })),
  );
  return course.id;
}

export async function seedProgramLearning(
  tx: Transaction,
  people: { member: number; admin: number; extra: Record<string, number> },
): Promise<void> {
  const batches = await tx.select({ id: programBatches.id, name: programBatches.name }).from(programBatches);
  const [nusantara] = await tx
    .select({ id: corporates.id })
    .from(corporates)
    .where(eq(corporates.name, 'PT Nusantara Aman'));
  const batch1 = batches.find((batch) => batch.name === 'Batch 1 — 2026');
  if (!batch1 || !nusantara) throw new Error('seedProgramLearning: Batch 1 — 2026 or PT Nusantara Aman is missing');

  // The demo member: an employee of PT Nusantara Aman in Batch 1, nothing started yet.
  await tx.insert(corporateMembers).values({
    corporateId: nusantara.id,
    batchId: batch1.id,
    userId: people.member,
    department: SEED_PROGRAM.memberDepartment,
  });
  // The batches' dates: Batch 1 and 2 run now, the pilot ran last year.
  for (const batch of batches) {
    const pilot = batch.name.includes('Pilot');
    await tx
      .update(programBatches)
      .set({
        startsAt: daysFromNow(pilot ? -330 : -42),
        endsAt: daysFromNow(pilot ? -240 : batch.name.startsWith('Batch 2') ? 90 : 48),
      })
      .where(eq(programBatches.id, batch.id));
  }

  // Every pair of company and batch that has employees or managers takes part.
  // In a fixed order, so the items' ids are stable on a fresh database (Batch 1's PT Nusantara Aman has items 1–5).
  const pairs = await tx
    .selectDistinct({ batchId: corporateMembers.batchId, corporateId: corporateMembers.corporateId })
    .from(corporateMembers)
    .orderBy(asc(corporateMembers.batchId), asc(corporateMembers.corporateId));
  await tx.insert(programCompanies).values(pairs).onConflictDoNothing();

  for (const pair of pairs) {
    const batch = batches.find((candidate) => candidate.id === pair.batchId)!;
    const pilot = batch.name.includes('Pilot');
    const items = ITEMS.slice(0, SEED_PROGRAM.itemsPerBatch[batch.name] ?? 3);
    const itemIds: number[] = [];
    for (const [index, item] of items.entries()) {
      const slug = `program-demo-${pair.batchId}-${pair.corporateId}-${index + 1}`;
      const contentCourseId = await makeItemContent(tx, people.admin, slug, item);
      const [row] = await tx
        .insert(programLearningItems)
        .values({
          batchId: pair.batchId,
          corporateId: pair.corporateId,
          contentCourseId,
          title: item.title,
          order: index + 1,
          dueAt: daysFromNow(pilot ? item.dueInDays - 300 : item.dueInDays),
          points: SEED_PROGRAM.itemPoints,
        })
        .returning({ id: programLearningItems.id });
      itemIds.push(row.id);
    }

    const employees = await tx
      .select({ id: corporateMembers.id, userId: corporateMembers.userId })
      .from(corporateMembers)
      .where(and(eq(corporateMembers.batchId, pair.batchId), eq(corporateMembers.corporateId, pair.corporateId)));
    for (const employee of employees) {
      const username = Object.entries(people.extra).find(([, id]) => id === employee.userId)?.[0];
      const plan = username ? SEED_PROGRAM.employees[username] : undefined;
      if (!plan) continue;
      await tx
        .update(corporateMembers)
        .set({ department: plan.department })
        .where(eq(corporateMembers.id, employee.id));
      if (plan.idleDays === null) {
        // Enrolled when the batch began and never started since: the inactive learner the manager reminds.
        await tx
          .update(corporateMembers)
          .set({ joinedAt: daysFromNow(pilot ? -330 : -42) })
          .where(eq(corporateMembers.id, employee.id));
        continue;
      }
      const lastActive = daysFromNow(-plan.idleDays - (pilot ? 200 : 0));
      const completed = Math.min(plan.completed, itemIds.length);
      for (let index = 0; index < completed; index++) {
        // Completed a week apart, the latest at the last activity.
        const at = new Date(lastActive.getTime() - (completed - 1 - index) * 7 * DAY);
        await tx.insert(programItemProgress).values({
          memberId: employee.id,
          itemId: itemIds[index],
          progress: 100,
          quizScore: 70 + ((employee.userId * 7 + index * 11) % 31),
          completedAt: at,
          lastActiveAt: at,
        });
        await tx.insert(pointLedger).values({
          userId: employee.userId,
          points: SEED_PROGRAM.itemPoints,
          xp: SEED_PROGRAM.itemPoints,
          source: 'corporate_program',
          reference: String(itemIds[index]),
          description: `Menyelesaikan materi program ${items[index].title}`,
          createdAt: at,
        });
      }
      if (plan.inProgress > 0 && completed < itemIds.length) {
        await tx.insert(programItemProgress).values({
          memberId: employee.id,
          itemId: itemIds[completed],
          progress: plan.inProgress,
          lastActiveAt: lastActive,
        });
      }
      await tx.update(corporateMembers).set({ lastActiveAt: lastActive }).where(eq(corporateMembers.id, employee.id));
      await refreshMemberTotals(tx, employee.id, pair.batchId, pair.corporateId);
    }
  }
}
