/** How order statuses and kinds read in the member area; the pages' paths come from util-contracts. */
import type { BadgeTone } from '@akademi-siber/ui-design-system';
import type { OrderItemType, OrderKind, OrderStatus } from '@akademi-siber/util-contracts';

export { nextStepPath, ORDER_PATHS, type OrderPaths } from '@akademi-siber/util-contracts';

export function nextStepLabel(status: OrderStatus): string {
  switch (status) {
    case 'pending':
      return 'Bayar sekarang';
    case 'rejected':
      return 'Lihat alasan & unggah ulang';
    case 'waiting_verification':
      return 'Lihat status';
    default:
      return 'Lihat detail';
  }
}

export const ORDER_STATUS: Record<OrderStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Menunggu pembayaran', tone: 'warning' },
  waiting_verification: { label: 'Menunggu verifikasi', tone: 'info' },
  paid: { label: 'Lunas', tone: 'success' },
  expired: { label: 'Kedaluwarsa', tone: 'neutral' },
  rejected: { label: 'Ditolak', tone: 'danger' },
  cancelled: { label: 'Dibatalkan', tone: 'neutral' },
};

export const ORDER_KIND_LABELS: Record<OrderKind, string> = {
  course: 'Kelas online',
  liveclass: 'Live class',
  subscription: 'Langganan',
  event: 'Cyber Insight',
};

export const ITEM_TYPE_LABELS: Record<OrderItemType, string> = {
  course: 'Kelas online',
  batch: 'Live class',
  plan: 'Paket langganan',
  event: 'Acara',
};
