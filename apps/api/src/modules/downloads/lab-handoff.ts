// The lab hand-off (decision 0036): the member navbar and footer open the lab with a path carrying a code instead of
// the session token (spec §2, made safe). The code is a token of the token helper (spec §7): issued to a live session,
// stored only as its hash in download_tokens (so every API instance agrees), valid for 60 seconds, claimed once by one
// conditional UPDATE, and bound to the session that asked for it: once that session has ended, the code opens nothing.
import type { Database } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import { hashToken } from '../auth';
import { createDownloadTokenRepository } from './repository';
import { createDownloadTokens } from './service';

export const LAB_HANDOFF_SECONDS = 60;
/** The resource of a code is this family plus the id of the session that asked for it. */
const FAMILY = 'lab-handoff:';

export const LAB_HANDOFF_MESSAGES = {
  invalid: 'Kode masuk lab tidak valid. Buka lab lagi dari menu Lab.',
  used: 'Kode masuk lab sudah dipakai atau kedaluwarsa. Buka lab lagi dari menu Lab.',
  signedIn: 'Berhasil masuk ke lab',
} as const;

export function createLabHandoff(db: Database) {
  const tokens = createDownloadTokens(db);
  const repository = createDownloadTokenRepository(db);
  return {
    /** A fresh code for the caller's session. */
    issue(session: { id: number; tokenId: number }) {
      return tokens.issue(session.id, `${FAMILY}${session.tokenId}`, LAB_HANDOFF_SECONDS);
    },

    /**
     * Spends the code: the user and the session it was issued to. 404 for a code nobody issued, 410 once used or
     * expired (the caller answers 410 too when the session has ended since).
     */
    async claim(code: string): Promise<{ userId: number; sessionId: number }> {
      const codeHash = hashToken(code);
      const claimed = await repository.claimFamily(codeHash, FAMILY);
      if (claimed) return { userId: claimed.userId, sessionId: Number(claimed.resource.slice(FAMILY.length)) };
      const known = await repository.existsInFamily(codeHash, FAMILY);
      throw new ApiError(known ? 410 : 404, known ? LAB_HANDOFF_MESSAGES.used : LAB_HANDOFF_MESSAGES.invalid);
    },
  };
}
