// GET /api/admin/users: accounts, newest first, searchable (type `AdminUserRow` in util-contracts).
import { z } from 'zod';
import { pageEnvelopeSchema } from '../../plugins/envelope';
import { paginationQuerySchema, searchTermSchema } from '../../plugins/request-schemas';

export const adminUserRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  id_role: z.number().int().min(1).max(5),
  createdAt: z.string().describe('ISO 8601'),
});

export const adminUsersQuerySchema = paginationQuerySchema.extend({
  q: searchTermSchema.describe('Cari pada nama, username, atau email'),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUsersResponseSchema = pageEnvelopeSchema(adminUserRowSchema);
