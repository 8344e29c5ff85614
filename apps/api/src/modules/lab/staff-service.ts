// The staff's lab editor (decision 0035): challenges and exercise labs are the platform's, every admin may change
// every one. Flags and step answers go in as text and are stored only as an HMAC (a regex as its pattern); nothing the
// staff read back contains them. A challenge someone solved keeps its slug (the ledger's reference) and is hidden
// rather than deleted.
import {
  labDynamicValue,
  type AdminLabChallenge,
  type AdminLabChallengeRow,
  type AdminLabExercise,
  type LabChallengeInputBody,
  type LabExerciseInputBody,
  type LabFlagInputBody,
  type LabHintInputBody,
  type LabSettings,
} from '@akademi-siber/util-contracts';
import type { LabConfig } from '../../config';
import type { Database, Transaction } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { ApiError } from '../../plugins/errors';
import type { PageRequest } from '../../plugins/request-schemas';
import { bucketKey, createRateLimiter } from '../auth';
import type { FileStorage, UploadedFile } from '../storage';
import { answerHash, flagHash } from './flags';
import { createStaffLabRepository } from './staff-repository';
import { WRONG_FLAG_LIMIT } from './submission-service';

export const STAFF_MESSAGES = {
  challengeNotFound: 'Tantangan tidak ditemukan.',
  exerciseNotFound: 'Lab latihan tidak ditemukan.',
  flagNotFound: 'Flag tidak ditemukan.',
  hintNotFound: 'Petunjuk tidak ditemukan.',
  attachmentNotFound: 'Berkas tidak ditemukan.',
  userNotFound: 'Pengguna tidak ditemukan.',
  slugTaken: 'Alamat (slug) sudah dipakai. Gunakan slug lain.',
  slugFrozen: 'Slug tidak dapat diubah setelah ada yang menyelesaikannya.',
  solvedCannotDelete: 'Tantangan yang sudah diselesaikan tidak dapat dihapus; sembunyikan dengan membatalkan terbit.',
  prerequisiteNotFound: 'Tantangan prasyarat tidak ditemukan.',
  prerequisiteCycle: 'Prasyarat ini membuat tantangan saling menunggu. Pilih prasyarat lain.',
  stepNotFound: (id: number) => `Langkah ${id} tidak ditemukan di lab latihan ini.`,
  stepAnswerRequired: (position: number) => `Jawaban langkah ${position} wajib diisi.`,
  stepHintNotFound: (id: number) => `Petunjuk ${id} tidak ditemukan di langkah ini.`,
  perUserNotText:
    'Berkas per pengguna harus berupa teks UTF-8 dengan placeholder {{FLAG}} (atau _BASE64, _HEX, _ROT13).',
} as const;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const TEXT_EXTENSIONS = new Set(['txt', 'log', 'md', 'csv', 'json', 'html', 'htm', 'js', 'py', 'sh', 'c', 'conf']);

/** The name the browser sent, as a label only: letters, digits, dot, dash, underscore; at most 100 characters. */
export function attachmentName(sent: string | undefined): string {
  const cleaned = (sent ?? '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(-100);
  return cleaned.length > 0 ? cleaned : 'lampiran.bin';
}

type ChallengeRow = Awaited<ReturnType<ReturnType<typeof createStaffLabRepository>['challenges']>>['rows'][number];

function toRow(row: ChallengeRow): AdminLabChallengeRow {
  const { initialValue: _i, minimumValue: _m, decay: _d, ...rest } = row;
  return {
    ...rest,
    visibleFrom: iso(row.visibleFrom),
    visibleUntil: iso(row.visibleUntil),
    value: labDynamicValue(row, row.solves),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function fieldError(path: string, message: string): ApiError {
  return new ApiError(422, message, {}, { errors: [{ path, message }] });
}

export function createStaffLabService(db: Database, lab: LabConfig, storage: FileStorage) {
  const repository = createStaffLabRepository(db);
  const limiter = createRateLimiter(db);

  async function challenge(challengeId: number): Promise<AdminLabChallenge> {
    const row = await repository.challenge(challengeId);
    if (!row) throw new ApiError(404, STAFF_MESSAGES.challengeNotFound);
    const { prerequisiteId, prerequisiteSlug, prerequisiteTitle, ...rest } = row;
    return {
      ...toRow(rest),
      description: row.description,
      connectionInfo: row.connectionInfo,
      prerequisite:
        prerequisiteId !== null && prerequisiteSlug && prerequisiteTitle
          ? { id: prerequisiteId, slug: prerequisiteSlug, title: prerequisiteTitle }
          : null,
      initialValue: row.initialValue,
      minimumValue: row.minimumValue,
      decay: row.decay,
      maxAttempts: row.maxAttempts,
      flags: row.flags.map((flag) => ({ ...flag, createdAt: flag.createdAt.toISOString() })),
      hints: row.hints,
      attachments: row.attachments,
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** The prerequisite's id; 422 when it does not exist or would make challenges wait for each other. */
  async function prerequisiteId(tx: Transaction, slug: string | null, selfId: number | null): Promise<number | null> {
    if (slug === null) return null;
    const found = await repository.challengeIdBySlug(tx, slug);
    if (!found) throw fieldError('prerequisiteSlug', STAFF_MESSAGES.prerequisiteNotFound);
    for (let current: number | null = found.id, hops = 0; current !== null && hops < 1000; hops += 1) {
      if (current === selfId) throw fieldError('prerequisiteSlug', STAFF_MESSAGES.prerequisiteCycle);
      current = await repository.prerequisiteOf(tx, current);
    }
    return found.id;
  }

  async function saveChallenge(input: LabChallengeInputBody, challengeId: number | null): Promise<AdminLabChallenge> {
    try {
      const id = await db.transaction(async (tx) => {
        if (challengeId !== null) {
          const current = await repository.lockChallenge(tx, challengeId);
          if (!current) throw new ApiError(404, STAFF_MESSAGES.challengeNotFound);
          if (current.slug !== input.slug && (await repository.solveCount(tx, challengeId)) > 0)
            throw fieldError('slug', STAFF_MESSAGES.slugFrozen);
        }
        const { prerequisiteSlug, visibleFrom, visibleUntil, ...fields } = input;
        const values = {
          ...fields,
          visibleFrom: visibleFrom ? new Date(visibleFrom) : null,
          visibleUntil: visibleUntil ? new Date(visibleUntil) : null,
          prerequisiteId: await prerequisiteId(tx, prerequisiteSlug, challengeId),
        };
        if (challengeId === null) return repository.insertChallenge(tx, values);
        await repository.updateChallenge(tx, challengeId, values);
        return challengeId;
      });
      return await challenge(id);
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError('slug', STAFF_MESSAGES.slugTaken);
      throw error;
    }
  }

  async function changed(challengeId: number | undefined, notFound: string): Promise<AdminLabChallenge> {
    if (challengeId === undefined) throw new ApiError(404, notFound);
    await repository.touchChallenge(db, challengeId);
    return challenge(challengeId);
  }

  async function exercise(exerciseId: number): Promise<AdminLabExercise> {
    const row = await repository.exercise(db, exerciseId);
    if (!row) throw new ApiError(404, STAFF_MESSAGES.exerciseNotFound);
    return { ...row, updatedAt: row.updatedAt.toISOString() };
  }

  async function saveExercise(input: LabExerciseInputBody, exerciseId: number | null): Promise<AdminLabExercise> {
    try {
      const id = await db.transaction(async (tx) => {
        if (exerciseId !== null) {
          const current = await repository.lockExercise(tx, exerciseId);
          if (!current) throw new ApiError(404, STAFF_MESSAGES.exerciseNotFound);
          if (current.slug !== input.slug && current.completions > 0)
            throw fieldError('slug', STAFF_MESSAGES.slugFrozen);
        }
        const { steps, ...fields } = input;
        const id = exerciseId ?? (await repository.insertExercise(tx, fields));
        if (exerciseId !== null) await repository.updateExercise(tx, id, fields);
        const existing = new Set(exerciseId === null ? [] : await repository.stepIds(tx, id));
        for (const [index, step] of steps.entries()) {
          if (step.id !== undefined && !existing.has(step.id))
            throw fieldError(`steps.${index}.id`, STAFF_MESSAGES.stepNotFound(step.id));
          if (step.id === undefined && step.answer === undefined)
            throw fieldError(`steps.${index}.answer`, STAFF_MESSAGES.stepAnswerRequired(index + 1));
          // A saved hint keeps its id only on its own step.
          const own = new Set(step.id === undefined ? [] : await repository.stepHintIds(tx, step.id));
          const stranger = (step.hints ?? []).findIndex((hint) => hint.id !== undefined && !own.has(hint.id));
          if (stranger >= 0) {
            const hintId = step.hints?.[stranger]?.id ?? 0;
            throw fieldError(`steps.${index}.hints.${stranger}.id`, STAFF_MESSAGES.stepHintNotFound(hintId));
          }
        }
        await repository.clearStepPositions(
          tx,
          id,
          steps.flatMap((step) => (step.id === undefined ? [] : [step.id])),
        );
        for (const [index, step] of steps.entries()) {
          const values = {
            position: index + 1,
            title: step.title,
            body: step.body,
            answerKind: step.answerKind,
            answerFormat: step.answerFormat,
            caseInsensitive: step.caseInsensitive,
            ...(step.answer === undefined
              ? {}
              : { answerHash: answerHash(lab.flagSecret, step.answer, step.caseInsensitive) }),
          };
          const stepId =
            step.id ??
            (await repository.insertStep(tx, { ...values, exerciseId: id, answerHash: values.answerHash ?? '' }));
          if (step.id !== undefined) await repository.updateStep(tx, step.id, values);
          if (step.hints !== undefined) await repository.replaceStepHints(tx, stepId, step.hints);
        }
        return id;
      });
      return await exercise(id);
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError('slug', STAFF_MESSAGES.slugTaken);
      throw error;
    }
  }

  return {
    repository,
    challenge,
    exercise,

    async challenges(
      filters: { search?: string; category?: string; visibility?: 'visible' | 'hidden' },
      page: PageRequest,
    ) {
      const { rows, total } = await repository.challenges(filters, page);
      return { items: rows.map(toRow), total };
    },

    createChallenge: (input: LabChallengeInputBody) => saveChallenge(input, null),
    updateChallenge: (challengeId: number, input: LabChallengeInputBody) => saveChallenge(input, challengeId),

    async deleteChallenge(challengeId: number): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await repository.lockChallenge(tx, challengeId)))
          throw new ApiError(404, STAFF_MESSAGES.challengeNotFound);
        if ((await repository.solveCount(tx, challengeId)) > 0)
          throw new ApiError(409, STAFF_MESSAGES.solvedCannotDelete);
        await repository.deleteChallenge(tx, challengeId);
      });
    },

    /** A static flag is stored as its HMAC only; a regex as its pattern; a per-user flag needs nothing stored. */
    async addFlag(challengeId: number, input: LabFlagInputBody): Promise<AdminLabChallenge> {
      await challenge(challengeId);
      const value = input.value ?? '';
      await repository.insertFlag({
        challengeId,
        kind: input.kind,
        caseInsensitive: input.caseInsensitive,
        flagHash: input.kind === 'static' ? flagHash(lab.flagSecret, value, input.caseInsensitive) : null,
        pattern: input.kind === 'regex' ? value : null,
      });
      return changed(challengeId, STAFF_MESSAGES.challengeNotFound);
    },

    async deleteFlag(flagId: number) {
      return changed(await repository.deleteFlag(flagId), STAFF_MESSAGES.flagNotFound);
    },

    async addHint(challengeId: number, input: LabHintInputBody) {
      await challenge(challengeId);
      await repository.insertHint({ challengeId, ...input });
      return changed(challengeId, STAFF_MESSAGES.challengeNotFound);
    },

    async updateHint(hintId: number, input: LabHintInputBody) {
      return changed(await repository.updateHint(hintId, input), STAFF_MESSAGES.hintNotFound);
    },

    async deleteHint(hintId: number) {
      return changed(await repository.deleteHint(hintId), STAFF_MESSAGES.hintNotFound);
    },

    /**
     * Stores a file for a challenge. A per-user file is a UTF-8 text with {{FLAG}} placeholders (decision 0035), filled
     * with each downloader's own flag when they download it.
     */
    async addAttachment(challengeId: number, upload: UploadedFile, perUser: boolean): Promise<AdminLabChallenge> {
      await challenge(challengeId);
      const text = upload.bytes.toString('utf8');
      if (
        perUser &&
        (!Buffer.from(text, 'utf8').equals(upload.bytes) || !/\{\{FLAG(_BASE64|_HEX|_ROT13)?\}\}/.test(text))
      )
        throw fieldError('file', STAFF_MESSAGES.perUserNotText);
      const fileName = attachmentName(upload.filename);
      const extension = /\.([a-z0-9]{2,5})$/.exec(fileName.toLowerCase())?.[1] ?? 'bin';
      const storageKey = await storage.put('lab-attachments', upload.bytes, extension);
      try {
        await repository.insertAttachment({
          challengeId,
          fileName,
          contentType: perUser || TEXT_EXTENSIONS.has(extension) ? 'text/plain' : 'application/octet-stream',
          size: upload.bytes.length,
          storageKey,
          perUser,
        });
      } catch (error) {
        await storage.delete(storageKey);
        throw error;
      }
      return changed(challengeId, STAFF_MESSAGES.challengeNotFound);
    },

    async deleteAttachment(attachmentId: number): Promise<AdminLabChallenge> {
      const row = await repository.deleteAttachment(attachmentId);
      if (!row) throw new ApiError(404, STAFF_MESSAGES.attachmentNotFound);
      await storage.delete(row.storageKey);
      return changed(row.challengeId, STAFF_MESSAGES.challengeNotFound);
    },

    /** Forgets a player's attempts (and their wrong-answer limit) on a challenge; the log keeps every submission. */
    async resetAttempts(challengeId: number, username: string): Promise<number> {
      await challenge(challengeId);
      const userId = await repository.userIdByUsername(username);
      if (userId === undefined) throw fieldError('username', STAFF_MESSAGES.userNotFound);
      const previous = await repository.resetAttempts(userId, challengeId);
      await limiter.clear([bucketKey(WRONG_FLAG_LIMIT.scope, `${userId}:${challengeId}`)]);
      return previous;
    },

    async exercises(page: PageRequest) {
      const { rows, total } = await repository.exercises(page);
      return { items: rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })), total };
    },

    createExercise: (input: LabExerciseInputBody) => saveExercise(input, null),
    updateExercise: (exerciseId: number, input: LabExerciseInputBody) => saveExercise(input, exerciseId),

    async settings(): Promise<LabSettings> {
      const row = await repository.settings();
      return { scoreboardFrozenAt: iso(row.scoreboardFrozenAt) };
    },

    async saveSettings(input: { scoreboardFrozenAt: string | null }): Promise<LabSettings> {
      await repository.saveSettings(input.scoreboardFrozenAt ? new Date(input.scoreboardFrozenAt) : null);
      return this.settings();
    },
  };
}
