// The amount a member transfers for an order (decision 0024), shared by the API that computes it and the pages and
// emails that quote it. The price after the promo is rounded DOWN to whole thousands and the unique code (1–999) is
// added, so the amount's last three digits are always the code: "Rp319.829" means code 829, and whatever sentence
// names the digits takes them from the amount itself (`transferDigits`), never from a second field.

/** The unique code fills the amount's last three digits, below this step. */
export const TRANSFER_ROUNDING_STEP = 1000;
export const UNIQUE_CODE_MIN = 1;
export const UNIQUE_CODE_MAX = TRANSFER_ROUNDING_STEP - 1;

export interface TransferAmount {
  /**
   * What the rounding takes off the discounted subtotal (0–999): the member never pays more than the promo promised.
   */
  rounding: number;
  /** subtotal − discount − rounding + uniqueCode; 0 for a free order. */
  total: number;
}

/** The discounted subtotal rounded down to whole thousands: 0 means the order is free (no unique code). */
export function roundedForTransfer(subtotal: number, discount: number): number {
  const net = Math.max(0, subtotal - discount);
  return net - (net % TRANSFER_ROUNDING_STEP);
}

/** The amount for a code drawn for this order (0 for a free order, whose rounded amount is 0). */
export function transferAmount(subtotal: number, discount: number, uniqueCode: number): TransferAmount {
  const rounded = roundedForTransfer(subtotal, discount);
  return { rounding: Math.max(0, subtotal - discount) - rounded, total: rounded === 0 ? 0 : rounded + uniqueCode };
}

/** The rounding an order's stored amounts imply (orders keep subtotal, discount, unique code and total). */
export function roundingOf(order: { subtotal: number; discount: number; uniqueCode: number; total: number }): number {
  return Math.max(0, order.subtotal - order.discount + order.uniqueCode - order.total);
}

/** The last three digits of the amount, as the member types them ("029" for Rp320.029); "" for a free order. */
export function transferDigits(total: number): string {
  if (total <= 0) return '';
  return String(total % TRANSFER_ROUNDING_STEP).padStart(3, '0');
}
