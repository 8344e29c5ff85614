// The harness's PostgreSQL stand-in for PGlite's single connection (transaction-guard.ts). Runs against the real
// server in every run, like reconnect.test.ts: on PGlite there is nothing to guard.
import { sql } from 'drizzle-orm';
import { createDatabase, type DatabaseHandle } from '../db/client';
import { MEMORY_DATABASE } from '../config';
import { DEFAULT_POSTGRES_URL, freshPostgresDatabase, type FreshDatabase } from './postgres';
import { guardTransactions, QUERY_OUTSIDE_TRANSACTION } from './transaction-guard';

const serverUrl = process.env['TEST_DATABASE_URL'] || DEFAULT_POSTGRES_URL;
const one = sql`select 1 as one`;

describe('a query on db from inside a transaction of db', () => {
  let database: FreshDatabase;
  let handle: DatabaseHandle;
  let refused: Error[];

  beforeAll(async () => {
    database = await freshPostgresDatabase(serverUrl);
    handle = await createDatabase({ databaseUrl: database.url, pgliteDir: MEMORY_DATABASE });
    refused = guardTransactions(handle.db);
  });
  afterAll(async () => {
    await handle.close();
    await database.drop();
  });
  beforeEach(() => refused.splice(0));

  it('is refused on PostgreSQL, where it would silently run outside the transaction', async () => {
    const { db } = handle;
    // Drizzle reports the refusal as the cause of its "Failed query".
    const causeOf = (error: unknown) => (error as { cause?: Error }).cause?.message;
    const failure = await db.transaction(async () => db.execute(one)).catch((error: unknown) => error);
    expect(causeOf(failure)).toBe(QUERY_OUTSIDE_TRANSACTION);
    const nested = db.transaction(async () => db.transaction(async (inner) => inner.execute(one)));
    await expect(nested).rejects.toThrow(QUERY_OUTSIDE_TRANSACTION);
    // Also when it is not awaited by the transaction and its error is swallowed: the harness fails the file on close.
    await db.transaction(async () => {
      db.execute(one).catch(() => undefined);
    });
    expect(refused.map((error) => error.message)).toEqual(Array(3).fill(QUERY_OUTSIDE_TRANSACTION));
  });

  it("lets the transaction's own tx, its savepoints, and everything outside a transaction through", async () => {
    const { db } = handle;
    const inside = await db.transaction(async (tx) => {
      await tx.execute(one);
      return tx.transaction(async (savepoint) => savepoint.execute(one));
    });
    expect((inside as unknown as { rows: unknown[] }).rows).toEqual([{ one: 1 }]);
    // Side by side, not nested: each request's transaction is its own.
    const inTransaction = () => db.transaction((tx) => tx.execute(one));
    await Promise.all([inTransaction(), db.execute(one), inTransaction()]);
    expect(refused).toEqual([]);
  });
});
