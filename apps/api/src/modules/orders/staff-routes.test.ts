// The admin's verification (decision 0012): the queue, one order, the proof through a single-use token, approve
// (access, points, commission, notification and receipt in one transaction) and reject.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  DELETE_ACCOUNT_PHRASE,
  type AdminOrderDetail,
  type AdminOrderSummary,
  type MemberClass,
} from '@akademi-siber/util-contracts';
import { and, eq, sql } from 'drizzle-orm';
import { SEED_CATALOG } from '../../db/seed-catalog-data';
import { SEED_EXTRAS } from '../../db/seed-extras';
import { DEMO_TRANSFER, SEED_ORDERS } from '../../db/seed-orders-data';
import {
  affiliateCommissions,
  batchEnrollments,
  enrollments,
  notifications,
  orders,
  pointLedger,
  users,
} from '../../db/schema';
import {
  bearer,
  buildTestApp,
  DEMO_PASSWORD,
  demoAccount,
  expectErrorEnvelope,
  loginAs,
  type TestApp,
} from '../../test/helpers';
import { mailsTo } from '../../test/mailbox';
import { checkout, newMember, orderOf, PNG_BYTES, uploadProof, type TestMember } from './testing';

const DAY = 24 * 60 * 60 * 1000;

describe('/api/lcadm/orders', () => {
  let harness: TestApp;
  let uploadDir: string;
  let admin: string;
  const get = (url: string, token = admin) => harness.app.inject({ method: 'GET', url, headers: bearer(token) });
  const post = (url: string, payload?: object) =>
    harness.app.inject({ method: 'POST', url, headers: bearer(admin), ...(payload ? { payload } : {}) });

  /** A member's order with a proof, waiting for the admin. */
  async function waitingOrder(buyer: TestMember, body: Record<string, unknown>) {
    const order = orderOf(await checkout(harness, buyer.token, body));
    expect((await uploadProof(harness, buyer.token, order.idTransaction, { bytes: PNG_BYTES })).statusCode).toBe(200);
    return order;
  }

  beforeAll(async () => {
    uploadDir = mkdtempSync(path.join(tmpdir(), 'akademi-uploads-'));
    harness = await buildTestApp({ uploadDir });
    admin = await loginAs(harness.app, 'admin');
  });
  afterAll(async () => {
    await harness.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  it('lists every member’s orders with the buyer, filtered by status and kind, searchable', async () => {
    const queue = (await get('/api/lcadm/orders?status=waiting_verification')).json<{
      data: AdminOrderSummary[];
      meta: { total: number };
    }>();
    const seeded = queue.data.find((order) => order.idTransaction === SEED_ORDERS.waitingVerification.idTransaction);
    expect(seeded).toMatchObject({
      kind: 'liveclass',
      hasProof: true,
      total: SEED_ORDERS.waitingVerification.total,
      buyer: { username: 'member.demo' },
    });
    expect(queue.data.every((order) => order.status === 'waiting_verification')).toBe(true);
    const byBuyer = (await get('/api/lcadm/orders?search=member.demo&kind=course')).json<{
      data: AdminOrderSummary[];
    }>().data;
    expect(byBuyer.map((order) => order.idTransaction)).toContain(SEED_ORDERS.pending.idTransaction);
    expect(byBuyer.every((order) => order.kind === 'course')).toBe(true);
    const byId = (await get(`/api/lcadm/orders?search=${SEED_ORDERS.pending.idTransaction.toLowerCase()}`)).json<{
      data: AdminOrderSummary[];
    }>().data;
    expect(byId.map((order) => order.idTransaction)).toEqual([SEED_ORDERS.pending.idTransaction]);
    expect((await get('/api/lcadm/orders?search=%25')).statusCode).toBe(200);
    expectErrorEnvelope(await get('/api/lcadm/orders?kind=buku'), 422);
    expectErrorEnvelope(await get('/api/lcadm/orders', await loginAs(harness.app, 'member')), 403);
  });

  it('shows one order with its buyer, affiliate code and proof metadata; 404 for an unknown number', async () => {
    const detail = (await get(`/api/lcadm/orders/${SEED_ORDERS.waitingVerification.idTransaction}`)).json<{
      data: AdminOrderDetail;
    }>().data;
    expect(detail).toMatchObject({
      status: 'waiting_verification',
      buyer: { username: 'member.demo', email: demoAccount('member').email },
      affiliateCode: null,
      proof: { originalName: DEMO_TRANSFER.originalName, contentType: 'application/pdf' },
    });
    expectErrorEnvelope(await get('/api/lcadm/orders/AS000000AAAAAAAA'), 404);
  });

  it('opens the proof once per token, as a sandboxed attachment with its content type and nosniff', async () => {
    const url = `/api/lcadm/orders/${SEED_ORDERS.waitingVerification.idTransaction}`;
    const { token } = (await get(`${url}/proof-token`)).json<{ data: { token: string } }>().data;
    const file = await harness.app.inject({ method: 'GET', url: `${url}/proof?token=${token}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    // The seeded proof was never through the upload checks: it gets the same headers as any other.
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="bukti-transfer-bca.pdf"/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.rawPayload.toString('latin1')).toContain(SEED_ORDERS.waitingVerification.idTransaction);
    expectErrorEnvelope(await harness.app.inject({ method: 'GET', url: `${url}/proof?token=${token}` }), 410);
    // A token for one order opens no other.
    const other = (await get(`${url}/proof-token`)).json<{ data: { token: string } }>().data.token;
    expectErrorEnvelope(
      await harness.app.inject({
        method: 'GET',
        url: `/api/lcadm/orders/${SEED_ORDERS.pending.idTransaction}/proof?token=${other}`,
      }),
      404,
    );
    expect(
      expectErrorEnvelope(await get(`/api/lcadm/orders/${SEED_ORDERS.pending.idTransaction}/proof-token`), 404),
    ).toBe('Pesanan ini belum memiliki bukti transfer.');
    expectErrorEnvelope(await get(`${url}/proof-token`, await loginAs(harness.app, 'member')), 403);
  });

  // The commission is the affiliate's.
  it('approves in one go: paid, course access, points and XP, commission, notification, receipt email', async () => {
    const buyer = await newMember(harness, 'pembeli.disetujui');
    const order = await waitingOrder(buyer, {
      kind: 'course',
      items: [{ type: 'course', ref: 'analisis-malware' }],
      affiliateCode: SEED_EXTRAS.affiliate.code,
    });
    const response = await post(`/api/lcadm/orders/${order.idTransaction}/approve`);
    expect(response.statusCode).toBe(200);
    const paid = response.json<{ data: AdminOrderDetail }>().data;
    expect(paid).toMatchObject({ status: 'paid', affiliateCode: SEED_EXTRAS.affiliate.code });
    expect(paid.paidAt).not.toBeNull();
    expect(paid.history.at(-1)).toMatchObject({
      from: 'waiting_verification',
      to: 'paid',
      by: demoAccount('admin').name,
    });

    const [enrollment] = await harness.db.select().from(enrollments).where(eq(enrollments.userId, buyer.id));
    expect(enrollment).toMatchObject({ source: 'purchase' });
    const points = Math.floor(order.total / 10000) * 10;
    const [account] = await harness.db
      .select({ point: users.point, xp: users.xp })
      .from(users)
      .where(eq(users.id, buyer.id));
    expect(account).toEqual({ point: points, xp: points });
    const ledger = await harness.db.select().from(pointLedger).where(eq(pointLedger.userId, buyer.id));
    expect(ledger).toEqual([
      expect.objectContaining({ points, xp: points, source: 'purchase', reference: order.idTransaction }),
    ]);

    const [commission] = await harness.db
      .select()
      .from(affiliateCommissions)
      .innerJoin(orders, eq(orders.id, affiliateCommissions.orderId))
      .where(eq(orders.idTransaction, order.idTransaction));
    expect(commission.affiliate_commissions.amount).toBe(44900);
    expect(Math.abs(commission.affiliate_commissions.availableAt.getTime() - (Date.now() + 14 * DAY))).toBeLessThan(
      60_000,
    );

    const [notification] = await harness.db.select().from(notifications).where(eq(notifications.userId, buyer.id));
    expect(notification.title).toBe('Pembayaran diterima');
    const [mail] = await mailsTo(harness.app, buyer.email);
    expect(mail.subject).toBe(`Pembayaran diterima — ${order.idTransaction}`);
    expect(mail.text).toContain('Analisis Malware');

    expect(expectErrorEnvelope(await post(`/api/lcadm/orders/${order.idTransaction}/approve`), 409)).toBe(
      'Pesanan ini tidak sedang menunggu verifikasi.',
    );
    expectErrorEnvelope(await post(`/api/lcadm/orders/${SEED_ORDERS.pending.idTransaction}/approve`), 409);
  });

  it('approving a batch order seats the member (Kelas Saya lists it) and a plan extends the subscription', async () => {
    const buyer = await newMember(harness, 'peserta.live');
    const batchOrder = await waitingOrder(buyer, {
      kind: 'liveclass',
      items: [{ type: 'batch', ref: String(SEED_CATALOG.openBatch.id) }],
    });
    expect((await post(`/api/lcadm/orders/${batchOrder.idTransaction}/approve`)).statusCode).toBe(200);
    expect(
      await harness.db.$count(
        batchEnrollments,
        and(eq(batchEnrollments.userId, buyer.id), eq(batchEnrollments.batchId, SEED_CATALOG.openBatch.id)),
      ),
    ).toBe(1);
    const classes = (await get('/api/member/kelas-saya', buyer.token)).json<{ data: MemberClass[] }>().data;
    expect(classes).toEqual([
      expect.objectContaining({
        kind: 'liveclass',
        slug: SEED_CATALOG.openBatch.liveClassSlug,
        title: 'Bootcamp Penetration Testing — Batch 12',
      }),
    ]);

    const planOrder = await waitingOrder(buyer, {
      kind: 'subscription',
      items: [{ type: 'plan', ref: String(SEED_CATALOG.plans.quarterly.id) }],
    });
    expect((await post(`/api/lcadm/orders/${planOrder.idTransaction}/approve`)).statusCode).toBe(200);
    const [row] = await harness.db
      .select({
        end: users.subscribtionCourseEndDate,
        expected: sql<string>`(current_date + interval '3 months')::date::text`,
      })
      .from(users)
      .where(eq(users.id, buyer.id));
    expect(row.end).toBe(row.expected);
  });

  it('pays no commission to an affiliate who deleted their account between checkout and approval', async () => {
    const referrer = await newMember(harness, 'perujuk.pergi');
    const joined = await harness.app.inject({
      method: 'POST',
      url: '/api/member/affiliate/join',
      headers: bearer(referrer.token),
    });
    const code: string = joined.json().data.code;
    const buyer = await newMember(harness, 'pembeli.lewat.perujuk');
    const order = await waitingOrder(buyer, {
      kind: 'course',
      items: [{ type: 'course', ref: 'analisis-malware' }],
      affiliateCode: code,
    });
    const [placed] = await harness.db
      .select({ affiliateUserId: orders.affiliateUserId })
      .from(orders)
      .where(eq(orders.idTransaction, order.idTransaction));
    expect(placed.affiliateUserId).toBe(referrer.id);

    const removed = await harness.app.inject({
      method: 'DELETE',
      url: '/api/member/account',
      headers: bearer(referrer.token),
      payload: { password: DEMO_PASSWORD, confirmation: DELETE_ACCOUNT_PHRASE },
    });
    expect(removed.statusCode).toBe(200);
    expect((await post(`/api/lcadm/orders/${order.idTransaction}/approve`)).statusCode).toBe(200);
    const commissions = await harness.db
      .select()
      .from(affiliateCommissions)
      .innerJoin(orders, eq(orders.id, affiliateCommissions.orderId))
      .where(eq(orders.idTransaction, order.idTransaction));
    expect(commissions).toEqual([]);
    // The buyer still gets the course.
    const [enrollment] = await harness.db.select().from(enrollments).where(eq(enrollments.userId, buyer.id));
    expect(enrollment).toMatchObject({ source: 'purchase' });
  });

  it('rolls everything back when a step inside the approval fails', async () => {
    const buyer = await newMember(harness, 'pembeli.gagal');
    const order = await waitingOrder(buyer, {
      kind: 'course',
      items: [{ type: 'course', ref: 'digital-forensik' }],
      affiliateCode: SEED_EXTRAS.affiliate.code,
    });
    // The last step (the notification) fails inside the database.
    await harness.db.execute(
      sql`create function uji_gagal() returns trigger language plpgsql as $$
        begin raise exception 'uji: notifikasi gagal'; end $$`,
    );
    await harness.db.execute(
      sql`create trigger uji_gagal before insert on notifications for each row execute function uji_gagal()`,
    );
    try {
      expect((await post(`/api/lcadm/orders/${order.idTransaction}/approve`)).statusCode).toBe(500);
    } finally {
      await harness.db.execute(sql`drop trigger uji_gagal on notifications`);
      await harness.db.execute(sql`drop function uji_gagal()`);
    }
    const [row] = await harness.db.select().from(orders).where(eq(orders.idTransaction, order.idTransaction));
    expect(row).toMatchObject({ status: 'waiting_verification', paidAt: null });
    expect(await harness.db.$count(enrollments, eq(enrollments.userId, buyer.id))).toBe(0);
    expect(await harness.db.$count(pointLedger, eq(pointLedger.userId, buyer.id))).toBe(0);
    expect(await harness.db.$count(affiliateCommissions, eq(affiliateCommissions.orderId, row.id))).toBe(0);
    const [account] = await harness.db.select({ point: users.point }).from(users).where(eq(users.id, buyer.id));
    expect(account.point).toBe(0);
    expect(await mailsTo(harness.app, buyer.email)).toEqual([]);
    // Once the failure is gone the same approval goes through.
    expect((await post(`/api/lcadm/orders/${order.idTransaction}/approve`)).statusCode).toBe(200);
  });
});
