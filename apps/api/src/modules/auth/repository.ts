// Queries behind login, bearer sessions and the signed-in user's profile.
import type { SessionEndReason } from '@akademi-siber/util-contracts';
import { and, asc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  authTokens,
  campuses,
  corporateBatchAccess,
  corporateManagers,
  programBatches,
  teachers,
  users,
} from '../../db/schema';

export type AuthRepository = ReturnType<typeof createAuthRepository>;

/** What a login needs to decide: the password, the role (Google is for members) and whether the email is verified. */
const loginCandidateColumns = {
  id: users.id,
  idRole: users.idRole,
  email: users.email,
  passwordHash: users.passwordHash,
  emailVerifiedAt: users.emailVerifiedAt,
};

export function createAuthRepository(db: Database) {
  return {
    /** `identifier` is an email or a username, compared case-insensitively. */
    async findLoginCandidate(identifier: string) {
      const lowered = identifier.toLowerCase();
      const [row] = await db
        .select(loginCandidateColumns)
        .from(users)
        .where(
          and(
            isNull(users.deletedAt),
            sql`(lower(${users.email}) = ${lowered} or lower(${users.username}) = ${lowered})`,
          ),
        )
        .limit(1);
      return row;
    },

    async findLoginCandidateById(userId: number) {
      const [row] = await db
        .select(loginCandidateColumns)
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .limit(1);
      return row;
    },

    /** An admin deactivated the account (decision 0050): no new session until it is reactivated. */
    async isDeactivated(userId: number): Promise<boolean> {
      const [row] = await db.select({ at: users.deactivatedAt }).from(users).where(eq(users.id, userId)).limit(1);
      return Boolean(row?.at);
    },

    async updatePasswordHash(userId: number, passwordHash: string) {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },

    async insertToken(token: {
      userId: number;
      tokenHash: string;
      expiresAt: Date;
      userAgent: string | null;
    }): Promise<number> {
      const [row] = await db.insert(authTokens).values(token).returning({ id: authTokens.id });
      return row.id;
    },

    /**
     * Whatever is known about a token hash, live or not, so that a dead token's 401 can say why it died. The
     * caller decides liveness (revoked, either lifetime, deleted account).
     */
    async findToken(tokenHash: string) {
      const [row] = await db
        .select({
          tokenId: authTokens.id,
          userId: users.id,
          idRole: users.idRole,
          lastUsedAt: authTokens.lastUsedAt,
          expiresAt: authTokens.expiresAt,
          revokedAt: authTokens.revokedAt,
          revokedReason: authTokens.revokedReason,
          userDeletedAt: users.deletedAt,
          userDeactivatedAt: users.deactivatedAt,
        })
        .from(authTokens)
        .innerJoin(users, eq(users.id, authTokens.userId))
        .where(eq(authTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /** The same as findToken, by the session's id (a lab hand-off code remembers the session that asked for it). */
    async findTokenById(tokenId: number) {
      const [row] = await db
        .select({
          tokenId: authTokens.id,
          userId: users.id,
          idRole: users.idRole,
          lastUsedAt: authTokens.lastUsedAt,
          expiresAt: authTokens.expiresAt,
          revokedAt: authTokens.revokedAt,
          userDeletedAt: users.deletedAt,
          userDeactivatedAt: users.deactivatedAt,
        })
        .from(authTokens)
        .innerJoin(users, eq(users.id, authTokens.userId))
        .where(eq(authTokens.id, tokenId))
        .limit(1);
      return row;
    },

    /** Conditional, so that concurrent requests on several instances write at most once per interval. */
    async touchToken(tokenId: number, now: Date, touchedBefore: Date) {
      await db
        .update(authTokens)
        .set({ lastUsedAt: now })
        .where(and(eq(authTokens.id, tokenId), lt(authTokens.lastUsedAt, touchedBefore)));
    },

    async revokeToken(tokenId: number, reason: SessionEndReason, now: Date) {
      await db
        .update(authTokens)
        .set({ revokedAt: now, revokedReason: reason })
        .where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)));
    },

    /** Ends every live session of a user, except `keepTokenId` when given (the one that changed the password). */
    async revokeUserTokens(userId: number, reason: SessionEndReason, now: Date, keepTokenId?: number) {
      await db
        .update(authTokens)
        .set({ revokedAt: now, revokedReason: reason })
        .where(
          and(
            eq(authTokens.userId, userId),
            isNull(authTokens.revokedAt),
            keepTokenId === undefined ? undefined : ne(authTokens.id, keepTokenId),
          ),
        );
    },

    async findProfile(userId: number) {
      const [row] = await db
        .select({
          id: users.id,
          idRole: users.idRole,
          username: users.username,
          name: users.name,
          email: users.email,
          avatarUrl: users.avatarUrl,
          point: users.point,
          xp: users.xp,
          subscribtionCourseEndDate: users.subscribtionCourseEndDate,
        })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .limit(1);
      return row;
    },

    /** The first corporate the user manages and the batches granted for it. */
    async findManagedProgram(userId: number) {
      const [manager] = await db
        .select({ id: corporateManagers.id, corporateId: corporateManagers.corporateId })
        .from(corporateManagers)
        .where(eq(corporateManagers.userId, userId))
        .orderBy(asc(corporateManagers.id))
        .limit(1);
      if (!manager) return null;
      const batches = await db
        .select({ id: programBatches.id, name: programBatches.name, is_full_access: programBatches.isFullAccess })
        .from(corporateBatchAccess)
        .innerJoin(programBatches, eq(programBatches.id, corporateBatchAccess.batchId))
        .where(eq(corporateBatchAccess.managerId, manager.id))
        .orderBy(asc(programBatches.id));
      return { corporate_id: manager.corporateId, batches };
    },

    async findTeacher(userId: number) {
      const [row] = await db
        .select({
          isAccessCourse: teachers.isAccessCourse,
          isAccessLab: teachers.isAccessLab,
          campusId: campuses.id,
          campusName: campuses.name,
        })
        .from(teachers)
        .innerJoin(campuses, eq(campuses.id, teachers.campusId))
        .where(eq(teachers.userId, userId))
        .limit(1);
      return row;
    },
  };
}
