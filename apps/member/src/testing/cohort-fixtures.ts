// A cohort's home as its member reads it (decisions 0040, 0041, 0045): a live-class batch's (`GET /api/member/
// liveclass/bootcamp/batch-12`) and a corporate-training group's (`GET /api/member/corporate-training/
// security-awareness-karyawan/nusantara-aman-keuangan`) — the same sessions, attendance and learning.
import type { MemberBatchHome, MemberBatchSession, MemberGroupHome } from '@akademi-siber/util-contracts';
import { BATCH_CONTENT_SLUG, batchLearning } from './batch-fixtures';

export const BATCH_PAGE = '/member/liveclass/bootcamp/batch-12';
export const GROUP_PAGE = '/member/corporate-training/security-awareness-karyawan/nusantara-aman-keuangan';

/** One session of a cohort's home; by default ended and final, Monday 5 January 2026, 09.00–11.00 WIB, on Zoom. */
export const memberSession = (id: number, overrides: Partial<MemberBatchSession>): MemberBatchSession => ({
  id,
  title: `Sesi ${id}`,
  startsAt: '2026-01-05T02:00:00Z',
  endsAt: '2026-01-05T04:00:00Z',
  joinOpensAt: '2026-01-05T01:45:00Z',
  phase: 'ended',
  attendance: null,
  final: true,
  meetingProvider: 'zoom',
  ...overrides,
});

/**
 * Four sessions, out of order on purpose (a home lists them by start): 1 ended (Hadir), 2 ended (Tidak hadir, no
 * provider known), 3 open, 4 upcoming.
 */
export function memberSessions(): MemberBatchSession[] {
  return [
    memberSession(4, {
      title: 'Sesi 4: Pelaporan',
      startsAt: '2026-01-19T02:00:00Z',
      endsAt: '2026-01-19T04:00:00Z',
      joinOpensAt: '2026-01-19T01:45:00Z',
      phase: 'upcoming',
      final: false,
      meetingProvider: 'google-meet',
    }),
    memberSession(1, {
      title: 'Sesi 1: Recon',
      attendance: { status: 'hadir', joinedAt: '2026-01-05T01:58:00Z' },
    }),
    memberSession(3, {
      title: 'Sesi 3: Eksploitasi',
      startsAt: '2026-01-12T02:00:00Z',
      endsAt: '2026-01-12T04:00:00Z',
      joinOpensAt: '2026-01-12T01:45:00Z',
      phase: 'open',
      final: false,
      meetingProvider: 'bigbluebutton',
    }),
    memberSession(2, {
      title: 'Sesi 2: Pemindaian',
      startsAt: '2026-01-08T02:00:00Z',
      endsAt: '2026-01-08T04:00:00Z',
      joinOpensAt: '2026-01-08T01:45:00Z',
      attendance: { status: 'tidak_hadir', joinedAt: null },
      meetingProvider: null,
    }),
  ];
}

const rules = { lateAfterMinutes: 15, finalAfterMinutes: 60, thresholdPercent: 75 };
const attendance = { attended: 1, held: 2, total: 4, percent: 25 };

export const batchHome = (overrides: Partial<MemberBatchHome> = {}): MemberBatchHome => ({
  liveClass: { slug: 'bootcamp', title: 'Bootcamp Penetration Testing', instructor: 'Budi Santoso' },
  batch: { slug: 'batch-12', name: 'Batch 12', startsAt: '2026-01-05T00:00:00Z', endsAt: '2026-01-31T00:00:00Z' },
  rules,
  sessions: memberSessions(),
  attendance,
  learning: batchLearning(),
  ...overrides,
});

/** The demo group, its content ready (the batch fixtures' content serves it). */
export const groupHome = (overrides: Partial<MemberGroupHome> = {}): MemberGroupHome => ({
  training: {
    slug: 'security-awareness-karyawan',
    title: 'Security Awareness untuk Karyawan',
    summary: 'Pelatihan satu hari agar seluruh karyawan mengenali phishing.',
    topics: ['Phishing dan rekayasa sosial', 'Melaporkan insiden'],
    durationDays: 1,
  },
  group: {
    slug: 'nusantara-aman-keuangan',
    name: 'Divisi Keuangan 2026',
    startsAt: '2026-01-05T00:00:00Z',
    endsAt: '2026-01-31T00:00:00Z',
  },
  companyName: 'PT Nusantara Aman',
  progress: { completedMaterials: 1, totalMaterials: 3, percent: 33 },
  instructor: { name: 'Budi Instruktur', username: 'author.demo', avatarUrl: null },
  contentSlug: BATCH_CONTENT_SLUG,
  participants: 3,
  enrolledAt: '2026-01-02T02:00:00Z',
  rules,
  sessions: memberSessions(),
  attendance,
  learning: batchLearning(),
  ...overrides,
});
