// @driver-sensitive: runs on PGlite too (apps/api/jest.pglite.config.js says why)
// Checkout (decision 0012): prices from the database, idempotency, seats under lock, free orders, affiliate codes,
// subscription and event checkout through the same route, and every member seeing only their own orders.
import { randomUUID } from 'node:crypto';
import type { OrderDetail, OrderSummary } from '@akademi-siber/util-contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { SEED_CATALOG } from '../../db/seed-catalog-data';
import { SEED_EXTRAS } from '../../db/seed-extras';
import { SEED_ORDERS } from '../../db/seed-orders-data';
import { affiliates, cartItems, enrollments, orderItems, orders, users } from '../../db/schema';
import { bearer, buildTestApp, expectErrorEnvelope, loginAs, type TestApp } from '../../test/helpers';
import { checkout, newMember, orderOf } from './testing';

const HOUR = 60 * 60 * 1000;

describe('POST /api/transaction/checkout', () => {
  let harness: TestApp;

  beforeAll(async () => {
    harness = await buildTestApp();
  });
  afterAll(() => harness.close());

  it('buys a one-kind cart at the server’s prices, refuses client prices and empties those cart rows', async () => {
    const buyer = await newMember(harness, 'pembeli.keranjang');
    for (const ref of ['analisis-malware', 'digital-forensik']) {
      await harness.app.inject({
        method: 'POST',
        url: '/api/transaction/cart',
        headers: bearer(buyer.token),
        payload: { type: 'course', ref },
      });
    }
    await harness.app.inject({
      method: 'POST',
      url: '/api/transaction/cart',
      headers: bearer(buyer.token),
      payload: { type: 'batch', ref: String(SEED_CATALOG.openBatch.id) },
    });

    // A price from the client is said to be unknown, not silently dropped, and nothing is ordered.
    const priced = await checkout(harness, buyer.token, { kind: 'course', price: 1, total: 1, subtotal: 1 });
    expect(expectErrorEnvelope(priced, 422)).toBe('Kolom tidak dikenal: price, total, subtotal');
    expect(priced.json().data.errors).toEqual([
      { path: 'price', message: 'Kolom tidak dikenal: price, total, subtotal' },
      { path: 'total', message: 'Kolom tidak dikenal: price, total, subtotal' },
      { path: 'subtotal', message: 'Kolom tidak dikenal: price, total, subtotal' },
    ]);
    const itemPrice = await checkout(harness, buyer.token, {
      kind: 'course',
      items: [{ type: 'course', ref: 'keamanan-jaringan', price: 1 }],
    });
    expect(expectErrorEnvelope(itemPrice, 422)).toBe('Kolom tidak dikenal: price');
    expect(itemPrice.json().data.errors).toEqual([{ path: 'items.0.price', message: 'Kolom tidak dikenal: price' }]);
    expect(await harness.db.$count(orders, eq(orders.userId, buyer.id))).toBe(0);
    expect(await harness.db.$count(cartItems, eq(cartItems.userId, buyer.id))).toBe(3);

    const response = await checkout(harness, buyer.token, { kind: 'course' });
    expect(response.statusCode).toBe(201);
    const order = orderOf(response);
    expect(order).toMatchObject({
      kind: 'course',
      status: 'pending',
      subtotal: 898000,
      discount: 0,
      promoCode: null,
      proof: null,
      paidAt: null,
    });
    expect(order.items.map((item) => [item.ref, item.price])).toEqual([
      ['analisis-malware', 449000],
      ['digital-forensik', 449000],
    ]);
    expect(order.uniqueCode).toBeGreaterThanOrEqual(1);
    expect(order.uniqueCode).toBeLessThanOrEqual(999);
    expect(order.rounding).toBe(0);
    expect(order.total).toBe(898000 + order.uniqueCode);
    expect(order.idTransaction).toMatch(/^AS\d{6}[A-Z2-7]{8}$/);
    expect(new Date(order.expiresAt).getTime() - new Date(order.createdAt).getTime()).toBe(24 * HOUR);
    expect(order.bankAccounts).toEqual([
      { bank: 'BCA', accountNumber: '1234567890', accountName: 'PT Akademi Siber Indonesia' },
    ]);
    expect(order.history).toEqual([
      expect.objectContaining({ from: null, to: 'pending', by: 'Uji pembeli.keranjang' }),
    ]);
    // The batch stays in the cart for its own (liveclass) checkout.
    const left = await harness.db.select().from(cartItems).where(eq(cartItems.userId, buyer.id));
    expect(left.map((row) => row.batchId)).toEqual([SEED_CATALOG.openBatch.id]);

    const items = await checkout(harness, buyer.token, {
      kind: 'course',
      items: [{ type: 'course', ref: 'keamanan-jaringan' }],
    });
    expect(orderOf(items).subtotal).toBe(249000);
    expect(expectErrorEnvelope(await checkout(harness, buyer.token, { kind: 'course' }), 422)).toMatch(
      /Keranjang kosong/,
    );
    expect(
      expectErrorEnvelope(
        await checkout(harness, buyer.token, { kind: 'course', items: [{ type: 'batch', ref: '1' }] }),
        422,
      ),
    ).toMatch(/hanya dapat berisi/);
    // Already held by an unpaid order of the same member.
    expect(
      expectErrorEnvelope(
        await checkout(harness, buyer.token, { kind: 'course', items: [{ type: 'course', ref: 'analisis-malware' }] }),
        409,
      ),
    ).toMatch(/sudah ada di pesanan AS/);
  });

  it('returns the first order for a repeated idempotency key, also when the requests run in parallel', async () => {
    const buyer = await newMember(harness, 'pengklik.ganda');
    const body = {
      kind: 'course',
      items: [{ type: 'course', ref: 'keamanan-jaringan' }],
      idempotencyKey: randomUUID(),
    };
    const first = await checkout(harness, buyer.token, body);
    const again = await checkout(harness, buyer.token, body);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(orderOf(again).idTransaction).toBe(orderOf(first).idTransaction);

    const parallelKey = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        checkout(harness, buyer.token, {
          kind: 'subscription',
          items: [{ type: 'plan', ref: '1' }],
          idempotencyKey: parallelKey,
        }),
      ),
    );
    expect(new Set(answers.map((answer) => orderOf(answer).idTransaction)).size).toBe(1);
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(await harness.db.$count(orders, eq(orders.userId, buyer.id))).toBe(2);
  });

  it('refuses a reused idempotency key with another body (409); the same body gets the first order', async () => {
    const buyer = await newMember(harness, 'kunci.dipakai');
    const key = randomUUID();
    const body = { kind: 'course', items: [{ type: 'course', ref: 'keamanan-jaringan' }], idempotencyKey: key };
    const first = orderOf(await checkout(harness, buyer.token, body));
    const conflict =
      `Kunci idempotensi ini sudah dipakai untuk pesanan ${first.idTransaction} dengan isi ` +
      `yang berbeda. Periksa pesanan itu di Pesanan Saya, atau kirim ulang untuk membuat ` +
      `pesanan baru.`;

    const otherItems = await checkout(harness, buyer.token, {
      ...body,
      items: [{ type: 'course', ref: 'digital-forensik' }],
    });
    expect(expectErrorEnvelope(otherItems, 409)).toBe(conflict);
    expect(expectErrorEnvelope(await checkout(harness, buyer.token, { ...body, promoCode: 'HEMAT20' }), 409)).toBe(
      conflict,
    );
    expect(expectErrorEnvelope(await checkout(harness, buyer.token, { ...body, items: undefined }), 409)).toBe(
      conflict,
    );
    expect(
      expectErrorEnvelope(
        await checkout(harness, buyer.token, { ...body, kind: 'subscription', items: [{ type: 'plan', ref: '1' }] }),
        409,
      ),
    ).toBe(conflict);
    expect(await harness.db.$count(orders, eq(orders.userId, buyer.id))).toBe(1);

    // The same request in other spelling is the same request: item order, a repeated item, the trimmed ref.
    const same = await checkout(harness, buyer.token, {
      ...body,
      items: [
        { type: 'course', ref: ' keamanan-jaringan ' },
        { type: 'course', ref: 'keamanan-jaringan' },
      ],
    });
    expect(same.statusCode).toBe(200);
    expect(orderOf(same).idTransaction).toBe(first.idTransaction);

    // Orders made before the request was fingerprinted keep the old answer.
    await harness.db.update(orders).set({ requestHash: null }).where(eq(orders.idTransaction, first.idTransaction));
    expect(orderOf(await checkout(harness, buyer.token, { ...body, promoCode: 'HEMAT20' })).idTransaction).toBe(
      first.idTransaction,
    );
  });

  it('never sells the last seat twice: parallel checkouts of a quota-1 batch give exactly one order', async () => {
    const buyers = await Promise.all(
      ['kursi.satu', 'kursi.dua', 'kursi.tiga', 'kursi.empat'].map((name) => newMember(harness, name)),
    );
    const answers = await Promise.all(
      buyers.map((buyer) =>
        checkout(harness, buyer.token, {
          kind: 'liveclass',
          items: [{ type: 'batch', ref: String(SEED_CATALOG.quotaOneBatch.id) }],
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409))
      expect(refused.json().message).toMatch(/sudah penuh/);
    const held = await harness.db
      .select({ id: orderItems.id })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          eq(orderItems.batchId, SEED_CATALOG.quotaOneBatch.id),
          inArray(orders.status, ['pending', 'waiting_verification', 'paid']),
        ),
      );
    expect(held).toHaveLength(1);
  });

  it('pays a free order at once and opens the course; a free event registers at once', async () => {
    const buyer = await newMember(harness, 'pembeli.gratis');
    const order = orderOf(
      await checkout(harness, buyer.token, {
        kind: 'course',
        items: [{ type: 'course', ref: SEED_CATALOG.freeCourseSlug }],
      }),
    );
    expect(order).toMatchObject({ status: 'paid', total: 0, uniqueCode: 0 });
    expect(order.paidAt).not.toBeNull();
    expect(order.history.map((change) => change.to)).toEqual(['pending', 'paid']);
    const [enrollment] = await harness.db.select().from(enrollments).where(eq(enrollments.userId, buyer.id));
    expect(enrollment).toMatchObject({ source: 'purchase' });

    const event = orderOf(
      await checkout(harness, buyer.token, {
        kind: 'event',
        items: [{ type: 'event', ref: String(SEED_CATALOG.freeEventId) }],
      }),
    );
    expect(event).toMatchObject({ kind: 'event', status: 'paid', total: 0 });
    expect(
      expectErrorEnvelope(
        await checkout(harness, buyer.token, {
          kind: 'event',
          items: [{ type: 'event', ref: String(SEED_CATALOG.freeEventId) }],
        }),
        409,
      ),
    ).toMatch(/sudah terdaftar/);
    const paidEvent = orderOf(
      await checkout(harness, buyer.token, {
        kind: 'event',
        items: [{ type: 'event', ref: String(SEED_CATALOG.paidEventId) }],
      }),
    );
    expect(paidEvent).toMatchObject({ status: 'pending', subtotal: SEED_CATALOG.paidEventPrice });
    expectErrorEnvelope(
      await checkout(harness, buyer.token, {
        kind: 'event',
        items: [{ type: 'event', ref: String(SEED_CATALOG.pastEventId) }],
      }),
      409,
    );
  });

  it('records the referring affiliate, but never the buyer’s own code or an unknown one', async () => {
    const buyer = await newMember(harness, 'tamu.afiliasi');
    const referred = orderOf(
      await checkout(harness, buyer.token, {
        kind: 'subscription',
        items: [{ type: 'plan', ref: '2' }],
        affiliateCode: SEED_EXTRAS.affiliate.code.toLowerCase(),
      }),
    );
    const [memberRow] = await harness.db.select({ id: users.id }).from(users).where(eq(users.username, 'member.demo'));
    const [row] = await harness.db.select().from(orders).where(eq(orders.idTransaction, referred.idTransaction));
    expect(row.affiliateUserId).toBe(memberRow.id);

    const own = orderOf(
      await checkout(harness, await loginAs(harness.app, 'member'), {
        kind: 'subscription',
        items: [{ type: 'plan', ref: '1' }],
        affiliateCode: SEED_EXTRAS.affiliate.code,
      }),
    );
    const unknown = orderOf(
      await checkout(harness, buyer.token, {
        kind: 'subscription',
        items: [{ type: 'plan', ref: '3' }],
        affiliateCode: 'TIDAKADA',
      }),
    );
    const rows = await harness.db
      .select()
      .from(orders)
      .where(inArray(orders.idTransaction, [own.idTransaction, unknown.idTransaction]));
    expect(rows.map((candidate) => candidate.affiliateUserId)).toEqual([null, null]);
    expect(await harness.db.$count(affiliates)).toBeGreaterThan(0);
  });

  it('validates input: kind, item types, idempotency key', async () => {
    const buyer = await newMember(harness, 'salah.isi');
    expectErrorEnvelope(await checkout(harness, buyer.token, { kind: 'barang' }), 422);
    expectErrorEnvelope(await checkout(harness, buyer.token, { kind: 'course', idempotencyKey: 'pendek' }), 422);
    expectErrorEnvelope(
      await checkout(harness, buyer.token, {
        kind: 'subscription',
        items: [
          { type: 'plan', ref: '1' },
          { type: 'plan', ref: '2' },
        ],
      }),
      422,
    );
    expect(
      expectErrorEnvelope(
        await checkout(harness, buyer.token, { kind: 'subscription', items: [{ type: 'plan', ref: '999' }] }),
        404,
      ),
    ).toBe('Paket langganan tidak ditemukan.');
  });
});

describe('GET /api/transaction/orders, GET …/:idTransaction, POST …/cancel', () => {
  let harness: TestApp;
  let memberToken: string;

  beforeAll(async () => {
    harness = await buildTestApp();
    memberToken = await loginAs(harness.app, 'member');
  });
  afterAll(() => harness.close());

  const get = (token: string, url: string) => harness.app.inject({ method: 'GET', url, headers: bearer(token) });

  it('lists the member’s own orders, newest first, with filters and pagination', async () => {
    const all = (await get(memberToken, '/api/transaction/orders')).json<{
      data: OrderSummary[];
      meta: { total: number };
    }>();
    const ids = all.data.map((order) => order.idTransaction);
    expect(ids).toEqual(
      expect.arrayContaining([
        SEED_ORDERS.pending.idTransaction,
        SEED_ORDERS.waitingVerification.idTransaction,
        SEED_ORDERS.paidLiveClass.idTransaction,
      ]),
    );
    expect(all.meta.total).toBe(all.data.length);
    const liveclass = (await get(memberToken, '/api/transaction/orders?kind=liveclass')).json<{
      data: OrderSummary[];
    }>().data;
    expect(liveclass.map((order) => order.idTransaction)).toEqual([
      SEED_ORDERS.waitingVerification.idTransaction,
      SEED_ORDERS.paidLiveClass.idTransaction,
    ]);
    const pending = (await get(memberToken, '/api/transaction/orders?status=pending&kind=course')).json<{
      data: OrderSummary[];
    }>().data;
    expect(pending.map((order) => order.idTransaction)).toEqual([SEED_ORDERS.pending.idTransaction]);
    expect(pending[0].items).toEqual([
      { type: 'course', ref: 'keamanan-jaringan', title: 'Keamanan Jaringan', price: 249000 },
    ]);
    const page = (await get(memberToken, '/api/transaction/orders?per_page=1&page=2')).json<{
      data: OrderSummary[];
      meta: unknown;
    }>();
    expect(page.data).toHaveLength(1);
    expect(page.meta).toEqual({ page: 2, per_page: 1, total: all.meta.total });
    expectErrorEnvelope(await get(memberToken, '/api/transaction/orders?status=lunas'), 422);
  });

  it('opens an order only for its buyer: 404 without any of its data for anyone else', async () => {
    const detail = (
      await get(memberToken, `/api/transaction/orders/${SEED_ORDERS.waitingVerification.idTransaction}`)
    ).json<{ data: OrderDetail }>().data;
    expect(detail.proof).toMatchObject({ originalName: 'bukti-transfer-bca.pdf', contentType: 'application/pdf' });
    expect(detail.history.map((change) => change.to)).toEqual(['pending', 'waiting_verification']);

    const stranger = await newMember(harness, 'orang.lain');
    const response = await get(
      stranger.token,
      `/api/transaction/orders/${SEED_ORDERS.waitingVerification.idTransaction}`,
    );
    expect(expectErrorEnvelope(response, 404)).toBe('Pesanan tidak ditemukan.');
    expect(response.body).not.toContain('bukti-transfer');
    expect((await get(stranger.token, '/api/transaction/orders')).json().data).toEqual([]);
    const cancel = await harness.app.inject({
      method: 'POST',
      url: `/api/transaction/orders/${SEED_ORDERS.pending.idTransaction}/cancel`,
      headers: bearer(stranger.token),
    });
    expectErrorEnvelope(cancel, 404);
    expectErrorEnvelope(await get(memberToken, '/api/transaction/orders/bukan-nomor'), 422);
  });

  it('cancels only a pending order and says so in the history', async () => {
    const buyer = await newMember(harness, 'pembatal');
    const order = orderOf(
      await checkout(harness, buyer.token, { kind: 'course', items: [{ type: 'course', ref: 'digital-forensik' }] }),
    );
    const cancel = () =>
      harness.app.inject({
        method: 'POST',
        url: `/api/transaction/orders/${order.idTransaction}/cancel`,
        headers: bearer(buyer.token),
      });
    const cancelled = (await cancel()).json<{ data: OrderDetail }>().data;
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.history.at(-1)).toMatchObject({ from: 'pending', to: 'cancelled', by: 'Uji pembatal' });
    expect(expectErrorEnvelope(await cancel(), 409)).toMatch(/Hanya pesanan yang menunggu pembayaran/);
    // The course is free to buy again.
    expect(
      (await checkout(harness, buyer.token, { kind: 'course', items: [{ type: 'course', ref: 'digital-forensik' }] }))
        .statusCode,
    ).toBe(201);
  });
});
