/**
 * Where each order kind's pages live (spec §2; decision 0012: one page family per kind) and how statuses read.
 * "pay" shows the transfer details, "confirm" uploads the proof, "result" shows the status afterwards.
 */
import type { BadgeTone } from '@akademi-siber/ui-design-system';
import type { OrderItemType, OrderKind, OrderStatus, OrderSummary } from '@akademi-siber/util-contracts';

export interface OrderPaths {
  list: string;
  pay: (id: string) => string;
  confirm: (id: string) => string;
  result: (id: string) => string;
}

const enc = encodeURIComponent;

export const ORDER_PATHS: Record<OrderKind, OrderPaths> = {
  course: {
    list: '/member/pesanan',
    pay: (id) => `/member/pesanan/bayar/${enc(id)}`,
    confirm: (id) => `/member/pesanan/konfirmasi/${enc(id)}`,
    result: (id) => `/member/pesanan/berhasil/${enc(id)}`,
  },
  liveclass: {
    list: '/member/liveclass',
    pay: (id) => `/member/liveclass/pesanan/bayar/${enc(id)}`,
    confirm: (id) => `/member/liveclass/pesanan/konfirmasi/${enc(id)}`,
    result: (id) => `/member/liveclass/pesanan/berhasil/${enc(id)}`,
  },
  subscription: {
    list: '/member/pesanan/subscription',
    pay: (id) => `/member/subscription/payment/${enc(id)}`,
    confirm: (id) => `/member/subscription/confirmation/${enc(id)}`,
    result: (id) => `/member/subscription/detail/${enc(id)}`,
  },
  event: {
    list: '/member/cyber-insight',
    pay: (id) => `/member/cyber-insight/payment/${enc(id)}`,
    confirm: (id) => `/member/cyber-insight/confirmation/${enc(id)}`,
    result: (id) => `/member/cyber-insight/detail/${enc(id)}`,
  },
};

/** The page an order's row leads to: pay while pending, otherwise its status page. */
export function nextStepPath(order: Pick<OrderSummary, 'kind' | 'status' | 'idTransaction'>): string {
  const paths = ORDER_PATHS[order.kind];
  return order.status === 'pending' ? paths.pay(order.idTransaction) : paths.result(order.idTransaction);
}

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
