// The download_tokens table: a token is stored by its hash, claimed by one conditional UPDATE (so two downloads
// with one token cannot both win, on any number of API instances), and old rows are swept.
import { and, eq, gt, isNull, like, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { downloadTokens } from '../../db/schema';

export function createDownloadTokenRepository(db: Database) {
  return {
    async insert(values: { tokenHash: string; userId: number; resource: string; expiresAt: Date }): Promise<void> {
      await db.insert(downloadTokens).values(values);
    },

    async deleteExpiredBefore(cutoff: Date): Promise<void> {
      await db.delete(downloadTokens).where(lt(downloadTokens.expiresAt, cutoff));
    },

    /** Marks the token used if it is for this resource, unused and unexpired; the user it was issued to, or null. */
    async claim(tokenHash: string, resource: string): Promise<number | null> {
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
      return claimed ? claimed.userId : null;
    },

    /**
     * The same claim for a token of a family of resources (`lab-handoff:<sessionId>`): the user and the resource it was
     * issued for, or null. A token of another family never matches, so a download link never opens a session.
     */
    async claimFamily(tokenHash: string, family: string): Promise<{ userId: number; resource: string } | null> {
      const [claimed] = await db
        .update(downloadTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(downloadTokens.tokenHash, tokenHash),
            like(downloadTokens.resource, `${family}%`),
            isNull(downloadTokens.usedAt),
            gt(downloadTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: downloadTokens.userId, resource: downloadTokens.resource });
      return claimed ?? null;
    },

    /** Whether this token was ever issued for a resource of this family (used or not). */
    async existsInFamily(tokenHash: string, family: string): Promise<boolean> {
      const [known] = await db
        .select({ id: downloadTokens.id })
        .from(downloadTokens)
        .where(and(eq(downloadTokens.tokenHash, tokenHash), like(downloadTokens.resource, `${family}%`)));
      return known !== undefined;
    },

    /** Whether this token was ever issued for this resource (used or not). */
    async exists(tokenHash: string, resource: string): Promise<boolean> {
      const [known] = await db
        .select({ id: downloadTokens.id })
        .from(downloadTokens)
        .where(and(eq(downloadTokens.tokenHash, tokenHash), eq(downloadTokens.resource, resource)));
      return known !== undefined;
    },
  };
}
