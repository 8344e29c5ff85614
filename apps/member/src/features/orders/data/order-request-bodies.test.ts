import type { CheckoutInput, PromoCheckInput } from '@akademi-siber/util-contracts';
import { checkoutBody, promoCheckBody } from './order-request-bodies';

describe('checkout and promo request bodies', () => {
  it('send only the fields the API declares, whatever else the objects carry', () => {
    const cartRow = { type: 'course' as const, ref: 'pentest-web', price: 1, title: 'Pentest Aplikasi Web' };
    const input = {
      kind: 'course',
      idempotencyKey: 'f7a1b2c3-0000-4000-8000-000000000001',
      items: [cartRow],
      promoCode: 'HEMAT20',
      total: 1,
    } as CheckoutInput;
    expect(checkoutBody(input)).toEqual({
      kind: 'course',
      idempotencyKey: 'f7a1b2c3-0000-4000-8000-000000000001',
      items: [{ type: 'course', ref: 'pentest-web' }],
      promoCode: 'HEMAT20',
    });
    expect(checkoutBody({ kind: 'course', idempotencyKey: 'k'.repeat(16) })).toEqual({
      kind: 'course',
      idempotencyKey: 'k'.repeat(16),
    });
    expect(promoCheckBody({ code: 'HEMAT20', items: [cartRow], subtotal: 5 } as PromoCheckInput)).toEqual({
      code: 'HEMAT20',
      items: [{ type: 'course', ref: 'pentest-web' }],
    });
  });
});
