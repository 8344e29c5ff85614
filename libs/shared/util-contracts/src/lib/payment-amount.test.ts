import fc from 'fast-check';
import { roundingOf, transferAmount, transferDigits, UNIQUE_CODE_MAX, UNIQUE_CODE_MIN } from './payment-amount';

describe('transferAmount', () => {
  it('ends every amount in its unique code, never above the discounted subtotal + code', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: UNIQUE_CODE_MIN, max: UNIQUE_CODE_MAX }),
        (subtotal, rawDiscount, code) => {
          const discount = Math.min(rawDiscount, subtotal);
          const { rounding, total } = transferAmount(subtotal, discount, code);
          expect(rounding).toBeGreaterThanOrEqual(0);
          expect(rounding).toBeLessThan(1000);
          if (total === 0) {
            // Free: nothing left after rounding down, so no code and nothing to transfer.
            expect(subtotal - discount).toBeLessThan(1000);
            return;
          }
          expect(total % 1000).toBe(code);
          expect(transferDigits(total)).toBe(String(code).padStart(3, '0'));
          expect(total).toBeLessThanOrEqual(subtotal - discount + code);
          expect(total).toBe(subtotal - discount - rounding + code);
          expect(roundingOf({ subtotal, discount, uniqueCode: code, total })).toBe(rounding);
        },
      ),
    );
  });

  it('rounds the issue’s example down: Rp399.000 − Rp79.800 with code 829 is Rp319.829, rounding Rp200', () => {
    expect(transferAmount(399_000, 79_800, 829)).toEqual({ rounding: 200, total: 319_829 });
    expect(transferDigits(319_829)).toBe('829');
    expect(transferDigits(320_005)).toBe('005');
    expect(transferDigits(0)).toBe('');
  });

  it('makes an order free when less than Rp1.000 is left after the discount', () => {
    expect(transferAmount(49_000, 48_500, 123)).toEqual({ rounding: 500, total: 0 });
    expect(transferAmount(0, 0, 0)).toEqual({ rounding: 0, total: 0 });
  });
});
