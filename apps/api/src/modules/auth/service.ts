// Logins (strategies 1 and 2 of spec §7 share this; Google is in google-login.ts) and the bearer sessions behind
// them. Tokens are 256 random bits, new on every login; only their SHA-256 is stored. A session ends when revoked
// (logout, password change), after TOKEN_IDLE_MINUTES without use, or TOKEN_ABSOLUTE_DAYS after login.
import { createHash, randomBytes } from 'node:crypto';
import {
  roleNameOf,
  ROLE_IDS,
  type AuthUser,
  type RoleName,
  type SessionEndReason,
} from '@akademi-siber/util-contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import { accountSubject, createLoginThrottle } from './login-throttle';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './password';
import { createAuthRepository } from './repository';
import { createSessionCache, type SessionCache } from './session-cache';

export const INVALID_CREDENTIALS_MESSAGE = 'Email/username atau password salah';
export const ACCOUNT_DEACTIVATED_MESSAGE =
  'Akun kamu sedang dinonaktifkan oleh admin Akademi Siber, jadi belum dapat dipakai untuk masuk. Hubungi ' +
  'admin bila menurutmu ini keliru.';
export const EMAIL_NOT_VERIFIED_MESSAGE =
  'Email kamu belum diverifikasi. Cek kotak masuk email untuk tautan verifikasi.';

/** How often `last_used_at` may be written for one token: idle expiry is counted in minutes anyway. */
const TOUCH_INTERVAL_MS = 60 * 1000;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Who is calling, as the auth hooks leave it on `request.user`. */
export interface SessionUser {
  id: number;
  idRole: number;
  role: RoleName;
  tokenId: number;
}

export interface LoginAttempt {
  identifier: string;
  password: string;
  ip: string;
  userAgent: string | undefined;
}

export interface IssuedSession {
  token: string;
  expiresAt: Date;
  session: SessionUser;
}

/** A token either opens a session or tells why not (null: never heard of it). */
export type Authentication = { session: SessionUser } | { session: null; reason: SessionEndReason | null };

export type AuthService = ReturnType<typeof createAuthService>;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The role is known to be valid: only sessions with a known role are remembered. */
function sessionUser(userId: number, idRole: number, tokenId: number): SessionUser {
  return { id: userId, idRole, role: roleNameOf(idRole) as RoleName, tokenId };
}

type Candidate = NonNullable<Awaited<ReturnType<ReturnType<typeof createAuthRepository>['findLoginCandidate']>>>;

export function createAuthService(
  db: Database,
  config: Pick<AppConfig, 'tokenIdleMinutes' | 'tokenAbsoluteDays' | 'sessionCacheSeconds'>,
  log: FastifyBaseLogger,
) {
  const repository = createAuthRepository(db);
  const throttle = createLoginThrottle(db);
  const sessions: SessionCache = createSessionCache(db, config.sessionCacheSeconds, log);
  const idleMs = config.tokenIdleMinutes * 60 * 1000;

  /** Keeps `last_used_at` within a minute of the truth, writing at most once a minute per token. */
  async function touch(tokenId: number, lastUsedAt: number, now: Date): Promise<boolean> {
    if (now.getTime() - lastUsedAt < TOUCH_INTERVAL_MS) return false;
    await repository.touchToken(tokenId, now, new Date(now.getTime() - TOUCH_INTERVAL_MS));
    return true;
  }

  /** A member must have verified the email before any login; said only after the right password or Google token. */
  function assertEmailVerified(candidate: Pick<Candidate, 'idRole' | 'email' | 'emailVerifiedAt'>) {
    if (candidate.idRole === ROLE_IDS.member && !candidate.emailVerifiedAt) {
      throw new ApiError(
        403,
        EMAIL_NOT_VERIFIED_MESSAGE,
        {},
        { email_verification_required: true, email: candidate.email },
      );
    }
  }

  async function issueSession(
    user: { id: number; idRole: number },
    userAgent: string | undefined,
  ): Promise<IssuedSession> {
    const role = roleNameOf(user.idRole);
    if (!role) throw new ApiError(403);
    // Every way in (password, Google, a lab hand-off) comes here, so a deactivated account gets no session at all;
    // said only after the right password or Google token, like the unverified email.
    if (await repository.isDeactivated(user.id)) throw new ApiError(403, ACCOUNT_DEACTIVATED_MESSAGE);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + config.tokenAbsoluteDays * 24 * 60 * 60 * 1000);
    const tokenId = await repository.insertToken({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt,
      userAgent: userAgent?.slice(0, 255) ?? null,
    });
    return { token, expiresAt, session: { id: user.id, idRole: user.idRole, role, tokenId } };
  }

  return {
    throttle,
    repository,
    assertEmailVerified,
    issueSession,

    /** Email or username and password (strategies 1 and 2). */
    async login(attempt: LoginAttempt): Promise<IssuedSession> {
      const candidate = await repository.findLoginCandidate(attempt.identifier);
      const account = accountSubject(candidate?.id, attempt.identifier);
      const valid = await throttle.checkPassword(account, attempt.ip, () =>
        candidate ? verifyPassword(candidate.passwordHash, attempt.password) : verifyAgainstDummy(attempt.password),
      );
      // One message for unknown account and wrong password: the answer must not tell which accounts exist.
      if (!candidate || !valid) throw new ApiError(422, INVALID_CREDENTIALS_MESSAGE);
      if (needsRehash(candidate.passwordHash)) {
        await repository.updatePasswordHash(candidate.id, await hashPassword(attempt.password));
      }
      assertEmailVerified(candidate);
      return issueSession(candidate, attempt.userAgent);
    },

    /** The session behind a bearer token, or why there is none. */
    async authenticate(token: string): Promise<Authentication> {
      if (!TOKEN_PATTERN.test(token)) return { session: null, reason: null };
      const now = new Date();
      const tokenHash = hashToken(token);
      const cached = sessions.get(tokenHash);
      // A remembered session that looks expired or idle goes back to the database: another process may have
      // used it since, and a dead token's 401 must say why it died.
      if (cached && cached.expiresAt > now.getTime() && cached.lastUsedAt > now.getTime() - idleMs) {
        if (await touch(cached.tokenId, cached.lastUsedAt, now)) cached.lastUsedAt = now.getTime();
        return { session: sessionUser(cached.userId, cached.idRole, cached.tokenId) };
      }
      const generation = sessions.generation();
      const stored = await repository.findToken(tokenHash);
      if (!stored) return { session: null, reason: null };
      if (stored.revokedAt || stored.userDeletedAt || stored.userDeactivatedAt) {
        return { session: null, reason: (stored.revokedReason as SessionEndReason | null) ?? 'revoked' };
      }
      if (stored.expiresAt.getTime() <= now.getTime() || stored.lastUsedAt.getTime() <= now.getTime() - idleMs) {
        return { session: null, reason: 'expired' };
      }
      const role = roleNameOf(stored.idRole);
      if (!role) return { session: null, reason: 'revoked' };
      const lastUsedAt = (await touch(stored.tokenId, stored.lastUsedAt.getTime(), now))
        ? now.getTime()
        : stored.lastUsedAt.getTime();
      sessions.remember(
        tokenHash,
        {
          tokenId: stored.tokenId,
          userId: stored.userId,
          idRole: stored.idRole,
          expiresAt: stored.expiresAt.getTime(),
          lastUsedAt,
        },
        generation,
      );
      return { session: { id: stored.userId, idRole: stored.idRole, role, tokenId: stored.tokenId } };
    },

    /**
     * The session with this id while it is live (not revoked, within both lifetimes, the account not deleted), else
     * null. Looked up in the database, not the cache: it answers for a session other than the caller's.
     */
    async liveSession(tokenId: number): Promise<SessionUser | null> {
      const stored = await repository.findTokenById(tokenId);
      if (!stored || stored.revokedAt || stored.userDeletedAt || stored.userDeactivatedAt) return null;
      const now = Date.now();
      if (stored.expiresAt.getTime() <= now || stored.lastUsedAt.getTime() <= now - idleMs) return null;
      return roleNameOf(stored.idRole) ? sessionUser(stored.userId, stored.idRole, stored.tokenId) : null;
    },

    /** Every revocation goes through these three, so that every API process forgets the session at once. */
    async logout(session: SessionUser): Promise<void> {
      await repository.revokeToken(session.tokenId, 'logged_out', new Date());
      await sessions.revoked({ tokenIds: [session.tokenId] });
    },

    /** After a password change: every session but the current one ends, and says so. */
    async endOtherSessions(session: SessionUser, reason: SessionEndReason): Promise<void> {
      await repository.revokeUserTokens(session.id, reason, new Date(), session.tokenId);
      await sessions.revoked({ userId: session.id, keepTokenId: session.tokenId });
    },

    async endAllSessions(userId: number, reason: SessionEndReason): Promise<void> {
      await repository.revokeUserTokens(userId, reason, new Date());
      await sessions.revoked({ userId });
    },

    /** Starts listening for revocations made by other processes; until then every token is looked up. */
    start: () => sessions.start(),
    close: () => sessions.close(),

    /** The signed-in user in the shape the client reads (spec §3). */
    async currentUser(session: SessionUser): Promise<AuthUser> {
      const profile = await repository.findProfile(session.id);
      if (!profile) throw new ApiError(401);
      const program = session.role === 'corporate' ? await repository.findManagedProgram(profile.id) : null;
      const teacher = session.role === 'teacher' ? await repository.findTeacher(profile.id) : undefined;
      return {
        id: profile.id,
        id_role: profile.idRole,
        username: profile.username,
        name: profile.name,
        email: profile.email,
        avatarUrl: profile.avatarUrl,
        point: profile.point,
        xp: profile.xp,
        subscribtion_course_end_date: profile.subscribtionCourseEndDate,
        program,
        teacher: teacher ? { is_access_course: teacher.isAccessCourse, is_access_lab: teacher.isAccessLab } : null,
        campus: teacher ? { id: teacher.campusId, name: teacher.campusName } : null,
        scope: [session.role],
      };
    },
  };
}
