// The demo batch's learning (issue 18, decision 0041): every batch gets its content course; *Workshop Secure Coding —
// Kelas Malam* gets two modules (article, file, link, video), a module quiz, a pre-test, a post-test and a final test,
// three other participants who attended the held session (their attendance XP fills the batch's leaderboard), the demo
// member's pre-test taken before the first session, and a discussion the instructor answered. Runs before the point
// history, so the other participants' totals stay the seeded ones (the history explains the rest).
import { createHash } from 'node:crypto';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { buildLayout, scoreAnswers, type BankQuestion } from '../modules/assessments/scoring';
import { layoutSeed } from '../modules/assessments/service';
import { ATTENDANCE_AWARD } from '../modules/sessions/batch-learning';
import { ensureBatchContent } from '../modules/sessions/content';
import type { Transaction } from './client';
import {
  assessmentAttempts,
  assessmentQuestions,
  assessments,
  batchEnrollments,
  batchSessions,
  courseModules,
  discussionReplies,
  discussions,
  liveClassBatches,
  liveClasses,
  materials,
  pointLedger,
  questionAcceptedAnswers,
  questionOptions,
  sessionAttendance,
  type SavedAnswers,
} from './schema';
import { SEED_CATALOG } from './seed-catalog-data';
import { DEMO_LESSON_FILE, DEMO_LESSON_STREAM } from './seed-learning';

const MINUTE = 60_000;
const hashOf = (label: string) => createHash('sha256').update(`batch/${label}`).digest('hex').slice(0, 16);

/** What other code names: the demo batch's content and its material ids (e2e and API tests). */
export const SEED_BATCH_LEARNING = {
  contentSlug: `batch-${SEED_CATALOG.runningBatch.id}-materi`,
  articleHashId: hashOf('kelas-malam/panduan'),
  fileHashId: hashOf('kelas-malam/lembar-kerja'),
  moduleSlugs: ['persiapan-kelas-malam', 'validasi-input'],
  discussionHashId: hashOf('kelas-malam/rekaman-sesi'),
  /** Attended the held session; their XP fills the leaderboard. */
  participants: ['dimas.saputra', 'siti.rahmawati', 'nadia.kusuma'],
} as const;

type Question =
  | { type: 'single' | 'multiple'; prompt: string; options: [string, boolean][]; explanation: string }
  | { type: 'short'; prompt: string; accepted: string[]; explanation: string };

const single = (prompt: string, options: [string, boolean][], explanation: string): Question => ({
  type: 'single',
  prompt,
  options,
  explanation,
});

const BANK: Record<
  'pre_test' | 'post_test' | 'exam' | 'quiz',
  { title: string; passing: number; questions: Question[] }
> = {
  pre_test: {
    title: 'Pre-test Workshop Secure Coding',
    passing: 60,
    questions: [
      single(
        'Di mana validasi input yang menentukan keamanan harus dilakukan?',
        [
          ['Di server', true],
          ['Hanya di browser', false],
          ['Di CDN', false],
        ],
        'Validasi di browser membantu pengguna, tetapi penyerang dapat melewatinya; server yang menentukan.',
      ),
      single(
        'Cara paling tepat mencegah SQL injection adalah…',
        [
          ['Menyaring tanda kutip', false],
          ['Query berparameter', true],
          ['Menyembunyikan pesan galat', false],
        ],
        'Query berparameter memisahkan data dari perintah SQL.',
      ),
      single(
        'Password sebaiknya disimpan sebagai…',
        [
          ['Teks biasa terenkripsi AES', false],
          ['Hash MD5', false],
          ['Hash lambat bergaram seperti argon2id', true],
        ],
        'Hash lambat dengan garam membuat tebakan offline mahal.',
      ),
      {
        type: 'short',
        prompt: 'Singkatan daftar sepuluh risiko aplikasi web paling umum dari OWASP adalah OWASP Top …',
        accepted: ['10', 'sepuluh', 'ten'],
        explanation: 'OWASP Top 10.',
      },
    ],
  },
  post_test: {
    title: 'Post-test Workshop Secure Coding',
    passing: 70,
    questions: [
      single(
        'Token sesi yang aman disimpan di cookie dengan atribut…',
        [
          ['HttpOnly, Secure, SameSite', true],
          ['Domain=*', false],
          ['Tanpa atribut', false],
        ],
        'HttpOnly menahan akses skrip, Secure hanya lewat HTTPS, SameSite membatasi CSRF.',
      ),
      single(
        'Saat meninjau kode, temuan yang paling dulu diperbaiki adalah…',
        [
          ['Yang paling mudah', false],
          ['Yang risikonya paling tinggi', true],
          ['Yang paling lama', false],
        ],
        'Prioritas mengikuti risiko: dampak dikali kemungkinan.',
      ),
      single(
        'Model ancaman STRIDE membantu…',
        [
          ['Mengukur performa', false],
          ['Mengelompokkan ancaman per komponen', true],
          ['Menulis unit test', false],
        ],
        'STRIDE: Spoofing, Tampering, Repudiation, Information disclosure, Denial of service, Elevation.',
      ),
      {
        type: 'short',
        prompt: 'Serangan yang memaksa browser korban mengirim permintaan tanpa sepengetahuannya disebut …',
        accepted: ['csrf', 'cross-site request forgery', 'cross site request forgery'],
        explanation: 'Cross-Site Request Forgery (CSRF).',
      },
    ],
  },
  exam: {
    title: 'Final test Workshop Secure Coding',
    passing: 70,
    questions: [
      single(
        'Allow-list lebih aman daripada deny-list karena…',
        [
          ['Hanya menerima yang diketahui benar', true],
          ['Lebih cepat', false],
          ['Tidak perlu diuji', false],
        ],
        'Deny-list selalu tertinggal dari variasi serangan baru.',
      ),
      single(
        'Pesan galat untuk pengguna sebaiknya…',
        [
          ['Memuat stack trace', false],
          ['Umum, detailnya di log server', true],
          ['Menampilkan query SQL', false],
        ],
        'Detail teknis membantu penyerang; simpan di log.',
      ),
      single(
        'Batas percobaan login melindungi dari…',
        [
          ['Tebakan password', true],
          ['XSS', false],
          ['Clickjacking', false],
        ],
        'Pembatasan laju memperlambat brute force dan credential stuffing.',
      ),
    ],
  },
  quiz: {
    title: 'Kuis validasi input',
    passing: 60,
    questions: [
      single(
        'Input yang sudah divalidasi di server tetap perlu di-escape saat ditampilkan di HTML karena…',
        [
          ['Validasi dan encoding keluaran menjawab masalah yang berbeda', true],
          ['Browser meminta', false],
          ['Tidak perlu', false],
        ],
        'Validasi menolak bentuk yang salah; encoding keluaran mencegah XSS di konteks tampilannya.',
      ),
      single(
        'Batas panjang input berguna untuk…',
        [
          ['Mencegah kehabisan memori dan penyalahgunaan', true],
          ['Mempercantik form', false],
          ['SEO', false],
        ],
        'Input tak terbatas membuka jalan DoS.',
      ),
    ],
  },
};

async function insertBank(
  tx: Transaction,
  courseId: number,
  kind: 'pre_test' | 'post_test' | 'exam' | 'quiz',
  moduleId: number | null,
) {
  const seed = BANK[kind];
  const [assessment] = await tx
    .insert(assessments)
    .values({
      kind,
      courseId,
      moduleId,
      title: seed.title,
      timeLimitMinutes: 20,
      attemptLimit: 3,
      passingScore: seed.passing,
    })
    .returning({ id: assessments.id, shuffle: assessments.shuffle });
  const questions: BankQuestion[] = [];
  for (const [index, question] of seed.questions.entries()) {
    const [row] = await tx
      .insert(assessmentQuestions)
      .values({
        assessmentId: assessment.id,
        type: question.type,
        prompt: question.prompt,
        explanation: question.explanation,
        order: index + 1,
      })
      .returning({ id: assessmentQuestions.id });
    if (question.type === 'short') {
      await tx
        .insert(questionAcceptedAnswers)
        .values(question.accepted.map((answer) => ({ questionId: row.id, answer })));
      questions.push({ id: row.id, type: 'short', points: 1, options: [], acceptedAnswers: question.accepted });
    } else {
      const options = await tx
        .insert(questionOptions)
        .values(
          question.options.map(([text, isCorrect], order) => ({
            questionId: row.id,
            text,
            isCorrect,
            order: order + 1,
          })),
        )
        .returning({ id: questionOptions.id, isCorrect: questionOptions.isCorrect });
      questions.push({ id: row.id, type: question.type, points: 1, options, acceptedAnswers: [] });
    }
  }
  return { id: assessment.id, shuffle: assessment.shuffle, questions };
}

/** A submitted attempt with the first `right` questions answered correctly. */
async function submittedAttempt(
  tx: Transaction,
  userId: number,
  bank: { id: number; shuffle: boolean; questions: BankQuestion[] },
  right: number,
  submittedAt: Date,
  passingScore: number,
) {
  const answers: SavedAnswers = {};
  for (const [index, question] of bank.questions.entries()) {
    const correct = index < right;
    if (question.type === 'short') {
      answers[String(question.id)] = { text: correct ? question.acceptedAnswers[0] : 'tidak tahu' };
    } else {
      const option = question.options.find((candidate) => candidate.isCorrect === correct);
      answers[String(question.id)] = { optionIds: option ? [option.id] : [] };
    }
  }
  const score = scoreAnswers(bank.questions, answers);
  const startedAt = new Date(submittedAt.getTime() - 9 * MINUTE);
  await tx.insert(assessmentAttempts).values({
    userId,
    assessmentId: bank.id,
    startedAt,
    deadline: new Date(startedAt.getTime() + 20 * MINUTE),
    submittedAt,
    score,
    passed: score >= passingScore,
    layout: buildLayout(bank.questions, bank.shuffle, layoutSeed(userId, bank.id, 1)),
    answers,
    answersSavedAt: submittedAt,
  });
  return score;
}

export async function seedBatchLearning(
  tx: Transaction,
  people: { member: number; author: number; extra: Record<string, number> },
): Promise<void> {
  const batches = await tx.select({ id: liveClassBatches.id }).from(liveClassBatches).orderBy(asc(liveClassBatches.id));
  for (const batch of batches) await ensureBatchContent(tx, batch.id);

  const [running] = await tx
    .select({ id: liveClassBatches.id })
    .from(liveClassBatches)
    .innerJoin(liveClasses, eq(liveClasses.id, liveClassBatches.liveClassId))
    .where(
      and(
        eq(liveClasses.slug, SEED_CATALOG.runningBatch.liveClassSlug),
        eq(liveClassBatches.slug, SEED_CATALOG.runningBatch.slug),
      ),
    );
  const content = await ensureBatchContent(tx, running.id);
  if (!content) throw new Error('seedBatchLearning: the running batch has no content');

  const [prep, validation] = await tx
    .insert(courseModules)
    .values([
      {
        courseId: content.courseId,
        slug: SEED_BATCH_LEARNING.moduleSlugs[0],
        title: 'Persiapan Kelas Malam',
        order: 1,
      },
      { courseId: content.courseId, slug: SEED_BATCH_LEARNING.moduleSlugs[1], title: 'Validasi input', order: 2 },
    ])
    .returning({ id: courseModules.id });
  await tx.insert(materials).values([
    {
      moduleId: prep.id,
      hashId: SEED_BATCH_LEARNING.articleHashId,
      title: 'Panduan mengikuti Kelas Malam',
      kind: 'article',
      durationSeconds: 240,
      order: 1,
      body: [
        'Kelas Malam berlangsung tiga sesi, pukul 19.00–22.00 WIB. Masuk ke ruang kelas lewat tombol "Gabung sesi" ' +
          'di halaman batch: kehadiranmu tercatat otomatis.',
        'Kerjakan pre-test sebelum sesi pertama dimulai, lalu post-test setelah sesi terakhir. Sertifikat kehadiran ' +
          'terbit jika kehadiranmu minimal 75% dan final test lulus.',
        'Siapkan laptop dengan editor kode dan Node.js atau Python; contoh kode dibagikan di modul berikutnya.',
      ].join('\n\n'),
    },
    {
      moduleId: prep.id,
      hashId: SEED_BATCH_LEARNING.fileHashId,
      title: 'Lembar kerja model ancaman',
      kind: 'file',
      durationSeconds: 600,
      order: 2,
      filePath: DEMO_LESSON_FILE,
    },
    {
      moduleId: prep.id,
      hashId: hashOf('kelas-malam/owasp'),
      title: 'OWASP Top 10',
      kind: 'link',
      durationSeconds: 900,
      order: 3,
      linkUrl: 'https://owasp.org/www-project-top-ten/',
    },
    {
      moduleId: validation.id,
      hashId: hashOf('kelas-malam/rekaman-1'),
      title: 'Rekaman sesi 1: model ancaman dan validasi input',
      kind: 'video',
      durationSeconds: 95,
      order: 1,
      hlsPlaylist: DEMO_LESSON_STREAM,
    },
    {
      moduleId: validation.id,
      hashId: hashOf('kelas-malam/pola-validasi'),
      title: 'Pola validasi input yang aman',
      kind: 'article',
      durationSeconds: 300,
      order: 2,
      body: [
        'Validasi di server dengan allow-list: tipe, panjang, format dan rentang nilai yang diterima.',
        'Tolak input yang tidak cocok dengan pesan yang jelas, dan jangan pernah menyusun query atau perintah dari ' +
          'teks pengguna: pakai query berparameter dan API yang memisahkan data dari perintah.',
      ].join('\n\n'),
    },
  ]);
  await insertBank(tx, content.courseId, 'quiz', validation.id);
  const preTest = await insertBank(tx, content.courseId, 'pre_test', null);
  await insertBank(tx, content.courseId, 'post_test', null);
  await insertBank(tx, content.courseId, 'exam', null);

  const [held] = await tx
    .select({ id: batchSessions.id, title: batchSessions.title, startsAt: batchSessions.startsAt })
    .from(batchSessions)
    .where(and(eq(batchSessions.batchId, running.id), lt(batchSessions.endsAt, sql`now()`)))
    .orderBy(asc(batchSessions.startsAt))
    .limit(1);
  const beforeFirst = new Date(held.startsAt.getTime() - 20 * 60 * MINUTE);

  // The demo member took the pre-test the day before the first session (2 of 4: below its passing score).
  await submittedAttempt(tx, people.member, preTest, 2, beforeFirst, BANK.pre_test.passing);

  for (const [index, username] of SEED_BATCH_LEARNING.participants.entries()) {
    const userId = people.extra[username];
    const enrolledAt = new Date(held.startsAt.getTime() - (12 - index) * 24 * 60 * MINUTE);
    await tx.insert(batchEnrollments).values({ userId, batchId: running.id, source: 'activation_token', enrolledAt });
    const joinedAt = new Date(held.startsAt.getTime() + (index + 1) * 2 * MINUTE);
    await tx
      .insert(sessionAttendance)
      .values({ sessionId: held.id, userId, status: 'hadir', joinedAt, updatedAt: joinedAt });
    await tx.insert(pointLedger).values({
      userId,
      ...ATTENDANCE_AWARD,
      source: 'attendance',
      reference: String(held.id),
      description: `Hadir di sesi ${held.title}`,
      contentCourseId: content.courseId,
      createdAt: joinedAt,
    });
    await submittedAttempt(tx, userId, preTest, 1 + index, beforeFirst, BANK.pre_test.passing);
  }
}

/**
 * After every other seed step (the demo member's seat comes with the orders; discussion and reply ids other code
 * names come first): each seat's progress row in its batch's content, as granting a seat makes it, and the demo
 * member's question in Kelas Malam with the instructor's answer.
 */
export async function seedBatchLearningLast(
  tx: Transaction,
  people: { member: number; author: number },
): Promise<void> {
  await tx.execute(sql`insert into enrollments (user_id, course_id, source, enrolled_at)
    select be.user_id, b.content_course_id,
      (case when be.source in ('purchase', 'subscription', 'activation_token', 'corporate', 'classroom')
        then be.source else 'purchase' end)::enrollment_source, be.enrolled_at
    from batch_enrollments be join live_class_batches b on b.id = be.batch_id
    where b.content_course_id is not null
    on conflict do nothing`);
  const [held] = await tx
    .select({ startsAt: batchSessions.startsAt })
    .from(batchSessions)
    .innerJoin(liveClassBatches, eq(liveClassBatches.id, batchSessions.batchId))
    .innerJoin(liveClasses, eq(liveClasses.id, liveClassBatches.liveClassId))
    .where(
      and(
        eq(liveClasses.slug, SEED_CATALOG.runningBatch.liveClassSlug),
        eq(liveClassBatches.slug, SEED_CATALOG.runningBatch.slug),
      ),
    )
    .orderBy(asc(batchSessions.startsAt))
    .limit(1);
  const [content] = await tx
    .select({ courseId: liveClassBatches.contentCourseId })
    .from(liveClassBatches)
    .where(eq(liveClassBatches.id, SEED_CATALOG.runningBatch.id));
  if (!content?.courseId) throw new Error('seedBatchLearningLast: Kelas Malam has no content');
  const askedAt = new Date(held.startsAt.getTime() + 4 * 60 * MINUTE);
  const [thread] = await tx
    .insert(discussions)
    .values({
      hashId: SEED_BATCH_LEARNING.discussionHashId,
      courseId: content.courseId,
      userId: people.member,
      title: 'Rekaman sesi pertama bisa ditonton di mana?',
      body: 'Koneksi saya sempat putus di tengah sesi pertama. Apakah rekamannya dibagikan?',
      createdAt: askedAt,
      updatedAt: askedAt,
    })
    .returning({ id: discussions.id });
  const answeredAt = new Date(askedAt.getTime() + 50 * MINUTE);
  await tx.insert(discussionReplies).values({
    discussionId: thread.id,
    userId: people.author,
    body: 'Sudah saya unggah di modul "Validasi input": Rekaman sesi 1. Selamat belajar!',
    createdAt: answeredAt,
    updatedAt: answeredAt,
  });
}
