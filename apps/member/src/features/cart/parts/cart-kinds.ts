import type { MemberCartItem, OrderItemRef } from '@akademi-siber/util-contracts';

/** A cart holds two order kinds (decision 0012): courses → kind course, batches → kind liveclass. */
export type CartKind = 'course' | 'liveclass';

export const CART_KINDS: Record<CartKind, { label: string; itemType: MemberCartItem['type'] }> = {
  course: { label: 'Kelas online', itemType: 'course' },
  liveclass: { label: 'Live class', itemType: 'batch' },
};

export function isCartKind(value: string | null): value is CartKind {
  return value === 'course' || value === 'liveclass';
}

export function cartItemsOfKind(items: MemberCartItem[], kind: CartKind): MemberCartItem[] {
  return items.filter((item) => item.type === CART_KINDS[kind].itemType);
}

export function cartRefs(items: MemberCartItem[]): OrderItemRef[] {
  return items.map((item) => ({ type: item.type, ref: item.ref }));
}

export function priceOf(item: Pick<MemberCartItem, 'price' | 'salePrice'>): number {
  return item.salePrice ?? item.price;
}
