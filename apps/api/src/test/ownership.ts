// Accounts and ids for the object-level authorization tests: a second account per role next to the demo one,
// and which ids each of them owns. The authorization matrix reads every id-like path parameter of every route
// from the route table and needs its entry in OWNED_IDS: a route with a new kind of id fails until it is added.
import { randomBytes } from 'node:crypto';
import { ROLE_IDS, type RoleName } from '@akademi-siber/util-contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  assessmentAttempts,
  assessmentQuestions,
  assessments,
  authTokens,
  batchEnrollments,
  batchSessions,
  campuses,
  certificates,
  cartItems,
  classroomCourses,
  classrooms,
  classroomStudents,
  corporateBatchAccess,
  corporateManagers,
  corporateMembers,
  courseModules,
  courses,
  discussionReplies,
  discussions,
  enrollments,
  liveClassBatches,
  liveClasses,
  materials,
  notifications,
  orderItems,
  orders,
  pointLedger,
  questionOptions,
  rewardRedemptions,
  rewards,
  teachers,
  trainingGroupParticipants,
  trainingGroups,
  users,
} from '../db/schema';
import { SEED_ORDERS } from '../db/seed-orders-data';
import { DEMO_COURSE_THUMBNAIL, SEED_CATALOG } from '../db/seed-catalog-data';
import { SEED_CERTIFICATES } from '../db/seed-certificates-data';
import { SEED_CORPORATE_TRAINING } from '../db/seed-corporate-training';
import { SEED_DISCUSSIONS } from '../db/seed-discussions';
import { SEED_REDEMPTIONS } from '../db/seed-rewards';
import { hashPassword } from '../modules/auth/password';
import { hashToken } from '../modules/auth/service';
import { ensureGroupContent } from '../modules/corporate-training/content';
import { batchContentSlug, ensureBatchContent } from '../modules/sessions';
import { DEMO_PASSWORD } from './helpers';

export interface OwnedIds {
  /** The role whose accounts own these objects. */
  role: RoleName;
  /** Values the demo account of that role owns. */
  demo: readonly string[];
  /** Values the second account (createSecondAccount) owns. */
  second: readonly string[];
}

/**
 * Per id parameter, who owns which values. Ownership is the cartesian product over a route's id parameters: the
 * demo corporate manager manages corporate 1 in batches 1 and 2; the second manages corporate 2 in batches 1 and
 * 3, so batch 1 is shared and only the pairing with the corporate tells them apart.
 */
const SECOND_MEMBER_NOTIFICATION_ID = 900_001;
const SECOND_AUTHOR_LIVE_CLASS = { slug: 'kelas-uji-pengajar-kedua', batchId: 900_001, sessionId: 900_001 } as const;
const SECOND_MEMBER_ATTEMPT_ID = 900_001;
const SECOND_MEMBER_DISCUSSION = {
  hashId: 'f0000000000d15c2',
  courseSlug: 'analisis-malware',
  replyId: 900_001,
} as const;
const SECOND_MEMBER_REDEMPTION_ID = 900_001;
/**
 * A batch's content (modules/authoring): one module with a material, a quiz and a question, with fixed ids far above
 * the seed's, in the demo author's batch 7 and in the second author's batch. The demo's is written with the second
 * account too (the seed writes no batch content yet), before the ownership test reads the database.
 */
const AUTHORED_CONTENT = {
  demo: { batchId: 7, id: 900_101 },
  second: { batchId: SECOND_AUTHOR_LIVE_CLASS.batchId, id: 900_001 },
} as const;
const SECOND_MEMBER_GROUP_SLUG = 'bank-sejahtera-2026';
const SECOND_AUTHOR_COURSE_SLUG = 'kursus-uji-pengajar-kedua';
/**
 * Groups' sessions (decision 0045): the demo group's first session (22 by the seed's order, held, with attendance, so
 * it is never deleted), a group the second author teaches and its session, and a session of the second member's group,
 * with fixed ids far above the seed's.
 */
const DEMO_GROUP = { id: 6, sessionId: 22 } as const;
const SECOND_AUTHOR_GROUP = { id: 900_001, slug: 'grup-uji-pengajar-kedua', sessionId: 900_002 } as const;
const SECOND_MEMBER_GROUP_SESSION_ID = 900_003;

export const OWNED_IDS: Readonly<Record<string, OwnedIds>> = {
  batchId: { role: 'corporate', demo: ['1', '2'], second: ['1', '3'] },
  corporateId: { role: 'corporate', demo: ['1'], second: ['2'] },
  // The demo teacher's class A has keamanan-jaringan; the second teacher's classroom has digital-forensik. Only
  // class A is listed for the demo, so every demo pairing of classroom and course is one that exists.
  classroomSlug: { role: 'teacher', demo: ['keamanan-jaringan-kelas-a-2026'], second: ['kelas-uji-kedua-2026'] },
  onlineCourseSlug: { role: 'teacher', demo: ['keamanan-jaringan'], second: ['digital-forensik'] },
  // Orders (seed-orders-data.ts): the demo member's waiting (with proof) and pending orders; the second member's
  // own order. Admin routes take the same parameter and open every member's order (route-table.ts idParamNames).
  idTransaction: {
    role: 'member',
    demo: [SEED_ORDERS.waitingVerification.idTransaction, SEED_ORDERS.pending.idTransaction],
    second: [SEED_ORDERS.secondMember.idTransaction],
  },
  // Notifications (seed.ts seedNotifications, the first notifications the seed writes): the demo member's read one
  // (1) and two unread ones (2, 3); the second member's one, written with a fixed id far above the seed's.
  notificationId: { role: 'member', demo: ['1', '2', '3'], second: [String(SECOND_MEMBER_NOTIFICATION_ID)] },
  // Cart rows: the demo member's two seeded items (seed-content.ts MEMBER_CART_COURSES); the second member's one.
  itemId: { role: 'member', demo: ['1', '2'], second: [String(SEED_ORDERS.secondMember.cartItemId)] },
  // Quiz and exam attempts (seed-assessments.ts DEMO_MEMBER_ATTEMPTS): the demo member's failed and passed quiz and
  // passed exam; the second member's one, written with a fixed id far above the seed's.
  attemptId: { role: 'member', demo: ['1', '2', '3'], second: [String(SECOND_MEMBER_ATTEMPT_ID)] },
  // Course discussions (seed-discussions.ts): the demo member's answered thread in ethical-hacking-untuk-pemula and
  // their reply in it; the second member's own thread and reply in analisis-malware, a course the demo member is not
  // enrolled in (and not a subscription course, so opening it does not enrol the subscribed demo member). Reading a
  // thread needs the enrollment; changing one needs to be its writer. The answered thread is the demo's on purpose:
  // the generic suites' writes cannot delete it (409 once others replied; staff deletion needs a reason).
  idHashDiscussion: {
    role: 'member',
    demo: [SEED_DISCUSSIONS.memberAnswered.hashId],
    second: [SECOND_MEMBER_DISCUSSION.hashId],
  },
  replyId: {
    role: 'member',
    demo: [String(SEED_DISCUSSIONS.memberReplyId)],
    second: [String(SECOND_MEMBER_DISCUSSION.replyId)],
  },
  // Reward redemptions (seed-rewards.ts SEED_REDEMPTIONS): the demo member's rejected one; the second member's one,
  // written with a fixed id far above the seed's. Admin routes take the same parameter and handle every member's.
  redemptionId: {
    role: 'member',
    demo: [String(SEED_REDEMPTIONS.demoMember.id)],
    second: [String(SECOND_MEMBER_REDEMPTION_ID)],
  },
  // Certificates (seed-certificates-data.ts): the demo member's completion and attendance ones; the second member's
  // one. The public verification routes take the same parameter and answer anyone (route-table.ts idParamNames).
  certificateNumber: {
    role: 'member',
    demo: [SEED_CERTIFICATES.memberCompletion.number, SEED_CERTIFICATES.memberAttendance.number],
    second: [SEED_CERTIFICATES.secondMember.number],
  },
  // Live-class batches (modules/sessions): the demo member's seat in workshop-secure-coding/kelas-malam (batch 7,
  // sessions 19–21 by the seed's order; 20 is the one running) and the second member's in soc-analyst-intensif/batch-4
  // (batch 3, sessions 9–11). The member routes address a batch by its slugs, a session by id.
  liveclassSlug: { role: 'member', demo: ['workshop-secure-coding'], second: ['soc-analyst-intensif'] },
  batchSlug: { role: 'member', demo: ['kelas-malam'], second: ['batch-4'] },
  sessionId: { role: 'member', demo: ['20'], second: ['9'] },
  // The instructor's side of the same: the demo author teaches every seeded live class; the second author teaches
  // one written for them with fixed ids far above the seed's (SECOND_AUTHOR_LIVE_CLASS).
  taughtLiveclassSlug: {
    role: 'author',
    demo: ['workshop-secure-coding'],
    second: [SECOND_AUTHOR_LIVE_CLASS.slug],
  },
  taughtBatchId: { role: 'author', demo: ['7'], second: [String(SECOND_AUTHOR_LIVE_CLASS.batchId)] },
  taughtSessionId: { role: 'author', demo: ['20'], second: [String(SECOND_AUTHOR_LIVE_CLASS.sessionId)] },
  // A batch's content (decision 0041) by its course-player slug: Kelas Malam's (batch 7) for the demo member, batch
  // 3's for the second, whose pre-test and post-test the fixture writes (the seed gives batch 3 no tests).
  batchContentSlug: { role: 'member', demo: [batchContentSlug(7)], second: [batchContentSlug(3)] },
  // A content course the author writes (modules/authoring): each batch's content and the objects in it
  // (AUTHORED_CONTENT); an admin may open every one.
  authoredContentSlug: {
    role: 'author',
    demo: [batchContentSlug(AUTHORED_CONTENT.demo.batchId)],
    second: [batchContentSlug(AUTHORED_CONTENT.second.batchId)],
  },
  // A catalogue course in the course builder (modules/course-publishing, decision 0053): the demo author's seeded draft
  // (never published, so the suites' writes make no working copy), and one the second author's grant writes.
  builtCourseSlug: { role: 'author', demo: ['pengantar-keamanan-cloud'], second: [SECOND_AUTHOR_COURSE_SLUG] },
  authoredModuleId: authoredIds(),
  authoredMaterialId: authoredIds(),
  authoredAssessmentId: authoredIds(),
  authoredQuestionId: authoredIds(),
  // A tus upload of a video material (decision 0051) names its material first: one of each author's material.
  videoUploadId: {
    role: 'author',
    demo: [`${AUTHORED_CONTENT.demo.id}-${'a'.repeat(32)}`],
    second: [`${AUTHORED_CONTENT.second.id}-${'b'.repeat(32)}`],
  },
  // Corporate-training groups (modules/corporate-training, decision 0044): the demo member learns in the Divisi
  // Keuangan group (seed-corporate-training.ts), the second member in Bank Sejahtera's; both groups are of the public
  // training security-awareness-karyawan (trainingSlug, below).
  groupSlug: {
    role: 'member',
    demo: [SEED_CORPORATE_TRAINING.groupSlug],
    second: [SECOND_MEMBER_GROUP_SLUG],
  },
  // Their sessions (decision 0045): the member's join names one by id; the instructor's routes name the group by id.
  groupSessionId: {
    role: 'member',
    demo: [String(DEMO_GROUP.sessionId)],
    second: [String(SECOND_MEMBER_GROUP_SESSION_ID)],
  },
  // The corporate program (decision 0046): the demo member is an employee of PT Nusantara Aman in Batch 1; the second
  // member one of PT Garuda Data Sentosa in the pilot batch (3).
  memberProgramBatchId: { role: 'member', demo: ['1'], second: ['3'] },
  taughtGroupId: { role: 'author', demo: [String(DEMO_GROUP.id)], second: [String(SECOND_AUTHOR_GROUP.id)] },
  taughtGroupSessionId: {
    role: 'author',
    demo: [String(DEMO_GROUP.sessionId)],
    second: [String(SECOND_AUTHOR_GROUP.sessionId)],
  },
};

function authoredIds(): OwnedIds {
  return { role: 'author', demo: [String(AUTHORED_CONTENT.demo.id)], second: [String(AUTHORED_CONTENT.second.id)] };
}

/** A batch's content with one module, an article, a quiz and a question, all with the id `id`. */
async function writeAuthoredContent(db: Database, { batchId, id }: { batchId: number; id: number }) {
  const content = await ensureBatchContent(db, batchId);
  if (!content) throw new Error(`ownership: batch ${batchId} does not exist`);
  await db
    .insert(courseModules)
    .overridingSystemValue()
    .values({ id, courseId: content.courseId, slug: `modul-uji-${id}`, title: `Modul uji ${id}`, order: 1 });
  await db
    .insert(materials)
    .overridingSystemValue()
    .values({
      id,
      moduleId: id,
      hashId: `a0${id}`,
      title: `Materi uji ${id}`,
      kind: 'article',
      order: 1,
      body: 'Isi materi uji.',
    });
  await db
    .insert(assessments)
    .overridingSystemValue()
    .values({
      id,
      kind: 'quiz',
      courseId: content.courseId,
      moduleId: id,
      title: `Kuis uji ${id}`,
      timeLimitMinutes: 10,
      attemptLimit: 3,
      passingScore: 70,
    });
  await db
    .insert(assessmentQuestions)
    .overridingSystemValue()
    .values({ id, assessmentId: id, type: 'single', prompt: `Soal uji ${id}?`, order: 1 });
  await db.insert(questionOptions).values([
    { questionId: id, text: 'Benar', isCorrect: true, order: 1 },
    { questionId: id, text: 'Salah', isCorrect: false, order: 2 },
  ]);
}

/**
 * Id parameters of content anyone may read (published blog posts): nobody owns them, so the ownership test leaves
 * them out; the values are what the other suites put in the path.
 */
export const PUBLIC_CONTENT_IDS: Readonly<Record<string, readonly string[]>> = {
  blogSlug: ['cara-membuat-password-yang-kuat', 'mengenali-email-phishing'],
  // Cybercast (decision 0049): a published episode and the bundled clip every demo episode plays; episodeId is the
  // staff's handle on the platform's episodes (the first seeded one, after the 12 blog posts).
  episodeSlug: ['eps-12-membangun-tim-soc-dari-nol'],
  mediaFile: ['contoh-episode.mp3'],
  // A video material's thumbnail (decision 0051): 128 random bits in the name, shown by the editor's <img>.
  thumbnailName: [`2026-01-${'c'.repeat(32)}.jpg`],
  episodeId: ['13'],
  // The admin's users (decision 0050): every admin manages every account; the demo member (the seed's first).
  managedUserId: ['1'],
  // Public profiles (`/{username}`): anyone may read a member's or an author's page.
  username: ['member.demo', 'author.demo'],
  // The demo member's avatar (decision 0023, seed-profile-data.ts): public like the profile that shows it.
  avatarFile: ['de000000000000000000000000000001.png'],
  // The public catalog (modules/catalog, seed-catalog-data.ts): published courses, a free-preview video,
  // live classes and corporate trainings (eventId: below).
  courseSlug: ['keamanan-aplikasi-web', 'dasar-dasar-keamanan-siber'],
  // A course's modules are listed in the public curriculum; member routes under a module (its quiz) are gated by the
  // enrollment in the course, which the assessments tests prove (modules/assessments/routes.test.ts).
  moduleSlug: ['modul-1'],
  // A free-preview video: its preview and its file both answer 2xx.
  hashId: [SEED_CATALOG.previewVideo.hashId],
  // A file of a material's HLS stream (modules/learning): the seeded playlist every video streams.
  fileName: ['kelas.m3u8'],
  // A file material of that course (the course player's downloads).
  fileHashId: [SEED_CATALOG.fileMaterial.hashId],
  // Not an object but which of a content's tests an authoring route names (modules/authoring): a value its schema
  // takes, so the suites reach the route's checks; the content in the same path is what is owned.
  testKind: ['pre_test'],
  liveClassSlug: ['bootcamp-penetration-testing', 'workshop-secure-coding'],
  trainingSlug: ['security-awareness-karyawan'],
  // The staff's commerce objects (/api/lcadm/*: plans, promo codes, activation batches, affiliate payouts, events)
  // belong to the platform, not to one admin: every admin may read and change every one, so there is no "other
  // admin's" object to refuse and the role gate is the whole authorization (the matrix's role cases cover it; a
  // member's own payouts are never addressed by id). Listed here so the suites put seeded ids in the path
  // (seed-catalog-data.ts, seed-extras.ts). eventId is also the public event detail's.
  planId: ['1'],
  promoId: ['1'],
  // The admin's live classes and batches (modules/liveclass-admin, decision 0043): the platform's too, so every admin
  // manages every one. The running batch of the seed (workshop-secure-coding/kelas-malam, batch 7): it has members,
  // orders and sessions, so the suites reach every answer of the batch routes.
  managedLiveclassSlug: ['workshop-secure-coding'],
  managedBatchId: ['7'],
  activationBatchId: ['1'],
  payoutId: ['1'],
  eventId: ['1', '2'],
  // Rewards (modules/rewards, seed-rewards.ts): the public catalogue; the member's redeem route names one. The physical
  // one first, so a body without shipping details is refused and the suites do not spend the demo member's points.
  // rewardId is the staff's handle on the same platform-owned rows (like planId above).
  rewardSlug: ['kaos-akademi-siber', 'e-book-panduan-password-aman'],
  rewardId: ['1'],
  // The admin's blog categories (modules/content/blog-categories-routes.ts): the platform's, like the rewards above.
  blogCategoryId: ['1'],
  // The admin's blog posts and pictures (decision 0052): the platform's too. Post 1 is the first seeded one, with the
  // seed's demo cover (modules/content/blog-images.ts).
  blogPostId: ['1'],
  imageFile: ['2026-01-de0000000000000000000000000000b1.jpg'],
  // Cybercast's categories (decision 0052): the platform's; category 6 (wawancara) has episodes, so a delete is refused.
  cybercastCategoryId: ['6'],
  // The static pages (decision 0052): public, changed by any admin.
  pageSlug: ['tentang-kami'],
  // The lab (modules/lab, seed-lab-data.ts): challenges and exercise labs are the platform's content, which every
  // player may open (their own progress is keyed by the session, never by an id in the path). web-101 is the first
  // seeded challenge, with hint 1 and file 1; pengenalan-linux the first exercise lab, with step 1. challengeId,
  // flagId, exerciseId (and hintId, attachmentId on the staff routes) are the staff's handles on the same rows.
  challengeSlug: ['web-101'],
  hintId: ['1'],
  attachmentId: ['1'],
  exerciseSlug: ['pengenalan-linux'],
  stepId: ['1'],
  challengeId: ['1'],
  flagId: ['1'],
  exerciseId: ['1'],
  // The admin's corporate trainings (modules/corporate-training, decision 0044): companies and groups belong to the
  // platform like the commerce objects above; group 1 is nusantara-aman-2026 of security-awareness-karyawan.
  trainingGroupId: ['1'],
  companyId: ['1'],
  // The admin's corporate program (decision 0046): the platform's too. Batch 1's PT Nusantara Aman and its first item
  // (seed-program.ts), which employees have worked on, so a delete is refused and the suites change nothing.
  programBatchId: ['1'],
  programCorporateId: ['1'],
  programItemId: ['1'],
  // The admins' review queue (decision 0053): every admin reviews every course, like the platform's objects above.
  reviewedCourseSlug: ['pengantar-keamanan-cloud'],
  // The seeded draft's thumbnail (DEMO_COURSE_THUMBNAIL): public like the catalogue that shows it.
  thumbnailFile: [DEMO_COURSE_THUMBNAIL.file],
};

/** What the second account of a role owns, matching OWNED_IDS.second (seed ids are stable on a fresh database). */
const SECOND_ACCOUNT_GRANTS: Partial<Record<RoleName, (db: Database, userId: number) => Promise<void>>> = {
  async author(db, userId) {
    const day = 24 * 60 * 60 * 1000;
    const startsAt = new Date(Date.now() + 3 * day);
    const [liveClass] = await db
      .insert(liveClasses)
      .values({
        slug: SECOND_AUTHOR_LIVE_CLASS.slug,
        title: 'Kelas Uji Pengajar Kedua',
        level: 'Pemula',
        category: 'Uji',
        instructorId: userId,
        published: false,
      })
      .returning({ id: liveClasses.id });
    await db
      .insert(liveClassBatches)
      .overridingSystemValue()
      .values({
        id: SECOND_AUTHOR_LIVE_CLASS.batchId,
        liveClassId: liveClass.id,
        slug: 'batch-uji',
        name: 'Batch Uji',
        price: 0,
        quota: 10,
        registrationOpensAt: new Date(Date.now() - day),
        registrationClosesAt: startsAt,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 2 * 60 * 60 * 1000),
      });
    await db
      .insert(batchSessions)
      .overridingSystemValue()
      .values({
        id: SECOND_AUTHOR_LIVE_CLASS.sessionId,
        batchId: SECOND_AUTHOR_LIVE_CLASS.batchId,
        title: 'Sesi uji',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 2 * 60 * 60 * 1000),
      });
    // Made here, as creating a batch does, so reading the batch writes nothing.
    await ensureBatchContent(db, SECOND_AUTHOR_LIVE_CLASS.batchId);
    // A group of the public training the suites name (trainingSlug), taught by this author, with one session.
    await db
      .insert(trainingGroups)
      .overridingSystemValue()
      .values({
        id: SECOND_AUTHOR_GROUP.id,
        trainingId: 1,
        slug: SECOND_AUTHOR_GROUP.slug,
        name: 'Grup Uji Pengajar Kedua',
        corporateId: 1,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 2 * 60 * 60 * 1000),
        instructorId: userId,
      });
    await ensureGroupContent(db, SECOND_AUTHOR_GROUP.id);
    await db
      .insert(batchSessions)
      .overridingSystemValue()
      .values({
        id: SECOND_AUTHOR_GROUP.sessionId,
        groupId: SECOND_AUTHOR_GROUP.id,
        title: 'Sesi grup uji',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 2 * 60 * 60 * 1000),
      });
    await db.insert(courses).values({
      slug: SECOND_AUTHOR_COURSE_SLUG,
      title: 'Kursus Uji Pengajar Kedua',
      level: 'Pemula',
      category: 'Uji',
      description: 'Draf kursus milik pengajar kedua.',
      authorId: userId,
    });
    await writeAuthoredContent(db, AUTHORED_CONTENT.second);
    await writeAuthoredContent(db, AUTHORED_CONTENT.demo);
  },
  async member(db, userId) {
    // A place in Bank Sejahtera's group of security-awareness-karyawan (OWNED_IDS groupSlug).
    const [group] = await db
      .select({ id: trainingGroups.id })
      .from(trainingGroups)
      .where(eq(trainingGroups.slug, SECOND_MEMBER_GROUP_SLUG));
    await db.insert(trainingGroupParticipants).values({ groupId: group.id, userId });
    // An employee of PT Garuda Data Sentosa (2) in the pilot batch (3): OWNED_IDS memberProgramBatchId.
    await db.insert(corporateMembers).values({ corporateId: 2, batchId: 3, userId });
    const sessionStart = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    await db
      .insert(batchSessions)
      .overridingSystemValue()
      .values({
        id: SECOND_MEMBER_GROUP_SESSION_ID,
        groupId: group.id,
        title: 'Sesi grup Bank Sejahtera',
        startsAt: sessionStart,
        endsAt: new Date(sessionStart.getTime() + 2 * 60 * 60 * 1000),
      });
    // A seat in soc-analyst-intensif/batch-4 (batch 3, already held): the second member's batch (OWNED_IDS).
    await db.insert(batchEnrollments).values({ userId, batchId: 3, source: 'purchase' });
    const content = await ensureBatchContent(db, 3);
    await db.insert(enrollments).values({ userId, courseId: content!.courseId, source: 'purchase' });
    for (const kind of ['pre_test', 'post_test'] as const) {
      await db.insert(assessments).values({
        kind,
        courseId: content!.courseId,
        title: kind === 'pre_test' ? 'Pre-test uji' : 'Post-test uji',
        timeLimitMinutes: 10,
        attemptLimit: 2,
        passingScore: 60,
      });
    }
    const [course] = await db
      .select({ id: courses.id, title: courses.title })
      .from(courses)
      .where(eq(courses.slug, 'digital-forensik'));
    // A fixed id far above the seed's, so OWNED_IDS can name it.
    await db
      .insert(cartItems)
      .overridingSystemValue()
      .values({ id: SEED_ORDERS.secondMember.cartItemId, userId, courseId: course.id });
    const [order] = await db
      .insert(orders)
      .values({
        idTransaction: SEED_ORDERS.secondMember.idTransaction,
        userId,
        kind: 'course',
        subtotal: 449000,
        uniqueCode: 321,
        total: 449321,
        idempotencyKey: 'kedua-member-pesanan-uji',
        expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
      })
      .returning({ id: orders.id });
    await db
      .insert(orderItems)
      .values({ orderId: order.id, type: 'course', courseId: course.id, title: course.title, price: 449000 });
    await db.insert(notifications).overridingSystemValue().values({
      id: SECOND_MEMBER_NOTIFICATION_ID,
      userId,
      title: 'Notifikasi member kedua',
      body: 'Hanya untuk member kedua.',
    });
    // A finished attempt on the first seeded quiz (the second member needs no enrollment to read their own history).
    const [quiz] = await db.select({ id: assessments.id }).from(assessments).orderBy(assessments.id).limit(1);
    const startedAt = new Date(Date.now() - 60 * 60 * 1000);
    await db
      .insert(assessmentAttempts)
      .overridingSystemValue()
      .values({
        id: SECOND_MEMBER_ATTEMPT_ID,
        userId,
        assessmentId: quiz.id,
        startedAt,
        deadline: new Date(startedAt.getTime() + 10 * 60 * 1000),
        submittedAt: new Date(startedAt.getTime() + 5 * 60 * 1000),
        score: 0,
        passed: false,
        layout: [],
        answers: {},
      });
    await db.insert(certificates).values({
      number: SEED_CERTIFICATES.secondMember.number,
      kind: 'attendance',
      userId,
      title: 'Sertifikat member kedua',
      issuedAt: new Date('2026-01-01T03:00:00Z'),
    });
    // A delivered e-book: earned and spent in the ledger (net 0, matching the account's 0 points).
    const [ebook] = await db
      .select({ id: rewards.id, cost: rewards.pointsCost })
      .from(rewards)
      .where(eq(rewards.slug, 'e-book-panduan-password-aman'));
    await db.insert(rewardRedemptions).overridingSystemValue().values({
      id: SECOND_MEMBER_REDEMPTION_ID,
      userId,
      rewardId: ebook.id,
      pointsSpent: ebook.cost,
      status: 'delivered',
      notes: 'Catatan rahasia member kedua',
      adminNote: 'Tautan unduhan untuk member kedua',
      deliveredAt: new Date(),
    });
    await db.insert(pointLedger).values([
      {
        userId,
        source: 'event',
        reference: 'uji-kedua',
        description: 'Poin uji member kedua',
        points: ebook.cost,
        xp: 0,
      },
      {
        userId,
        source: 'reward',
        reference: String(SECOND_MEMBER_REDEMPTION_ID),
        description: 'Menukar poin: e-book',
        points: -ebook.cost,
        xp: 0,
      },
    ]);
    // A course of their own with a thread and a reply in it (OWNED_IDS idHashDiscussion, replyId).
    const [course2] = await db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.slug, SECOND_MEMBER_DISCUSSION.courseSlug));
    await db.insert(enrollments).values({ userId, courseId: course2.id, source: 'purchase' });
    const [thread] = await db
      .insert(discussions)
      .values({
        hashId: SECOND_MEMBER_DISCUSSION.hashId,
        courseId: course2.id,
        userId,
        title: 'Diskusi member kedua',
        body: 'Pertanyaan milik member kedua.',
      })
      .returning({ id: discussions.id });
    await db.insert(discussionReplies).overridingSystemValue().values({
      id: SECOND_MEMBER_DISCUSSION.replyId,
      discussionId: thread.id,
      userId,
      body: 'Balasan milik member kedua.',
    });
  },
  async corporate(db, userId) {
    const [manager] = await db
      .insert(corporateManagers)
      .values({ userId, corporateId: 2 })
      .returning({ id: corporateManagers.id });
    await db.insert(corporateBatchAccess).values([
      { managerId: manager.id, batchId: 1 },
      { managerId: manager.id, batchId: 3 },
    ]);
  },
  async teacher(db, userId) {
    const [campus] = await db.insert(campuses).values({ name: 'Politeknik Uji Kedua' }).returning({ id: campuses.id });
    const [teacher] = await db
      .insert(teachers)
      .values({ userId, campusId: campus.id, isAccessCourse: true, isAccessLab: true })
      .returning({ id: teachers.id });
    const [classroom] = await db
      .insert(classrooms)
      .values({
        slug: 'kelas-uji-kedua-2026',
        name: 'Kelas Uji Kedua',
        campusId: campus.id,
        teacherId: teacher.id,
        joinCode: 'UJI-KEDUA',
      })
      .returning({ id: classrooms.id });
    const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, 'digital-forensik'));
    await db.insert(classroomCourses).values({ classroomId: classroom.id, courseId: course.id });
    // The demo member studies in both teachers' classrooms, so a route that names a student (…/students/:username,
    // the suites put member.demo there) opens for each owner and for nobody else.
    const [member] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'member.demo'));
    await db.insert(classroomStudents).values({ classroomId: classroom.id, userId: member.id });
  },
};

export interface TestAccount {
  id: number;
  email: string;
}

/** A new account of `role` with the demo password, owning what SECOND_ACCOUNT_GRANTS gives that role. */
export async function createSecondAccount(db: Database, role: RoleName): Promise<TestAccount> {
  const account = await createAccount(db, role, `kedua.${role}`);
  await SECOND_ACCOUNT_GRANTS[role]?.(db, account.id);
  return account;
}

export async function createAccount(db: Database, role: RoleName, username: string): Promise<TestAccount> {
  const email = `${username}@uji.akademisiber.id`;
  const [row] = await db
    .insert(users)
    // Verified like the demo accounts: a member must verify the email before logging in.
    .values({
      username,
      name: `Uji ${username}`,
      email,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      idRole: ROLE_IDS[role],
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  return { id: row.id, email };
}

export async function userIdByEmail(db: Database, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/**
 * A live session written straight to the database, for suites that need hundreds of tokens: a login through the
 * API costs an argon2id verification each time.
 */
export async function issueToken(
  db: Database,
  userId: number,
  expiresAt = new Date(Date.now() + 60 * 60 * 1000),
): Promise<string> {
  const [token] = await issueTokens(db, userId, 1, expiresAt);
  return token;
}

export async function issueTokens(
  db: Database,
  userId: number,
  count: number,
  expiresAt = new Date(Date.now() + 60 * 60 * 1000),
) {
  const tokens = Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
  await db.insert(authTokens).values(tokens.map((token) => ({ userId, tokenHash: hashToken(token), expiresAt })));
  return tokens;
}
