/**
 * The bodies of checkout and promo quotes, built field by field: the API refuses any field it does not declare
 * (422 "Kolom tidak dikenal", decision 0024), so whatever extra a caller's objects carry (a cart row's price, a
 * title) never leaves the page.
 */
import type { CheckoutInput, OrderItemRef, PromoCheckInput } from '@akademi-siber/util-contracts';

export function itemRefs(items: readonly OrderItemRef[]): OrderItemRef[] {
  return items.map(({ type, ref }) => ({ type, ref }));
}

export function checkoutBody(input: CheckoutInput): CheckoutInput {
  return {
    kind: input.kind,
    idempotencyKey: input.idempotencyKey,
    ...(input.items ? { items: itemRefs(input.items) } : {}),
    ...(input.promoCode ? { promoCode: input.promoCode } : {}),
    ...(input.affiliateCode ? { affiliateCode: input.affiliateCode } : {}),
  };
}

export function promoCheckBody(input: PromoCheckInput): PromoCheckInput {
  return { code: input.code, ...(input.items ? { items: itemRefs(input.items) } : {}) };
}
