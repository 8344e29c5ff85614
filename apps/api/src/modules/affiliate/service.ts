// The affiliate program (decision 0012): joining, the overview, commissions, payout requests (under a lock on the
// affiliate row, so two requests can never together take more than the balance), the public click counter and
// the staff's decisions on payouts.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type {
  AdminAffiliatePayout,
  AffiliateCommission,
  AffiliateOverview,
  AffiliatePayout,
} from '@akademi-siber/util-contracts';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import type { PageRequest } from '../../plugins/request-schemas';
import { formatRupiah } from './money';
import { notify } from '../notifications';
import { createAffiliateRepository } from './repository';
import type { PayoutRequest } from './schemas';

export const NOT_JOINED = 'Kamu belum bergabung dengan program afiliasi.';
export const AFFILIATE_CODE_UNKNOWN = 'Kode afiliasi tidak ditemukan.';
export const PAYOUT_NOT_FOUND = 'Permintaan pencairan tidak ditemukan.';
export const PAYOUT_ALREADY_PROCESSED = 'Permintaan pencairan ini sudah diproses.';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

/** Up to four letters/digits of the username, then random characters: 8 in all, e.g. MEMB7K2Q. */
export function affiliateCodeFor(username: string): string {
  const prefix = username
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 4);
  const random = Array.from(randomBytes(CODE_LENGTH), (byte) => CODE_ALPHABET[byte & 31]).join('');
  return (prefix + random).slice(0, CODE_LENGTH);
}

type PayoutRow = Awaited<ReturnType<ReturnType<typeof createAffiliateRepository>['listPayouts']>>['rows'][number];

function toPayout(row: PayoutRow): AffiliatePayout {
  return {
    id: row.id,
    amount: row.amount,
    bank: row.bank,
    accountNumber: row.accountNumber,
    accountName: row.accountName,
    status: row.status,
    note: row.note,
    requestedAt: row.requestedAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
  };
}

function fieldError(path: string, message: string): ApiError {
  return new ApiError(422, message, {}, { errors: [{ path, message }] });
}

export function createAffiliateService(db: Database, config: AppConfig) {
  const repository = createAffiliateRepository(db);
  const { affiliateRatePercent, affiliateHoldingDays, affiliateMinimumPayout } = config.commerce;

  async function overview(userId: number): Promise<AffiliateOverview> {
    const base = {
      commissionRate: affiliateRatePercent,
      holdingDays: affiliateHoldingDays,
      minimumPayout: affiliateMinimumPayout,
    };
    const affiliate = await repository.findAffiliate(userId);
    if (!affiliate) {
      return {
        ...base,
        joined: false,
        code: null,
        referralUrl: null,
        clicks: 0,
        referredOrders: 0,
        availableBalance: 0,
        pendingBalance: 0,
        totalEarned: 0,
      };
    }
    const [balances, counts] = await Promise.all([repository.balances(userId), repository.counts(userId)]);
    return {
      ...base,
      joined: true,
      code: affiliate.code,
      referralUrl: `${config.publicUrl}/?ref=${affiliate.code}`,
      ...counts,
      ...balances,
    };
  }

  /**
   * A day's salt from the app secret: the same visitor hashes alike within a day and cannot be followed across days.
   */
  function visitorHash(ip: string, userAgent: string): string {
    const day = new Date().toISOString().slice(0, 10);
    const salt = createHmac('sha256', config.appSecret).update(`affiliate-click:${day}`).digest('hex');
    return createHash('sha256').update(`${salt}\n${ip}\n${userAgent}`).digest('hex');
  }

  return {
    overview,

    /** Idempotent: a member who already joined gets the same code again. */
    async join(userId: number): Promise<AffiliateOverview> {
      if (!(await repository.findAffiliate(userId))) {
        const username = await repository.usernameOf(userId);
        for (let attempt = 0; !(await repository.insertAffiliate(userId, affiliateCodeFor(username))); attempt += 1) {
          if (attempt >= 10) throw new Error('affiliate: could not draw a unique code');
        }
      }
      return overview(userId);
    },

    async commissions(userId: number, page: PageRequest): Promise<{ items: AffiliateCommission[]; total: number }> {
      const { rows, total } = await repository.listCommissions(userId, page);
      return {
        items: rows.map((row) => ({
          id: row.id,
          idTransaction: row.idTransaction,
          orderTotal: row.orderTotal,
          amount: row.amount,
          status: row.available ? 'available' : 'holding',
          availableAt: row.availableAt.toISOString(),
          createdAt: row.createdAt.toISOString(),
        })),
        total,
      };
    },

    async payouts(userId: number, page: PageRequest) {
      const { rows, total } = await repository.listPayouts(userId, page);
      return { items: rows.map(toPayout), total };
    },

    async requestPayout(userId: number, input: PayoutRequest): Promise<AffiliatePayout> {
      if (input.amount < affiliateMinimumPayout)
        throw fieldError('amount', `Minimal pencairan ${formatRupiah(affiliateMinimumPayout)}.`);
      return db.transaction(async (tx) => {
        if (!(await repository.lockAffiliate(tx, userId))) throw new ApiError(409, NOT_JOINED);
        const { availableBalance } = await repository.balances(userId, tx);
        if (input.amount > availableBalance) {
          throw fieldError('amount', `Jumlah melebihi saldo yang bisa dicairkan (${formatRupiah(availableBalance)}).`);
        }
        return toPayout(await repository.insertPayout(tx, userId, input));
      });
    },

    /** Counts a visit through a referral link; the visitor is kept only as a salted hash. */
    async recordClick(code: string, landingPath: string, ip: string, userAgent: string): Promise<void> {
      const affiliate = await repository.findByCode(code);
      if (!affiliate) throw new ApiError(404, AFFILIATE_CODE_UNKNOWN);
      await repository.insertClick(affiliate.userId, visitorHash(ip, userAgent), landingPath);
    },

    async listAllPayouts(
      status: 'requested' | 'paid' | 'rejected' | undefined,
      page: PageRequest,
    ): Promise<{ items: AdminAffiliatePayout[]; total: number }> {
      const { rows, total } = await repository.listAllPayouts(status, page);
      return { items: rows.map((row) => ({ ...toPayout(row), member: row.member })), total };
    },

    /**
     * Paid or rejected, once: a payout no longer `requested` is a 409. A rejection returns the amount to the balance.
     */
    async process(
      adminId: number,
      payoutId: number,
      status: 'paid' | 'rejected',
      note: string | null,
    ): Promise<AdminAffiliatePayout> {
      return db.transaction(async (tx) => {
        const payout = await repository.findPayout(payoutId, tx);
        if (!payout) throw new ApiError(404, PAYOUT_NOT_FOUND);
        if (!(await repository.processPayout(tx, payoutId, status, note, adminId)))
          throw new ApiError(409, PAYOUT_ALREADY_PROCESSED);
        const amount = formatRupiah(payout.amount);
        if (status === 'paid') {
          await notify(
            tx,
            payout.affiliateUserId,
            'Pencairan komisi dikirim',
            `Pencairan ${amount} ke ${payout.bank} sudah ditransfer.`,
            '/member/afiliasi',
          );
        } else {
          await notify(
            tx,
            payout.affiliateUserId,
            'Pencairan komisi ditolak',
            `Pencairan ${amount} ditolak: ${note ?? ''} Saldo dikembalikan.`,
            '/member/afiliasi',
          );
        }
        const updated = await repository.findPayout(payoutId, tx);
        if (!updated) throw new ApiError(404, PAYOUT_NOT_FOUND);
        return { ...toPayout(updated), member: updated.member };
      });
    },
  };
}
