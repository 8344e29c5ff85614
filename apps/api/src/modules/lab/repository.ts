// The players' side of the CTF: the visible challenges with their solves and first blood, one player's state, and the
// writes of a submission (the attempt slot, the submission, the solve) made inside service.ts's transaction. The row
// locks that keep max attempts and first blood exact are taken here and named so.
import { ROLE_IDS } from '@akademi-siber/util-contracts';
import { and, asc, eq, gt, isNull, lte, or, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor, Transaction } from '../../db/client';
import {
  labAttachments,
  labAttempts,
  labChallenges,
  labFlags,
  labHints,
  labHintUnlocks,
  labIssuedFlags,
  labSolves,
  labSubmissions,
  labVpnConfigs,
  teachers,
  users,
} from '../../db/schema';

/** Published and inside the visibility window, now. */
export const visibleNow = () =>
  and(
    eq(labChallenges.published, true),
    or(isNull(labChallenges.visibleFrom), lte(labChallenges.visibleFrom, sql`now()`)),
    or(isNull(labChallenges.visibleUntil), gt(labChallenges.visibleUntil, sql`now()`)),
  );

/** The outer challenge of a correlated subquery, qualified (exercise-repository.ts says why). */
export const OUTER_CHALLENGE_ID = sql.raw('"lab_challenges"."id"');

const prerequisite = alias(labChallenges, 'prerequisite');
const firstBloodSolve = alias(labSolves, 'first_blood_solve');
const firstBloodUser = alias(users, 'first_blood_user');

/** What every view of a challenge shows: the challenge, its solves, its first blood and its prerequisite. */
export const challengeSummaryColumns = {
  id: labChallenges.id,
  slug: labChallenges.slug,
  title: labChallenges.title,
  category: labChallenges.category,
  difficulty: labChallenges.difficulty,
  valueType: labChallenges.valueType,
  initialValue: labChallenges.initialValue,
  minimumValue: labChallenges.minimumValue,
  decay: labChallenges.decay,
  maxAttempts: labChallenges.maxAttempts,
  prerequisiteId: labChallenges.prerequisiteId,
  prerequisiteSlug: prerequisite.slug,
  prerequisiteTitle: prerequisite.title,
  solves: sql<number>`(select count(*) from ${labSolves} where ${labSolves.challengeId} = ${OUTER_CHALLENGE_ID})::int`,
  firstBloodUsername: firstBloodUser.username,
  firstBloodName: firstBloodUser.name,
};

/** The challenges with the joins challengeSummaryColumns needs. */
export function selectChallengeSummaries(db: Executor) {
  return db
    .select(challengeSummaryColumns)
    .from(labChallenges)
    .leftJoin(prerequisite, eq(prerequisite.id, labChallenges.prerequisiteId))
    .leftJoin(
      firstBloodSolve,
      and(eq(firstBloodSolve.challengeId, labChallenges.id), eq(firstBloodSolve.firstBlood, true)),
    )
    .leftJoin(firstBloodUser, eq(firstBloodUser.id, firstBloodSolve.userId))
    .$dynamic();
}

export type ChallengeSummaryRow = Awaited<ReturnType<ReturnType<typeof selectChallengeSummaries>['execute']>>[number];

/** submissionTarget's query, built once per database (a named server-side statement on PostgreSQL, decision 0013). */
function prepareSubmissionTarget(db: Database) {
  const userId = sql.placeholder('userId');
  const solvedByCaller = (challengeId: AnyColumn) =>
    sql<boolean>`exists (select 1 from ${labSolves} where ${labSolves.userId} = ${userId} and
      ${labSolves.challengeId} = ${challengeId})`;
  return db
    .select({
      idRole: users.idRole,
      isAccessLab: teachers.isAccessLab,
      id: labChallenges.id,
      slug: labChallenges.slug,
      title: labChallenges.title,
      maxAttempts: labChallenges.maxAttempts,
      prerequisiteTitle: prerequisite.title,
      prerequisiteMet: sql<boolean>`(${labChallenges.prerequisiteId} is null or
        ${solvedByCaller(labChallenges.prerequisiteId)})`,
      solved: solvedByCaller(labChallenges.id),
    })
    .from(users)
    .leftJoin(teachers, eq(teachers.userId, users.id))
    .leftJoin(labChallenges, and(eq(labChallenges.slug, sql.placeholder('slug')), visibleNow()))
    .leftJoin(prerequisite, eq(prerequisite.id, labChallenges.prerequisiteId))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1)
    .prepare('lab_submission_target');
}

/**
 * Hints (a challenge's or an exercise step's) with whether `userId` unlocked each and what they paid then (a later
 * change of the hint's cost does not change it); the caller adds which hints and their order.
 */
export function selectPlayerHints(executor: Executor, userId: number) {
  return executor
    .select({
      id: labHints.id,
      stepId: labHints.stepId,
      position: labHints.position,
      cost: labHints.cost,
      body: labHints.body,
      unlocked: sql<boolean>`${labHintUnlocks.id} is not null`,
      unlockCost: labHintUnlocks.cost,
    })
    .from(labHints)
    .leftJoin(labHintUnlocks, and(eq(labHintUnlocks.hintId, labHints.id), eq(labHintUnlocks.userId, userId)));
}

export function createLabRepository(db: Database) {
  const submissionTargetQuery = prepareSubmissionTarget(db);
  return {
    /** The caller's role and, for a teacher, whether they have lab access. */
    async labAccess(userId: number): Promise<{ isTeacher: boolean; isAccessLab: boolean } | undefined> {
      const [row] = await db
        .select({ idRole: users.idRole, isAccessLab: teachers.isAccessLab })
        .from(users)
        .leftJoin(teachers, eq(teachers.userId, users.id))
        .where(and(eq(users.id, userId), isNull(users.deletedAt)));
      return row ? { isTeacher: row.idRole === 5, isAccessLab: row.isAccessLab === true } : undefined;
    },

    visibleChallenges(): Promise<ChallengeSummaryRow[]> {
      return selectChallengeSummaries(db)
        .where(visibleNow())
        .orderBy(asc(labChallenges.category), asc(labChallenges.initialValue), asc(labChallenges.title));
    },

    async visibleChallenge(slug: string) {
      const [row] = await selectChallengeSummaries(db)
        .where(and(eq(labChallenges.slug, slug), visibleNow()))
        .limit(1);
      if (!row) return undefined;
      const [extra] = await db
        .select({
          description: labChallenges.description,
          connectionInfo: labChallenges.connectionInfo,
          visibleUntil: labChallenges.visibleUntil,
        })
        .from(labChallenges)
        .where(eq(labChallenges.id, row.id));
      return { ...row, ...extra };
    },

    /** Per challenge: the caller's solve (points) and checked attempts. */
    async playerState(userId: number, challengeId?: number) {
      const [solves, attempts] = await Promise.all([
        db
          .select({
            challengeId: labSolves.challengeId,
            points: labSolves.points,
            xp: labSolves.xp,
            firstBlood: labSolves.firstBlood,
            solvedAt: labSolves.solvedAt,
          })
          .from(labSolves)
          .where(
            and(
              eq(labSolves.userId, userId),
              challengeId === undefined ? undefined : eq(labSolves.challengeId, challengeId),
            ),
          ),
        db
          .select({ challengeId: labAttempts.challengeId, attempts: labAttempts.attempts })
          .from(labAttempts)
          .where(
            and(
              eq(labAttempts.userId, userId),
              challengeId === undefined ? undefined : eq(labAttempts.challengeId, challengeId),
            ),
          ),
      ]);
      return {
        solves: new Map(solves.map((row) => [row.challengeId, row])),
        attempts: new Map(attempts.map((row) => [row.challengeId, row.attempts])),
      };
    },

    async hasSolved(executor: Executor, userId: number, challengeId: number): Promise<boolean> {
      const [row] = await executor
        .select({ id: labSolves.id })
        .from(labSolves)
        .where(and(eq(labSolves.userId, userId), eq(labSolves.challengeId, challengeId)));
      return row !== undefined;
    },

    /**
     * What a flag submission checks before its transaction, in one prepared statement (a submission is the lab's
     * hottest write): the caller's lab access, the visible challenge by slug (null: none), whether its prerequisite
     * is solved and whether the caller solved it already. undefined when the user does not exist.
     */
    async submissionTarget(userId: number, slug: string) {
      const [row] = await submissionTargetQuery.execute({ userId, slug });
      if (!row) return undefined;
      const { id, slug: foundSlug, title, maxAttempts } = row;
      return {
        access: { isTeacher: row.idRole === ROLE_IDS.teacher, isAccessLab: row.isAccessLab === true },
        challenge:
          id === null || foundSlug === null || title === null ? null : { id, slug: foundSlug, title, maxAttempts },
        prerequisiteTitle: row.prerequisiteTitle,
        prerequisiteMet: row.prerequisiteMet === true,
        solved: row.solved === true,
      };
    },

    hints(challengeId: number, userId: number) {
      return selectPlayerHints(db, userId)
        .where(eq(labHints.challengeId, challengeId))
        .orderBy(asc(labHints.position), asc(labHints.id));
    },

    async hint(challengeId: number, hintId: number) {
      const [row] = await db
        .select({ id: labHints.id, position: labHints.position, cost: labHints.cost, body: labHints.body })
        .from(labHints)
        .where(and(eq(labHints.id, hintId), eq(labHints.challengeId, challengeId)));
      return row;
    },

    /** Unlocks a hint at its current cost; unlocking it again changes nothing. */
    async unlockHint(userId: number, hintId: number, cost: number): Promise<void> {
      await db.insert(labHintUnlocks).values({ userId, hintId, cost }).onConflictDoNothing();
    },

    /** What the hints this player unlocked on this challenge cost together. */
    async hintCosts(executor: Executor, userId: number, challengeId: number): Promise<number> {
      const [row] = await executor
        .select({ total: sql<number>`coalesce(sum(${labHintUnlocks.cost}), 0)::int` })
        .from(labHintUnlocks)
        .innerJoin(labHints, eq(labHints.id, labHintUnlocks.hintId))
        .where(and(eq(labHintUnlocks.userId, userId), eq(labHints.challengeId, challengeId)));
      return row?.total ?? 0;
    },

    attachments(challengeId: number) {
      return db
        .select({
          id: labAttachments.id,
          fileName: labAttachments.fileName,
          contentType: labAttachments.contentType,
          size: labAttachments.size,
          perUser: labAttachments.perUser,
        })
        .from(labAttachments)
        .where(eq(labAttachments.challengeId, challengeId))
        .orderBy(asc(labAttachments.id));
    },

    async attachment(challengeId: number, attachmentId: number) {
      const [row] = await db
        .select()
        .from(labAttachments)
        .where(and(eq(labAttachments.id, attachmentId), eq(labAttachments.challengeId, challengeId)));
      return row;
    },

    /** Whether the challenge takes per-user flags (so an instance made for one player can carry their own). */
    async hasPerUserFlag(challengeId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: labFlags.id })
        .from(labFlags)
        .where(and(eq(labFlags.challengeId, challengeId), eq(labFlags.kind, 'per_user')))
        .limit(1);
      return row !== undefined;
    },

    /** A live account named by its username, or by the address of its active WireGuard peer; with its lab access. */
    async playerByHandle(handle: { username: string } | { address: string }) {
      const [row] = await db
        .select({
          id: users.id,
          username: users.username,
          idRole: users.idRole,
          isAccessLab: teachers.isAccessLab,
        })
        .from(users)
        .leftJoin(teachers, eq(teachers.userId, users.id))
        .leftJoin(labVpnConfigs, and(eq(labVpnConfigs.userId, users.id), isNull(labVpnConfigs.revokedAt)))
        .where(
          and(
            isNull(users.deletedAt),
            'username' in handle ? eq(users.username, handle.username) : eq(labVpnConfigs.address, handle.address),
          ),
        )
        .limit(1);
      return row;
    },

    /** Remembers that this user was handed their per-user flag (its hash), so another user submitting it is caught. */
    async recordIssuedFlag(userId: number, challengeId: number, flagHash: string): Promise<void> {
      await db.insert(labIssuedFlags).values({ userId, challengeId, flagHash }).onConflictDoNothing();
    },

    /**
     * Takes one attempt slot for (user, challenge) in ONE statement: inserts the counter at 1 or adds 1 while it is
     * below `maxAttempts`. The row stays locked until `tx` ends, so parallel submissions of one player to one
     * challenge are checked one after the other. The new count, or null when no attempt is left.
     */
    async takeAttemptLocked(tx: Transaction, userId: number, challengeId: number, maxAttempts: number | null) {
      const [row] = await tx
        .insert(labAttempts)
        .values({ userId, challengeId, attempts: 1 })
        .onConflictDoUpdate({
          target: [labAttempts.userId, labAttempts.challengeId],
          set: { attempts: sql`${labAttempts.attempts} + 1`, updatedAt: sql`now()` },
          ...(maxAttempts === null ? {} : { setWhere: sql`${labAttempts.attempts} < ${maxAttempts}` }),
        })
        .returning({ attempts: labAttempts.attempts });
      return row ? row.attempts : null;
    },

    /**
     * Under the attempt lock, in one statement: whether the player solved the challenge meanwhile (another of their
     * submissions may have committed while this one waited for the lock) and the challenge's flags.
     */
    async lockedState(tx: Transaction, userId: number, challengeId: number) {
      const rows = await tx
        .select({
          solved: sql<boolean>`exists (select 1 from ${labSolves} where ${labSolves.userId} = ${userId}
            and ${labSolves.challengeId} = ${challengeId})`,
          kind: labFlags.kind,
          flagHash: labFlags.flagHash,
          pattern: labFlags.pattern,
          caseInsensitive: labFlags.caseInsensitive,
        })
        .from(sql`(select 1) as one`)
        .leftJoin(labFlags, eq(labFlags.challengeId, challengeId))
        .orderBy(asc(labFlags.id));
      return {
        solved: rows[0]?.solved === true,
        flags: rows.flatMap(({ kind, flagHash, pattern, caseInsensitive }) =>
          kind === null ? [] : [{ kind, flagHash, pattern, caseInsensitive: caseInsensitive === true }],
        ),
      };
    },

    /** Who was handed the per-user flag with this hash on this challenge, if anyone. */
    async issuedFlagOwner(tx: Transaction, challengeId: number, flagHash: string): Promise<number | undefined> {
      const [row] = await tx
        .select({ userId: labIssuedFlags.userId })
        .from(labIssuedFlags)
        .where(and(eq(labIssuedFlags.challengeId, challengeId), eq(labIssuedFlags.flagHash, flagHash)))
        .limit(1);
      return row?.userId;
    },

    async insertSubmission(tx: Transaction, values: typeof labSubmissions.$inferInsert): Promise<void> {
      await tx.insert(labSubmissions).values(values);
    },

    /**
     * The challenge's value settings, its row locked against other solves until `tx` ends (FOR NO KEY UPDATE: it does
     * not wait for the key-share locks that the submissions' foreign keys take), so solves of one challenge are
     * counted one after the other: each gets its own dynamic value and only the first gets first blood.
     */
    async lockChallengeForSolve(tx: Transaction, challengeId: number) {
      const [row] = await tx
        .select({
          valueType: labChallenges.valueType,
          initialValue: labChallenges.initialValue,
          minimumValue: labChallenges.minimumValue,
          decay: labChallenges.decay,
        })
        .from(labChallenges)
        .where(eq(labChallenges.id, challengeId))
        .for('no key update');
      return row;
    },

    /**
     * After lockChallengeForSolve, in one statement: the challenge's solves so far (its own statement, so it sees every
     * solve committed before the lock was granted) and what this player's unlocked hints on it cost.
     */
    async solveContext(tx: Transaction, userId: number, challengeId: number) {
      const result = await tx.execute(sql`
        select (select count(*) from lab_solves s where s.challenge_id = ${challengeId})::int as solves,
               (select coalesce(sum(u.cost), 0) from lab_hint_unlocks u join lab_hints h on h.id = u.hint_id
                where u.user_id = ${userId} and h.challenge_id = ${challengeId})::int as "hintCosts"`);
      const [row] = (result as unknown as { rows: { solves: number; hintCosts: number }[] }).rows;
      return { solves: Number(row.solves), hintCosts: Number(row.hintCosts) };
    },

    /** The new solve, or undefined when this player already has one (the unique key says so). */
    async insertSolve(tx: Transaction, values: typeof labSolves.$inferInsert) {
      const [row] = await tx
        .insert(labSolves)
        .values(values)
        .onConflictDoNothing({ target: [labSolves.userId, labSolves.challengeId] })
        .returning({
          points: labSolves.points,
          xp: labSolves.xp,
          firstBlood: labSolves.firstBlood,
          solvedAt: labSolves.solvedAt,
        });
      return row;
    },

    async usernames(tx: Transaction, userIds: number[]) {
      const rows = await tx
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(or(...userIds.map((id) => eq(users.id, id))));
      return new Map(rows.map((row) => [row.id, row.username]));
    },
  };
}

export type LabRepository = ReturnType<typeof createLabRepository>;
