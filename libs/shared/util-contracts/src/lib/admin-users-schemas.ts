// The bodies of the admin's changes to an account (decision 0050), read by the API; apart from admin-users.ts so that
// the pages, which only need its labels and types, do not pull zod in.
import { z } from 'zod';
import { ASSIGNABLE_ROLE_IDS } from './admin-users';

export const userRoleChangeSchema = z.strictObject(
  {
    id_role: z.literal([...ASSIGNABLE_ROLE_IDS], { error: 'Pilih peran: member, pengajar, atau admin' }),
  },
  { error: 'Data peran tidak valid' },
);
export type UserRoleChange = z.infer<typeof userRoleChangeSchema>;

export const userStatusChangeSchema = z.strictObject(
  { active: z.boolean({ error: 'Status harus aktif (true) atau nonaktif (false)' }) },
  { error: 'Data status tidak valid' },
);
export type UserStatusChange = z.infer<typeof userStatusChangeSchema>;
