// WireGuard peers of the lab network: the active configuration of a user, and the operator's list of every active one.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { labVpnConfigs, users } from '../../db/schema';

export function createVpnRepository(db: Database) {
  return {
    async active(userId: number) {
      const [row] = await db
        .select({
          publicKey: labVpnConfigs.publicKey,
          address: labVpnConfigs.address,
          createdAt: labVpnConfigs.createdAt,
        })
        .from(labVpnConfigs)
        .where(and(eq(labVpnConfigs.userId, userId), isNull(labVpnConfigs.revokedAt)));
      return row;
    },

    /** The id the next configuration will have (its address is derived from it). */
    async nextId(tx: Transaction): Promise<number> {
      const result = await tx.execute(sql`select nextval(pg_get_serial_sequence('lab_vpn_configs', 'id'))::int as id`);
      return Number((result as unknown as { rows: { id: number }[] }).rows[0].id);
    },

    /** Revokes the user's active configuration, if any; true when there was one. */
    async revokeActive(executor: Database | Transaction, userId: number): Promise<boolean> {
      const rows = await executor
        .update(labVpnConfigs)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(labVpnConfigs.userId, userId), isNull(labVpnConfigs.revokedAt)))
        .returning({ id: labVpnConfigs.id });
      return rows.length > 0;
    },

    async insert(tx: Transaction, values: { id: number; userId: number; publicKey: string; address: string }) {
      const [row] = await tx
        .insert(labVpnConfigs)
        .overridingSystemValue()
        .values(values)
        .returning({ createdAt: labVpnConfigs.createdAt });
      return row;
    },

    /** Every active peer of a live account, oldest first. */
    activePeers() {
      return db
        .select({
          publicKey: labVpnConfigs.publicKey,
          address: labVpnConfigs.address,
          username: users.username,
          createdAt: labVpnConfigs.createdAt,
        })
        .from(labVpnConfigs)
        .innerJoin(users, eq(users.id, labVpnConfigs.userId))
        .where(and(isNull(labVpnConfigs.revokedAt), isNull(users.deletedAt)))
        .orderBy(asc(labVpnConfigs.id));
    },
  };
}
