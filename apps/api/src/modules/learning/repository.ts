// The course player's reads and writes: a course's outline with one member's progress, one material, the
// member's enrollment (and the subscription that may open it), material_progress, and the completion certificate.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import {
  assessments,
  batchEnrollments,
  certificates,
  corporateMembers,
  courseModules,
  courses,
  enrollments,
  enrollmentSource,
  liveClassBatches,
  materialProgress,
  materials,
  programLearningItems,
  trainingGroupParticipants,
  trainingGroups,
  users,
} from '../../db/schema';

type EnrollmentSource = (typeof enrollmentSource.enumValues)[number];
const ENROLLMENT_SOURCES: readonly string[] = enrollmentSource.enumValues;
/** A batch seat's source as an enrollment's (the same vocabulary; anything else counts as a purchase). */
export const seatSource = (source: string): EnrollmentSource =>
  ENROLLMENT_SOURCES.includes(source) ? (source as EnrollmentSource) : 'purchase';

/** Materials done as a whole percentage: rounded, but 100 only when every material is done. */
export function progressPercent(done: number, total: number): number {
  if (total === 0) return 0;
  return done >= total ? 100 : Math.min(99, Math.round((done * 100) / total));
}

export type MaterialRow = {
  id: number;
  hashId: string;
  title: string;
  kind: 'video' | 'article' | 'file' | 'link';
  durationSeconds: number;
  body: string | null;
  hlsPlaylist: string | null;
  filePath: string | null;
  linkUrl: string | null;
  moduleSlug: string;
  moduleTitle: string;
  positionSeconds: number | null;
  completedAt: Date | null;
};

export function createLearningRepository(db: Database) {
  return {
    /** A published course by slug, with its author's name. */
    async course(slug: string) {
      const [row] = await db
        .select({
          id: courses.id,
          slug: courses.slug,
          title: courses.title,
          thumbnailUrl: courses.thumbnailUrl,
          includedInSubscription: courses.includedInSubscription,
          owner: courses.owner,
          authorName: users.name,
        })
        .from(courses)
        .innerJoin(users, eq(users.id, courses.authorId))
        .where(and(eq(courses.slug, slug), eq(courses.published, true)));
      return row;
    },

    /** The number of the member's completion certificate for the course, once it is issued. */
    async completionCertificateNumber(userId: number, courseId: number): Promise<string | null> {
      const [row] = await db
        .select({ number: certificates.number })
        .from(certificates)
        .where(
          and(
            eq(certificates.userId, userId),
            eq(certificates.courseId, courseId),
            eq(certificates.kind, 'completion'),
          ),
        );
      return row?.number ?? null;
    },

    async enrollment(userId: number, courseId: number) {
      const [row] = await db
        .select({
          id: enrollments.id,
          progress: enrollments.progress,
          completedMaterials: enrollments.completedMaterials,
          completedAt: enrollments.completedAt,
          lastMaterialId: enrollments.lastMaterialId,
        })
        .from(enrollments)
        .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));
      return row;
    },

    async subscriptionActive(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ active: sql<boolean>`coalesce(${users.subscribtionCourseEndDate} >= current_date, false)` })
        .from(users)
        .where(eq(users.id, userId));
      return row?.active ?? false;
    },

    /**
     * A batch's content opens to the batch's members (decision 0041): their seat's source, or undefined without one.
     */
    async batchSeatSource(userId: number, contentCourseId: number): Promise<string | undefined> {
      return contentSeatSource(db, userId, contentCourseId);
    },

    /** The member's progress row in a batch's content, made on their first visit with the seat's source. */
    async enrolFromSeat(userId: number, courseId: number, source: EnrollmentSource) {
      await db.insert(enrollments).values({ userId, courseId, source }).onConflictDoNothing();
    },

    /** A subscriber's first visit to a course of the subscription enrols them (source subscription). */
    async enrolFromSubscription(userId: number, courseId: number) {
      await db.insert(enrollments).values({ userId, courseId, source: 'subscription' }).onConflictDoNothing();
    },

    /** Every material of the course in outline order, with this member's progress in each. */
    async materials(userId: number, courseId: number): Promise<MaterialRow[]> {
      return db
        .select({
          id: materials.id,
          hashId: materials.hashId,
          title: materials.title,
          kind: materials.kind,
          durationSeconds: materials.durationSeconds,
          body: materials.body,
          hlsPlaylist: materials.hlsPlaylist,
          filePath: materials.filePath,
          linkUrl: materials.linkUrl,
          moduleSlug: courseModules.slug,
          moduleTitle: courseModules.title,
          positionSeconds: materialProgress.positionSeconds,
          completedAt: materialProgress.completedAt,
        })
        .from(materials)
        .innerJoin(courseModules, eq(courseModules.id, materials.moduleId))
        .leftJoin(
          materialProgress,
          and(eq(materialProgress.materialId, materials.id), eq(materialProgress.userId, userId)),
        )
        .where(eq(courseModules.courseId, courseId))
        .orderBy(asc(courseModules.order), asc(materials.order), asc(materials.id));
    },

    async modules(courseId: number) {
      return db
        .select({
          slug: courseModules.slug,
          title: courseModules.title,
          order: courseModules.order,
          hasQuiz: sql<boolean>`${assessments.id} is not null`,
        })
        .from(courseModules)
        .leftJoin(assessments, and(eq(assessments.moduleId, courseModules.id), eq(assessments.kind, 'quiz')))
        .where(eq(courseModules.courseId, courseId))
        .orderBy(asc(courseModules.order), asc(courseModules.id));
    },

    async hasExam(courseId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: assessments.id })
        .from(assessments)
        .where(and(eq(assessments.courseId, courseId), eq(assessments.kind, 'exam')))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Saves the position (and the first completion); resumes here next time. True when this call completed the
     * material. The enrollment's counters are recomputed from material_progress, so they can never drift.
     */
    async saveProgress(
      tx: Transaction,
      input: { userId: number; courseId: number; materialId: number; positionSeconds: number; completed: boolean },
    ) {
      const now = new Date();
      const [before] = await tx
        .select({ completedAt: materialProgress.completedAt })
        .from(materialProgress)
        .where(and(eq(materialProgress.userId, input.userId), eq(materialProgress.materialId, input.materialId)))
        .for('update');
      const completedNow = input.completed && !before?.completedAt;
      const completedAt = before?.completedAt ?? (input.completed ? now : null);
      const [saved] = await tx
        .insert(materialProgress)
        .values({
          userId: input.userId,
          materialId: input.materialId,
          positionSeconds: input.positionSeconds,
          completedAt,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [materialProgress.userId, materialProgress.materialId],
          // Never undone: a position saved at the same moment as the completion (opening the material while
          // marking it done) must not clear it, whichever commits last.
          set: {
            positionSeconds: input.positionSeconds,
            completedAt: sql`coalesce(${materialProgress.completedAt}, excluded.completed_at)`,
            updatedAt: now,
          },
        })
        .returning({ completedAt: materialProgress.completedAt });
      const [counts] = await tx
        .select({
          done: sql<number>`count(${materialProgress.completedAt})::int`,
          total: sql<number>`count(${materials.id})::int`,
        })
        .from(materials)
        .innerJoin(courseModules, eq(courseModules.id, materials.moduleId))
        .leftJoin(
          materialProgress,
          and(eq(materialProgress.materialId, materials.id), eq(materialProgress.userId, input.userId)),
        )
        .where(eq(courseModules.courseId, input.courseId));
      const progress = progressPercent(counts.done, counts.total);
      await tx
        .update(enrollments)
        .set({ completedMaterials: counts.done, progress, lastMaterialId: input.materialId, lastAccessedAt: now })
        .where(and(eq(enrollments.userId, input.userId), eq(enrollments.courseId, input.courseId)));
      return {
        completedNow,
        done: saved.completedAt !== null,
        completedMaterials: counts.done,
        totalMaterials: counts.total,
        progress,
      };
    },
  };
}

export type LearningRepository = ReturnType<typeof createLearningRepository>;

/**
 * Opens a batch's content to a member of the batch (decision 0041): their progress row is made on first use with
 * the seat's source. False when the member has no seat in the batch that owns this content.
 */
export async function openBatchContent(db: Database | Transaction, userId: number, contentCourseId: number) {
  const source = await contentSeatSource(db, userId, contentCourseId);
  if (source === undefined) return false;
  await db
    .insert(enrollments)
    .values({ userId, courseId: contentCourseId, source: seatSource(source) })
    .onConflictDoNothing();
  return true;
}

/**
 * The source of the member's place in whatever owns this content: a seat in the batch (decision 0041), a place in
 * the corporate-training group (decision 0044), or a place as an employee in a program item's batch (decision 0046).
 * Undefined without one.
 */
async function contentSeatSource(db: Database | Transaction, userId: number, contentCourseId: number) {
  const [row] = await db
    .select({ source: batchEnrollments.source })
    .from(batchEnrollments)
    .innerJoin(liveClassBatches, eq(liveClassBatches.id, batchEnrollments.batchId))
    .where(and(eq(batchEnrollments.userId, userId), eq(liveClassBatches.contentCourseId, contentCourseId)))
    .unionAll(
      db
        .select({ source: trainingGroupParticipants.source })
        .from(trainingGroupParticipants)
        .innerJoin(trainingGroups, eq(trainingGroups.id, trainingGroupParticipants.groupId))
        .where(and(eq(trainingGroupParticipants.userId, userId), eq(trainingGroups.contentCourseId, contentCourseId))),
    )
    .unionAll(
      // A program learning item's content: the company's employees in the item's batch (decision 0046).
      db
        .select({ source: sql<string>`'corporate'` })
        .from(programLearningItems)
        .innerJoin(
          corporateMembers,
          and(
            eq(corporateMembers.batchId, programLearningItems.batchId),
            eq(corporateMembers.corporateId, programLearningItems.corporateId),
          ),
        )
        .where(and(eq(corporateMembers.userId, userId), eq(programLearningItems.contentCourseId, contentCourseId))),
    )
    .limit(1);
  return row?.source;
}
