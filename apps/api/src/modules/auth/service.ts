// Login strategy 1 of spec §7 and the bearer sessions behind it. Tokens are 256 random bits; only their SHA-256
// is stored. A session ends when revoked, after TOKEN_IDLE_MINUTES without use, or TOKEN_ABSOLUTE_DAYS after login.
import { createHash, randomBytes } from 'node:crypto';
import { roleNameOf, type AuthUser, type RoleName } from '@akademi-siber/util-contracts';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import { createLoginThrottle } from './login-throttle';
import { verifyAgainstDummy, verifyPassword } from './password';
import { createAuthRepository } from './repository';

export const INVALID_CREDENTIALS_MESSAGE = 'Email/username atau password salah';

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

export type AuthService = ReturnType<typeof createAuthService>;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createAuthService(db: Database, config: Pick<AppConfig, 'tokenIdleMinutes' | 'tokenAbsoluteDays'>) {
  const repository = createAuthRepository(db);
  const throttle = createLoginThrottle(db);

  return {
    async login(attempt: LoginAttempt): Promise<{ token: string; expiresAt: Date }> {
      await throttle.assertAllowed(attempt.identifier, attempt.ip);
      const candidate = await repository.findLoginCandidate(attempt.identifier);
      const valid = candidate
        ? await verifyPassword(candidate.passwordHash, attempt.password)
        : await verifyAgainstDummy(attempt.password);
      if (!candidate || !valid) {
        await throttle.recordFailure(attempt.identifier, attempt.ip);
        // One message for unknown account and wrong password: the answer must not tell which accounts exist.
        throw new ApiError(422, INVALID_CREDENTIALS_MESSAGE);
      }
      await throttle.clearAccount(attempt.identifier, attempt.ip);

      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + config.tokenAbsoluteDays * 24 * 60 * 60 * 1000);
      await repository.insertToken({
        userId: candidate.id,
        tokenHash: hashToken(token),
        expiresAt,
        userAgent: attempt.userAgent?.slice(0, 255) ?? null,
      });
      return { token, expiresAt };
    },

    /** The session behind a bearer token, or null when it is unknown, revoked or expired. */
    async authenticate(token: string): Promise<SessionUser | null> {
      if (!TOKEN_PATTERN.test(token)) return null;
      const now = new Date();
      const idleCutoff = new Date(now.getTime() - config.tokenIdleMinutes * 60 * 1000);
      const session = await repository.findSession(hashToken(token), now, idleCutoff);
      const role = session ? roleNameOf(session.idRole) : null;
      if (!session || !role) return null;
      if (now.getTime() - session.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
        await repository.touchToken(session.tokenId, now, new Date(now.getTime() - TOUCH_INTERVAL_MS));
      }
      return { id: session.userId, idRole: session.idRole, role, tokenId: session.tokenId };
    },

    async logout(session: SessionUser): Promise<void> {
      await repository.revokeToken(session.tokenId, new Date());
    },

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
