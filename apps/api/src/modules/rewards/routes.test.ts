// @driver-sensitive: runs on PGlite too (apps/api/jest.pglite.config.js says why)
import type { AdminRewardRedemption, ApiPage as Page, Reward, RewardRedemption } from '@akademi-siber/util-contracts';
import { and, eq, sql } from 'drizzle-orm';
import { notifications, pointLedger, rewardRedemptions, rewards, users } from '../../db/schema';
import { SEED_REDEMPTIONS } from '../../db/seed-rewards';
import { bearer, buildTestApp, expectErrorEnvelope, loginAs, type TestApp } from '../../test/helpers';
import { awardPoints } from '../points';
import { newMember, type TestMember } from '../orders/testing';
import { MESSAGES } from './schemas';

const SHIPPING = {
  recipientName: 'Budi Penukar',
  phone: '0812 3456 7890',
  address: 'Jl. Sudirman No. 1, Jakarta Pusat 10220',
  notes: 'Ukuran L',
};

describe('rewards redeemed with points', () => {
  let harness: TestApp;
  let admin: string;
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) =>
    harness.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** A member with `points` earned the way the product gives them: a ledger row and the same amount on users.point. */
  async function memberWithPoints(username: string, points: number): Promise<TestMember> {
    const member = await newMember(harness, username);
    await harness.db.transaction((tx) =>
      awardPoints(tx, member.id, {
        points,
        xp: points,
        source: 'event',
        reference: `uji-${username}`,
        description: 'Poin uji',
      }),
    );
    return member;
  }
  const balance = async (userId: number) =>
    (await harness.db.select({ point: users.point, xp: users.xp }).from(users).where(eq(users.id, userId)))[0];
  const stockOf = async (slug: string) =>
    (await harness.db.select({ stock: rewards.stock }).from(rewards).where(eq(rewards.slug, slug)))[0].stock;
  /** A reward of its own per test, so the tests do not share stock. */
  async function newReward(slug: string, values: Partial<typeof rewards.$inferInsert> = {}) {
    const [row] = await harness.db
      .insert(rewards)
      .values({ slug, name: `Hadiah ${slug}`, kind: 'digital', pointsCost: 100, stock: 5, ...values })
      .returning();
    return row;
  }

  beforeAll(async () => {
    harness = await buildTestApp();
    admin = await loginAs(harness.app, 'admin');
  });
  afterAll(() => harness.close());

  afterEach(async () => {
    // Every balance is still explained by the ledger, whatever the test did.
    const mismatches = await harness.db.execute(sql`
      select u.username from users u left join point_ledger l on l.user_id = u.id
      group by u.id having u.point <> coalesce(sum(l.points), 0) or u.xp <> coalesce(sum(l.xp), 0)`);
    expect((mismatches as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  describe('the public catalogue', () => {
    it('lists active rewards with their stock, in-stock ones first, and opens one', async () => {
      await newReward('hadiah-tersembunyi', { active: false });
      const list = (await send('GET', '/api/rewards?per_page=50')).json<Page<Reward>>();
      expect(list.data.map((reward) => reward.slug)).not.toContain('hadiah-tersembunyi');
      expect(list.data.find((reward) => reward.slug === 'tumbler-capture-the-flag')).toMatchObject({
        stock: 0,
        pointsCost: 600,
        kind: 'physical',
      });
      const stocks = list.data.map((reward) => reward.stock > 0);
      expect(stocks.indexOf(false)).toBeGreaterThan(stocks.lastIndexOf(true));
      expect(list.meta.total).toBe(list.data.length);

      const detail = await send('GET', '/api/rewards/kaos-akademi-siber');
      expect(detail.json().data).toMatchObject({
        slug: 'kaos-akademi-siber',
        name: 'Kaos Akademi Siber',
        pointsCost: 1000,
      });
      expect(expectErrorEnvelope(await send('GET', '/api/rewards/hadiah-tersembunyi'), 404)).toBe(
        MESSAGES.rewardNotFound,
      );
      expect(expectErrorEnvelope(await send('GET', '/api/rewards/Bukan Slug'), 422)).toBe('Alamat hadiah tidak valid');
    });
  });

  describe('redeeming', () => {
    it('spends points in the ledger (0 XP), takes one item from stock, notifies, lists the redemption', async () => {
      const buyer = await memberWithPoints('penukar.satu', 1200);
      const before = await stockOf('kaos-akademi-siber');

      const missing = await send('POST', '/api/member/rewards/kaos-akademi-siber/redeem', buyer.token, {
        recipientName: 'Budi',
      });
      expect(expectErrorEnvelope(missing, 422)).toBe('Nomor telepon wajib diisi untuk hadiah fisik');
      expect(missing.json().data).toEqual({
        errors: [{ path: 'phone', message: 'Nomor telepon wajib diisi untuk hadiah fisik' }],
      });
      expect(
        expectErrorEnvelope(
          await send('POST', '/api/member/rewards/kaos-akademi-siber/redeem', buyer.token, {
            ...SHIPPING,
            phone: 'telepon',
          }),
          422,
        ),
      ).toMatch(/Nomor telepon/);

      const redeemed = await send('POST', '/api/member/rewards/kaos-akademi-siber/redeem', buyer.token, SHIPPING);
      expect(redeemed.statusCode).toBe(201);
      const redemption = redeemed.json<{ data: RewardRedemption }>().data;
      expect(redemption).toMatchObject({
        status: 'requested',
        pointsSpent: 1000,
        ...SHIPPING,
        reward: { slug: 'kaos-akademi-siber', kind: 'physical' },
        adminNote: null,
      });
      expect(redemption).not.toHaveProperty('member');

      expect(await balance(buyer.id)).toEqual({ point: 200, xp: 1200 });
      expect(await stockOf('kaos-akademi-siber')).toBe(before - 1);
      const ledger = await harness.db
        .select()
        .from(pointLedger)
        .where(and(eq(pointLedger.userId, buyer.id), eq(pointLedger.source, 'reward')));
      expect(ledger).toEqual([
        expect.objectContaining({
          points: -1000,
          xp: 0,
          reference: String(redemption.id),
          description: 'Menukar poin: Kaos Akademi Siber',
        }),
      ]);
      const [bell] = await harness.db.select().from(notifications).where(eq(notifications.userId, buyer.id));
      expect(bell).toMatchObject({ title: 'Penukaran Kaos Akademi Siber diterima', link: '/member/reward' });
      // The session's user (the navbar's points) follows at once.
      expect((await send('GET', '/api/auth/user', buyer.token)).json().user).toMatchObject({ point: 200, xp: 1200 });

      const list = (await send('GET', '/api/member/rewards/redemptions', buyer.token)).json<Page<RewardRedemption>>();
      expect(list.data.map((row) => row.id)).toEqual([redemption.id]);
      expect((await send('GET', `/api/member/rewards/redemptions/${redemption.id}`, buyer.token)).json().data).toEqual(
        redemption,
      );
      // Someone else's redemption does not exist for this member.
      expect(
        expectErrorEnvelope(
          await send('GET', `/api/member/rewards/redemptions/${SEED_REDEMPTIONS.demoMember.id}`, buyer.token),
          404,
        ),
      ).toBe(MESSAGES.redemptionNotFound);
      expect(
        expectErrorEnvelope(
          await send('GET', `/api/member/rewards/redemptions/${redemption.id}`, await loginAs(harness.app, 'member')),
          404,
        ),
      ).toBe(MESSAGES.redemptionNotFound);

      // A digital reward needs no address and keeps none.
      const ebook = await send('POST', '/api/member/rewards/e-book-panduan-password-aman/redeem', buyer.token, {
        address: 'tidak perlu',
      });
      expect(ebook.statusCode).toBe(201);
      expect(ebook.json().data).toMatchObject({ address: null, recipientName: null, pointsSpent: 40 });
    });

    it('refuses with 409 when the points do not reach or the stock is gone, and changes nothing', async () => {
      const poor = await memberWithPoints('penukar.miskin', 30);
      const refused = await send('POST', '/api/member/rewards/e-book-panduan-password-aman/redeem', poor.token, {});
      expect(expectErrorEnvelope(refused, 409)).toBe(MESSAGES.notEnoughPoints(40, 30));
      const rich = await memberWithPoints('penukar.kaya', 5000);
      expect(
        expectErrorEnvelope(
          await send('POST', '/api/member/rewards/tumbler-capture-the-flag/redeem', rich.token, SHIPPING),
          409,
        ),
      ).toBe(MESSAGES.outOfStock);
      expect(await balance(poor.id)).toEqual({ point: 30, xp: 30 });
      expect(await balance(rich.id)).toEqual({ point: 5000, xp: 5000 });
      expect(await harness.db.$count(rewardRedemptions, eq(rewardRedemptions.userId, rich.id))).toBe(0);
      expect(expectErrorEnvelope(await send('POST', '/api/member/rewards/tidak-ada/redeem', rich.token, {}), 404)).toBe(
        MESSAGES.rewardNotFound,
      );
      expectErrorEnvelope(
        await send(
          'POST',
          '/api/member/rewards/kaos-akademi-siber/redeem',
          await loginAs(harness.app, 'admin'),
          SHIPPING,
        ),
        403,
      );
      expectErrorEnvelope(
        await send('POST', '/api/member/rewards/kaos-akademi-siber/redeem', undefined, SHIPPING),
        401,
      );
    });

    it('never oversells the last item nor spends the same points twice under concurrent redemptions', async () => {
      const last = await newReward('hadiah-terakhir', { stock: 1, pointsCost: 300 });
      const members = await Promise.all(
        ['rebut.satu', 'rebut.dua', 'rebut.tiga', 'rebut.empat'].map((name) => memberWithPoints(name, 300)),
      );
      const answers = await Promise.all(
        members.map((member) => send('POST', `/api/member/rewards/${last.slug}/redeem`, member.token, {})),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
      for (const answer of answers.filter((candidate) => candidate.statusCode === 409))
        expect(answer.json().message).toBe(MESSAGES.outOfStock);
      expect(await stockOf(last.slug)).toBe(0);
      expect(await harness.db.$count(rewardRedemptions, eq(rewardRedemptions.rewardId, last.id))).toBe(1);

      // One member, points for one: three redemptions at once of a reward with plenty of stock.
      const plenty = await newReward('hadiah-banyak', { stock: 10, pointsCost: 300 });
      const single = await memberWithPoints('rebut.sendiri', 300);
      const own = await Promise.all(
        [1, 2, 3].map(() => send('POST', `/api/member/rewards/${plenty.slug}/redeem`, single.token, {})),
      );
      expect(own.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
      expect(await balance(single.id)).toEqual({ point: 0, xp: 300 });
      expect(await stockOf(plenty.slug)).toBe(9);
    });
  });

  describe("the staff's side", () => {
    const reward = {
      slug: 'mug-akademi-siber',
      name: 'Mug Akademi Siber',
      description: 'Mug keramik 350 ml.',
      imageUrl: null,
      kind: 'physical',
      pointsCost: 400,
      stock: 3,
      active: true,
    };

    it('creates, changes and lists rewards, with validation and a 409 for a taken slug', async () => {
      const created = await send('POST', '/api/lcadm/rewards', admin, reward);
      expect(created.statusCode).toBe(201);
      expect(created.json().data).toEqual({
        ...reward,
        id: expect.any(Number),
        createdAt: expect.any(String),
        redeemedCount: 0,
      });
      const id = created.json().data.id;
      expect(expectErrorEnvelope(await send('POST', '/api/lcadm/rewards', admin, reward), 409)).toBe(
        MESSAGES.slugTaken,
      );
      expect(
        expectErrorEnvelope(
          await send('PUT', `/api/lcadm/rewards/${id}`, admin, { ...reward, slug: 'kaos-akademi-siber' }),
          409,
        ),
      ).toBe(MESSAGES.slugTaken);
      for (const change of [
        { pointsCost: 0 },
        { stock: -1 },
        { stock: 1.5 },
        { kind: 'jasa' },
        { slug: 'Ada Spasi' },
        { name: ' ' },
        { imageUrl: 'javascript:alert(1)' },
      ]) {
        expectErrorEnvelope(
          await send('POST', '/api/lcadm/rewards', admin, { ...reward, slug: 'mug-lain', ...change }),
          422,
        );
      }
      const updated = await send('PUT', `/api/lcadm/rewards/${id}`, admin, { ...reward, stock: 7, active: false });
      expect(updated.json().data).toMatchObject({ stock: 7, active: false });
      expect(expectErrorEnvelope(await send('PUT', '/api/lcadm/rewards/999999', admin, reward), 404)).toBe(
        MESSAGES.rewardNotFound,
      );
      expectErrorEnvelope(await send('GET', '/api/rewards/mug-akademi-siber'), 404);

      const search = (await send('GET', '/api/lcadm/rewards?search=tumbler', admin)).json();
      expect(search.data).toEqual([
        expect.objectContaining({ slug: 'tumbler-capture-the-flag', active: true, stock: 0, redeemedCount: 0 }),
      ]);
      expectErrorEnvelope(await send('GET', '/api/lcadm/rewards', await loginAs(harness.app, 'member')), 403);
    });

    // The member is notified at each step.
    it('ships and delivers, or rejects once, refunding the points and restocking; the member is told', async () => {
      const buyer = await memberWithPoints('diproses.satu', 500);
      const sticker = 'paket-stiker-keamanan-siber';
      const first = (await send('POST', `/api/member/rewards/${sticker}/redeem`, buyer.token, SHIPPING)).json<{
        data: RewardRedemption;
      }>().data;
      const second = (await send('POST', `/api/member/rewards/${sticker}/redeem`, buyer.token, SHIPPING)).json<{
        data: RewardRedemption;
      }>().data;
      const stockAfter = await stockOf(sticker);
      expect(await balance(buyer.id)).toMatchObject({ point: 200 });

      const queue = (await send('GET', '/api/lcadm/reward-redemptions?status=requested&search=diproses', admin)).json<
        Page<AdminRewardRedemption>
      >();
      expect(queue.data.map((row) => row.id).sort()).toEqual([first.id, second.id].sort());
      expect(queue.data[0].member).toEqual({
        username: 'diproses.satu',
        name: 'Uji diproses.satu',
        email: 'diproses.satu@uji.akademisiber.id',
      });

      const status = (id: number, body: unknown) =>
        send('POST', `/api/lcadm/reward-redemptions/${id}/status`, admin, body);
      const shipped = await status(first.id, { status: 'shipped', adminNote: 'Resi JNE 1234567890' });
      expect(shipped.json().data).toMatchObject({
        status: 'shipped',
        adminNote: 'Resi JNE 1234567890',
        shippedAt: expect.any(String),
      });
      expect((await status(first.id, { status: 'delivered' })).json().data).toMatchObject({
        status: 'delivered',
        deliveredAt: expect.any(String),
        adminNote: 'Resi JNE 1234567890',
      });
      expect(expectErrorEnvelope(await status(first.id, { status: 'rejected' }), 409)).toBe(MESSAGES.statusNotAllowed);

      const rejected = await status(second.id, { status: 'rejected', adminNote: 'Alamat tidak ditemukan kurir' });
      expect(rejected.json().data).toMatchObject({ status: 'rejected', rejectedAt: expect.any(String) });
      expect(expectErrorEnvelope(await status(second.id, { status: 'rejected' }), 409)).toBe(MESSAGES.statusNotAllowed);
      expect(await balance(buyer.id)).toEqual({ point: 350, xp: 500 });
      expect(await stockOf(sticker)).toBe(stockAfter + 1);
      const refunds = await harness.db
        .select()
        .from(pointLedger)
        .where(and(eq(pointLedger.userId, buyer.id), eq(pointLedger.source, 'reward_refund')));
      expect(refunds).toEqual([expect.objectContaining({ points: 150, xp: 0, reference: String(second.id) })]);

      const bell = await harness.db
        .select({ title: notifications.title, body: notifications.body, link: notifications.link })
        .from(notifications)
        .where(eq(notifications.userId, buyer.id));
      expect(bell.map((row) => row.link)).toEqual(Array(5).fill('/member/reward'));
      expect(bell.map((row) => row.title)).toEqual(
        expect.arrayContaining([
          'Penukaran Paket Stiker Keamanan Siber: dikirim',
          'Penukaran Paket Stiker Keamanan Siber: diterima',
        ]),
      );
      expect(bell.find((row) => row.body.includes('150 poin sudah dikembalikan'))?.body).toContain(
        'Alamat tidak ditemukan kurir',
      );

      expect(expectErrorEnvelope(await status(999999, { status: 'shipped' }), 404)).toBe(MESSAGES.redemptionNotFound);
      expectErrorEnvelope(await status(first.id, { status: 'requested' }), 422);
      expectErrorEnvelope(
        await send('POST', `/api/lcadm/reward-redemptions/${first.id}/status`, buyer.token, { status: 'shipped' }),
        403,
      );
    });
  });
});
