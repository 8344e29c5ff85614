// The admin's users (decision 0050): `/admin/pengguna` lists every account (search, role, status, pages),
// `/admin/pengguna/{id}` shows one with its roles, dates, counts and history, and changes its role or deactivates it
// (every session ends at once; no login until reactivated). Bodies' zod schemas: admin-users-schemas.ts.
import { ROLE_IDS } from './roles';

export const ADMIN_USER_STATUSES = ['active', 'deactivated'] as const;
export type AdminUserStatus = (typeof ADMIN_USER_STATUSES)[number];

/**
 * The roles an admin may give here. A teacher needs a campus and a corporate manager the companies they manage:
 * data this page does not set, so those two are not offered as a new role (an account with one may still be moved
 * to these three).
 */
export const ASSIGNABLE_ROLE_IDS = [ROLE_IDS.member, ROLE_IDS.author, ROLE_IDS.admin] as const;

export const ROLE_LABELS: Record<number, string> = {
  [ROLE_IDS.member]: 'Member',
  [ROLE_IDS.author]: 'Pengajar',
  [ROLE_IDS.admin]: 'Admin',
  [ROLE_IDS.corporate]: 'Manajer korporat',
  [ROLE_IDS.teacher]: 'Dosen (teacher)',
};

/** `GET /api/admin/users`: newest accounts first. */
export interface AdminUserRow {
  id: number;
  username: string;
  name: string;
  email: string;
  id_role: number;
  createdAt: string;
  status: AdminUserStatus;
  /** When a session of the account was last used (ISO 8601); null when it never logged in. */
  lastActiveAt: string | null;
}

export type UserAuditAction = 'role_changed' | 'deactivated' | 'reactivated';

export interface UserAuditEntry {
  id: number;
  action: UserAuditAction;
  /** For a role change, the role ids before and after (as text); null otherwise. */
  from: string | null;
  to: string | null;
  /** The admin who did it; null when that account no longer exists. */
  actor: { name: string; username: string } | null;
  at: string;
}

/** `GET /api/admin/users/:id`. */
export interface AdminUserDetail extends AdminUserRow {
  avatarUrl: string | null;
  emailVerifiedAt: string | null;
  deactivatedAt: string | null;
  /** Courses and live-class seats the account learns in; courses it writes (authors). */
  enrollments: number;
  authoredCourses: number;
  activeSessions: number;
  /** The newest changes first, at most 20. */
  history: UserAuditEntry[];
}
