// @driver-sensitive: runs on PGlite too (apps/api/jest.pglite.config.js says why)
// Resilience (issue 3 §8): the database connection dies in the middle of a checkout. Whatever had been written
// inside the checkout's transaction is gone (no order without items, no emptied cart, no held seat), the member
// gets the §8 server error, and the retry with the same idempotency key makes exactly one order; a further retry
// answers with that same order.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SEED_CATALOG } from '../../db/seed-catalog-data';
import { cartItems, orderItems, orders, orderStatusEvents } from '../../db/schema';
import { bearer, buildTestApp, expectErrorEnvelope, type TestApp } from '../../test/helpers';
import { checkout, newMember, orderOf } from './testing';

/** What node-postgres reports when the server goes away under a query (the API process killed, the network cut). */
function connectionLost(): Error {
  return Object.assign(new Error('Connection terminated unexpectedly'), { code: '57P01' });
}

describe('a checkout interrupted by a lost database connection', () => {
  let harness: TestApp;

  beforeAll(async () => {
    harness = await buildTestApp();
  });
  afterAll(() => harness.close());

  /**
   * The next checkout transaction loses its connection right after the order row is written, before its items:
   * the most half-done moment (an order row without items, the cart still full).
   */
  function loseConnectionInNextCheckout(): { interrupted: () => boolean } {
    const db = harness.db;
    const realTransaction = db.transaction.bind(db);
    let interrupted = false;
    jest.spyOn(db, 'transaction').mockImplementationOnce(((run: (tx: unknown) => Promise<unknown>, config?: unknown) =>
      realTransaction(async (tx) => {
        const realInsert = tx.insert.bind(tx);
        jest.spyOn(tx, 'insert').mockImplementation(((table: unknown) => {
          if (table === orderItems) {
            interrupted = true;
            throw connectionLost();
          }
          return realInsert(table as never);
        }) as typeof tx.insert);
        return run(tx);
      }, config as never)) as typeof db.transaction);
    return { interrupted: () => interrupted };
  }

  afterEach(() => jest.restoreAllMocks());

  it('writes nothing if the connection dies mid-transaction; a retry with the same key makes one order', async () => {
    const buyer = await newMember(harness, 'putus.koneksi');
    const added = await harness.app.inject({
      method: 'POST',
      url: '/api/transaction/cart',
      headers: bearer(buyer.token),
      payload: { type: 'course', ref: 'keamanan-aplikasi-web' },
    });
    expect(added.statusCode).toBeLessThan(300);
    const body = { kind: 'course', idempotencyKey: randomUUID() };

    const itemsBefore = await harness.db.$count(orderItems);
    const fault = loseConnectionInNextCheckout();
    const failed = await checkout(harness, buyer.token, body);
    expect(fault.interrupted()).toBe(true);
    expect(failed.statusCode).toBeGreaterThanOrEqual(500);
    expectErrorEnvelope(failed, failed.statusCode);
    // Nothing half-written: no order, no items, no history, and the cart still holds the course.
    expect(await harness.db.$count(orders, eq(orders.userId, buyer.id))).toBe(0);
    expect(await harness.db.$count(orderItems)).toBe(itemsBefore);
    expect(await harness.db.$count(cartItems, eq(cartItems.userId, buyer.id))).toBe(1);

    // The member presses the button again (the page keeps its idempotency key): one order.
    const retried = await checkout(harness, buyer.token, body);
    expect(retried.statusCode).toBe(201);
    const order = orderOf(retried);
    expect(order.items.map((item) => item.ref)).toEqual(['keamanan-aplikasi-web']);
    const again = await checkout(harness, buyer.token, body);
    expect(again.statusCode).toBe(200);
    expect(orderOf(again).idTransaction).toBe(order.idTransaction);

    const rows = await harness.db.select().from(orders).where(eq(orders.userId, buyer.id));
    expect(rows).toHaveLength(1);
    expect(await harness.db.$count(orderItems, eq(orderItems.orderId, rows[0].id))).toBe(1);
    expect(await harness.db.$count(orderStatusEvents, eq(orderStatusEvents.orderId, rows[0].id))).toBe(1);
    expect(await harness.db.$count(cartItems, eq(cartItems.userId, buyer.id))).toBe(0);
  });

  it('holds no seat for a live-class checkout that died: the last seat is sold once, after the retry', async () => {
    const buyer = await newMember(harness, 'putus.kursi');
    const rival = await newMember(harness, 'saingan.kursi');
    const body = {
      kind: 'liveclass',
      items: [{ type: 'batch', ref: String(SEED_CATALOG.quotaOneBatch.id) }],
      idempotencyKey: randomUUID(),
    };

    loseConnectionInNextCheckout();
    expect((await checkout(harness, buyer.token, body)).statusCode).toBeGreaterThanOrEqual(500);
    // The seat was never taken: the retry gets it, and the rival is told it is gone.
    expect((await checkout(harness, buyer.token, body)).statusCode).toBe(201);
    const rivalAnswer = await checkout(harness, rival.token, { kind: 'liveclass', items: body.items });
    expect(rivalAnswer.statusCode).toBeGreaterThanOrEqual(400);
    expect(rivalAnswer.statusCode).toBeLessThan(500);
    expect(await harness.db.$count(orders, eq(orders.userId, buyer.id))).toBe(1);
    expect(await harness.db.$count(orders, eq(orders.userId, rival.id))).toBe(0);
  });
});
