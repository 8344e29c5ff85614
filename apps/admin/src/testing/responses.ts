/** Sample answers of the /api/lcadm commerce routes for the admin remote's page tests (shapes of util-contracts). */
import { HttpResponse } from 'msw';
import type {
  AdminActivationBatch,
  AdminEvent,
  AdminOrderDetail,
  AdminOrderSummary,
  AdminPromoCode,
  AdminSubscriptionPlan,
} from '@akademi-siber/util-contracts';

export const ok = <T>(data: T, status = 200) =>
  HttpResponse.json({ success: true, message: 'Berhasil', data }, { status });
export const page = <T>(data: T[], total = data.length) =>
  HttpResponse.json({ success: true, message: 'Berhasil', data, meta: { page: 1, per_page: 10, total } });
export const fail = (status: number, message: string, data: unknown = null) =>
  HttpResponse.json({ success: false, message, data }, { status });
export const fieldErrors = (errors: { path: string; message: string }[]) =>
  fail(422, errors[0]?.message ?? 'Data tidak valid', { errors });

const buyer = { name: 'Rina Member', username: 'member.demo', email: 'member@akademisiber.id' };

export const waitingOrder: AdminOrderSummary = {
  idTransaction: 'AS261123ABCD2345',
  kind: 'course',
  status: 'waiting_verification',
  items: [{ type: 'course', ref: 'dasar-keamanan-web', title: 'Dasar Keamanan Web', price: 250000 }],
  total: 250123,
  createdAt: '2026-11-23T02:00:00Z',
  expiresAt: '2026-11-24T02:00:00Z',
  buyer,
  hasProof: true,
};

export const orderDetail = (overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail => ({
  ...waitingOrder,
  subtotal: 250000,
  discount: 0,
  promoCode: null,
  rounding: 0,
  uniqueCode: 123,
  bankAccounts: [{ bank: 'BCA', accountNumber: '1234567890', accountName: 'PT Akademi Siber Indonesia' }],
  proof: { originalName: 'bukti.png', contentType: 'image/png', size: 48_000, uploadedAt: '2026-11-23T03:00:00Z' },
  rejectionReason: null,
  paidAt: null,
  history: [
    { from: null, to: 'pending', by: 'Rina Member', note: null, at: '2026-11-23T02:00:00Z' },
    { from: 'pending', to: 'waiting_verification', by: 'Rina Member', note: null, at: '2026-11-23T03:00:00Z' },
  ],
  affiliateCode: null,
  ...overrides,
});

export const plan: AdminSubscriptionPlan = {
  id: 2,
  name: 'Langganan 3 Bulan',
  months: 3,
  price: 249000,
  description: 'Akses semua kelas langganan.',
  active: true,
};

export const promo: AdminPromoCode = {
  id: 4,
  code: 'HEMAT20',
  title: 'Hemat 20%',
  description: 'Potongan untuk kelas dan live class.',
  kind: 'percent',
  value: 20,
  startsAt: null,
  endsAt: '2026-12-31T16:59:00Z',
  quota: null,
  perUserLimit: 1,
  eligible: ['course', 'batch'],
  showOnPromoPage: true,
  active: true,
  usedCount: 3,
};

export const activationBatch: AdminActivationBatch = {
  id: 9,
  name: 'Kerja sama Kampus',
  type: 'course',
  ref: 'dasar-keamanan-web',
  targetTitle: 'Dasar Keamanan Web',
  count: 5,
  usesPerCode: 1,
  redeemed: 1,
  expiresAt: null,
  createdAt: '2026-11-20T00:00:00Z',
};

export const event: AdminEvent = {
  id: 3,
  slug: 'webinar-phishing',
  title: 'Webinar: Mengenali Phishing',
  summary: 'Cara mengenali email dan pesan phishing.',
  description: 'Sesi dua jam tentang teknik phishing terbaru dan cara melindungi tim Anda.',
  coverUrl: null,
  startsAt: '2026-12-10T06:00:00Z',
  endsAt: '2026-12-10T08:00:00Z',
  location: 'Online (Zoom)',
  price: 0,
  quota: 100,
  seatsLeft: 60,
  registrationClosesAt: '2026-12-10T05:00:00Z',
  registrationStatus: 'open',
  speakers: [{ name: 'Dewi Lestari', title: 'Analis SOC' }],
  published: true,
  registrantCount: 40,
};
