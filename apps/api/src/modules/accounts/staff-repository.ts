// Account list for admins; deleted (anonymised) accounts are left out.
import { and, desc, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { likePattern, type PageRequest } from '../../plugins/request-schemas';

export function createAdminRepository(db: Database) {
  return {
    async listUsers(search: string | undefined, page: PageRequest) {
      const filters: (SQL | undefined)[] = [isNull(users.deletedAt)];
      if (search) {
        const pattern = likePattern(search);
        filters.push(or(ilike(users.name, pattern), ilike(users.username, pattern), ilike(users.email, pattern)));
      }
      const where = and(...filters);
      const [rows, total] = await Promise.all([
        db
          .select({
            id: users.id,
            username: users.username,
            name: users.name,
            email: users.email,
            idRole: users.idRole,
            createdAt: users.createdAt,
          })
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(page.limit)
          .offset(page.offset),
        db.$count(users, where),
      ]);
      return { rows, total };
    },
  };
}
