// The classroom's grids (the teacher's ctf and exercise-lab tabs): one page of its students, and for them every
// assigned challenge's solve, checked attempts and hints, or every assigned exercise lab's progress. Four small
// queries per grid, whatever the number of cells.
import { and, asc, count, countDistinct, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
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
  users,
} from '../../db/schema';
import { likePattern, type PageRequest } from '../../plugins/request-schemas';

function studentSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(ilike(users.name, pattern), ilike(users.username, pattern));
}

/** `${userId}:${itemId}` → value. */
const keyed = <T>(rows: (T & { userId: number; itemId: number | null })[]) =>
  new Map(rows.map((row) => [`${row.userId}:${row.itemId}`, row]));

export function createTeacherGridRepository(db: Database) {
  return {
    async students(classroomId: number, search: string | undefined, page: PageRequest) {
      const condition = and(eq(classroomStudents.classroomId, classroomId), studentSearch(search));
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({ id: users.id, username: users.username, name: users.name, avatarUrl: users.avatarUrl })
          .from(classroomStudents)
          .innerJoin(users, eq(users.id, classroomStudents.userId))
          .where(condition)
          .orderBy(asc(users.name), asc(users.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: count() })
          .from(classroomStudents)
          .innerJoin(users, eq(users.id, classroomStudents.userId))
          .where(condition),
      ]);
      return { rows, total };
    },

    /** The challenges assigned to the classroom, in the order of its assignments list. */
    assignedChallenges(classroomId: number) {
      return db
        .select({ id: labChallenges.id, slug: labChallenges.slug, dueAt: labAssignments.dueAt })
        .from(labAssignments)
        .innerJoin(labChallenges, eq(labChallenges.id, labAssignments.challengeId))
        .where(eq(labAssignments.classroomId, classroomId))
        .orderBy(asc(labAssignments.assignedAt), asc(labChallenges.title));
    },

    assignedExercises(classroomId: number) {
      return db
        .select({
          id: labExercises.id,
          slug: labExercises.slug,
          dueAt: labAssignments.dueAt,
          steps: sql<number>`(select count(*) from ${labExerciseSteps} where
            ${labExerciseSteps.exerciseId} = ${labExercises.id})::int`,
        })
        .from(labAssignments)
        .innerJoin(labExercises, eq(labExercises.id, labAssignments.exerciseId))
        .where(eq(labAssignments.classroomId, classroomId))
        .orderBy(asc(labAssignments.assignedAt), asc(labExercises.title));
    },

    /** Solves, checked attempts and unlocked hints of these students on these challenges, by `user:challenge`. */
    async challengeResults(userIds: number[], challengeIds: number[]) {
      if (userIds.length === 0 || challengeIds.length === 0) {
        return { solves: keyed([]), attempts: keyed([]), hints: keyed([]) };
      }
      const [solves, attempts, hints] = await Promise.all([
        db
          .select({
            userId: labSolves.userId,
            itemId: labSolves.challengeId,
            solvedAt: labSolves.solvedAt,
            points: labSolves.points,
          })
          .from(labSolves)
          .where(and(inArray(labSolves.userId, userIds), inArray(labSolves.challengeId, challengeIds))),
        db
          .select({ userId: labSubmissions.userId, itemId: labSubmissions.challengeId, count: count() })
          .from(labSubmissions)
          .where(and(inArray(labSubmissions.userId, userIds), inArray(labSubmissions.challengeId, challengeIds)))
          .groupBy(labSubmissions.userId, labSubmissions.challengeId),
        db
          .select({ userId: labHintUnlocks.userId, itemId: labHints.challengeId, count: count() })
          .from(labHintUnlocks)
          .innerJoin(labHints, eq(labHints.id, labHintUnlocks.hintId))
          .where(and(inArray(labHintUnlocks.userId, userIds), inArray(labHints.challengeId, challengeIds)))
          .groupBy(labHintUnlocks.userId, labHints.challengeId),
      ]);
      return { solves: keyed(solves), attempts: keyed(attempts), hints: keyed(hints) };
    },

    /**
     * For the teacher's catalogue: per challenge, how many students of the teacher's classrooms solved it; per exercise
     * lab, how many completed it (a student in two of the classrooms counts once).
     */
    async studentTotals(teacherId: number, kind: 'challenge' | 'exercise'): Promise<Map<number, number>> {
      const students = db
        .selectDistinct({ id: classroomStudents.userId })
        .from(classroomStudents)
        .innerJoin(classrooms, eq(classrooms.id, classroomStudents.classroomId))
        .where(eq(classrooms.teacherId, teacherId));
      const rows =
        kind === 'challenge'
          ? await db
              .select({ itemId: labSolves.challengeId, total: countDistinct(labSolves.userId) })
              .from(labSolves)
              .where(inArray(labSolves.userId, students))
              .groupBy(labSolves.challengeId)
          : await db
              .select({ itemId: labExerciseProgress.exerciseId, total: countDistinct(labExerciseProgress.userId) })
              .from(labExerciseProgress)
              .where(and(inArray(labExerciseProgress.userId, students), isNotNull(labExerciseProgress.completedAt)))
              .groupBy(labExerciseProgress.exerciseId);
      return new Map(rows.map((row) => [row.itemId, row.total]));
    },

    /** Progress and answered steps of these students on these exercise labs, by `user:exercise`. */
    async exerciseResults(userIds: number[], exerciseIds: number[]) {
      if (userIds.length === 0 || exerciseIds.length === 0) return { progress: keyed([]), answered: keyed([]) };
      const [progress, answered] = await Promise.all([
        db
          .select({
            userId: labExerciseProgress.userId,
            itemId: labExerciseProgress.exerciseId,
            completedAt: labExerciseProgress.completedAt,
          })
          .from(labExerciseProgress)
          .where(
            and(inArray(labExerciseProgress.userId, userIds), inArray(labExerciseProgress.exerciseId, exerciseIds)),
          ),
        db
          .select({ userId: labStepAnswers.userId, itemId: labExerciseSteps.exerciseId, count: count() })
          .from(labStepAnswers)
          .innerJoin(labExerciseSteps, eq(labExerciseSteps.id, labStepAnswers.stepId))
          .where(and(inArray(labStepAnswers.userId, userIds), inArray(labExerciseSteps.exerciseId, exerciseIds)))
          .groupBy(labStepAnswers.userId, labExerciseSteps.exerciseId),
      ]);
      return { progress: keyed(progress), answered: keyed(answered) };
    },
  };
}
