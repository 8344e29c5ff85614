// The amount to transfer (decision 0024) over random prices and promos: its last three digits are always the
// unique code, it never exceeds the undiscounted subtotal + code, and what the receipt names adds up to it. Once as
// arithmetic (many runs), once through the real checkout and order detail (fewer runs, each a database round trip).
import { transferDigits, type OrderDetail } from '@akademi-siber/util-contracts';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { courses, promoCodes } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/helpers';
import { createAccount, issueTokens } from '../../test/ownership';
import { orderAmounts, promoDiscount } from './pricing';
import { receiptEmail } from './receipt-email';
import { checkout, orderOf } from './testing';

const price = fc.oneof(
  fc.integer({ min: 0, max: 5_000_000 }),
  fc.integer({ min: 0, max: 5_000 }).map((thousands) => thousands * 1000),
);
const promo = fc.oneof(
  fc.record({ kind: fc.constant('percent' as const), value: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ kind: fc.constant('fixed' as const), value: fc.integer({ min: 1, max: 5_000_000 }) }),
);

/** "Rp319.829" → 319829. */
const rupiah = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** The money lines of the receipt, by label. */
function receiptLines(text: string): Map<string, number> {
  const lines = new Map<string, number>();
  for (const line of text.split('\n')) {
    const match = /^(Subtotal|Diskon|Pembulatan ke ribuan|Kode unik|Total dibayar): (-?)(Rp[\d.]+)$/.exec(line);
    if (match) lines.set(match[1], (match[2] ? -1 : 1) * rupiah(match[3]));
  }
  return lines;
}

function expectTransferRules(order: {
  subtotal: number;
  discount: number;
  rounding: number;
  uniqueCode: number;
  total: number;
}) {
  const net = order.subtotal - order.discount;
  if (net < 1000) {
    // Nothing left after rounding down: free, no code.
    expect(order).toMatchObject({ total: 0, uniqueCode: 0, rounding: net });
    return;
  }
  expect(order.uniqueCode).toBeGreaterThanOrEqual(1);
  expect(order.uniqueCode).toBeLessThanOrEqual(999);
  expect(order.total % 1000).toBe(order.uniqueCode);
  expect(transferDigits(order.total)).toBe(String(order.uniqueCode).padStart(3, '0'));
  expect(order.total).toBeLessThanOrEqual(order.subtotal + order.uniqueCode);
  expect(order.total).toBeLessThanOrEqual(net + order.uniqueCode);
  expect(order.rounding).toBe(net % 1000);
  expect(order.total).toBe(net - order.rounding + order.uniqueCode);
}

describe('the amount to transfer, as arithmetic', () => {
  it('ends in the unique code for any items and promo, and the receipt’s lines name it and add up to it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ price, eligible: fc.boolean() }), { minLength: 1, maxLength: 5 }),
        promo,
        (items, { kind, value }) => {
          const eligibleSum = items.filter((item) => item.eligible).reduce((sum, item) => sum + item.price, 0);
          const discount = eligibleSum > 0 ? promoDiscount(kind, value, eligibleSum) : 0;
          const amounts = orderAmounts(items, discount);
          expectTransferRules(amounts);

          const mail = receiptEmail(
            { email: 'a@contoh.id', name: 'A' },
            { idTransaction: 'AS261123ABCDEFGH', items: [], paidAt: new Date('2026-11-23T00:00:00Z'), ...amounts },
            'http://127.0.0.1/member/pesanan',
          );
          const lines = receiptLines(mail.text);
          expect(lines.get('Total dibayar')).toBe(amounts.total);
          expect(lines.get('Kode unik') ?? 0).toBe(amounts.total % 1000);
          expect(
            [...lines].filter(([label]) => label !== 'Total dibayar').reduce((sum, [, amount]) => sum + amount, 0),
          ).toBe(amounts.total);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('rounds the issue’s order down: Rp399.000 with HEMAT20 and code 829 is Rp319.829', () => {
    expect(orderAmounts([{ price: 399_000 }], promoDiscount('percent', 20, 399_000), () => 829)).toEqual({
      subtotal: 399_000,
      discount: 79_800,
      rounding: 200,
      uniqueCode: 829,
      total: 319_829,
    });
  });
});

describe('the amount to transfer, through checkout', () => {
  let harness: TestApp;

  beforeAll(async () => {
    harness = await buildTestApp();
  });
  afterAll(() => harness.close());

  it("ends every order's amount in its three-digit unique code, for random prices and promos", async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 5_000_000 }), promo, async (coursePrice, { kind, value }) => {
        run += 1;
        const code = `SIFAT${run}`;
        await harness.db
          .update(courses)
          .set({ price: coursePrice, salePrice: null })
          .where(eq(courses.slug, 'digital-forensik'));
        await harness.db.insert(promoCodes).values({ code, title: code, kind, value, eligible: ['course'] });
        // A session straight from the database: this suite is about amounts, not about logging in.
        const account = await createAccount(harness.db, 'member', `sifat.${run}`);
        const [token] = await issueTokens(harness.db, account.id, 1);

        const order = orderOf(
          await checkout(harness, token, {
            kind: 'course',
            items: [{ type: 'course', ref: 'digital-forensik' }],
            promoCode: code,
          }),
        );
        expect(order).toMatchObject({
          subtotal: coursePrice,
          discount: promoDiscount(kind, value, coursePrice),
          promoCode: code,
        });
        expectTransferRules(order);
        expect(order.status).toBe(order.total === 0 ? 'paid' : 'pending');
        const detail = (
          await harness.app.inject({
            url: `/api/transaction/orders/${order.idTransaction}`,
            headers: { authorization: `Bearer ${token}` },
          })
        ).json<{
          data: OrderDetail;
        }>().data;
        expect(detail).toMatchObject({ total: order.total, rounding: order.rounding, uniqueCode: order.uniqueCode });
      }),
      { numRuns: 12 },
    );
  });
});
