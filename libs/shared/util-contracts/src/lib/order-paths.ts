/**
 * Where each order kind's pages live in the member area (spec §2; decision 0012: one page family per kind). The
 * member remote routes them; the API links its notifications to them. "pay" shows the transfer details, "confirm"
 * uploads the proof, "result" shows the status afterwards.
 */
import type { OrderKind, OrderSummary } from './commerce';

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

/** The page an order leads to: pay while pending, otherwise its status page. */
export function nextStepPath(order: Pick<OrderSummary, 'kind' | 'status' | 'idTransaction'>): string {
  const paths = ORDER_PATHS[order.kind];
  return order.status === 'pending' ? paths.pay(order.idTransaction) : paths.result(order.idTransaction);
}
