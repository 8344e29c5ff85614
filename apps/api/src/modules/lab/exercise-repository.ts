// Guided exercise labs: the published labs with their step and completion counts, one player's progress, and the
// writes of answering a step (made inside exercise-service.ts's transaction; the progress row is its lock).
import type { LabExerciseSummary } from '@akademi-siber/util-contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import {
  labExerciseProgress,
  labExercises,
  labExerciseSteps,
  labHints,
  labHintUnlocks,
  labStepAnswers,
} from '../../db/schema';
import { selectPlayerHints } from './repository';

/**
 * The outer row of a correlated subquery, always qualified: drizzle writes a column of a single-table query without its
 * table name, which inside a subquery would name the subquery's own column of the same name.
 */
const OUTER_EXERCISE_ID = sql.raw('"lab_exercises"."id"');

export const exerciseSummaryColumns = {
  slug: labExercises.slug,
  title: labExercises.title,
  category: labExercises.category,
  difficulty: labExercises.difficulty,
  summary: labExercises.summary,
  steps: sql<number>`(select count(*) from ${labExerciseSteps} where ${labExerciseSteps.exerciseId} =
    ${OUTER_EXERCISE_ID})::int`,
  points: labExercises.points,
  xp: labExercises.xp,
  completions: sql<number>`(select count(*) from ${labExerciseProgress} where
    ${labExerciseProgress.exerciseId} = ${OUTER_EXERCISE_ID} and
    ${labExerciseProgress.completedAt} is not null)::int`,
};

export function createExerciseRepository(db: Database) {
  return {
    publishedSummaries(): Promise<LabExerciseSummary[]> {
      return db
        .select(exerciseSummaryColumns)
        .from(labExercises)
        .where(eq(labExercises.published, true))
        .orderBy(asc(labExercises.title));
    },

    async playerExercises(userId: number) {
      return db
        .select({
          ...exerciseSummaryColumns,
          startedAt: labExerciseProgress.startedAt,
          lastActivityAt: labExerciseProgress.lastActivityAt,
          completedAt: labExerciseProgress.completedAt,
          awardedPoints: labExerciseProgress.awardedPoints,
          awardedXp: labExerciseProgress.awardedXp,
          answeredSteps: sql<number>`(select count(*) from ${labStepAnswers} inner join
            ${labExerciseSteps} on ${labExerciseSteps.id} =
            ${labStepAnswers.stepId} where ${labExerciseSteps.exerciseId} =
            ${OUTER_EXERCISE_ID} and ${labStepAnswers.userId} = ${userId})::int`,
        })
        .from(labExercises)
        .leftJoin(
          labExerciseProgress,
          and(eq(labExerciseProgress.exerciseId, labExercises.id), eq(labExerciseProgress.userId, userId)),
        )
        .where(eq(labExercises.published, true))
        .orderBy(asc(labExercises.title));
    },

    async publishedExercise(slug: string) {
      const [row] = await db
        .select({ id: labExercises.id, description: labExercises.description, ...exerciseSummaryColumns })
        .from(labExercises)
        .where(and(eq(labExercises.slug, slug), eq(labExercises.published, true)));
      return row;
    },

    steps(exerciseId: number) {
      return db
        .select({
          id: labExerciseSteps.id,
          position: labExerciseSteps.position,
          title: labExerciseSteps.title,
          body: labExerciseSteps.body,
          answerKind: labExerciseSteps.answerKind,
          answerFormat: labExerciseSteps.answerFormat,
        })
        .from(labExerciseSteps)
        .where(eq(labExerciseSteps.exerciseId, exerciseId))
        .orderBy(asc(labExerciseSteps.position));
    },

    async progress(userId: number, exerciseId: number) {
      const [row] = await db
        .select({
          startedAt: labExerciseProgress.startedAt,
          lastActivityAt: labExerciseProgress.lastActivityAt,
          completedAt: labExerciseProgress.completedAt,
          awardedPoints: labExerciseProgress.awardedPoints,
          awardedXp: labExerciseProgress.awardedXp,
        })
        .from(labExerciseProgress)
        .where(and(eq(labExerciseProgress.userId, userId), eq(labExerciseProgress.exerciseId, exerciseId)));
      return row;
    },

    /** The hints of the lab's steps, in order, with whether this player unlocked each and what they paid. */
    stepHints(exerciseId: number, userId: number) {
      return selectPlayerHints(db, userId)
        .innerJoin(labExerciseSteps, eq(labExerciseSteps.id, labHints.stepId))
        .where(eq(labExerciseSteps.exerciseId, exerciseId))
        .orderBy(asc(labHints.position), asc(labHints.id));
    },

    async stepHint(stepId: number, hintId: number) {
      const [row] = await db
        .select({ id: labHints.id, position: labHints.position, cost: labHints.cost, body: labHints.body })
        .from(labHints)
        .where(and(eq(labHints.id, hintId), eq(labHints.stepId, stepId)));
      return row;
    },

    /** What the hints this player unlocked on the lab's steps cost together. */
    async hintCosts(executor: Database | Transaction, userId: number, exerciseId: number): Promise<number> {
      const [row] = await executor
        .select({ total: sql<number>`coalesce(sum(${labHintUnlocks.cost}), 0)::int` })
        .from(labHintUnlocks)
        .innerJoin(labHints, eq(labHints.id, labHintUnlocks.hintId))
        .innerJoin(labExerciseSteps, eq(labExerciseSteps.id, labHints.stepId))
        .where(and(eq(labHintUnlocks.userId, userId), eq(labExerciseSteps.exerciseId, exerciseId)));
      return Number(row?.total ?? 0);
    },

    /** Step id → when this player answered it. */
    async answers(executor: Database | Transaction, userId: number, exerciseId: number) {
      const rows = await executor
        .select({ stepId: labStepAnswers.stepId, answeredAt: labStepAnswers.answeredAt })
        .from(labStepAnswers)
        .innerJoin(labExerciseSteps, eq(labExerciseSteps.id, labStepAnswers.stepId))
        .where(and(eq(labStepAnswers.userId, userId), eq(labExerciseSteps.exerciseId, exerciseId)));
      return new Map(rows.map((row) => [row.stepId, row.answeredAt]));
    },

    /**
     * Starts (or touches) the player's progress on the lab in one upsert; the row stays locked until `tx` ends, so one
     * player's answers to one lab are handled one at a time.
     */
    async touchProgressLocked(tx: Transaction, userId: number, exerciseId: number): Promise<void> {
      await tx
        .insert(labExerciseProgress)
        .values({ userId, exerciseId })
        .onConflictDoUpdate({
          target: [labExerciseProgress.userId, labExerciseProgress.exerciseId],
          set: { lastActivityAt: sql`now()` },
        });
    },

    async stepAnswerKey(tx: Transaction, exerciseId: number, stepId: number) {
      const [row] = await tx
        .select({
          id: labExerciseSteps.id,
          answerHash: labExerciseSteps.answerHash,
          caseInsensitive: labExerciseSteps.caseInsensitive,
        })
        .from(labExerciseSteps)
        .where(and(eq(labExerciseSteps.id, stepId), eq(labExerciseSteps.exerciseId, exerciseId)));
      return row;
    },

    async insertStepAnswer(tx: Transaction, userId: number, stepId: number): Promise<void> {
      await tx.insert(labStepAnswers).values({ userId, stepId }).onConflictDoNothing();
    },

    /** Marks the lab completed with what it awarded, unless it already was; true when this call completed it. */
    async completeProgress(
      tx: Transaction,
      userId: number,
      exerciseId: number,
      award: { points: number; xp: number } | null,
    ): Promise<boolean> {
      const rows = await tx
        .update(labExerciseProgress)
        .set({ completedAt: sql`now()`, awardedPoints: award?.points ?? null, awardedXp: award?.xp ?? null })
        .where(
          and(
            eq(labExerciseProgress.userId, userId),
            eq(labExerciseProgress.exerciseId, exerciseId),
            isNull(labExerciseProgress.completedAt),
          ),
        )
        .returning({ id: labExerciseProgress.id });
      return rows.length > 0;
    },
  };
}
