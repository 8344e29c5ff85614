// The admin's user list in the client's field names.
import type { AdminUserRow } from '@akademi-siber/util-contracts';
import type { Database } from '../../db/client';
import type { PageRequest } from '../../plugins/request-schemas';
import { createAdminRepository } from './staff-repository';

export function createAdminService(db: Database) {
  const repository = createAdminRepository(db);
  return {
    async users(search: string | undefined, page: PageRequest): Promise<{ items: AdminUserRow[]; total: number }> {
      const { rows, total } = await repository.listUsers(search, page);
      const items = rows.map((row) => ({
        id: row.id,
        username: row.username,
        name: row.name,
        email: row.email,
        id_role: row.idRole,
        createdAt: row.createdAt.toISOString(),
      }));
      return { items, total };
    },
  };
}
