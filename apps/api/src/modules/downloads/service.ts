// Download tokens (table download_tokens): issued to a signed-in user for one resource, valid for a short time,
// claimed once. Claiming is one conditional UPDATE, so two simultaneous downloads with one token cannot both win,
// on any number of API instances.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { downloadTokens } from '../../db/schema';
import { ApiError } from '../../plugins/errors';
import { hashToken } from '../auth/service';

export const DOWNLOAD_TOKEN_SECONDS = 120;

export const DOWNLOAD_LINK_INVALID = 'Tautan unduhan tidak valid. Silakan unduh ulang dari halamannya.';
export const DOWNLOAD_LINK_USED = 'Tautan unduhan sudah dipakai atau kedaluwarsa. Silakan unduh ulang dari halamannya.';

export function createDownloadTokens(db: Database) {
  return {
    async issue(userId: number, resource: string): Promise<{ token: string; expires_in: number }> {
      const token = randomBytes(32).toString('base64url');
      const now = Date.now();
      await db.insert(downloadTokens).values({
        tokenHash: hashToken(token),
        userId,
        resource,
        expiresAt: new Date(now + DOWNLOAD_TOKEN_SECONDS * 1000),
      });
      // Old rows are of no use to anyone; sweeping on issue keeps the table small without a job.
      await db.delete(downloadTokens).where(lt(downloadTokens.expiresAt, new Date(now - 24 * 60 * 60 * 1000)));
      return { token, expires_in: DOWNLOAD_TOKEN_SECONDS };
    },

    /** The user the token was issued to; 404 for a token nobody issued for this resource, 410 once used or expired. */
    async claim(token: string, resource: string): Promise<number> {
      const tokenHash = hashToken(token);
      const [claimed] = await db
        .update(downloadTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(downloadTokens.tokenHash, tokenHash),
            eq(downloadTokens.resource, resource),
            isNull(downloadTokens.usedAt),
            gt(downloadTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: downloadTokens.userId });
      if (claimed) return claimed.userId;
      const [known] = await db
        .select({ id: downloadTokens.id })
        .from(downloadTokens)
        .where(and(eq(downloadTokens.tokenHash, tokenHash), eq(downloadTokens.resource, resource)));
      throw new ApiError(known ? 410 : 404, known ? DOWNLOAD_LINK_USED : DOWNLOAD_LINK_INVALID);
    },
  };
}
