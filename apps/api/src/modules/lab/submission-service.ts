// Submitting a flag (decision 0035), the part that must hold under concurrency and on several API instances:
// - wrong answers are limited per player and challenge (10 a minute) with the shared rate_limit_buckets: one atomic
//   hit before checking, given back when the answer was not a wrong one;
// - max attempts are exact: the attempt slot is one conditional upsert that also row-locks (player, challenge), so a
//   player's parallel submissions are checked one at a time;
// - a correct flag locks the challenge row (FOR NO KEY UPDATE) while it counts the solves, so each solve gets its own
//   dynamic value, one first blood, and points and XP through awardPoints exactly once (solve and ledger are unique);
// - another user's per-user flag is refused like a wrong one and recorded against both, and the admins are told.
import {
  LAB_FIRST_BLOOD_XP,
  LAB_WRONG_ANSWER_LIMIT,
  LAB_XP_PER_POINT,
  labDynamicValue,
} from '@akademi-siber/util-contracts';
import type { LabConfig } from '../../config';
import type { Database, Transaction } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import { bucketKey, createRateLimiter, type RateLimit } from '../auth';
import { notifyAdmins } from '../notifications';
import { awardPoints } from '../points';
import { markRankingsDue } from './scoreboard-cache';
import { canonicalPerUserFlag, flagHash, matchesPattern, perUserFlag, sameDigest, sameText } from './flags';
import type { LabRepository } from './repository';
import { LAB_MESSAGES, type LabService } from './service';

export const WRONG_FLAG_LIMIT: RateLimit = {
  scope: 'lab-flag:user-challenge',
  limit: LAB_WRONG_ANSWER_LIMIT.limit,
  windowMs: LAB_WRONG_ANSWER_LIMIT.windowSeconds * 1000,
};

/** Where the admins' notification of a suspicious submission leads. */
export const SUSPICIOUS_SUBMISSIONS_PATH = '/admin/lab/submissions?suspicious=true';

export interface SubmissionOutcome {
  correct: boolean;
  solve: { points: number; xp: number; firstBlood: boolean; solvedAt: string } | null;
  attempts: number;
  attemptsLeft: number | null;
}

interface Verdict {
  correct: boolean;
  /** The other user whose per-user flag this was. */
  flagOwnerId: number | null;
}

type ChallengeFlag = Awaited<ReturnType<LabRepository['lockedState']>>['flags'][number];

/** Whether the flag is one of the challenge's flags; or, when it is another user's per-user flag, whose. */
async function checkFlag(
  tx: Transaction,
  repository: LabRepository,
  secret: string,
  flags: ChallengeFlag[],
  challengeId: number,
  userId: number,
  submitted: string,
): Promise<Verdict> {
  let perUser = false;
  for (const flag of flags) {
    if (
      flag.kind === 'static' &&
      flag.flagHash &&
      sameDigest(flagHash(secret, submitted, flag.caseInsensitive), flag.flagHash)
    )
      return { correct: true, flagOwnerId: null };
    if (flag.kind === 'regex' && flag.pattern && matchesPattern(flag.pattern, submitted, flag.caseInsensitive))
      return { correct: true, flagOwnerId: null };
    if (flag.kind === 'per_user') perUser = true;
  }
  const canonical = perUser ? canonicalPerUserFlag(submitted) : null;
  if (canonical === null) return { correct: false, flagOwnerId: null };
  if (sameText(secret, canonical, perUserFlag(secret, userId, challengeId)))
    return { correct: true, flagOwnerId: null };
  const owner = await repository.issuedFlagOwner(tx, challengeId, flagHash(secret, canonical, false));
  return { correct: false, flagOwnerId: owner !== undefined && owner !== userId ? owner : null };
}

export function createSubmissionService(db: Database, lab: LabConfig, players: LabService) {
  const { repository } = players;
  const limiter = createRateLimiter(db);

  return {
    async submit(
      user: { id: number; role: string },
      slug: string,
      submitted: string,
      ip: string,
    ): Promise<SubmissionOutcome> {
      const { challenge, solved } = await players.openForSubmission(user.id, slug);
      // Cheap first: a solved challenge takes no rate-limit slot (checked again under the lock below).
      if (solved) throw new ApiError(409, LAB_MESSAGES.alreadySolved);

      const now = new Date();
      const bucket = await limiter.hit(
        bucketKey(WRONG_FLAG_LIMIT.scope, `${user.id}:${challenge.id}`),
        WRONG_FLAG_LIMIT,
        now,
      );
      if (bucket.hits > WRONG_FLAG_LIMIT.limit) {
        const seconds = Math.max(
          1,
          Math.ceil((bucket.windowStartedAt.getTime() + WRONG_FLAG_LIMIT.windowMs - now.getTime()) / 1000),
        );
        throw new ApiError(429, LAB_MESSAGES.tooManyWrong(seconds), { 'Retry-After': String(seconds) });
      }

      let wrong = false;
      try {
        const outcome = await db.transaction(async (tx) => {
          const attempts = await repository.takeAttemptLocked(tx, user.id, challenge.id, challenge.maxAttempts);
          const state = await repository.lockedState(tx, user.id, challenge.id);
          if (state.solved) throw new ApiError(409, LAB_MESSAGES.alreadySolved);
          if (attempts === null) throw new ApiError(409, LAB_MESSAGES.noAttemptsLeft);
          const attemptsLeft = challenge.maxAttempts === null ? null : challenge.maxAttempts - attempts;

          const verdict = await checkFlag(
            tx,
            repository,
            lab.flagSecret,
            state.flags,
            challenge.id,
            user.id,
            submitted,
          );
          await repository.insertSubmission(tx, {
            userId: user.id,
            challengeId: challenge.id,
            correct: verdict.correct,
            flagOwnerId: verdict.flagOwnerId,
            ip: ip.slice(0, 64),
          });
          if (!verdict.correct) {
            if (verdict.flagOwnerId !== null) await reportSuspicious(tx, user.id, verdict.flagOwnerId, challenge.title);
            return { correct: false, solve: null, attempts, attemptsLeft };
          }

          const settings = await repository.lockChallengeForSolve(tx, challenge.id);
          const { solves, hintCosts } = await repository.solveContext(tx, user.id, challenge.id);
          const points = Math.max(0, labDynamicValue(settings, solves) - hintCosts);
          const firstBlood = solves === 0;
          const xp = points * LAB_XP_PER_POINT + (firstBlood ? LAB_FIRST_BLOOD_XP : 0);
          const solve = await repository.insertSolve(tx, {
            userId: user.id,
            challengeId: challenge.id,
            points,
            xp,
            firstBlood,
          });
          if (!solve) throw new ApiError(409, LAB_MESSAGES.alreadySolved);
          // Points and XP are a member's: a teacher trying a challenge has the solve, not a ledger entry.
          if (user.role === 'member') {
            await awardPoints(tx, user.id, {
              points,
              xp,
              source: 'ctf',
              reference: `ctf-${challenge.slug}`,
              description: `Menyelesaikan tantangan CTF ${challenge.title}`,
            });
          }
          return { correct: true, solve: { ...solve, solvedAt: solve.solvedAt.toISOString() }, attempts, attemptsLeft };
        });
        wrong = !outcome.correct;
        // The solve is ranked on the next request (another API instance ranks it within a second).
        if (outcome.correct) markRankingsDue(db);
        return outcome;
      } finally {
        // Only a wrong answer counts against the limit.
        if (!wrong) await limiter.release(bucket);
      }
    },
  };

  async function reportSuspicious(tx: Transaction, senderId: number, ownerId: number, title: string): Promise<void> {
    const names = await repository.usernames(tx, [senderId, ownerId]);
    await notifyAdmins(
      tx,
      'Kiriman flag mencurigakan',
      `${names.get(senderId) ?? 'Seorang pengguna'} mengirim flag pribadi milik ` +
        `${names.get(ownerId) ?? 'pengguna lain'} pada tantangan "${title}".`,
      SUSPICIOUS_SUBMISSIONS_PATH,
    );
  }
}
