/**
 * Catalogue fixtures the tests of several features share (the catalog feature's pages, the home page's sections):
 * the API's envelope for one item and for a page of a list, a live class with its batches, a corporate training
 * with a group, a Cyber Insight event and a promo banner.
 */
import { HttpResponse } from 'msw';
import type {
  CorporateTrainingDetail,
  EventDetail,
  LiveClassBatch,
  LiveClassDetail,
  PromoBanner,
} from '@akademi-siber/util-contracts';

export const ok = <T>(data: T) => HttpResponse.json({ success: true, message: 'OK', data });
export const page = <T>(data: T[], total = data.length, pageNo = 1, perPage = 9) =>
  HttpResponse.json({ success: true, message: 'OK', data, meta: { page: pageNo, per_page: perPage, total } });

export const batch = (id: number, overrides: Partial<LiveClassBatch> = {}): LiveClassBatch => ({
  id,
  slug: `batch-${id}`,
  name: `Batch ${id}`,
  price: 1500000,
  salePrice: null,
  quota: 20,
  seatsLeft: 5,
  registrationOpensAt: '2026-11-01T00:00:00Z',
  registrationClosesAt: '2026-12-01T00:00:00Z',
  startsAt: '2026-12-05T02:00:00Z',
  endsAt: '2026-12-20T04:00:00Z',
  registrationStatus: 'open',
  sessions: [{ title: 'Sesi 1: Recon', startsAt: '2026-12-05T02:00:00Z', endsAt: '2026-12-05T04:00:00Z' }],
  ...overrides,
});

export const liveClass: LiveClassDetail = {
  slug: 'pentest-web',
  title: 'Pentest Aplikasi Web',
  level: 'Menengah',
  category: 'Offensive',
  thumbnailUrl: null,
  instructor: { name: 'Sari Instruktur', username: 'sari', avatarUrl: null },
  nextBatch: batch(1),
  description: 'Uji penetrasi dari recon hingga laporan.',
  syllabus: ['Recon', 'Eksploitasi', 'Pelaporan'],
  batches: [
    batch(1),
    batch(2, { registrationStatus: 'full', seatsLeft: 0 }),
    batch(3, { registrationStatus: 'closed' }),
  ],
};

export const training: CorporateTrainingDetail = {
  slug: 'secure-coding',
  title: 'Secure Coding untuk Developer',
  summary: 'Menulis kode yang aman.',
  thumbnailUrl: null,
  durationDays: 3,
  description: 'Pelatihan tiga hari.',
  topics: ['Validasi input', 'Manajemen sesi'],
  groups: [
    {
      slug: 'bank-abc-2026',
      name: 'Bank ABC 2026',
      companyName: 'Bank ABC',
      startsAt: '2026-08-01T00:00:00Z',
      endsAt: '2026-08-03T00:00:00Z',
      participantCount: 25,
    },
  ],
};

export const event = (overrides: Partial<EventDetail> = {}): EventDetail => ({
  id: 7,
  slug: 'ransomware-2026',
  title: 'Tren Ransomware 2026',
  summary: 'Diskusi tren ransomware.',
  coverUrl: null,
  startsAt: '2099-12-10T12:00:00Z',
  endsAt: '2099-12-10T14:00:00Z',
  location: 'Online (Zoom)',
  price: 0,
  quota: 100,
  seatsLeft: 40,
  registrationClosesAt: '2099-12-09T12:00:00Z',
  registrationStatus: 'open',
  description: 'Bersama praktisi respons insiden.',
  speakers: [{ name: 'Dewi Analis', title: 'Incident Responder' }],
  ...overrides,
});

export const promo: PromoBanner = {
  code: 'HEMAT50',
  title: 'Hemat akhir tahun',
  description: 'Potongan untuk semua kelas.',
  kind: 'percent',
  value: 50,
  endsAt: '2026-12-31T16:59:59Z',
  eligible: ['course', 'batch'],
};
