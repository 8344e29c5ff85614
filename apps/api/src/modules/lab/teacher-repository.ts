// The teacher's side of the lab: their lab access, their own classroom, what is assigned to it, and how each student
// of the classroom did on one challenge or exercise lab.
import { and, asc, countDistinct, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  classrooms,
  classroomStudents,
  labAssignments,
  labChallenges,
  labExerciseProgress,
  labExercises,
  labExerciseSteps,
  labHints,
  labHintUnlocks,
  labSolves,
  labStepAnswers,
  labSubmissions,
  teachers,
  users,
} from '../../db/schema';
import { exerciseSummaryColumns } from './exercise-repository';
import { selectChallengeSummaries, visibleNow } from './repository';

const owner = alias(users, 'flag_owner');
const sender = alias(users, 'sender');

export function createTeacherLabRepository(db: Database) {
  /** How many of this teacher's classrooms have each challenge or exercise assigned. */
  async function assignedCounts(teacherId: number, kind: 'challenge' | 'exercise') {
    const column = kind === 'challenge' ? labAssignments.challengeId : labAssignments.exerciseId;
    const rows = await db
      .select({ itemId: column, classrooms: countDistinct(labAssignments.classroomId) })
      .from(labAssignments)
      .innerJoin(classrooms, eq(classrooms.id, labAssignments.classroomId))
      .where(and(eq(classrooms.teacherId, teacherId), eq(labAssignments.kind, kind)))
      .groupBy(column);
    return new Map(rows.map((row) => [row.itemId, row.classrooms]));
  }

  return {
    async teacher(userId: number) {
      const [row] = await db
        .select({ id: teachers.id, isAccessLab: teachers.isAccessLab })
        .from(teachers)
        .where(eq(teachers.userId, userId));
      return row;
    },

    /** The classroom with this slug if this teacher teaches it. */
    async ownClassroom(teacherId: number, slug: string) {
      const [row] = await db
        .select({ id: classrooms.id, slug: classrooms.slug, name: classrooms.name })
        .from(classrooms)
        .where(and(eq(classrooms.slug, slug), eq(classrooms.teacherId, teacherId)));
      return row;
    },

    assignedCounts,

    visibleChallenges() {
      return selectChallengeSummaries(db)
        .where(visibleNow())
        .orderBy(asc(labChallenges.category), asc(labChallenges.initialValue), asc(labChallenges.title));
    },

    async visibleChallenge(slug: string) {
      const [row] = await selectChallengeSummaries(db)
        .where(and(eq(labChallenges.slug, slug), visibleNow()))
        .limit(1);
      return row;
    },

    publishedExercises() {
      return db
        .select({ id: labExercises.id, ...exerciseSummaryColumns })
        .from(labExercises)
        .where(eq(labExercises.published, true))
        .orderBy(asc(labExercises.title));
    },

    async publishedExercise(slug: string) {
      const [row] = await db
        .select({ id: labExercises.id, ...exerciseSummaryColumns })
        .from(labExercises)
        .where(and(eq(labExercises.slug, slug), eq(labExercises.published, true)));
      return row;
    },

    async assignment(classroomId: number, kind: 'challenge' | 'exercise', itemId: number) {
      const [row] = await db
        .select({ dueAt: labAssignments.dueAt, assignedAt: labAssignments.assignedAt })
        .from(labAssignments)
        .where(
          and(
            eq(labAssignments.classroomId, classroomId),
            kind === 'challenge' ? eq(labAssignments.challengeId, itemId) : eq(labAssignments.exerciseId, itemId),
          ),
        );
      return row;
    },

    /** Assigns (or changes the due date of) a challenge or exercise lab in one upsert. */
    async assign(classroomId: number, kind: 'challenge' | 'exercise', itemId: number, dueAt: Date | null) {
      const target =
        kind === 'challenge'
          ? [labAssignments.classroomId, labAssignments.challengeId]
          : [labAssignments.classroomId, labAssignments.exerciseId];
      await db
        .insert(labAssignments)
        .values({
          classroomId,
          kind,
          challengeId: kind === 'challenge' ? itemId : null,
          exerciseId: kind === 'exercise' ? itemId : null,
          dueAt,
        })
        .onConflictDoUpdate({ target, set: { dueAt } });
    },

    /** True when there was such an assignment. */
    async unassign(classroomId: number, kind: 'challenge' | 'exercise', itemId: number): Promise<boolean> {
      const rows = await db
        .delete(labAssignments)
        .where(
          and(
            eq(labAssignments.classroomId, classroomId),
            kind === 'challenge' ? eq(labAssignments.challengeId, itemId) : eq(labAssignments.exerciseId, itemId),
          ),
        )
        .returning({ id: labAssignments.id });
      return rows.length > 0;
    },

    /** The classroom's assignments with how many of its students are done, and how many of them after the due date. */
    async assignments(classroomId: number) {
      const students = await db.$count(classroomStudents, eq(classroomStudents.classroomId, classroomId));
      const challengeRows = await db
        .select({
          slug: labChallenges.slug,
          title: labChallenges.title,
          category: labChallenges.category,
          difficulty: labChallenges.difficulty,
          dueAt: labAssignments.dueAt,
          assignedAt: labAssignments.assignedAt,
          done: sql<number>`count(${labSolves.id})::int`,
          late: sql<number>`count(${labSolves.id}) filter (where ${labSolves.solvedAt} > ${labAssignments.dueAt})::int`,
        })
        .from(labAssignments)
        .innerJoin(labChallenges, eq(labChallenges.id, labAssignments.challengeId))
        .leftJoin(classroomStudents, eq(classroomStudents.classroomId, labAssignments.classroomId))
        .leftJoin(
          labSolves,
          and(eq(labSolves.challengeId, labChallenges.id), eq(labSolves.userId, classroomStudents.userId)),
        )
        .where(eq(labAssignments.classroomId, classroomId))
        .groupBy(labAssignments.id, labChallenges.id);
      const exerciseRows = await db
        .select({
          slug: labExercises.slug,
          title: labExercises.title,
          category: labExercises.category,
          difficulty: labExercises.difficulty,
          dueAt: labAssignments.dueAt,
          assignedAt: labAssignments.assignedAt,
          done: sql<number>`count(${labExerciseProgress.completedAt})::int`,
          late: sql<number>`count(${labExerciseProgress.completedAt}) filter (where
            ${labExerciseProgress.completedAt} > ${labAssignments.dueAt})::int`,
        })
        .from(labAssignments)
        .innerJoin(labExercises, eq(labExercises.id, labAssignments.exerciseId))
        .leftJoin(classroomStudents, eq(classroomStudents.classroomId, labAssignments.classroomId))
        .leftJoin(
          labExerciseProgress,
          and(
            eq(labExerciseProgress.exerciseId, labExercises.id),
            eq(labExerciseProgress.userId, classroomStudents.userId),
          ),
        )
        .where(eq(labAssignments.classroomId, classroomId))
        .groupBy(labAssignments.id, labExercises.id);
      return { students, challengeRows, exerciseRows };
    },

    /** Each student of the classroom on one challenge: the solve, checked attempts, hints unlocked, suspicious ones. */
    challengeStudents(classroomId: number, challengeId: number) {
      const student = sql.raw('"users"."id"');
      return db
        .select({
          username: users.username,
          name: users.name,
          avatarUrl: users.avatarUrl,
          solvedAt: labSolves.solvedAt,
          points: labSolves.points,
          attempts: sql<number>`(select count(*) from ${labSubmissions} where
            ${labSubmissions.challengeId} = ${challengeId} and
            ${labSubmissions.userId} = ${student})::int`,
          hintsUsed: sql<number>`(select count(*) from ${labHintUnlocks} inner join ${labHints} on
            ${labHints.id} = ${labHintUnlocks.hintId} where ${labHints.challengeId}
            = ${challengeId} and ${labHintUnlocks.userId} = ${student})::int`,
          suspicious: sql<number>`(select count(*) from ${labSubmissions} where
            ${labSubmissions.challengeId} = ${challengeId} and
            ${labSubmissions.flagOwnerId} is not null and (${labSubmissions.userId}
            = ${student} or ${labSubmissions.flagOwnerId} = ${student}))::int`,
        })
        .from(classroomStudents)
        .innerJoin(users, eq(users.id, classroomStudents.userId))
        .leftJoin(labSolves, and(eq(labSolves.userId, users.id), eq(labSolves.challengeId, challengeId)))
        .where(eq(classroomStudents.classroomId, classroomId))
        .orderBy(asc(users.name), asc(users.id));
    },

    /** Another user's per-user flag submitted on this challenge where the sender or the owner is in the classroom. */
    async suspicious(classroomId: number, challengeId: number) {
      const studentIds = db
        .select({ id: classroomStudents.userId })
        .from(classroomStudents)
        .where(eq(classroomStudents.classroomId, classroomId));
      return db
        .select({
          username: sender.username,
          name: sender.name,
          ownerUsername: owner.username,
          ownerName: owner.name,
          submittedAt: labSubmissions.submittedAt,
        })
        .from(labSubmissions)
        .innerJoin(sender, eq(sender.id, labSubmissions.userId))
        .innerJoin(owner, eq(owner.id, labSubmissions.flagOwnerId))
        .where(
          and(
            eq(labSubmissions.challengeId, challengeId),
            isNotNull(labSubmissions.flagOwnerId),
            or(inArray(labSubmissions.userId, studentIds), inArray(labSubmissions.flagOwnerId, studentIds)),
          ),
        )
        .orderBy(asc(labSubmissions.submittedAt));
    },

    /** Each student of the classroom on one exercise lab. */
    exerciseStudents(classroomId: number, exerciseId: number) {
      const student = sql.raw('"users"."id"');
      return db
        .select({
          username: users.username,
          name: users.name,
          avatarUrl: users.avatarUrl,
          answeredSteps: sql<number>`(select count(*) from ${labStepAnswers} inner join
            ${labExerciseSteps} on ${labExerciseSteps.id} =
            ${labStepAnswers.stepId} where ${labExerciseSteps.exerciseId} =
            ${exerciseId} and ${labStepAnswers.userId} = ${student})::int`,
          hintsUsed: sql<number>`(select count(*) from ${labHintUnlocks} inner join ${labHints} on
            ${labHints.id} = ${labHintUnlocks.hintId} inner join ${labExerciseSteps} on
            ${labExerciseSteps.id} = ${labHints.stepId} where ${labExerciseSteps.exerciseId} =
            ${exerciseId} and ${labHintUnlocks.userId} = ${student})::int`,
          startedAt: labExerciseProgress.startedAt,
          completedAt: labExerciseProgress.completedAt,
          points: labExerciseProgress.awardedPoints,
        })
        .from(classroomStudents)
        .innerJoin(users, eq(users.id, classroomStudents.userId))
        .leftJoin(
          labExerciseProgress,
          and(eq(labExerciseProgress.userId, users.id), eq(labExerciseProgress.exerciseId, exerciseId)),
        )
        .where(eq(classroomStudents.classroomId, classroomId))
        .orderBy(asc(users.name), asc(users.id));
    },
  };
}
