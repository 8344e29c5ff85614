// @driver-sensitive: runs on PGlite too (apps/api/jest.pglite.config.js says why)
import { eq } from 'drizzle-orm';
import { orders, promoCodes } from '../../db/schema';
import { SEED_CATALOG } from '../../db/seed-catalog-data';
import { userIdByEmail } from '../../test/ownership';
import { expectErrorEnvelope, staffSuite } from '../../test/helpers';
import { PROMO_CODE_TAKEN } from './promo-service';

const PROMO = {
  code: 'baru10',
  title: 'Diskon pengguna baru',
  description: 'Potongan 10 % untuk kelas pertama.',
  kind: 'percent',
  value: 10,
  startsAt: null,
  endsAt: '2030-01-01T00:00:00Z',
  quota: 100,
  perUserLimit: 1,
  eligible: ['course', 'batch'],
  showOnPromoPage: true,
  active: true,
};

describe("the staff's promo codes", () => {
  const suite = staffSuite();
  const { send } = suite;

  it('creates promo codes upper-cased and refuses a duplicate with 409', async () => {
    const created = await send('POST', '/api/lcadm/promo-codes', PROMO);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toEqual({
      ...PROMO,
      id: expect.any(Number),
      code: 'BARU10',
      endsAt: '2030-01-01T00:00:00.000Z',
      usedCount: 0,
    });

    expect(expectErrorEnvelope(await send('POST', '/api/lcadm/promo-codes', { ...PROMO, code: 'Baru10' }), 409)).toBe(
      PROMO_CODE_TAKEN,
    );
    expect(
      expectErrorEnvelope(
        await send('POST', '/api/lcadm/promo-codes', { ...PROMO, code: SEED_CATALOG.promos.percent.toLowerCase() }),
        409,
      ),
    ).toBe(PROMO_CODE_TAKEN);
    // Changing another promo to an existing code is a conflict too; keeping its own code is not.
    expectErrorEnvelope(
      await send('PUT', `/api/lcadm/promo-codes/${created.json().data.id}`, {
        ...PROMO,
        code: SEED_CATALOG.promos.fixed,
      }),
      409,
    );
    const kept = await send('PUT', `/api/lcadm/promo-codes/${created.json().data.id}`, {
      ...PROMO,
      title: 'Diskon perdana',
    });
    expect(kept.json().data).toMatchObject({ code: 'BARU10', title: 'Diskon perdana' });
    expect(
      expectErrorEnvelope(await send('PUT', '/api/lcadm/promo-codes/9999', { ...PROMO, code: 'LAINLAGI' }), 404),
    ).toBe('Kode promo tidak ditemukan.');
  });

  it('validates promo codes', async () => {
    const invalid: Record<string, unknown>[] = [
      { kind: 'percent', value: 101 },
      { value: 0 },
      { code: 'ab' },
      { code: 'ada spasi' },
      { eligible: [] },
      { eligible: ['course', 'course'] },
      { eligible: ['voucher'] },
      { startsAt: '2030-02-01T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' },
      { endsAt: 'besok' },
      { quota: 0 },
      { perUserLimit: 0 },
      { kind: 'gratis' },
    ];
    for (const change of invalid)
      expectErrorEnvelope(await send('POST', '/api/lcadm/promo-codes', { ...PROMO, code: 'VALID01', ...change }), 422);
    expect(
      (
        await send('POST', '/api/lcadm/promo-codes', {
          ...PROMO,
          code: 'TETAP75',
          kind: 'fixed',
          value: 75000,
          quota: null,
        })
      ).statusCode,
    ).toBe(201);
  });

  it('pages and searches promo codes', async () => {
    // One live order and one expired order hold HEMAT20: only the live one counts.
    const [promo] = await suite.harness.db
      .select({ id: promoCodes.id })
      .from(promoCodes)
      .where(eq(promoCodes.code, SEED_CATALOG.promos.percent));
    const buyer = await userIdByEmail(suite.harness.db, 'member@akademisiber.id');
    for (const [key, status] of [
      ['uji-promo-a', 'pending'],
      ['uji-promo-b', 'expired'],
    ] as const) {
      await suite.harness.db.insert(orders).values({
        idTransaction: `AS261123${key.slice(-1).toUpperCase()}PROMOUJ`,
        userId: buyer,
        kind: 'course',
        status,
        subtotal: 100000,
        discount: 20000,
        total: 80000,
        promoCodeId: promo.id,
        idempotencyKey: key,
        expiresAt: new Date(),
      });
    }
    const search = (await send('GET', '/api/lcadm/promo-codes?search=hemat')).json();
    expect(search.data.map((row: { code: string; usedCount: number }) => [row.code, row.usedCount])).toEqual([
      [SEED_CATALOG.promos.percent, 1],
    ]);
    const page = (await send('GET', '/api/lcadm/promo-codes?per_page=2&page=1')).json();
    expect(page.data).toHaveLength(2);
    expect(page.meta).toMatchObject({ page: 1, per_page: 2, total: expect.any(Number) });
    expect(page.meta.total).toBeGreaterThanOrEqual(4);
  });
});
