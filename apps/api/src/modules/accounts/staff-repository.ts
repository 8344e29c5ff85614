// Accounts as admins see and change them (decision 0050); deleted (anonymised) accounts are left out.
import { and, desc, eq, ilike, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { userAuditLog, users } from '../../db/schema';
import { likePattern, type PageRequest } from '../../plugins/request-schemas';

export interface UserFilter {
  search?: string;
  role?: number;
  status?: 'active' | 'deactivated';
}

const lastActiveAt = sql<Date | null>`(select max(t.last_used_at) from auth_tokens t where t.user_id = "users"."id")`;

const rowColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  email: users.email,
  idRole: users.idRole,
  createdAt: users.createdAt,
  deactivatedAt: users.deactivatedAt,
  lastActiveAt: lastActiveAt.mapWith((value: string | Date | null) => (value ? new Date(value) : null)),
};

export type UserRow = Awaited<ReturnType<ReturnType<typeof createAdminRepository>['listUsers']>>['rows'][number];

const ADMIN_ROLE_ID = 3;

export function createAdminRepository(db: Database) {
  return {
    async listUsers(filter: UserFilter, page: PageRequest) {
      const filters: (SQL | undefined)[] = [isNull(users.deletedAt)];
      if (filter.search) {
        const pattern = likePattern(filter.search);
        filters.push(or(ilike(users.name, pattern), ilike(users.username, pattern), ilike(users.email, pattern)));
      }
      if (filter.role) filters.push(eq(users.idRole, filter.role));
      if (filter.status === 'active') filters.push(isNull(users.deactivatedAt));
      if (filter.status === 'deactivated') filters.push(isNotNull(users.deactivatedAt));
      const where = and(...filters);
      const [rows, total] = await Promise.all([
        db
          .select(rowColumns)
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(page.limit)
          .offset(page.offset),
        db.$count(users, where),
      ]);
      return { rows, total };
    },

    async findUser(userId: number) {
      const [row] = await db
        .select({
          ...rowColumns,
          avatarUrl: users.avatarUrl,
          emailVerifiedAt: users.emailVerifiedAt,
          enrollments: sql<number>`((select count(*) from enrollments e where e.user_id = "users"."id")
            + (select count(*) from batch_enrollments b where b.user_id = "users"."id"))::int`,
          authoredCourses: sql<number>`(select count(*)::int from courses c
            where c.author_id = "users"."id" and c.owner = 'course')`,
          activeSessions: sql<number>`(select count(*)::int from auth_tokens t where t.user_id = "users"."id"
            and t.revoked_at is null and t.expires_at > now())`,
        })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .limit(1);
      return row ?? null;
    },

    async history(userId: number) {
      const actor = sql<{ name: string; username: string } | null>`(select json_build_object('name', a.name,
        'username', a.username) from users a where a.id = ${userAuditLog.actorId})`;
      return db
        .select({
          id: userAuditLog.id,
          action: userAuditLog.action,
          from: userAuditLog.fromValue,
          to: userAuditLog.toValue,
          actor,
          at: userAuditLog.createdAt,
        })
        .from(userAuditLog)
        .where(eq(userAuditLog.userId, userId))
        .orderBy(desc(userAuditLog.createdAt), desc(userAuditLog.id))
        .limit(20);
    },

    /** The account's row, locked for the change; null when it does not exist (or was deleted). */
    async lockUser(tx: Executor, userId: number) {
      const [row] = await tx
        .select({ id: users.id, idRole: users.idRole, deactivatedAt: users.deactivatedAt })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .for('update');
      return row ?? null;
    },

    /**
     * Active admins other than this account, their rows locked, so two admins demoting each other at once cannot
     * both succeed and leave none.
     */
    async otherActiveAdmins(tx: Executor, userId: number): Promise<number> {
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.idRole, ADMIN_ROLE_ID),
            isNull(users.deletedAt),
            isNull(users.deactivatedAt),
            ne(users.id, userId),
          ),
        )
        .for('update');
      return rows.length;
    },

    async setRole(tx: Executor, userId: number, idRole: number) {
      await tx.update(users).set({ idRole }).where(eq(users.id, userId));
    },

    async setDeactivated(tx: Executor, userId: number, at: Date | null) {
      await tx.update(users).set({ deactivatedAt: at }).where(eq(users.id, userId));
    },

    async audit(
      tx: Executor,
      entry: { userId: number; actorId: number; action: string; fromValue?: string; toValue?: string },
    ) {
      await tx.insert(userAuditLog).values(entry);
    },
  };
}
