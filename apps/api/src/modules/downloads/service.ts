// Download tokens: issued to a signed-in user for one resource, valid for a short time, claimed once (the claim is
// one conditional UPDATE in repository.ts).
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import { hashToken } from '../auth';
import { createDownloadTokenRepository } from './repository';

export const DOWNLOAD_TOKEN_SECONDS = 120;

export const DOWNLOAD_LINK_INVALID = 'Tautan unduhan tidak valid. Silakan unduh ulang dari halamannya.';
export const DOWNLOAD_LINK_USED = 'Tautan unduhan sudah dipakai atau kedaluwarsa. Silakan unduh ulang dari halamannya.';

export function createDownloadTokens(db: Database) {
  const repository = createDownloadTokenRepository(db);
  return {
    async issue(
      userId: number,
      resource: string,
      seconds = DOWNLOAD_TOKEN_SECONDS,
    ): Promise<{ token: string; expires_in: number }> {
      const token = randomBytes(32).toString('base64url');
      const now = Date.now();
      await repository.insert({
        tokenHash: hashToken(token),
        userId,
        resource,
        expiresAt: new Date(now + seconds * 1000),
      });
      // Old rows are of no use to anyone; sweeping on issue keeps the table small without a job.
      await repository.deleteExpiredBefore(new Date(now - 24 * 60 * 60 * 1000));
      return { token, expires_in: seconds };
    },

    /** The user the token was issued to; 404 for a token nobody issued for this resource, 410 once used or expired. */
    async claim(token: string, resource: string): Promise<number> {
      const tokenHash = hashToken(token);
      const userId = await repository.claim(tokenHash, resource);
      if (userId !== null) return userId;
      const known = await repository.exists(tokenHash, resource);
      throw new ApiError(known ? 410 : 404, known ? DOWNLOAD_LINK_USED : DOWNLOAD_LINK_INVALID);
    },
  };
}
