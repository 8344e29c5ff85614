/** An order's status as a badge, in the words and tones of ORDER_STATUS. */
import { Badge } from '@akademi-siber/ui-design-system';
import type { OrderStatus } from '@akademi-siber/util-contracts';
import { ORDER_STATUS } from './order-paths';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { label, tone } = ORDER_STATUS[status];
  return <Badge $tone={tone}>{label}</Badge>;
}
