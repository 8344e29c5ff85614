// The staff's side of the lab: challenges with everything on them (flags only as kind and case rule — their text,
// pattern and hash never leave this file's writes), hints, files, the submission log, attempt resets, exercise labs
// with their steps, and the lab settings.
import type { AdminLabSubmission } from '@akademi-siber/util-contracts';
import { and, asc, desc, eq, ilike, inArray, isNotNull, not, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor, Transaction } from '../../db/client';
import {
  labAttachments,
  labAttempts,
  labChallenges,
  labExercises,
  labExerciseSteps,
  labFlags,
  labHints,
  labHintUnlocks,
  labSettings,
  labSolves,
  labSubmissions,
  users,
} from '../../db/schema';
import { likePattern, type PageRequest } from '../../plugins/request-schemas';
import { exerciseSummaryColumns } from './exercise-repository';
import { OUTER_CHALLENGE_ID, visibleNow } from './repository';

type ChallengeValues = Omit<typeof labChallenges.$inferInsert, 'id' | 'createdAt'>;
type ExerciseValues = Omit<typeof labExercises.$inferInsert, 'id' | 'createdAt'>;

/** Hints with how many players unlocked each: a challenge's, or the steps' of an exercise lab. */
const selectStaffHints = (executor: Executor) =>
  executor
    .select({
      id: labHints.id,
      stepId: labHints.stepId,
      position: labHints.position,
      cost: labHints.cost,
      body: labHints.body,
      unlocks: sql<number>`(select count(*) from ${labHintUnlocks} where ${labHintUnlocks.hintId} =
        ${sql.raw('"lab_hints"."id"')})::int`,
    })
    .from(labHints);

const countOf = (table: typeof labSolves | typeof labSubmissions, extra?: SQL) =>
  sql<number>`(select count(*) from ${table} where ${table.challengeId} =
    ${OUTER_CHALLENGE_ID}${extra ? sql` and ${extra}` : sql``})::int`;

const challengeRowColumns = {
  id: labChallenges.id,
  slug: labChallenges.slug,
  title: labChallenges.title,
  category: labChallenges.category,
  difficulty: labChallenges.difficulty,
  published: labChallenges.published,
  // What players see now: published and inside the visibility window (repository.ts's visibleNow).
  visible: sql<boolean>`coalesce(${visibleNow()}, false)`,
  visibleFrom: labChallenges.visibleFrom,
  visibleUntil: labChallenges.visibleUntil,
  valueType: labChallenges.valueType,
  initialValue: labChallenges.initialValue,
  minimumValue: labChallenges.minimumValue,
  decay: labChallenges.decay,
  solves: countOf(labSolves),
  submissions: countOf(labSubmissions),
  suspicious: countOf(labSubmissions, sql`${labSubmissions.flagOwnerId} is not null`),
  updatedAt: labChallenges.updatedAt,
};

const sender = alias(users, 'sender');
const owner = alias(users, 'flag_owner');

export function createStaffLabRepository(db: Database) {
  return {
    async challenges(
      filters: { search?: string; category?: string; visibility?: 'visible' | 'hidden' },
      page: PageRequest,
    ) {
      const where = and(
        filters.search
          ? or(
              ilike(labChallenges.title, likePattern(filters.search)),
              ilike(labChallenges.slug, likePattern(filters.search)),
            )
          : undefined,
        filters.category
          ? eq(labChallenges.category, filters.category as typeof labChallenges.$inferSelect.category)
          : undefined,
        filters.visibility === 'visible'
          ? visibleNow()
          : filters.visibility === 'hidden'
            ? not(sql`coalesce(${visibleNow()}, false)`)
            : undefined,
      );
      const [rows, total] = await Promise.all([
        db
          .select(challengeRowColumns)
          .from(labChallenges)
          .where(where)
          .orderBy(desc(labChallenges.updatedAt), desc(labChallenges.id))
          .limit(page.limit)
          .offset(page.offset),
        db.$count(labChallenges, where),
      ]);
      return { rows, total };
    },

    async challenge(challengeId: number) {
      const prerequisite = alias(labChallenges, 'prerequisite');
      const [row] = await db
        .select({
          ...challengeRowColumns,
          description: labChallenges.description,
          connectionInfo: labChallenges.connectionInfo,
          maxAttempts: labChallenges.maxAttempts,
          createdAt: labChallenges.createdAt,
          prerequisiteId: prerequisite.id,
          prerequisiteSlug: prerequisite.slug,
          prerequisiteTitle: prerequisite.title,
        })
        .from(labChallenges)
        .leftJoin(prerequisite, eq(prerequisite.id, labChallenges.prerequisiteId))
        .where(eq(labChallenges.id, challengeId));
      if (!row) return undefined;
      const [flags, hints, attachments] = await Promise.all([
        db
          .select({
            id: labFlags.id,
            kind: labFlags.kind,
            caseInsensitive: labFlags.caseInsensitive,
            createdAt: labFlags.createdAt,
          })
          .from(labFlags)
          .where(eq(labFlags.challengeId, challengeId))
          .orderBy(asc(labFlags.id)),
        selectStaffHints(db)
          .where(eq(labHints.challengeId, challengeId))
          .orderBy(asc(labHints.position), asc(labHints.id)),
        db
          .select({
            id: labAttachments.id,
            fileName: labAttachments.fileName,
            contentType: labAttachments.contentType,
            size: labAttachments.size,
            perUser: labAttachments.perUser,
          })
          .from(labAttachments)
          .where(eq(labAttachments.challengeId, challengeId))
          .orderBy(asc(labAttachments.id)),
      ]);
      return { ...row, flags, hints: hints.map(({ stepId: _step, ...hint }) => hint), attachments };
    },

    async challengeIdBySlug(executor: Executor, slug: string) {
      const [row] = await executor
        .select({ id: labChallenges.id, prerequisiteId: labChallenges.prerequisiteId })
        .from(labChallenges)
        .where(eq(labChallenges.slug, slug));
      return row;
    },

    async prerequisiteOf(executor: Executor, challengeId: number): Promise<number | null> {
      const [row] = await executor
        .select({ prerequisiteId: labChallenges.prerequisiteId })
        .from(labChallenges)
        .where(eq(labChallenges.id, challengeId));
      return row?.prerequisiteId ?? null;
    },

    async lockChallenge(tx: Transaction, challengeId: number) {
      const [row] = await tx
        .select({ id: labChallenges.id, slug: labChallenges.slug })
        .from(labChallenges)
        .where(eq(labChallenges.id, challengeId))
        .for('update');
      return row;
    },

    async solveCount(executor: Executor, challengeId: number): Promise<number> {
      return executor.$count(labSolves, eq(labSolves.challengeId, challengeId));
    },

    async insertChallenge(tx: Transaction, values: ChallengeValues): Promise<number> {
      const [row] = await tx.insert(labChallenges).values(values).returning({ id: labChallenges.id });
      return row.id;
    },

    async updateChallenge(tx: Transaction, challengeId: number, values: ChallengeValues): Promise<void> {
      await tx
        .update(labChallenges)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(labChallenges.id, challengeId));
    },

    /** Deletes a challenge nobody solved (a solved one is kept: the points it gave stay explained). */
    async deleteChallenge(tx: Transaction, challengeId: number): Promise<void> {
      await tx.delete(labChallenges).where(eq(labChallenges.id, challengeId));
    },

    async touchChallenge(executor: Executor, challengeId: number): Promise<void> {
      await executor
        .update(labChallenges)
        .set({ updatedAt: sql`now()` })
        .where(eq(labChallenges.id, challengeId));
    },

    async insertFlag(values: typeof labFlags.$inferInsert): Promise<void> {
      await db.insert(labFlags).values(values);
    },

    /** The challenge the deleted flag was on, or undefined when there was no such flag. */
    async deleteFlag(flagId: number): Promise<number | undefined> {
      const [row] = await db.delete(labFlags).where(eq(labFlags.id, flagId)).returning({ id: labFlags.challengeId });
      return row?.id;
    },

    async insertHint(values: typeof labHints.$inferInsert): Promise<void> {
      await db.insert(labHints).values(values);
    },

    async updateHint(hintId: number, values: Partial<typeof labHints.$inferInsert>): Promise<number | undefined> {
      const [row] = await db
        .update(labHints)
        .set(values)
        .where(and(eq(labHints.id, hintId), isNotNull(labHints.challengeId)))
        .returning({ id: labHints.challengeId });
      return row?.id ?? undefined;
    },

    /** A challenge's hint only: a step's hints are saved with their exercise lab. */
    async deleteHint(hintId: number): Promise<number | undefined> {
      const [row] = await db
        .delete(labHints)
        .where(and(eq(labHints.id, hintId), isNotNull(labHints.challengeId)))
        .returning({ id: labHints.challengeId });
      return row?.id ?? undefined;
    },

    async insertAttachment(values: typeof labAttachments.$inferInsert): Promise<void> {
      await db.insert(labAttachments).values(values);
    },

    async deleteAttachment(attachmentId: number) {
      const [row] = await db
        .delete(labAttachments)
        .where(eq(labAttachments.id, attachmentId))
        .returning({ challengeId: labAttachments.challengeId, storageKey: labAttachments.storageKey });
      return row;
    },

    async userIdByUsername(username: string): Promise<number | undefined> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
      return row?.id;
    },

    /** Forgets a player's attempts on a challenge (their submissions stay in the log); the count before. */
    async resetAttempts(userId: number, challengeId: number): Promise<number> {
      const [row] = await db
        .delete(labAttempts)
        .where(and(eq(labAttempts.userId, userId), eq(labAttempts.challengeId, challengeId)))
        .returning({ attempts: labAttempts.attempts });
      return row?.attempts ?? 0;
    },

    async submissions(
      filters: { challengeId?: number; username?: string; suspicious?: boolean },
      page: PageRequest,
    ): Promise<{ items: AdminLabSubmission[]; total: number }> {
      const where = and(
        filters.challengeId ? eq(labSubmissions.challengeId, filters.challengeId) : undefined,
        filters.username ? or(eq(sender.username, filters.username), eq(owner.username, filters.username)) : undefined,
        filters.suspicious ? isNotNull(labSubmissions.flagOwnerId) : undefined,
      );
      const base = () =>
        db
          .select({
            id: labSubmissions.id,
            challengeId: labChallenges.id,
            challengeSlug: labChallenges.slug,
            challengeTitle: labChallenges.title,
            username: sender.username,
            name: sender.name,
            correct: labSubmissions.correct,
            ownerUsername: owner.username,
            ownerName: owner.name,
            ip: labSubmissions.ip,
            submittedAt: labSubmissions.submittedAt,
          })
          .from(labSubmissions)
          .innerJoin(labChallenges, eq(labChallenges.id, labSubmissions.challengeId))
          .innerJoin(sender, eq(sender.id, labSubmissions.userId))
          .leftJoin(owner, eq(owner.id, labSubmissions.flagOwnerId))
          .where(where);
      const [rows, [{ total }]] = await Promise.all([
        base().orderBy(desc(labSubmissions.submittedAt), desc(labSubmissions.id)).limit(page.limit).offset(page.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(labSubmissions)
          .innerJoin(sender, eq(sender.id, labSubmissions.userId))
          .leftJoin(owner, eq(owner.id, labSubmissions.flagOwnerId))
          .where(where),
      ]);
      return {
        items: rows.map((row) => ({
          id: row.id,
          challenge: { id: row.challengeId, slug: row.challengeSlug, title: row.challengeTitle },
          user: { username: row.username, name: row.name },
          correct: row.correct,
          flagOwner: row.ownerUsername && row.ownerName ? { username: row.ownerUsername, name: row.ownerName } : null,
          ip: row.ip,
          submittedAt: row.submittedAt.toISOString(),
        })),
        total,
      };
    },

    async exercises(page: PageRequest) {
      const [rows, total] = await Promise.all([
        db
          .select({
            id: labExercises.id,
            published: labExercises.published,
            updatedAt: labExercises.updatedAt,
            ...exerciseSummaryColumns,
          })
          .from(labExercises)
          .orderBy(desc(labExercises.updatedAt), desc(labExercises.id))
          .limit(page.limit)
          .offset(page.offset),
        db.$count(labExercises),
      ]);
      return { rows, total };
    },

    async exercise(executor: Executor, exerciseId: number) {
      const [row] = await executor
        .select({
          id: labExercises.id,
          published: labExercises.published,
          description: labExercises.description,
          updatedAt: labExercises.updatedAt,
          ...exerciseSummaryColumns,
        })
        .from(labExercises)
        .where(eq(labExercises.id, exerciseId));
      if (!row) return undefined;
      const steps = await executor
        .select({
          id: labExerciseSteps.id,
          position: labExerciseSteps.position,
          title: labExerciseSteps.title,
          body: labExerciseSteps.body,
          answerKind: labExerciseSteps.answerKind,
          answerFormat: labExerciseSteps.answerFormat,
          caseInsensitive: labExerciseSteps.caseInsensitive,
        })
        .from(labExerciseSteps)
        .where(eq(labExerciseSteps.exerciseId, exerciseId))
        .orderBy(asc(labExerciseSteps.position));
      const hints = await selectStaffHints(executor)
        .innerJoin(labExerciseSteps, eq(labExerciseSteps.id, labHints.stepId))
        .where(eq(labExerciseSteps.exerciseId, exerciseId))
        .orderBy(asc(labHints.position), asc(labHints.id));
      return {
        ...row,
        stepList: steps.map((step) => ({
          ...step,
          hints: hints.filter((hint) => hint.stepId === step.id).map(({ stepId: _step, ...hint }) => hint),
        })),
      };
    },

    async lockExercise(tx: Transaction, exerciseId: number) {
      const [row] = await tx
        .select({
          id: labExercises.id,
          slug: labExercises.slug,
          completions: exerciseSummaryColumns.completions,
        })
        .from(labExercises)
        .where(eq(labExercises.id, exerciseId))
        .for('update');
      return row;
    },

    async insertExercise(tx: Transaction, values: ExerciseValues): Promise<number> {
      const [row] = await tx.insert(labExercises).values(values).returning({ id: labExercises.id });
      return row.id;
    },

    async updateExercise(tx: Transaction, exerciseId: number, values: ExerciseValues): Promise<void> {
      await tx
        .update(labExercises)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(labExercises.id, exerciseId));
    },

    async stepIds(tx: Transaction, exerciseId: number): Promise<number[]> {
      const rows = await tx
        .select({ id: labExerciseSteps.id })
        .from(labExerciseSteps)
        .where(eq(labExerciseSteps.exerciseId, exerciseId));
      return rows.map((row) => row.id);
    },

    /** Deletes the steps not kept, and moves the kept ones out of the way of the new positions. */
    async clearStepPositions(tx: Transaction, exerciseId: number, keptIds: number[]): Promise<void> {
      await tx
        .delete(labExerciseSteps)
        .where(
          and(
            eq(labExerciseSteps.exerciseId, exerciseId),
            keptIds.length > 0 ? notInArray(labExerciseSteps.id, keptIds) : undefined,
          ),
        );
      if (keptIds.length > 0)
        await tx
          .update(labExerciseSteps)
          .set({ position: sql`-${labExerciseSteps.position} - 1` })
          .where(inArray(labExerciseSteps.id, keptIds));
    },

    async updateStep(tx: Transaction, stepId: number, values: Partial<typeof labExerciseSteps.$inferInsert>) {
      await tx.update(labExerciseSteps).set(values).where(eq(labExerciseSteps.id, stepId));
    },

    async insertStep(tx: Transaction, values: typeof labExerciseSteps.$inferInsert): Promise<number> {
      const [row] = await tx.insert(labExerciseSteps).values(values).returning({ id: labExerciseSteps.id });
      return row.id;
    },

    async stepHintIds(tx: Transaction, stepId: number): Promise<number[]> {
      const rows = await tx.select({ id: labHints.id }).from(labHints).where(eq(labHints.stepId, stepId));
      return rows.map((row) => row.id);
    },

    /**
     * Replaces a step's hints with `hints` in that order: a hint with an `id` of this step is updated (who unlocked it
     * stays, at what they paid), one without is added, and the step's other hints are deleted.
     */
    async replaceStepHints(
      tx: Transaction,
      stepId: number,
      hints: { id?: number; cost: number; body: string }[],
    ): Promise<void> {
      const keptIds = hints.flatMap((hint) => (hint.id === undefined ? [] : [hint.id]));
      await tx
        .delete(labHints)
        .where(and(eq(labHints.stepId, stepId), keptIds.length > 0 ? notInArray(labHints.id, keptIds) : undefined));
      for (const [index, hint] of hints.entries()) {
        const values = { position: index + 1, cost: hint.cost, body: hint.body };
        if (hint.id !== undefined) await tx.update(labHints).set(values).where(eq(labHints.id, hint.id));
        else await tx.insert(labHints).values({ ...values, stepId });
      }
    },

    async settings() {
      const [row] = await db
        .select({ scoreboardFrozenAt: labSettings.scoreboardFrozenAt })
        .from(labSettings)
        .where(eq(labSettings.id, 1));
      return row ?? { scoreboardFrozenAt: null };
    },

    async saveSettings(scoreboardFrozenAt: Date | null): Promise<void> {
      await db
        .insert(labSettings)
        .values({ id: 1, scoreboardFrozenAt })
        .onConflictDoUpdate({ target: labSettings.id, set: { scoreboardFrozenAt, updatedAt: sql`now()` } });
    },
  };
}
