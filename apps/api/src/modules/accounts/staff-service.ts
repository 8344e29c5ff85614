// The admin's users (decision 0050) in the client's field names, and the two changes an admin makes to an account:
// its role, and whether it may be used at all. Both end every session of the account at once (a session remembers
// its role, and a deactivated account must not keep one), both are written to the account's history, and neither may
// leave the platform without an active admin.
import type {
  AdminUserDetail,
  AdminUserRow,
  UserAuditAction,
  UserRoleChange,
  UserStatusChange,
} from '@akademi-siber/util-contracts';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../plugins/errors';
import type { PageRequest } from '../../plugins/request-schemas';
import { createAdminRepository, type UserFilter, type UserRow } from './staff-repository';

export const ADMIN_USER_MESSAGES = {
  notFound: 'Pengguna tidak ditemukan.',
  roleChanged: 'Peran pengguna diubah. Semua sesinya diakhiri agar masuk lagi dengan peran baru.',
  sameRole: 'Pengguna ini sudah memiliki peran tersebut.',
  lastAdmin: 'Peran admin terakhir tidak dapat dicabut: angkat admin lain lebih dulu.',
  deactivated: 'Akun dinonaktifkan. Semua sesinya sudah diakhiri dan akun ini tidak dapat dipakai masuk.',
  reactivated: 'Akun diaktifkan kembali. Pengguna dapat masuk lagi.',
  selfDeactivate: 'Kamu tidak dapat menonaktifkan akunmu sendiri.',
  alreadyDeactivated: 'Akun ini sudah nonaktif.',
  alreadyActive: 'Akun ini sudah aktif.',
} as const;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toRow(row: UserRow): AdminUserRow {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    email: row.email,
    id_role: row.idRole,
    createdAt: row.createdAt.toISOString(),
    status: row.deactivatedAt ? 'deactivated' : 'active',
    lastActiveAt: iso(row.lastActiveAt),
  };
}

export function createAdminService(app: FastifyInstance) {
  const { db, auth } = app;
  const repository = createAdminRepository(db);

  async function detail(userId: number): Promise<AdminUserDetail> {
    const row = await repository.findUser(userId);
    if (!row) throw new ApiError(404, ADMIN_USER_MESSAGES.notFound);
    const history = await repository.history(userId);
    return {
      ...toRow(row),
      avatarUrl: row.avatarUrl,
      emailVerifiedAt: iso(row.emailVerifiedAt),
      deactivatedAt: iso(row.deactivatedAt),
      enrollments: row.enrollments,
      authoredCourses: row.authoredCourses,
      activeSessions: row.activeSessions,
      history: history.map((entry) => ({
        ...entry,
        action: entry.action as UserAuditAction,
        at: entry.at.toISOString(),
      })),
    };
  }

  return {
    async users(filter: UserFilter, page: PageRequest): Promise<{ items: AdminUserRow[]; total: number }> {
      const { rows, total } = await repository.listUsers(filter, page);
      return { items: rows.map(toRow), total };
    },

    detail,

    async changeRole(actorId: number, userId: number, input: UserRoleChange): Promise<AdminUserDetail> {
      await db.transaction(async (tx) => {
        const target = await repository.lockUser(tx, userId);
        if (!target) throw new ApiError(404, ADMIN_USER_MESSAGES.notFound);
        if (target.idRole === input.id_role) throw new ApiError(409, ADMIN_USER_MESSAGES.sameRole);
        if (target.idRole === 3 && (await repository.otherActiveAdmins(tx, userId)) === 0)
          throw new ApiError(409, ADMIN_USER_MESSAGES.lastAdmin);
        await repository.setRole(tx, userId, input.id_role);
        await repository.audit(tx, {
          userId,
          actorId,
          action: 'role_changed',
          fromValue: String(target.idRole),
          toValue: String(input.id_role),
        });
      });
      await auth.endAllSessions(userId, 'revoked');
      return detail(userId);
    },

    async changeStatus(actorId: number, userId: number, input: UserStatusChange): Promise<AdminUserDetail> {
      if (!input.active && actorId === userId) throw new ApiError(409, ADMIN_USER_MESSAGES.selfDeactivate);
      await db.transaction(async (tx) => {
        const target = await repository.lockUser(tx, userId);
        if (!target) throw new ApiError(404, ADMIN_USER_MESSAGES.notFound);
        if (input.active && !target.deactivatedAt) throw new ApiError(409, ADMIN_USER_MESSAGES.alreadyActive);
        if (!input.active && target.deactivatedAt) throw new ApiError(409, ADMIN_USER_MESSAGES.alreadyDeactivated);
        if (!input.active && target.idRole === 3 && (await repository.otherActiveAdmins(tx, userId)) === 0)
          throw new ApiError(409, ADMIN_USER_MESSAGES.lastAdmin);
        await repository.setDeactivated(tx, userId, input.active ? null : new Date());
        await repository.audit(tx, { userId, actorId, action: input.active ? 'reactivated' : 'deactivated' });
      });
      // After the commit: a request that authenticates from now on sees the deactivation in the database as well.
      if (!input.active) await auth.endAllSessions(userId, 'revoked');
      return detail(userId);
    },
  };
}
