// Whose password a corporate program manager may reset (decision 0047): member accounts (never staff, never
// deleted) employed in a batch granted to the manager for a company they manage; and the audit of each reset.
import { ROLE_IDS } from '@akademi-siber/util-contracts';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { likePattern } from '../../plugins/request-schemas';
import { programPasswordResets, users } from '../../db/schema';
import { rowsOf } from './repository';

export interface ResetTarget {
  userId: number;
  username: string;
  name: string;
  email: string;
  corporateId: number;
  company: string;
}

export function createResetRepository(db: Database) {
  /** The manager's employees matching `condition`, one row each (their first company if several), by name. */
  const employees = (managerId: number, condition: SQL, limit: number) =>
    rowsOf<ResetTarget>(
      db,
      sql`
      select * from (
        select distinct on (u.id) u.id as "userId", u.username, u.name, u.email, c.id as "corporateId",
               c.name as company
        from corporate_members cm
        join corporate_managers mg on mg.corporate_id = cm.corporate_id and mg.user_id = ${managerId}
        join corporate_batch_access a on a.manager_id = mg.id and a.batch_id = cm.batch_id
        join users u on u.id = cm.user_id and u.deleted_at is null and u.id_role = ${ROLE_IDS.member}
        join corporates c on c.id = cm.corporate_id
        where ${condition}
        order by u.id, c.id
      ) found
      order by lower(name), name, "userId"
      limit ${limit}`,
    );

  return {
    search(managerId: number, term: string, limit: number) {
      const pattern = likePattern(term);
      return employees(
        managerId,
        sql`(u.name ilike ${pattern} or u.username ilike ${pattern} or u.email ilike ${pattern})`,
        limit,
      );
    },

    async find(managerId: number, username: string): Promise<ResetTarget | undefined> {
      const [row] = await employees(managerId, sql`lower(u.username) = lower(${username})`, 1);
      return row;
    },

    /** The old password stops working (nobody knows the new hash's password) and the reset is audited, in `tx`. */
    async recordReset(
      tx: Transaction,
      target: ResetTarget,
      managerId: number,
      unknownPasswordHash: string,
      at: Date,
    ): Promise<void> {
      await tx.update(users).set({ passwordHash: unknownPasswordHash }).where(eq(users.id, target.userId));
      await tx.insert(programPasswordResets).values({
        managerUserId: managerId,
        employeeUserId: target.userId,
        corporateId: target.corporateId,
        createdAt: at,
      });
    },
  };
}
