// Queries of the account flows: members who register, their emailed link tokens, password and email settings.
import { ROLE_IDS } from '@akademi-siber/util-contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountLinkTokens, users } from '../../db/schema';
import type { LinkPurpose } from './links';

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;

const accountColumns = {
  id: users.id,
  idRole: users.idRole,
  name: users.name,
  username: users.username,
  email: users.email,
  passwordHash: users.passwordHash,
  emailVerifiedAt: users.emailVerifiedAt,
};

export function createAccountsRepository(db: Database) {
  return {
    async findByEmail(email: string) {
      const [row] = await db
        .select(accountColumns)
        .from(users)
        .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt)))
        .limit(1);
      return row;
    },

    async findById(userId: number) {
      const [row] = await db
        .select(accountColumns)
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .limit(1);
      return row;
    },

    /** Which of an email and a username are taken (deleted accounts keep theirs: the columns are unique). */
    async takenFields(email: string, username: string) {
      const [row] = await db
        .select({
          email: sql<boolean>`bool_or(lower(${users.email}) = ${email.toLowerCase()})`,
          username: sql<boolean>`bool_or(lower(${users.username}) = ${username.toLowerCase()})`,
        })
        .from(users)
        .where(
          sql`lower(${users.email}) = ${email.toLowerCase()} or lower(${users.username}) = ${username.toLowerCase()}`,
        );
      return { email: row?.email === true, username: row?.username === true };
    },

    /** A new member with an unverified email and its first verification token, in one transaction. */
    async createMember(
      member: { name: string; username: string; email: string; passwordHash: string },
      link: { tokenHash: string; expiresAt: Date },
    ) {
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({ ...member, idRole: ROLE_IDS.member })
          .returning({ id: users.id, name: users.name, email: users.email });
        await tx.insert(accountLinkTokens).values({ userId: created.id, purpose: 'verify_email', ...link });
        return created;
      });
    },

    /** A new link token; the user's earlier unused ones of the same purpose stop working. */
    async replaceLinkToken(userId: number, purpose: LinkPurpose, link: { tokenHash: string; expiresAt: Date }) {
      await db.transaction(async (tx) => {
        await tx
          .update(accountLinkTokens)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(accountLinkTokens.userId, userId),
              eq(accountLinkTokens.purpose, purpose),
              isNull(accountLinkTokens.usedAt),
            ),
          );
        await tx.insert(accountLinkTokens).values({ userId, purpose, ...link });
      });
    },

    async findLinkToken(tokenHash: string, purpose: LinkPurpose) {
      const [row] = await db
        .select({
          id: accountLinkTokens.id,
          userId: accountLinkTokens.userId,
          expiresAt: accountLinkTokens.expiresAt,
          usedAt: accountLinkTokens.usedAt,
          newEmail: accountLinkTokens.newEmail,
        })
        .from(accountLinkTokens)
        .innerJoin(users, eq(users.id, accountLinkTokens.userId))
        .where(
          and(
            eq(accountLinkTokens.tokenHash, tokenHash),
            eq(accountLinkTokens.purpose, purpose),
            isNull(users.deletedAt),
          ),
        )
        .limit(1);
      return row;
    },

    /**
     * Marks a link used, only if it still is unused: of two concurrent clicks exactly one wins (true), on any
     * number of instances, because the condition is checked by the database in the same statement.
     */
    async claimLinkToken(tokenId: number, now: Date): Promise<boolean> {
      const claimed = await db
        .update(accountLinkTokens)
        .set({ usedAt: now })
        .where(and(eq(accountLinkTokens.id, tokenId), isNull(accountLinkTokens.usedAt)))
        .returning({ id: accountLinkTokens.id });
      return claimed.length === 1;
    },

    async markEmailVerified(userId: number, now: Date) {
      await db
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` })
        .where(eq(users.id, userId));
    },

    /** A reset also voids the user's other reset links, and proves the inbox, so it verifies the email too. */
    async setPasswordFromReset(userId: number, passwordHash: string, now: Date) {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            passwordHash,
            hasPassword: true,
            emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
          })
          .where(eq(users.id, userId));
        await tx
          .update(accountLinkTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(accountLinkTokens.userId, userId),
              eq(accountLinkTokens.purpose, 'reset_password'),
              isNull(accountLinkTokens.usedAt),
            ),
          );
      });
    },

    async setPassword(userId: number, passwordHash: string) {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },

    /** The new address of a used email-change link becomes the account's, verified by that link (decision 0023). */
    async applyEmailChange(userId: number, newEmail: string, now: Date) {
      await db
        .update(users)
        .set({
          email: newEmail,
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
        })
        .where(and(eq(users.id, userId), isNull(users.deletedAt)));
    },

    /** Whether another account already uses the address. */
    async emailTakenByOther(userId: number, email: string): Promise<boolean> {
      return (
        (await db.$count(
          users,
          and(sql`lower(${users.email}) = ${email.toLowerCase()}`, sql`${users.id} <> ${userId}`),
        )) > 0
      );
    },

    /** Idempotent: a second click keeps the first opt-out time. */
    async optOutOfEmail(userId: number, now: Date) {
      await db
        .update(users)
        .set({ emailOptOutAt: sql`coalesce(${users.emailOptOutAt}, ${now.toISOString()}::timestamptz)` })
        .where(eq(users.id, userId));
    },
  };
}
