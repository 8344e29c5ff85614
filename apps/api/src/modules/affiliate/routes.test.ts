// @driver-sensitive: runs on PGlite too (apps/api/jest.pglite.config.js says why)
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { affiliateClicks, affiliateCommissions, orders } from '../../db/schema';
import { SEED_EXTRAS } from '../../db/seed-extras';
import {
  bearer,
  buildTestApp,
  expectErrorEnvelope,
  loginAs,
  loginWithPassword,
  type TestApp,
} from '../../test/helpers';
import { createAccount, userIdByEmail } from '../../test/ownership';
import { PAYOUT_ALREADY_PROCESSED } from './service';

interface Overview {
  joined: boolean;
  code: string | null;
  referralUrl: string | null;
  clicks: number;
  referredOrders: number;
  availableBalance: number;
  pendingBalance: number;
  totalEarned: number;
  minimumPayout: number;
  commissionRate: number;
  holdingDays: number;
}

const BANK = { bank: 'BCA', accountNumber: '1234567890', accountName: 'Rina Member' };

describe('affiliate program', () => {
  let harness: TestApp;
  let member: string;
  let admin: string;
  let memberId: number;

  const overview = async (token: string) =>
    (await harness.app.inject({ url: '/api/member/affiliate', headers: bearer(token) })).json<{ data: Overview }>()
      .data;
  const requestPayout = (token: string, body: Record<string, unknown>) =>
    harness.app.inject({ method: 'POST', url: '/api/member/affiliate/payouts', headers: bearer(token), payload: body });
  const processPayout = (payoutId: number, action: 'paid' | 'reject', body?: Record<string, unknown>) =>
    harness.app.inject({
      method: 'POST',
      url: `/api/lcadm/affiliate-payouts/${payoutId}/${action}`,
      headers: bearer(admin),
      ...(body ? { payload: body } : {}),
    });

  /** A paid order referred by `affiliateUserId` and its commission, available now. */
  async function availableCommission(affiliateUserId: number, amount: number) {
    const buyer = await userIdByEmail(harness.db, 'agus.pratama@demo.akademisiber.id');
    const idTransaction = `AS261101${randomBytes(4).toString('hex').toUpperCase()}`;
    const [order] = await harness.db
      .insert(orders)
      .values({
        idTransaction,
        userId: buyer,
        kind: 'course',
        status: 'paid',
        subtotal: amount * 10,
        total: amount * 10,
        affiliateUserId,
        idempotencyKey: idTransaction,
        expiresAt: new Date(),
        paidAt: new Date(),
      })
      .returning({ id: orders.id });
    await harness.db
      .insert(affiliateCommissions)
      .values({ affiliateUserId, orderId: order.id, amount, availableAt: new Date(Date.now() - 1000) });
  }

  beforeAll(async () => {
    harness = await buildTestApp();
    member = await loginAs(harness.app, 'member');
    admin = await loginAs(harness.app, 'admin');
    memberId = await userIdByEmail(harness.db, 'member@akademisiber.id');
  });
  afterAll(() => harness.close());

  it("shows the demo member's seeded numbers", async () => {
    const { affiliate } = SEED_EXTRAS;
    expect(await overview(member)).toEqual({
      joined: true,
      code: 'MEMBERDEMO',
      referralUrl: 'http://akademi.test/?ref=MEMBERDEMO',
      commissionRate: 10,
      holdingDays: 14,
      clicks: affiliate.clicks,
      referredOrders: 2,
      availableBalance: affiliate.availableOrder.commission - affiliate.requestedPayout.amount,
      pendingBalance: affiliate.holdingOrder.commission,
      totalEarned: affiliate.availableOrder.commission + affiliate.holdingOrder.commission,
      minimumPayout: 100000,
    });
    const commissions = (
      await harness.app.inject({ url: '/api/member/affiliate/commissions', headers: bearer(member) })
    ).json();
    expect(commissions.meta.total).toBe(2);
    expect(
      commissions.data.map((row: { idTransaction: string; status: string }) => [row.idTransaction, row.status]),
    ).toEqual([
      [affiliate.holdingOrder.idTransaction, 'holding'],
      [affiliate.availableOrder.idTransaction, 'available'],
    ]);
    const payouts = (
      await harness.app.inject({ url: '/api/member/affiliate/payouts', headers: bearer(member) })
    ).json();
    expect(payouts.data).toEqual([
      expect.objectContaining({ id: 1, amount: 100000, status: 'requested', processedAt: null }),
    ]);
  });

  it('answers joined=false before joining, and joining twice keeps one code', async () => {
    const account = await createAccount(harness.db, 'member', 'calon.afiliasi');
    const token = await loginWithPassword(harness.app, account.email);
    expect(await overview(token)).toMatchObject({
      joined: false,
      code: null,
      referralUrl: null,
      clicks: 0,
      availableBalance: 0,
      minimumPayout: 100000,
    });
    expect(
      (await harness.app.inject({ url: '/api/member/affiliate/payouts', headers: bearer(token) })).json().meta.total,
    ).toBe(0);

    const first = await harness.app.inject({
      method: 'POST',
      url: '/api/member/affiliate/join',
      headers: bearer(token),
    });
    expect(first.statusCode).toBe(200);
    const code = first.json<{ data: Overview }>().data.code;
    expect(code).toMatch(/^CALO[A-HJ-NP-Z2-9]{4}$/);
    const again = await harness.app.inject({
      method: 'POST',
      url: '/api/member/affiliate/join',
      headers: bearer(token),
    });
    expect(again.json<{ data: Overview }>().data).toMatchObject({
      joined: true,
      code,
      referralUrl: `http://akademi.test/?ref=${code}`,
    });
    // Without a balance a payout is refused.
    expectErrorEnvelope(await requestPayout(token, { amount: 100000, ...BANK }), 422);
  });

  it('checks payout bounds and the bank details', async () => {
    expect(expectErrorEnvelope(await requestPayout(member, { amount: 99999, ...BANK }), 422)).toBe(
      'Minimal pencairan Rp 100.000.',
    );
    await availableCommission(memberId, 100000);
    // Available now 29.700 + 100.000 = 129.700.
    expect(expectErrorEnvelope(await requestPayout(member, { amount: 129701, ...BANK }), 422)).toContain(
      'melebihi saldo',
    );
    expectErrorEnvelope(await requestPayout(member, { amount: 100000, ...BANK, accountNumber: '12a45' }), 422);
    expectErrorEnvelope(await requestPayout(member, { amount: 100000, ...BANK, accountNumber: '1234' }), 422);
    expectErrorEnvelope(await requestPayout(member, { amount: 100000, ...BANK, bank: 'B' }), 422);
    expectErrorEnvelope(await requestPayout(member, { amount: 100000, ...BANK, accountName: 'x'.repeat(101) }), 422);
    expectErrorEnvelope(await requestPayout(member, { amount: 100000.5, ...BANK }), 422);

    const ok = await requestPayout(member, { amount: 129700, ...BANK });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data).toMatchObject({ amount: 129700, status: 'requested', ...BANK });
    expect((await overview(member)).availableBalance).toBe(0);
  });

  it('never lets two parallel requests take more than the balance', async () => {
    const account = await createAccount(harness.db, 'member', 'afiliasi.paralel');
    const token = await loginWithPassword(harness.app, account.email);
    await harness.app.inject({ method: 'POST', url: '/api/member/affiliate/join', headers: bearer(token) });
    await availableCommission(account.id, 250000);
    const answers = await Promise.all([0, 1, 2].map(() => requestPayout(token, { amount: 150000, ...BANK })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422, 422]);
    expect((await overview(token)).availableBalance).toBe(100000);
  });

  it("keeps each member's payouts to themselves; only admins process them", async () => {
    const account = await createAccount(harness.db, 'member', 'afiliasi.lain');
    const token = await loginWithPassword(harness.app, account.email);
    const theirs = (await harness.app.inject({ url: '/api/member/affiliate/payouts', headers: bearer(token) })).json();
    expect(theirs.meta.total).toBe(0);
    expect(JSON.stringify(theirs)).not.toContain('Rina Member');
    expectErrorEnvelope(
      await harness.app.inject({
        method: 'POST',
        url: '/api/lcadm/affiliate-payouts/1/paid',
        headers: bearer(token),
        payload: {},
      }),
      403,
    );
    expectErrorEnvelope(
      await harness.app.inject({ url: '/api/lcadm/affiliate-payouts', headers: bearer(member) }),
      403,
    );
  });

  it('lets the admin reject (the amount returns to the balance) or mark paid, once', async () => {
    const requested = (
      await harness.app.inject({
        url: '/api/lcadm/affiliate-payouts?status=requested&per_page=50',
        headers: bearer(admin),
      })
    ).json();
    expect(requested.data.find((row: { id: number }) => row.id === 1)).toMatchObject({
      amount: 100000,
      member: { username: 'member.demo', name: 'Rina Member' },
    });

    const before = (await overview(member)).availableBalance;
    expectErrorEnvelope(await processPayout(1, 'reject', {}), 422);
    const rejected = await processPayout(1, 'reject', { note: 'Nama rekening tidak sesuai.' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({
      id: 1,
      status: 'rejected',
      note: 'Nama rekening tidak sesuai.',
      processedAt: expect.any(String),
    });
    expect((await overview(member)).availableBalance).toBe(before + 100000);
    expect(expectErrorEnvelope(await processPayout(1, 'reject', { note: 'Lagi' }), 409)).toBe(PAYOUT_ALREADY_PROCESSED);
    expect(expectErrorEnvelope(await processPayout(1, 'paid'), 409)).toBe(PAYOUT_ALREADY_PROCESSED);
    expectErrorEnvelope(await processPayout(99999, 'paid'), 404);

    const fresh = (await requestPayout(member, { amount: 100000, ...BANK })).json().data;
    const paid = await processPayout(fresh.id, 'paid', { note: 'Transfer BCA 23/11' });
    expect(paid.json().data).toMatchObject({ status: 'paid', note: 'Transfer BCA 23/11' });
    expect((await overview(member)).availableBalance).toBe(before);
    const list = (
      await harness.app.inject({ url: '/api/lcadm/affiliate-payouts?status=paid', headers: bearer(admin) })
    ).json();
    expect(list.data.map((row: { id: number }) => row.id)).toContain(fresh.id);
    expectErrorEnvelope(
      await harness.app.inject({ url: '/api/lcadm/affiliate-payouts?status=lain', headers: bearer(admin) }),
      422,
    );
  });

  it('records clicks on a referral link without keeping the address, and limits them per address', async () => {
    const click = (code: string, address = '203.0.113.7') =>
      harness.app.inject({
        method: 'POST',
        url: '/api/affiliate/clicks',
        remoteAddress: address,
        headers: { 'user-agent': 'uji' },
        payload: { code, landingPath: '/course/analisis-malware' },
      });
    const before = (await overview(member)).clicks;
    expect((await click('memberdemo')).statusCode).toBe(200);
    expect((await overview(member)).clicks).toBe(before + 1);
    const stored = await harness.db.select().from(affiliateClicks).where(eq(affiliateClicks.affiliateUserId, memberId));
    for (const row of stored) {
      expect(row.visitorHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain('203.0.113.7');
    }
    expect(expectErrorEnvelope(await click('TIDAKADA'), 404)).toBe('Kode afiliasi tidak ditemukan.');
    expectErrorEnvelope(
      await harness.app.inject({
        method: 'POST',
        url: '/api/affiliate/clicks',
        payload: { code: 'MEMBERDEMO', landingPath: 'https://jahat.example' },
      }),
      422,
    );

    let status = 200;
    for (let count = 0; count < 40 && status !== 429; count += 1)
      status = (await click('MEMBERDEMO', '198.51.100.9')).statusCode;
    expect(status).toBe(429);
    expect((await click('MEMBERDEMO', '198.51.100.10')).statusCode).toBe(200);
  });
});
