// Login strategy 3 of spec §7: a verified Google ID token signs in the member linked to that Google account, else
// links the member with that verified email, else creates a member. Google sign-in is for members only (spec §6):
// any other role keeps the normal login. Failures count towards the same throttle as the password logins.
import { randomBytes } from 'node:crypto';
import { isReservedUsername, ROLE_IDS, USERNAME_PATTERN } from '@akademi-siber/util-contracts';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { GoogleConfig } from '../../config';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { ApiError } from '../../plugins/errors';
import {
  createGoogleVerifier,
  GoogleKeysUnavailableError,
  GoogleTokenError,
  type GoogleIdentity,
} from './google-token';
import { accountSubject } from './login-throttle';
import { hashPassword } from './password';
import type { AuthService, IssuedSession } from './service';

export const GOOGLE_DISABLED_MESSAGE = 'Login dengan Google belum tersedia.';
export const GOOGLE_UNAVAILABLE_MESSAGE = 'Login dengan Google sedang tidak tersedia, silakan coba lagi nanti.';
export const GOOGLE_INVALID_TOKEN_MESSAGE = 'Token Google tidak valid.';
export const GOOGLE_NOT_FOR_THIS_ACCOUNT_MESSAGE = 'Akun ini tidak dapat login dengan Google.';

interface GoogleUser {
  id: number;
  idRole: number;
  email: string;
  emailVerifiedAt: Date | null;
  googleSub: string | null;
}

const userColumns = {
  id: users.id,
  idRole: users.idRole,
  email: users.email,
  emailVerifiedAt: users.emailVerifiedAt,
  googleSub: users.googleSub,
};

/** A username for a new member from the email's local part: lower-case, only allowed characters, 3–30 long. */
export function usernameBase(email: string): string {
  const local = email
    .split('@')[0]
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '.');
  const trimmed = local
    .replace(/^[._-]+|[._-]+$/g, '')
    .slice(0, 24)
    .replace(/[._-]+$/, '');
  return trimmed.length >= 3 ? trimmed : `member${trimmed}`;
}

export function createGoogleLogin(db: Database, config: GoogleConfig, auth: AuthService, log: FastifyBaseLogger) {
  const verifier = createGoogleVerifier(config);

  async function verify(credential: string, ip: string): Promise<GoogleIdentity> {
    try {
      return await verifier.verify(credential);
    } catch (error) {
      if (error instanceof GoogleKeysUnavailableError) {
        log.error({ err: error }, 'Google signing keys unavailable');
        throw new ApiError(503, GOOGLE_UNAVAILABLE_MESSAGE);
      }
      if (error instanceof GoogleTokenError) {
        log.info({ reason: error.reason }, 'Google ID token refused');
        await auth.throttle.recordAnonymousFailure(ip);
        throw new ApiError(401, GOOGLE_INVALID_TOKEN_MESSAGE);
      }
      throw error;
    }
  }

  async function findUser(where: SQL): Promise<GoogleUser | undefined> {
    const [row] = await db
      .select(userColumns)
      .from(users)
      .where(and(where, isNull(users.deletedAt)))
      .limit(1);
    return row;
  }

  async function freeUsername(email: string): Promise<string> {
    const base = usernameBase(email);
    for (let attempt = 0; attempt < 20; attempt++) {
      const candidate = attempt === 0 ? base : `${base}${randomBytes(2).readUInt16BE() % 10000}`;
      if (!USERNAME_PATTERN.test(candidate) || isReservedUsername(candidate)) continue;
      const taken = await db.$count(users, sql`lower(${users.username}) = ${candidate}`);
      if (taken === 0) return candidate;
    }
    return `member${randomBytes(6).toString('hex')}`;
  }

  /** The member this Google account signs in as, linking or creating one; 403 for any other role. */
  async function memberFor(identity: GoogleIdentity): Promise<GoogleUser> {
    const linked = await findUser(eq(users.googleSub, identity.sub));
    const byEmail = linked ?? (await findUser(sql`lower(${users.email}) = ${identity.email}`));
    if (byEmail) {
      const otherGoogleAccount = byEmail.googleSub !== null && byEmail.googleSub !== identity.sub;
      if (byEmail.idRole !== ROLE_IDS.member || otherGoogleAccount)
        throw new ApiError(403, GOOGLE_NOT_FOR_THIS_ACCOUNT_MESSAGE);
      if (!linked) {
        // Google vouches for the address, so linking also verifies it.
        await db
          .update(users)
          .set({ googleSub: identity.sub, emailVerifiedAt: byEmail.emailVerifiedAt ?? new Date() })
          .where(eq(users.id, byEmail.id));
        return { ...byEmail, googleSub: identity.sub, emailVerifiedAt: byEmail.emailVerifiedAt ?? new Date() };
      }
      return byEmail;
    }
    const [created] = await db
      .insert(users)
      .values({
        username: await freeUsername(identity.email),
        name: identity.name ?? identity.email.split('@')[0].slice(0, 100),
        email: identity.email,
        // Nobody knows this password: the member signs in with Google, or sets one through "lupa password".
        passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
        hasPassword: false,
        idRole: ROLE_IDS.member,
        emailVerifiedAt: new Date(),
        googleSub: identity.sub,
      })
      .returning(userColumns);
    return created;
  }

  return {
    enabled: () => config.clientId !== undefined,

    async login(input: { credential: string; ip: string; userAgent: string | undefined }): Promise<IssuedSession> {
      if (!config.clientId) throw new ApiError(503, GOOGLE_DISABLED_MESSAGE);
      await auth.throttle.beforeAnonymousAttempt(input.ip);
      const identity = await verify(input.credential, input.ip);
      const member = await memberFor(identity);
      // An address locked out of this account by failed passwords stays out here too; the account's guess cap
      // does not apply (no password is checked), so Google is one more way in for an owner under attack.
      await auth.throttle.beforeTrustedLogin(accountSubject(member.id, identity.email), input.ip);
      auth.assertEmailVerified(member);
      return auth.issueSession(member, input.userAgent);
    },
  };
}
