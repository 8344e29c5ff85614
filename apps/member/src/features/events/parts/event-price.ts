import type { EventSummary } from '@akademi-siber/util-contracts';
import { formatCurrency } from '@akademi-siber/util-format';

/** An event's price as its badge reads: "Gratis" or the amount in rupiah. */
export function eventPrice(event: Pick<EventSummary, 'price'>): string {
  return event.price === 0 ? 'Gratis' : formatCurrency(event.price);
}
