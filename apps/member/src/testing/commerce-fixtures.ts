/** Shapes the buying-page tests answer with (util-contracts commerce.ts), and the envelope helpers. */
import { HttpResponse } from 'msw';
import type { MemberCartItem, OrderDetail } from '@akademi-siber/util-contracts';

export function ok<T>(data: T, status = 200) {
  return HttpResponse.json({ success: true, message: 'Berhasil', data }, { status });
}

export function fail(status: number, message: string, data: unknown = null) {
  return HttpResponse.json({ success: false, message, data }, { status });
}

export function page<T>(data: T[], total = data.length, perPage = 10) {
  return HttpResponse.json({ success: true, message: 'Berhasil', data, meta: { page: 1, per_page: perPage, total } });
}

export const cartCourse: MemberCartItem = {
  id: 11,
  type: 'course',
  ref: 'pentest-web',
  slug: 'pentest-web',
  title: 'Pentest Aplikasi Web',
  subtitle: null,
  price: 500000,
  salePrice: 350000,
  thumbnailUrl: null,
  addedAt: '2026-11-20T08:00:00Z',
};

export const cartCourse2: MemberCartItem = {
  id: 12,
  type: 'course',
  ref: 'forensik-digital',
  slug: 'forensik-digital',
  title: 'Forensik Digital',
  subtitle: null,
  price: 250000,
  salePrice: null,
  thumbnailUrl: null,
  addedAt: '2026-11-21T08:00:00Z',
};

export const cartBatch: MemberCartItem = {
  id: 13,
  type: 'batch',
  ref: '7',
  slug: 'soc-analyst',
  title: 'SOC Analyst Bootcamp',
  subtitle: 'Batch Desember 2026',
  price: 1500000,
  salePrice: null,
  thumbnailUrl: null,
  addedAt: '2026-11-22T08:00:00Z',
};

export function order(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    idTransaction: 'AS261123ABCDEFGH',
    kind: 'course',
    status: 'pending',
    items: [{ type: 'course', ref: 'pentest-web', title: 'Pentest Aplikasi Web', price: 350000 }],
    subtotal: 350000,
    discount: 0,
    promoCode: null,
    rounding: 0,
    uniqueCode: 123,
    total: 350123,
    createdAt: '2026-11-23T08:00:00Z',
    expiresAt: new Date(Date.now() + 5 * 3600_000).toISOString(),
    bankAccounts: [
      { bank: 'BCA', accountNumber: '1234567890', accountName: 'PT Akademi Siber Indonesia' },
      { bank: 'Mandiri', accountNumber: '0987654321', accountName: 'PT Akademi Siber Indonesia' },
    ],
    proof: null,
    rejectionReason: null,
    paidAt: null,
    history: [],
    ...overrides,
  };
}
