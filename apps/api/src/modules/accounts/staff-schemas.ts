// The admin's users (decision 0050): the list (search, role, status, pages), one account's detail, and the changes
// of role and status. Types `AdminUserRow`, `AdminUserDetail` in util-contracts; bodies are util-contracts' schemas.
import { ADMIN_USER_STATUSES, ROLE_IDS } from '@akademi-siber/util-contracts';
import { z } from 'zod';
import { envelopeSchema, pageEnvelopeSchema } from '../../plugins/envelope';
import { idParamSchema, paginationQuerySchema, searchTermSchema } from '../../plugins/request-schemas';

const iso = () => z.string().describe('ISO 8601');

export const adminUserRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  id_role: z.number().int().min(1).max(5),
  createdAt: iso(),
  status: z.enum(ADMIN_USER_STATUSES),
  lastActiveAt: iso().nullable().describe('Sesi terakhir dipakai; null bila belum pernah masuk'),
});

export const adminUserDetailSchema = adminUserRowSchema.extend({
  avatarUrl: z.string().nullable(),
  emailVerifiedAt: iso().nullable(),
  deactivatedAt: iso().nullable(),
  enrollments: z.number().int(),
  authoredCourses: z.number().int(),
  activeSessions: z.number().int(),
  history: z.array(
    z.object({
      id: z.number().int(),
      action: z.enum(['role_changed', 'deactivated', 'reactivated']),
      from: z.string().nullable(),
      to: z.string().nullable(),
      actor: z.object({ name: z.string(), username: z.string() }).nullable(),
      at: iso(),
    }),
  ),
});

const roleIds = Object.values(ROLE_IDS).map(String) as [string, ...string[]];

export const adminUsersQuerySchema = paginationQuerySchema.extend({
  q: searchTermSchema.describe('Cari pada nama, username, atau email'),
  role: z
    .enum(roleIds, { error: 'Peran harus 1 (member) sampai 5 (teacher)' })
    .transform(Number)
    .optional()
    .describe('id_role'),
  status: z.enum(ADMIN_USER_STATUSES, { error: 'Status harus active atau deactivated' }).optional(),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const managedUserParamsSchema = z.object({ managedUserId: idParamSchema('ID pengguna') });

export const adminUsersResponseSchema = pageEnvelopeSchema(adminUserRowSchema);
export const adminUserResponseSchema = envelopeSchema(adminUserDetailSchema);
