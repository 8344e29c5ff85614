/** How an order's status and kind read in the staff pages: the labels, and the status badge. */
import { Badge, type BadgeTone } from '@akademi-siber/ui-design-system';
import type { OrderKind, OrderStatus } from '@akademi-siber/util-contracts';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Menunggu pembayaran',
  waiting_verification: 'Menunggu verifikasi',
  paid: 'Lunas',
  expired: 'Kedaluwarsa',
  rejected: 'Ditolak',
  cancelled: 'Dibatalkan',
};

const ORDER_STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  pending: 'neutral',
  waiting_verification: 'warning',
  paid: 'success',
  expired: 'neutral',
  rejected: 'danger',
  cancelled: 'neutral',
};

export const ORDER_KIND_LABELS: Record<OrderKind, string> = {
  course: 'Kelas online',
  liveclass: 'Live class',
  subscription: 'Langganan',
  event: 'Cyber Insight',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge $tone={ORDER_STATUS_TONES[status]}>{ORDER_STATUS_LABELS[status] ?? status}</Badge>;
}
