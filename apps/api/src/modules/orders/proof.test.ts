// @driver-sensitive: runs on PGlite too (apps/api/jest.pglite.config.js says why)
// Payment proofs (decision 0012): type by magic bytes, size limit, names stripped of paths, stored under a random
// key inside UPLOAD_DIR; only the buyer, only while the order takes a proof; reject → upload again; expiry.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAYMENT_PROOF_MAX_BYTES, type OrderDetail, type OrderSummary } from '@akademi-siber/util-contracts';
import { eq } from 'drizzle-orm';
import { SEED_ORDERS } from '../../db/seed-orders-data';
import { orders, orderStatusEvents, paymentProofs } from '../../db/schema';
import { bearer, buildTestApp, demoAccount, expectErrorEnvelope, loginAs, type TestApp } from '../../test/helpers';
import { EXPIRY_NOTE, expireOverdueOrders } from './expiry';
import { checkout, multipart, newMember, orderOf, PDF_BYTES, PNG_BYTES, uploadProof, type TestMember } from './testing';

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('POST /api/transaction/orders/:idTransaction/proof', () => {
  let harness: TestApp;
  let uploadDir: string;
  let buyer: TestMember;
  let order: OrderDetail;

  beforeAll(async () => {
    uploadDir = mkdtempSync(path.join(tmpdir(), 'akademi-uploads-'));
    harness = await buildTestApp({ uploadDir });
    buyer = await newMember(harness, 'pengunggah.bukti');
    order = orderOf(
      await checkout(harness, buyer.token, { kind: 'course', items: [{ type: 'course', ref: 'analisis-malware' }] }),
    );
  });
  afterAll(async () => {
    await harness.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  // It stores nothing for any of them.
  it('refuses wrong types by their bytes, oversize files, other fields and non-multipart bodies', async () => {
    const textAsPng = await uploadProof(harness, buyer.token, order.idTransaction, {
      filename: 'bukti.png',
      contentType: 'image/png',
      bytes: Buffer.from('bukan gambar'),
    });
    expect(expectErrorEnvelope(textAsPng, 422)).toBe(
      'Bukti transfer harus berupa gambar JPG, PNG, WebP, atau file PDF.',
    );
    const html = await uploadProof(harness, buyer.token, order.idTransaction, {
      filename: 'x.pdf',
      contentType: 'application/pdf',
      bytes: Buffer.from('<html><script>alert(1)</script>'),
    });
    expectErrorEnvelope(html, 422);
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(PAYMENT_PROOF_MAX_BYTES)]);
    expect(expectErrorEnvelope(await uploadProof(harness, buyer.token, order.idTransaction, { bytes: big }), 413)).toBe(
      'Ukuran bukti transfer maksimal 2 MB.',
    );
    expectErrorEnvelope(
      await uploadProof(harness, buyer.token, order.idTransaction, { field: 'foto', bytes: PNG_BYTES }),
      422,
    );
    const empty = multipart([]);
    expectErrorEnvelope(
      await harness.app.inject({
        method: 'POST',
        url: `/api/transaction/orders/${order.idTransaction}/proof`,
        headers: { ...bearer(buyer.token), ...empty.headers },
        payload: empty.payload,
      }),
      422,
    );
    const json = await harness.app.inject({
      method: 'POST',
      url: `/api/transaction/orders/${order.idTransaction}/proof`,
      headers: bearer(buyer.token),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    const broken = await harness.app.inject({
      method: 'POST',
      url: `/api/transaction/orders/${order.idTransaction}/proof`,
      headers: { ...bearer(buyer.token), 'content-type': 'multipart/form-data; boundary=batas' },
      payload: '--batas\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    expect(listFiles(uploadDir)).toEqual([]);
    expect(
      await harness.db.$count(paymentProofs, eq(paymentProofs.orderId, (await orderRow(order.idTransaction)).id)),
    ).toBe(0);
  });

  it('opens no one else’s order: another member gets 404 and nothing is stored', async () => {
    const stranger = await newMember(harness, 'penyusup.bukti');
    expectErrorEnvelope(await uploadProof(harness, stranger.token, order.idTransaction, { bytes: PNG_BYTES }), 404);
    expectErrorEnvelope(
      await uploadProof(harness, stranger.token, SEED_ORDERS.pending.idTransaction, { bytes: PNG_BYTES }),
      404,
    );
    expect(listFiles(uploadDir)).toEqual([]);
  });

  // Only the last part of a traversal name is kept.
  it('stores a PNG under a random key inside UPLOAD_DIR, then waits for verification', async () => {
    const response = await uploadProof(harness, buyer.token, order.idTransaction, {
      filename: '../../../etc/passwd\u202e.png',
      contentType: 'text/plain',
      bytes: PNG_BYTES,
    });
    expect(response.statusCode).toBe(200);
    const detail = response.json<{ data: OrderDetail }>().data;
    expect(detail.status).toBe('waiting_verification');
    expect(detail.proof).toMatchObject({
      originalName: 'passwd.png',
      contentType: 'image/png',
      size: PNG_BYTES.length,
    });
    const files = listFiles(uploadDir);
    expect(files).toHaveLength(1);
    expect(files[0].startsWith(path.join(uploadDir, 'payment-proofs') + path.sep)).toBe(true);
    expect(path.basename(files[0])).toMatch(/^[a-f0-9]{32}\.png$/);
    expect(
      expectErrorEnvelope(await uploadProof(harness, buyer.token, order.idTransaction, { bytes: PNG_BYTES }), 409),
    ).toBe('Bukti transfer sudah diunggah dan sedang diverifikasi.');
  });

  it('after a rejection with a reason the member uploads again, replacing the file; it waits again', async () => {
    const admin = await loginAs(harness.app, 'admin');
    const reject = (reason: string) =>
      harness.app.inject({
        method: 'POST',
        url: `/api/lcadm/orders/${order.idTransaction}/reject`,
        headers: bearer(admin),
        payload: { reason },
      });
    expect(expectErrorEnvelope(await reject('ok'), 422)).toBe('Alasan penolakan minimal 5 karakter');
    const rejected = (await reject('Nominal transfer tidak sesuai')).json<{ data: OrderDetail }>().data;
    expect(rejected).toMatchObject({ status: 'rejected', rejectionReason: 'Nominal transfer tidak sesuai' });
    expect(rejected.history.at(-1)).toMatchObject({
      from: 'waiting_verification',
      to: 'rejected',
      note: 'Nominal transfer tidak sesuai',
      by: demoAccount('admin').name,
    });
    expectErrorEnvelope(await reject('Sekali lagi ditolak'), 409);

    const again = await uploadProof(harness, buyer.token, order.idTransaction, {
      filename: 'bukti-baru.pdf',
      contentType: 'application/pdf',
      bytes: PDF_BYTES,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<{ data: OrderDetail }>().data).toMatchObject({
      status: 'waiting_verification',
      rejectionReason: null,
      proof: { originalName: 'bukti-baru.pdf' },
    });
    const files = listFiles(uploadDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.pdf$/);
  });

  it('expires a pending order past its deadline once (reads and the sweep); then no proof is taken', async () => {
    const late = orderOf(
      await checkout(harness, buyer.token, { kind: 'course', items: [{ type: 'course', ref: 'keamanan-jaringan' }] }),
    );
    await harness.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.idTransaction, late.idTransaction));
    const list = (
      await harness.app.inject({
        method: 'GET',
        url: '/api/transaction/orders?status=expired',
        headers: bearer(buyer.token),
      })
    ).json<{ data: OrderSummary[] }>();
    expect(list.data.map((row) => row.idTransaction)).toEqual([late.idTransaction]);
    expect(await expireOverdueOrders(harness.db)).toBe(0);
    const events = await harness.db
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, (await orderRow(late.idTransaction)).id));
    expect(events.map((event) => [event.fromStatus, event.toStatus, event.actorId, event.note])).toEqual([
      [null, 'pending', buyer.id, 'Pesanan dibuat.'],
      ['pending', 'expired', null, EXPIRY_NOTE],
    ]);
    const detail = (
      await harness.app.inject({
        method: 'GET',
        url: `/api/transaction/orders/${late.idTransaction}`,
        headers: bearer(buyer.token),
      })
    ).json<{ data: OrderDetail }>().data;
    expect(detail.history.at(-1)).toMatchObject({ by: 'Sistem', to: 'expired' });
    expect(
      expectErrorEnvelope(await uploadProof(harness, buyer.token, late.idTransaction, { bytes: PNG_BYTES }), 409),
    ).toMatch(/Batas waktu pembayaran/);
    // Two sweeps at once (two instances) expire another order exactly once.
    const twice = orderOf(
      await checkout(harness, buyer.token, { kind: 'course', items: [{ type: 'course', ref: 'keamanan-jaringan' }] }),
    );
    await harness.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.idTransaction, twice.idTransaction));
    const counts = await Promise.all([expireOverdueOrders(harness.db), expireOverdueOrders(harness.db)]);
    expect(counts.sort()).toEqual([0, 1]);
  });

  async function orderRow(idTransaction: string) {
    const [row] = await harness.db.select().from(orders).where(eq(orders.idTransaction, idTransaction));
    return row;
  }
});
