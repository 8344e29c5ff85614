// PGlite is ONE connection: a query sent on `db` (not on the `tx` of the transaction it runs in) waits until that
// transaction ends — if the transaction awaits it, the request hangs; if not, it runs after the commit. On
// PostgreSQL the same query runs at once on another pool connection, outside the transaction. The whole API suite
// runs on PostgreSQL and only the driver-sensitive files run on PGlite too (docs/decisions/0014-test-speed.md), so
// on PostgreSQL the harness refuses a pool connection asked for from inside a transaction's callback: the
// PostgreSQL run fails where PGlite would hang, whichever file the code path is tested in.
import { AsyncLocalStorage } from 'node:async_hooks';
import { Pool } from 'pg';
import type { Database } from '../db/client';

export const QUERY_OUTSIDE_TRANSACTION =
  'a query on `db` from inside a transaction of `db` ' +
  "(on PGlite's one connection it waits for the transaction to end): use the transaction's `tx`";

const insideTransaction = new AsyncLocalStorage<true>();

type Connect = (callback?: (error: Error | undefined, ...rest: unknown[]) => void) => unknown;

/**
 * Watches `db` (node-postgres only; PGlite needs no watching, it hangs by itself). Returns what it refused, so that
 * the harness can fail a file whose code swallowed the error.
 */
export function guardTransactions(db: Database): Error[] {
  const refused: Error[] = [];
  const pool = (db as unknown as { $client: unknown }).$client;
  if (!(pool instanceof Pool)) return refused;

  // pool.query takes its connection through pool.connect too, so this one wrapper sees every query on `db`.
  const connect = (pool.connect as Connect).bind(pool);
  (pool as unknown as { connect: Connect }).connect = (callback) => {
    if (!insideTransaction.getStore()) return connect(callback);
    const error = new Error(QUERY_OUTSIDE_TRANSACTION);
    refused.push(error);
    if (callback) return callback(error);
    return Promise.reject(error);
  };

  // Drizzle takes the transaction's own connection before it calls back, so only the callback runs marked.
  const transaction = db.transaction.bind(db);
  db.transaction = ((run: (tx: unknown) => Promise<unknown>, config?: unknown) =>
    transaction((tx) => insideTransaction.run(true, () => run(tx)), config as never)) as Database['transaction'];
  return refused;
}
