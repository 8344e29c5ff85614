// Guided exercise labs (decision 0035): ordered steps answered one after the other, progress kept per player so they
// resume where they stopped, wrong answers limited like flags, hints on a step that lower the lab's reward like a
// challenge's hints, and completing the last step awards the lab's points (less the hints) and XP once (source 'lab').
import {
  LAB_WRONG_ANSWER_LIMIT,
  type LabExerciseCard,
  type LabExerciseDetail,
  type LabExerciseProgress,
  type LabHint,
  type LabHintUnlockResult,
  type LabStepAnswerResult,
} from '@akademi-siber/util-contracts';
import type { LabConfig } from '../../config';
import type { Database } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import { bucketKey, createRateLimiter, type RateLimit } from '../auth';
import { awardPoints } from '../points';
import { createExerciseRepository } from './exercise-repository';
import { answerHash, sameDigest } from './flags';
import { createLabRepository } from './repository';
import { LAB_MESSAGES, type LabService } from './service';

export const EXERCISE_MESSAGES = {
  notFound: 'Lab latihan tidak ditemukan.',
  stepNotFound: 'Langkah tidak ditemukan di lab latihan ini.',
  stepLocked: 'Langkah ini belum terbuka: selesaikan dulu langkah sebelumnya.',
  stepAnswered: 'Langkah ini sudah kamu jawab.',
  hintNotFound: 'Petunjuk tidak ditemukan di langkah ini.',
  hintLocked: 'Petunjuk langkah ini terbuka setelah langkah sebelumnya selesai.',
  correct: 'Jawaban benar! Lanjut ke langkah berikutnya.',
  completed: 'Jawaban benar! Lab latihan selesai.',
  wrong: 'Jawaban belum tepat. Coba lagi.',
} as const;

export const WRONG_STEP_LIMIT: RateLimit = {
  scope: 'lab-step:user-exercise',
  limit: LAB_WRONG_ANSWER_LIMIT.limit,
  windowMs: LAB_WRONG_ANSWER_LIMIT.windowSeconds * 1000,
};

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

function progressOf(row: {
  startedAt: Date | null;
  lastActivityAt: Date | null;
  completedAt: Date | null;
  awardedPoints: number | null;
  awardedXp: number | null;
  answeredSteps: number;
}): LabExerciseProgress | null {
  if (!row.startedAt || !row.lastActivityAt) return null;
  return {
    answeredSteps: row.answeredSteps,
    startedAt: row.startedAt.toISOString(),
    lastActivityAt: row.lastActivityAt.toISOString(),
    completedAt: iso(row.completedAt),
    awardedPoints: row.awardedPoints,
    awardedXp: row.awardedXp,
  };
}

/**
 * What completing the lab awards a player whose unlocked hints cost `hintCosts`: the points less the hints, never
 * below 0, and the XP in the same proportion (rounded down), so a lab solved with every hint is worth less in both.
 */
export function exerciseAward(exercise: { points: number; xp: number }, hintCosts: number) {
  const points = Math.max(0, exercise.points - hintCosts);
  const xp = exercise.points === 0 ? exercise.xp : Math.floor((exercise.xp * points) / exercise.points);
  return { points, xp };
}

export function createExerciseService(db: Database, lab: LabConfig, players: LabService) {
  const repository = createExerciseRepository(db);
  const unlocks = createLabRepository(db);
  const limiter = createRateLimiter(db);

  async function openExercise(userId: number, slug: string) {
    await players.assertAccess(userId);
    const exercise = await repository.publishedExercise(slug);
    if (!exercise) throw new ApiError(404, EXERCISE_MESSAGES.notFound);
    return exercise;
  }

  return {
    async list(userId: number): Promise<LabExerciseCard[]> {
      await players.assertAccess(userId);
      const rows = await repository.playerExercises(userId);
      return rows.map(
        ({ startedAt, lastActivityAt, completedAt, awardedPoints, awardedXp, answeredSteps, ...summary }) => ({
          ...summary,
          progress: progressOf({ startedAt, lastActivityAt, completedAt, awardedPoints, awardedXp, answeredSteps }),
        }),
      );
    },

    async detail(userId: number, slug: string): Promise<LabExerciseDetail> {
      const { id, description, ...summary } = await openExercise(userId, slug);
      const [steps, answers, progress, hints] = await Promise.all([
        repository.steps(id),
        repository.answers(db, userId, id),
        repository.progress(userId, id),
        repository.stepHints(id, userId),
      ]);
      const current = steps.find((step) => !answers.has(step.id));
      const hintCosts = hints.reduce((sum, hint) => sum + (hint.unlockCost ?? 0), 0);
      const reward = exerciseAward(summary, hintCosts);
      const hintsOf = (stepId: number): LabHint[] =>
        hints
          .filter((hint) => hint.stepId === stepId)
          .map((hint) => ({
            id: hint.id,
            position: hint.position,
            cost: hint.cost,
            unlocked: hint.unlocked,
            body: hint.unlocked ? hint.body : null,
          }));
      return {
        ...summary,
        description,
        progress: progress ? progressOf({ ...progress, answeredSteps: answers.size }) : null,
        reward: reward.points,
        rewardXp: reward.xp,
        hintCosts,
        currentStepId: current?.id ?? null,
        stepList: steps.map((step) => {
          const locked = current !== undefined && step.position > current.position;
          return {
            id: step.id,
            position: step.position,
            title: step.title,
            body: locked ? null : step.body,
            answerKind: step.answerKind,
            answerFormat: step.answerFormat,
            locked,
            answeredAt: iso(answers.get(step.id)),
            hints: locked ? [] : hintsOf(step.id),
          };
        }),
      };
    },

    /**
     * Unlocks a hint of an open step at its current cost: that cost comes off what completing the lab awards this
     * player (never below 0). Unlocking it again, or once the lab is completed, costs nothing more.
     */
    async unlockHint(userId: number, slug: string, stepId: number, hintId: number): Promise<LabHintUnlockResult> {
      const exercise = await openExercise(userId, slug);
      const steps = await repository.steps(exercise.id);
      const step = steps.find((candidate) => candidate.id === stepId);
      if (!step) throw new ApiError(404, EXERCISE_MESSAGES.stepNotFound);
      const hint = await repository.stepHint(step.id, hintId);
      if (!hint) throw new ApiError(404, EXERCISE_MESSAGES.hintNotFound);
      const [answers, progress] = await Promise.all([
        repository.answers(db, userId, exercise.id),
        repository.progress(userId, exercise.id),
      ]);
      const current = steps.find((candidate) => !answers.has(candidate.id));
      if (current !== undefined && step.position > current.position) {
        throw new ApiError(409, EXERCISE_MESSAGES.hintLocked);
      }
      await unlocks.unlockHint(userId, hint.id, progress?.completedAt ? 0 : hint.cost);
      const hintCosts = await repository.hintCosts(db, userId, exercise.id);
      return {
        hint: { id: hint.id, position: hint.position, cost: hint.cost, unlocked: true, body: hint.body },
        reward: exerciseAward(exercise, hintCosts).points,
      };
    },

    /** Checks the answer to the current step; the answer that completes the lab awards its points and XP once. */
    async answer(
      user: { id: number; role: string },
      slug: string,
      stepId: number,
      answer: string,
    ): Promise<{ result: LabStepAnswerResult; message: string }> {
      const exercise = await openExercise(user.id, slug);
      const steps = await repository.steps(exercise.id);
      const step = steps.find((candidate) => candidate.id === stepId);
      if (!step) throw new ApiError(404, EXERCISE_MESSAGES.stepNotFound);

      const now = new Date();
      const bucket = await limiter.hit(
        bucketKey(WRONG_STEP_LIMIT.scope, `${user.id}:${exercise.id}`),
        WRONG_STEP_LIMIT,
        now,
      );
      if (bucket.hits > WRONG_STEP_LIMIT.limit) {
        const seconds = Math.max(
          1,
          Math.ceil((bucket.windowStartedAt.getTime() + WRONG_STEP_LIMIT.windowMs - now.getTime()) / 1000),
        );
        throw new ApiError(429, LAB_MESSAGES.tooManyWrong(seconds), { 'Retry-After': String(seconds) });
      }

      let wrong = false;
      try {
        const result = await db.transaction(async (tx) => {
          await repository.touchProgressLocked(tx, user.id, exercise.id);
          const answers = await repository.answers(tx, user.id, exercise.id);
          if (answers.has(step.id)) throw new ApiError(409, EXERCISE_MESSAGES.stepAnswered);
          const current = steps.find((candidate) => !answers.has(candidate.id));
          if (current && current.id !== step.id) throw new ApiError(409, EXERCISE_MESSAGES.stepLocked);

          const key = await repository.stepAnswerKey(tx, exercise.id, step.id);
          if (!key) throw new ApiError(404, EXERCISE_MESSAGES.stepNotFound);
          if (!sameDigest(answerHash(lab.flagSecret, answer, key.caseInsensitive), key.answerHash)) {
            return { correct: false, nextStepId: step.id, completed: false, award: null };
          }
          await repository.insertStepAnswer(tx, user.id, step.id);
          const next = steps.find((candidate) => candidate.id !== step.id && !answers.has(candidate.id));
          if (next) return { correct: true, nextStepId: next.id, completed: false, award: null };

          // Points and XP are a member's: a teacher trying a lab completes it without a ledger entry.
          const earned =
            user.role === 'member'
              ? exerciseAward(exercise, await repository.hintCosts(tx, user.id, exercise.id))
              : null;
          const completedNow = await repository.completeProgress(tx, user.id, exercise.id, earned);
          let award: LabStepAnswerResult['award'] = null;
          if (completedNow && earned) {
            const awarded = await awardPoints(tx, user.id, {
              points: earned.points,
              xp: earned.xp,
              source: 'lab',
              reference: `lab-${exercise.slug}`,
              description: `Menyelesaikan lab latihan ${exercise.title}`,
            });
            if (awarded) award = earned;
          }
          return { correct: true, nextStepId: null, completed: true, award };
        });
        wrong = !result.correct;
        const message = !result.correct
          ? EXERCISE_MESSAGES.wrong
          : result.completed
            ? EXERCISE_MESSAGES.completed
            : EXERCISE_MESSAGES.correct;
        return { result, message };
      } finally {
        if (!wrong) await limiter.release(bucket);
      }
    },
  };
}
