// Accounts an admin makes for people (a corporate-training group's CSV import, decision 0044): a member account,
// unverified, with a password nobody knows, and a single-use set-password link — the reset-password link of the
// accounts flows, living as long as an invitation does (INVITATION_LINK_DAYS). Using it sets the password and
// verifies the email (resetPassword); a link that ran out is replaced through "lupa password" like any reset link.
// The accounts are made inside the caller's transaction; the emails go once, after it commits (sendInvitations).
import { isReservedUsername, ROLE_IDS, USERNAME_PATTERN } from '@akademi-siber/util-contracts';
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../../db/client';
import { accountLinkTokens, users } from '../../db/schema';
import { hashPassword, usernameBase } from '../auth';
import { invitationEmail, type InvitationContext } from './emails';
import { linkUrls, newLinkToken } from './links';

export type { InvitationContext };

export interface Invitee {
  name: string;
  /** Lower-case, checked by the caller. */
  email: string;
}

export interface InvitedAccount {
  userId: number;
  name: string;
  email: string;
  /** The set-password link's token (only its hash is stored). */
  token: string;
}

const randomSuffix = () => String(randomBytes(2).readUInt16BE() % 10000);

/** Free usernames for the addresses, from each one's local part; a few lookups for the whole list, not one each. */
async function freeUsernames(tx: Transaction, emails: readonly string[]): Promise<string[]> {
  const chosen: (string | undefined)[] = emails.map(() => undefined);
  const used = new Set<string>();
  let pending = emails.map((email, index) => ({ index, base: usernameBase(email) }));
  for (let round = 0; pending.length > 0 && round < 6; round++) {
    const candidates = pending.map((item) => ({ ...item, name: round === 0 ? item.base : item.base + randomSuffix() }));
    const usable = candidates.filter((item) => USERNAME_PATTERN.test(item.name) && !isReservedUsername(item.name));
    const names = [...new Set(usable.map((item) => item.name))];
    const taken =
      names.length === 0
        ? new Set<string>()
        : new Set(
            (
              await tx
                .select({ name: sql<string>`lower(${users.username})` })
                .from(users)
                .where(sql`lower(${users.username}) in ${names}`)
            ).map((row) => row.name),
          );
    const next: typeof pending = [];
    for (const item of candidates) {
      const free = usable.includes(item) && !taken.has(item.name) && !used.has(item.name);
      if (free) {
        chosen[item.index] = item.name;
        used.add(item.name);
      } else next.push({ index: item.index, base: item.base });
    }
    pending = next;
  }
  return chosen.map((name) => name ?? `member${randomBytes(6).toString('hex')}`);
}

/** Makes the accounts and their set-password links in `tx`. */
export async function createInvitedMembers(
  tx: Transaction,
  invitees: readonly Invitee[],
  lifetimeDays: number,
  now = new Date(),
  role: 'member' | 'corporate' = 'member',
): Promise<InvitedAccount[]> {
  if (invitees.length === 0) return [];
  const usernames = await freeUsernames(
    tx,
    invitees.map((invitee) => invitee.email),
  );
  // One unknown password for the whole list: hashing one per account would take seconds for a large file, and
  // nobody can use it either way (the accounts open only through their own link).
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const created = await tx
    .insert(users)
    .values(
      invitees.map((invitee, index) => ({
        username: usernames[index],
        name: invitee.name,
        email: invitee.email,
        passwordHash,
        hasPassword: false,
        idRole: ROLE_IDS[role],
      })),
    )
    .returning({ id: users.id, name: users.name, email: users.email });
  const expiresAt = new Date(now.getTime() + lifetimeDays * 24 * 60 * 60 * 1000);
  const links = created.map(() => newLinkToken());
  await tx.insert(accountLinkTokens).values(
    created.map((account, index) => ({
      userId: account.id,
      purpose: 'reset_password',
      tokenHash: links[index].tokenHash,
      expiresAt,
    })),
  );
  return created.map((account, index) => ({
    userId: account.id,
    name: account.name,
    email: account.email,
    token: links[index].token,
  }));
}

/**
 * A new set-password link for an invited account whose password is not set yet (the admin's "Kirim ulang undangan"):
 * the links sent before stop working. Undefined when the account has set its password (it signs in; "lupa password"
 * is its way back).
 */
export async function renewInvitation(
  tx: Transaction,
  userId: number,
  lifetimeDays: number,
  now = new Date(),
): Promise<InvitedAccount | undefined> {
  const [account] = await tx
    .select({ id: users.id, name: users.name, email: users.email, hasPassword: users.hasPassword })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!account || account.hasPassword) return undefined;
  const token = await replaceSetPasswordLink(tx, userId, lifetimeDays, now);
  return { userId, name: account.name, email: account.email, token };
}

/**
 * A new single-use set-password link (the reset-password link, living `lifetimeDays`) for any account, in `tx`: the
 * links sent before stop working. Answers the token to put in the email (only its hash is stored). Used for the
 * invitations above and for a reset someone else asks for on the account's behalf (a corporate program manager's,
 * decision 0047).
 */
export async function replaceSetPasswordLink(
  tx: Transaction,
  userId: number,
  lifetimeDays: number,
  now = new Date(),
): Promise<string> {
  await tx
    .delete(accountLinkTokens)
    .where(and(eq(accountLinkTokens.userId, userId), eq(accountLinkTokens.purpose, 'reset_password')));
  const link = newLinkToken();
  await tx.insert(accountLinkTokens).values({
    userId,
    purpose: 'reset_password',
    tokenHash: link.tokenHash,
    expiresAt: new Date(now.getTime() + lifetimeDays * 24 * 60 * 60 * 1000),
  });
  return link.token;
}

/** The link in the invitation: the reset-password page, which then sends the person on to `landingPath`. */
export function invitationLink(publicUrl: string, token: string, landingPath: string): string {
  return `${linkUrls(publicUrl).resetPassword(token)}&redirect=${encodeURIComponent(landingPath)}`;
}

/** Emails each invitation once, after the answer (call it after the accounts' transaction has committed). */
export function sendInvitations(
  app: Pick<FastifyInstance, 'mailer' | 'config'>,
  invited: readonly InvitedAccount[],
  context: InvitationContext,
  landingPath: string,
): void {
  if (invited.length === 0) return;
  const { mailer, config } = app;
  const urls = linkUrls(config.publicUrl);
  mailer.defer('invitation', async () => {
    for (const account of invited) {
      const links = {
        setPassword: invitationLink(config.publicUrl, account.token, landingPath),
        forgotPassword: urls.forgotPassword(),
      };
      await mailer.enqueue(invitationEmail(account, links, context, config.links.invitationDays), 'invitation');
    }
  });
}
