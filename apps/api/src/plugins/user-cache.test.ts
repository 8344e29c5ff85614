// @driver-sensitive: runs on PGlite too (apps/api/jest.pglite.config.js says why)
// Personal reads (unread count, cart) cached on two API instances on one database (decision 0013): an instance
// answers from memory what it has read, yet any change of the rows behind an answer — through the API on either
// instance, or by SQL behind the API's back — reaches both, because the database's triggers announce it at commit.
// On PostgreSQL each instance has its own pool and its own LISTEN connection, as separate processes would; on
// PGlite both share the one in-process database.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notifications, users } from '../db/schema';
import { SEED_CATALOG } from '../db/seed-catalog-data';
import { newMember } from '../modules/orders/testing';
import { bearer, buildTestApp, loginAs, secondInstance, type TestApp } from '../test/helpers';

describe('personal reads cached on two instances', () => {
  let harness: TestApp;
  let instanceA: FastifyInstance;
  let instanceB: FastifyInstance;
  let closeB: () => Promise<void>;
  let member: string;

  beforeAll(async () => {
    harness = await buildTestApp({ userCacheSeconds: 60 });
    instanceA = harness.app;
    ({ app: instanceB, close: closeB } = await secondInstance(harness));
    member = await loginAs(instanceA, 'member');
  });
  afterAll(async () => {
    await closeB();
    await harness.close();
  });

  const unread = async (instance: FastifyInstance) => {
    const response = await instance.inject({ url: '/api/member/notif-total', headers: bearer(member) });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { total_unread_notif: number } }>().data.total_unread_notif;
  };
  const cart = async (instance: FastifyInstance, token: string) => {
    const response = await instance.inject({ url: '/api/transaction/member-cart', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { ref: string; price: number; salePrice: number | null }[] }>().data;
  };
  /** Another instance hears of a commit a few milliseconds after it; `settle` waits for exactly that. */
  const heardOnB = () => instanceB.userCache.settle();
  const memberId = async () => {
    const [row] = await harness.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'member@akademisiber.id'));
    return row.id;
  };
  /** Changes rows with the triggers switched off for this transaction only: what no notification announces. */
  const silently = (statement: ReturnType<typeof sql>) =>
    harness.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(statement);
    });

  it('answers a repeat from memory: a change nobody announces is not seen', async () => {
    const userId = await memberId();
    const before = await unread(instanceB);
    await silently(
      sql`insert into notifications (user_id, title, body) values (${userId}, 'Diam-diam', 'Tidak diumumkan')`,
    );
    expect(await unread(instanceB)).toBe(before);
    expect(await unread(instanceB)).toBe(before);
  });

  it('sees at once a notification written by SQL behind the API, on both instances', async () => {
    const userId = await memberId();
    const counted = await harness.db.$count(
      notifications,
      and(eq(notifications.userId, userId), isNull(notifications.readAt)),
    );
    await harness.db.execute(
      sql`insert into notifications (user_id, title, body) values (${userId}, 'Balasan diskusi', 'Pengajar menjawab')`,
    );
    await instanceA.userCache.settle();
    await heardOnB();
    expect(await unread(instanceA)).toBe(counted + 1);
    expect(await unread(instanceB)).toBe(counted + 1);
  });

  it('a read-all on A is seen by A in its own answer and by B once B has heard of it', async () => {
    expect(await unread(instanceB)).toBeGreaterThan(0);
    const marked = await instanceA.inject({
      method: 'POST',
      url: '/api/member/notifications/read-all',
      headers: bearer(member),
    });
    expect(marked.statusCode).toBe(200);
    expect(await unread(instanceA)).toBe(0);
    await heardOnB();
    expect(await unread(instanceB)).toBe(0);
  });

  it("the cart follows adds and removals on either instance, and a course's new price", async () => {
    const buyer = await newMember(harness, 'pembeli.cache');
    const refs = async (instance: FastifyInstance) => (await cart(instance, buyer.token)).map((item) => item.ref);
    const seeded = await refs(instanceA);
    const slug = SEED_CATALOG.paidCourseSlug;
    expect(await refs(instanceB)).toEqual(seeded);
    const added = await instanceA.inject({
      method: 'POST',
      url: '/api/transaction/cart',
      headers: bearer(buyer.token),
      payload: { type: 'course', ref: slug },
    });
    expect(added.statusCode).toBe(201);
    expect(await refs(instanceA)).toEqual([slug, ...seeded]);
    await heardOnB();
    expect(await refs(instanceB)).toEqual([slug, ...seeded]);

    // A shared row: the course's price changes for everyone's cart.
    await harness.db.execute(sql`update courses set sale_price = price - 1 where slug = ${slug}`);
    await instanceA.userCache.settle();
    await heardOnB();
    for (const instance of [instanceA, instanceB]) {
      const [item] = await cart(instance, buyer.token);
      expect(item.salePrice).toBe(item.price - 1);
    }

    const id = added.json<{ data: { id: number } }>().data.id;
    expect(
      (await instanceB.inject({ method: 'DELETE', url: `/api/transaction/cart/${id}`, headers: bearer(buyer.token) }))
        .statusCode,
    ).toBe(200);
    expect(await refs(instanceB)).toEqual(seeded);
    await instanceA.userCache.settle();
    expect(await refs(instanceA)).toEqual(seeded);
  });
});
