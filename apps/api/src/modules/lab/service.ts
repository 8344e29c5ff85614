// The players' side of the CTF (decision 0035): who may play (members; teachers with is_access_lab, spec §8), the
// catalogue, one challenge, unlocking a hint (which lowers that challenge's reward for this player), and the files,
// handed out through the token helper (a per-user file carries the downloader's own flag), and the per-user flag
// the lab network's operator plants in an instance it starts for one player.
import {
  LAB_CATEGORIES,
  LAB_CATEGORY_LABELS,
  LAB_NO_ACCESS_MESSAGE,
  labDynamicValue,
  ROLE_IDS,
  type LabCatalogue,
  type LabCategoryGroup,
  type LabChallengeCard,
  type LabChallengeDetail,
  type LabChallengeSummary,
  type LabHintUnlockResult,
  type LabOperatorFlag,
} from '@akademi-siber/util-contracts';
import type { LabConfig } from '../../config';
import type { Database } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import type { FileStorage } from '../storage';
import { fillFlagPlaceholders, flagHash, perUserFlag } from './flags';
import { createLabRepository, type ChallengeSummaryRow } from './repository';
import { createExerciseRepository } from './exercise-repository';

export const LAB_MESSAGES = {
  challengeNotFound: 'Tantangan tidak ditemukan.',
  locked: (title: string) => `Selesaikan tantangan "${title}" terlebih dahulu untuk membuka tantangan ini.`,
  hintNotFound: 'Petunjuk tidak ditemukan.',
  notPerUser: 'Tantangan ini tidak memakai flag per pengguna.',
  playerNotFound: 'Pemain tidak ditemukan: username tidak dikenal, atau alamat itu bukan peer VPN yang aktif.',
  hintUnlocked: 'Petunjuk dibuka.',
  attachmentNotFound: 'Berkas tidak ditemukan.',
  alreadySolved: 'Kamu sudah menyelesaikan tantangan ini.',
  noAttemptsLeft: 'Kesempatan menjawab tantangan ini sudah habis.',
  tooManyWrong: (seconds: number) => `Terlalu banyak jawaban salah. Coba lagi dalam ${seconds} detik.`,
  correct: 'Flag benar! Tantangan terselesaikan.',
  firstBlood: 'Flag benar! Kamu yang pertama menyelesaikannya (first blood).',
  wrong: 'Flag salah. Coba lagi.',
} as const;

/** One challenge as every view shows it. */
export function toSummary(row: ChallengeSummaryRow): LabChallengeSummary {
  return {
    slug: row.slug,
    title: row.title,
    category: row.category,
    difficulty: row.difficulty,
    valueType: row.valueType,
    value: labDynamicValue(row, row.solves),
    solves: row.solves,
    firstBlood:
      row.firstBloodUsername && row.firstBloodName
        ? { username: row.firstBloodUsername, name: row.firstBloodName }
        : null,
    prerequisite:
      row.prerequisiteSlug && row.prerequisiteTitle
        ? { slug: row.prerequisiteSlug, title: row.prerequisiteTitle }
        : null,
  };
}

/** Challenges in the order of LAB_CATEGORIES, empty categories left out. */
export function byCategory<T extends { category: LabChallengeSummary['category'] }>(items: T[]): LabCategoryGroup<T>[] {
  return LAB_CATEGORIES.map((category) => ({
    category,
    label: LAB_CATEGORY_LABELS[category],
    challenges: items.filter((item) => item.category === category),
  })).filter((group) => group.challenges.length > 0);
}

function assertAccessOf(access: { isTeacher: boolean; isAccessLab: boolean } | undefined): void {
  if (!access) throw new ApiError(404, LAB_MESSAGES.challengeNotFound);
  if (access.isTeacher && !access.isAccessLab) throw new ApiError(403, LAB_NO_ACCESS_MESSAGE);
}

export interface AttachmentFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

export function createLabService(db: Database, lab: LabConfig, storage: FileStorage) {
  const repository = createLabRepository(db);
  const exercises = createExerciseRepository(db);

  /** Members play; a teacher only with is_access_lab (spec §8's 403 otherwise). */
  async function assertAccess(userId: number): Promise<void> {
    assertAccessOf(await repository.labAccess(userId));
  }

  /** The visible challenge, opened for this player: 404 when hidden, 403 while its prerequisite is unsolved. */
  async function openChallenge(userId: number, slug: string) {
    await assertAccess(userId);
    const challenge = await repository.visibleChallenge(slug);
    if (!challenge) throw new ApiError(404, LAB_MESSAGES.challengeNotFound);
    if (challenge.prerequisiteId !== null && !(await repository.hasSolved(db, userId, challenge.prerequisiteId))) {
      throw new ApiError(403, LAB_MESSAGES.locked(challenge.prerequisiteTitle ?? challenge.title));
    }
    return challenge;
  }

  /**
   * openChallenge and "already solved?" for a flag submission, from one statement: the same answers in the same order
   * (403/404 access, 404 hidden, 403 locked), and whether the player solved it already.
   */
  async function openForSubmission(userId: number, slug: string) {
    const target = await repository.submissionTarget(userId, slug);
    assertAccessOf(target?.access);
    if (!target?.challenge) throw new ApiError(404, LAB_MESSAGES.challengeNotFound);
    if (!target.prerequisiteMet)
      throw new ApiError(403, LAB_MESSAGES.locked(target.prerequisiteTitle ?? target.challenge.title));
    return { challenge: target.challenge, solved: target.solved };
  }

  return {
    repository,
    assertAccess,
    openChallenge,
    openForSubmission,

    async publicCatalogue(): Promise<LabCatalogue> {
      const [challenges, exerciseRows] = await Promise.all([
        repository.visibleChallenges(),
        exercises.publishedSummaries(),
      ]);
      return { categories: byCategory(challenges.map(toSummary)), exercises: exerciseRows };
    },

    async catalogue(userId: number): Promise<LabCategoryGroup<LabChallengeCard>[]> {
      await assertAccess(userId);
      const [challenges, state] = await Promise.all([repository.visibleChallenges(), repository.playerState(userId)]);
      return byCategory(
        challenges.map((row) => {
          const solve = state.solves.get(row.id);
          return {
            ...toSummary(row),
            locked: row.prerequisiteId !== null && !state.solves.has(row.prerequisiteId),
            solved: solve !== undefined,
            awardedPoints: solve?.points ?? null,
            attempts: state.attempts.get(row.id) ?? 0,
            maxAttempts: row.maxAttempts,
          };
        }),
      );
    },

    async detail(userId: number, slug: string): Promise<LabChallengeDetail> {
      const challenge = await openChallenge(userId, slug);
      const [state, hints, attachments] = await Promise.all([
        repository.playerState(userId, challenge.id),
        repository.hints(challenge.id, userId),
        repository.attachments(challenge.id),
      ]);
      const summary = toSummary(challenge);
      const hintCosts = hints.reduce((sum, hint) => sum + (hint.unlockCost ?? 0), 0);
      const attempts = state.attempts.get(challenge.id) ?? 0;
      const solve = state.solves.get(challenge.id);
      return {
        ...summary,
        description: challenge.description,
        connectionInfo: challenge.connectionInfo,
        visibleUntil: challenge.visibleUntil?.toISOString() ?? null,
        reward: Math.max(0, summary.value - hintCosts),
        hintCosts,
        attempts,
        maxAttempts: challenge.maxAttempts,
        attemptsLeft: challenge.maxAttempts === null ? null : Math.max(0, challenge.maxAttempts - attempts),
        solve: solve
          ? { points: solve.points, xp: solve.xp, firstBlood: solve.firstBlood, solvedAt: solve.solvedAt.toISOString() }
          : null,
        hints: hints.map((hint) => ({
          id: hint.id,
          position: hint.position,
          cost: hint.cost,
          unlocked: hint.unlocked,
          body: hint.unlocked ? hint.body : null,
        })),
        attachments,
      };
    },

    /**
     * Unlocks a hint for this player at its current cost: that cost comes off this challenge's reward when they solve
     * it (never below 0; points already held are never touched). Unlocking it again, or after solving, costs nothing
     * more.
     */
    async unlockHint(userId: number, slug: string, hintId: number): Promise<LabHintUnlockResult> {
      const challenge = await openChallenge(userId, slug);
      const hint = await repository.hint(challenge.id, hintId);
      if (!hint) throw new ApiError(404, LAB_MESSAGES.hintNotFound);
      const solved = await repository.hasSolved(db, userId, challenge.id);
      await repository.unlockHint(userId, hint.id, solved ? 0 : hint.cost);
      const hintCosts = await repository.hintCosts(db, userId, challenge.id);
      return {
        hint: { id: hint.id, position: hint.position, cost: hint.cost, unlocked: true, body: hint.body },
        reward: Math.max(0, labDynamicValue(challenge, challenge.solves) - hintCosts),
      };
    },

    /**
     * For the lab network's operator (decision 0035): the per-user flag to plant in an instance it starts for one
     * player of a visible challenge with a per-user flag, the player named by username or by their active VPN address.
     * The flag is recorded as handed out, exactly like a per-user file's, so another player submitting it is caught.
     */
    async operatorFlag(
      challengeSlug: string,
      handle: { username: string } | { address: string },
    ): Promise<LabOperatorFlag> {
      const challenge = await repository.visibleChallenge(challengeSlug);
      if (!challenge) throw new ApiError(404, LAB_MESSAGES.challengeNotFound);
      if (!(await repository.hasPerUserFlag(challenge.id))) throw new ApiError(422, LAB_MESSAGES.notPerUser);
      const player = await repository.playerByHandle(handle);
      const plays =
        player !== undefined &&
        (player.idRole === ROLE_IDS.member || (player.idRole === ROLE_IDS.teacher && player.isAccessLab === true));
      if (!player || !plays) throw new ApiError(404, LAB_MESSAGES.playerNotFound);
      const flag = perUserFlag(lab.flagSecret, player.id, challenge.id);
      await repository.recordIssuedFlag(player.id, challenge.id, flagHash(lab.flagSecret, flag, false));
      return { challengeSlug: challenge.slug, username: player.username, flag };
    },

    /** Checks that this player may download the file (and records the per-user flag it will carry). */
    async assertAttachment(userId: number, slug: string, attachmentId: number): Promise<void> {
      const challenge = await openChallenge(userId, slug);
      const attachment = await repository.attachment(challenge.id, attachmentId);
      if (!attachment) throw new ApiError(404, LAB_MESSAGES.attachmentNotFound);
      if (attachment.perUser) {
        const flag = perUserFlag(lab.flagSecret, userId, challenge.id);
        await repository.recordIssuedFlag(userId, challenge.id, flagHash(lab.flagSecret, flag, false));
      }
    },

    /** The file's bytes for this player; a per-user file with their flag filled in. */
    async attachmentFile(userId: number, slug: string, attachmentId: number): Promise<AttachmentFile> {
      const challenge = await openChallenge(userId, slug);
      const attachment = await repository.attachment(challenge.id, attachmentId);
      const bytes = attachment ? await storage.get(attachment.storageKey) : null;
      if (!attachment || !bytes) throw new ApiError(404, LAB_MESSAGES.attachmentNotFound);
      if (!attachment.perUser) return { fileName: attachment.fileName, contentType: attachment.contentType, bytes };
      const flag = perUserFlag(lab.flagSecret, userId, challenge.id);
      await repository.recordIssuedFlag(userId, challenge.id, flagHash(lab.flagSecret, flag, false));
      const filled = Buffer.from(fillFlagPlaceholders(bytes.toString('utf8'), flag), 'utf8');
      return { fileName: attachment.fileName, contentType: attachment.contentType, bytes: filled };
    },
  };
}

export type LabService = ReturnType<typeof createLabService>;
