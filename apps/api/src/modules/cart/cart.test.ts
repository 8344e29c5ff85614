// Cart rules and promo quotes (decision 0012): what can be added, by whom, with which 409/404 message.
import type { MemberCartItem, PromoQuote } from '@akademi-siber/util-contracts';
import { eq } from 'drizzle-orm';
import { SEED_CATALOG } from '../../db/seed-catalog-data';
import { cartItems } from '../../db/schema';
import { bearer, buildTestApp, expectErrorEnvelope, loginAs, type TestApp } from '../../test/helpers';
import { checkout, newMember, orderOf, type TestMember } from '../orders/testing';

describe('cart: POST /api/transaction/cart, DELETE /api/transaction/cart/:itemId', () => {
  let harness: TestApp;
  let buyer: TestMember;
  const add = (token: string, body: unknown) =>
    harness.app.inject({
      method: 'POST',
      url: '/api/transaction/cart',
      headers: bearer(token),
      payload: body as object,
    });
  const cart = async (token: string) =>
    (await harness.app.inject({ method: 'GET', url: '/api/transaction/member-cart', headers: bearer(token) })).json<{
      data: MemberCartItem[];
    }>().data;

  beforeAll(async () => {
    harness = await buildTestApp();
    buyer = await newMember(harness, 'pembeli.keranjang');
  });
  afterAll(() => harness.close());

  it('adds a published course once, with the price from the database; a second add is 409', async () => {
    const response = await add(buyer.token, { type: 'course', ref: 'keamanan-jaringan', price: 1 });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ data: MemberCartItem }>().data).toMatchObject({
      type: 'course',
      ref: 'keamanan-jaringan',
      subtitle: null,
      price: 349000,
      salePrice: 249000,
    });
    expect(expectErrorEnvelope(await add(buyer.token, { type: 'course', ref: 'keamanan-jaringan' }), 409)).toBe(
      'Kelas ini sudah ada di keranjang.',
    );
    expect((await cart(buyer.token)).map((item) => item.ref)).toEqual(['keamanan-jaringan']);
  });

  it('refuses a course the member owns (409) and unknown or unpublished courses (404)', async () => {
    const member = await loginAs(harness.app, 'member');
    expect(expectErrorEnvelope(await add(member, { type: 'course', ref: 'ethical-hacking-untuk-pemula' }), 409)).toBe(
      'Kamu sudah memiliki kelas ini.',
    );
    expect(expectErrorEnvelope(await add(buyer.token, { type: 'course', ref: 'tidak-ada' }), 404)).toBe(
      'Kelas tidak ditemukan.',
    );
    expect(
      expectErrorEnvelope(await add(buyer.token, { type: 'course', ref: SEED_CATALOG.draftCourseSlug }), 404),
    ).toBe('Kelas tidak ditemukan.');
    expectErrorEnvelope(await add(buyer.token, { type: 'kupon', ref: 'x' }), 422);
  });

  it('adds an open batch with its live class and batch name; refuses batches not open, closed or full', async () => {
    const response = await add(buyer.token, { type: 'batch', ref: String(SEED_CATALOG.openBatch.id) });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ data: MemberCartItem }>().data).toMatchObject({
      type: 'batch',
      ref: String(SEED_CATALOG.openBatch.id),
      slug: SEED_CATALOG.openBatch.liveClassSlug,
      title: 'Bootcamp Penetration Testing',
      subtitle: 'Batch 12',
      price: 2500000,
      salePrice: 1990000,
    });
    expect(
      expectErrorEnvelope(await add(buyer.token, { type: 'batch', ref: String(SEED_CATALOG.openBatch.id) }), 409),
    ).toBe('Batch ini sudah ada di keranjang.');
    expect(
      expectErrorEnvelope(await add(buyer.token, { type: 'batch', ref: String(SEED_CATALOG.upcomingBatch.id) }), 409),
    ).toMatch(/belum dibuka/);
    expect(
      expectErrorEnvelope(await add(buyer.token, { type: 'batch', ref: String(SEED_CATALOG.closedBatch.id) }), 409),
    ).toMatch(/sudah ditutup/);
    expectErrorEnvelope(await add(buyer.token, { type: 'batch', ref: '999999' }), 404);
    expectErrorEnvelope(await add(buyer.token, { type: 'batch', ref: 'batch-12' }), 404);

    // The quota-1 batch is taken by someone else's unpaid order: full.
    const first = await newMember(harness, 'pemegang.kursi');
    orderOf(
      await checkout(harness, first.token, {
        kind: 'liveclass',
        items: [{ type: 'batch', ref: String(SEED_CATALOG.quotaOneBatch.id) }],
      }),
    );
    expect(
      expectErrorEnvelope(await add(buyer.token, { type: 'batch', ref: String(SEED_CATALOG.quotaOneBatch.id) }), 409),
    ).toMatch(/sudah penuh/);
  });

  it('removes only the caller’s own item: another member’s item id is 404 and stays', async () => {
    const other = await newMember(harness, 'pemilik.lain');
    const added = (await add(other.token, { type: 'course', ref: 'digital-forensik' })).json<{ data: MemberCartItem }>()
      .data;
    const notMine = await harness.app.inject({
      method: 'DELETE',
      url: `/api/transaction/cart/${added.id}`,
      headers: bearer(buyer.token),
    });
    expect(expectErrorEnvelope(notMine, 404)).toBe('Item keranjang tidak ditemukan.');
    expect(notMine.body).not.toContain('digital-forensik');
    expect(await harness.db.$count(cartItems, eq(cartItems.id, added.id))).toBe(1);

    const mine = await harness.app.inject({
      method: 'DELETE',
      url: `/api/transaction/cart/${added.id}`,
      headers: bearer(other.token),
    });
    expect(mine.statusCode).toBe(200);
    expect(await cart(other.token)).toEqual([]);
    expectErrorEnvelope(
      await harness.app.inject({ method: 'DELETE', url: '/api/transaction/cart/abc', headers: bearer(other.token) }),
      422,
    );
  });
});

describe('POST /api/transaction/promo/check', () => {
  let harness: TestApp;
  const check = (token: string, body: unknown) =>
    harness.app.inject({
      method: 'POST',
      url: '/api/transaction/promo/check',
      headers: bearer(token),
      payload: body as object,
    });

  beforeAll(async () => {
    harness = await buildTestApp();
  });
  afterAll(() => harness.close());

  it('quotes a percent code on the cart and a fixed code on items, from server prices', async () => {
    const member = await loginAs(harness.app, 'member');
    // The demo cart: analisis-malware (449.000) and digital-forensik (449.000).
    const quote = (await check(member, { code: 'hemat20' })).json<{ data: PromoQuote }>().data;
    // 898.000 − 179.600 = 718.400, rounded down to 718.000 before the order's unique code (decision 0024).
    expect(quote).toEqual({
      code: 'HEMAT20',
      kind: 'percent',
      value: 20,
      subtotal: 898000,
      discount: 179600,
      rounding: 400,
      total: 718000,
    });
    const fixed = await check(member, {
      code: SEED_CATALOG.promos.fixed,
      items: [{ type: 'plan', ref: String(SEED_CATALOG.plans.monthly.id) }],
    });
    expect(fixed.json<{ data: PromoQuote }>().data).toMatchObject({
      subtotal: 99000,
      discount: 50000,
      rounding: 0,
      total: 49000,
    });
    // A client price is refused, not ignored.
    const priced = await check(member, {
      code: SEED_CATALOG.promos.fixed,
      items: [{ type: 'plan', ref: String(SEED_CATALOG.plans.monthly.id), price: 1 }],
    });
    expect(expectErrorEnvelope(priced, 422)).toBe('Kolom tidak dikenal: price');
  });

  it('says why a code cannot be used: unknown, expired, not eligible, quota, per-member limit', async () => {
    const buyer = await newMember(harness, 'pemburu.promo');
    const course = [{ type: 'course', ref: 'keamanan-jaringan' }];
    expect(expectErrorEnvelope(await check(buyer.token, { code: 'TIDAKADA', items: course }), 422)).toBe(
      'Kode promo tidak ditemukan.',
    );
    expect(
      expectErrorEnvelope(await check(buyer.token, { code: SEED_CATALOG.promos.expired, items: course }), 422),
    ).toBe('Kode promo sudah kedaluwarsa.');
    expect(
      expectErrorEnvelope(
        await check(buyer.token, { code: SEED_CATALOG.promos.percent, items: [{ type: 'plan', ref: '1' }] }),
        422,
      ),
    ).toBe('Kode promo tidak berlaku untuk item ini.');
    expect(expectErrorEnvelope(await check(buyer.token, { code: 'HEMAT20' }), 422)).toMatch(/Keranjang kosong/);

    // Per member: HEMAT20 once per account.
    const order = orderOf(
      await checkout(harness, buyer.token, { kind: 'course', items: course, promoCode: 'HEMAT20' }),
    );
    // 249.000 − 49.800 = 199.200 → 199.000 + the code: the last three digits are the code.
    expect(order).toMatchObject({ subtotal: 249000, discount: 49800, rounding: 200, promoCode: 'HEMAT20' });
    expect(order.total).toBe(199000 + order.uniqueCode);
    expect(
      expectErrorEnvelope(
        await check(buyer.token, { code: 'HEMAT20', items: [{ type: 'course', ref: 'digital-forensik' }] }),
        422,
      ),
    ).toMatch(/batas pemakaian/);

    // Quota: KUOTA1 is used up by the first order that holds it, for everyone.
    orderOf(
      await checkout(harness, buyer.token, {
        kind: 'course',
        items: [{ type: 'course', ref: 'digital-forensik' }],
        promoCode: 'KUOTA1',
      }),
    );
    const other = await newMember(harness, 'terlambat.promo');
    expect(expectErrorEnvelope(await check(other.token, { code: 'KUOTA1', items: course }), 422)).toBe(
      'Kuota kode promo sudah habis.',
    );
    const refused = await checkout(harness, other.token, { kind: 'course', items: course, promoCode: 'KUOTA1' });
    expect(expectErrorEnvelope(refused, 422)).toBe('Kuota kode promo sudah habis.');
    // A cancelled order gives its use back.
    const held = await harness.db.query.orders.findFirst({
      where: (orders, { eq: equals }) => equals(orders.userId, buyer.id),
      orderBy: (orders, { desc }) => desc(orders.id),
    });
    await harness.app.inject({
      method: 'POST',
      url: `/api/transaction/orders/${held?.idTransaction}/cancel`,
      headers: bearer(buyer.token),
    });
    expect((await check(other.token, { code: 'KUOTA1', items: course })).statusCode).toBe(200);
  });
});
