// Redeeming an activation code (one transaction: a conditional UPDATE takes one use, a redemption row per
// (code, member), then the access through orders/grants.ts) and the staff's batches of codes.
import type { AdminActivationBatch, AdminActivationCode, RedeemTokenResult } from '@akademi-siber/util-contracts';
import type { Database } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import type { PageRequest } from '../../plugins/request-schemas';
import { createRateLimiter, type RateLimit } from '../auth';
import { toCsv } from '../downloads';
import { notify } from '../notifications';
import { extendSubscription, grantBatch, grantCourse } from '../orders';
import { normalizeCode } from './codes';
import { createActivationRepository, type ActivationTarget } from './repository';
import type { ActivationBatchInput } from './schemas';

export const CODE_UNKNOWN = 'Kode aktivasi tidak ditemukan.';
export const CODE_USED = 'Kode aktivasi sudah digunakan.';
export const CODE_EXPIRED = 'Kode aktivasi sudah kedaluwarsa.';
export const ALREADY_OWNED: Record<'course' | 'batch', string> = {
  course: 'Kamu sudah memiliki kelas ini.',
  batch: 'Kamu sudah terdaftar di batch live class ini.',
};
export const ACTIVATION_BATCH_NOT_FOUND = 'Batch kode aktivasi tidak ditemukan.';
const TARGET_NOT_FOUND: Record<ActivationTarget['type'], string> = {
  course: 'Kelas tidak ditemukan.',
  batch: 'Batch live class tidak ditemukan.',
  plan: 'Paket langganan tidak ditemukan.',
};

/** Failed redemptions per member: 10 in 15 minutes, then 429 until the window ends (guessing codes is slow). */
export const REDEEM_FAILURE_LIMIT: RateLimit = { scope: 'activation-redeem:user', limit: 10, windowMs: 15 * 60 * 1000 };

/** All codes of a batch fit in one export (a batch has at most 1000). */
const EXPORT_LIMIT = 1000;

type BatchRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createActivationRepository>['findBatch']>>>;

function toAdminBatch(row: BatchRow): AdminActivationBatch {
  return {
    id: row.id,
    name: row.name,
    type: row.target.type,
    ref: row.target.ref,
    targetTitle: row.target.title,
    count: row.count,
    usesPerCode: row.usesPerCode,
    redeemed: row.redeemed,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createActivationService(db: Database) {
  const repository = createActivationRepository(db);
  const limiter = createRateLimiter(db);

  async function batch(batchId: number): Promise<AdminActivationBatch> {
    const row = await repository.findBatch(batchId);
    if (!row) throw new ApiError(404, ACTIVATION_BATCH_NOT_FOUND);
    return toAdminBatch(row);
  }

  async function redeemOnce(userId: number, typed: string): Promise<RedeemTokenResult> {
    const code = normalizeCode(typed);
    if (!code) throw new ApiError(404, CODE_UNKNOWN);
    return db.transaction(async (tx) => {
      const found = await repository.findCode(tx, code);
      if (!found) throw new ApiError(404, CODE_UNKNOWN);
      if (found.expired) throw new ApiError(410, CODE_EXPIRED);
      const { target } = found;
      if (await repository.hasRedeemed(tx, found.codeId, userId)) throw new ApiError(409, CODE_USED);
      if (target.type !== 'plan' && (await repository.ownsTarget(tx, userId, target)))
        throw new ApiError(409, ALREADY_OWNED[target.type]);
      if (!(await repository.takeUse(tx, found.codeId, found.usesPerCode))) throw new ApiError(409, CODE_USED);
      // A parallel request of the same member for the same code waits on the unique index and finds this row.
      if (!(await repository.recordRedemption(tx, found.codeId, userId))) throw new ApiError(409, CODE_USED);

      await repository.removeFromCart(tx, userId, target);
      if (target.type === 'course' && target.courseId !== null) {
        await grantCourse(tx, userId, target.courseId, 'activation_token');
        await notify(
          tx,
          userId,
          'Kode aktivasi berhasil',
          `Kelas "${target.title}" sudah terbuka di Kelas Saya.`,
          '/member/kelas-saya',
        );
      } else if (target.type === 'batch' && target.batchId !== null) {
        await grantBatch(tx, userId, target.batchId, 'activation_token');
        await notify(
          tx,
          userId,
          'Kode aktivasi berhasil',
          `Kamu terdaftar di live class "${target.title}".`,
          '/member/kelas-saya',
        );
      } else {
        const endDate = await extendSubscription(tx, userId, target.months);
        await notify(
          tx,
          userId,
          'Kode aktivasi berhasil',
          `Langganan "${target.title}" aktif sampai ${endDate}.`,
          '/member/subscription',
        );
      }
      return { type: target.type, title: target.title, redirectTo: target.redirectTo };
    });
  }

  return {
    /**
     * Redeems a code for the member. Failures (unknown, used, expired, already owned) count against the member's
     * limit; a success does not. The limit is checked before anything is looked up.
     */
    async redeem(userId: number, typed: string): Promise<RedeemTokenResult> {
      return limiter.limitFailures(
        String(userId),
        REDEEM_FAILURE_LIMIT,
        () => redeemOnce(userId, typed),
        (error) => error instanceof ApiError && error.statusCode < 500,
      );
    },

    async listBatches(page: PageRequest) {
      const { rows, total } = await repository.listBatches(page);
      return { items: rows.map(toAdminBatch), total };
    },

    batch,

    async createBatch(adminId: number, input: ActivationBatchInput): Promise<AdminActivationBatch> {
      const target = await repository.resolveTarget(input.type, input.ref);
      if (!target) throw new ApiError(404, TARGET_NOT_FOUND[input.type]);
      const batchId = await repository.insertBatch(
        {
          name: input.name,
          type: input.type,
          ...target,
          usesPerCode: input.usesPerCode,
          expiresAt: input.expiresAt,
          createdBy: adminId,
        },
        input.count,
      );
      return batch(batchId);
    },

    async listCodes(batchId: number, page: PageRequest): Promise<{ items: AdminActivationCode[]; total: number }> {
      const owner = await batch(batchId);
      const { rows, total } = await repository.listCodes(batchId, page);
      return {
        items: rows.map((row) => ({ ...row, usesPerCode: owner.usesPerCode, expiresAt: owner.expiresAt })),
        total,
      };
    },

    async exportCsv(batchId: number): Promise<string> {
      const owner = await batch(batchId);
      const { rows } = await repository.listCodes(batchId, { limit: EXPORT_LIMIT, offset: 0 });
      return toCsv(
        ['Kode', 'Dipakai', 'Maksimal pemakaian', 'Membuka', 'Kedaluwarsa'],
        rows.map((row) => [
          row.code,
          row.uses,
          owner.usesPerCode,
          owner.targetTitle,
          owner.expiresAt ? owner.expiresAt.slice(0, 10) : '',
        ]),
      );
    },
  };
}
