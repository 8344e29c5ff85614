/** The live-class pages' tests' data: the API's answers for a live class with two batches, one of them running. */
import type {
  AdminBatch,
  AdminBatchDetail,
  AdminInstructor,
  AdminLiveClass,
  AttendanceSheet,
} from '@akademi-siber/util-contracts';

export const budi: AdminInstructor = {
  username: 'author.demo',
  name: 'Budi Instruktur',
  email: 'author@akademisiber.id',
  avatarUrl: null,
};

export const sari: AdminInstructor = {
  username: 'sari.pengajar',
  name: 'Sari Pengajar',
  email: 'sari@akademisiber.id',
  avatarUrl: null,
};

export function runningBatch(overrides: Partial<AdminBatch> = {}): AdminBatch {
  return {
    id: 7,
    slug: 'kelas-malam',
    name: 'Kelas Malam',
    price: 950_000,
    salePrice: null,
    quota: 30,
    members: 12,
    heldSeats: 2,
    seatsLeft: 16,
    orders: 15,
    sessions: 3,
    registrationOpensAt: '2025-12-01T00:00:00.000Z',
    registrationClosesAt: '2026-01-04T09:00:00.000Z',
    startsAt: '2026-01-05T12:00:00.000Z',
    endsAt: '2026-01-19T15:00:00.000Z',
    registrationStatus: 'closed',
    published: true,
    lateAfterMinutes: 10,
    attendanceFinalAfterMinutes: 1440,
    attendanceThresholdPercent: 75,
    contentSlug: 'batch-7-materi',
    slugLocked: true,
    ...overrides,
  };
}

export function draftBatch(overrides: Partial<AdminBatch> = {}): AdminBatch {
  return runningBatch({
    id: 9,
    slug: 'batch-januari',
    name: 'Batch Januari',
    price: 1_500_000,
    salePrice: 1_250_000,
    quota: 20,
    members: 0,
    heldSeats: 0,
    seatsLeft: 20,
    orders: 0,
    sessions: 0,
    registrationOpensAt: '2026-02-01T00:00:00.000Z',
    registrationClosesAt: '2026-02-20T09:00:00.000Z',
    startsAt: '2026-03-01T12:00:00.000Z',
    endsAt: '2026-03-29T15:00:00.000Z',
    registrationStatus: 'upcoming',
    published: false,
    contentSlug: 'batch-9-materi',
    slugLocked: false,
    ...overrides,
  });
}

export function workshop(overrides: Partial<AdminLiveClass> = {}): AdminLiveClass {
  return {
    id: 3,
    slug: 'workshop-secure-coding',
    title: 'Workshop Secure Coding',
    level: 'Menengah',
    category: 'Application Security',
    description: 'Praktik menulis kode yang aman.',
    syllabus: ['Model ancaman', 'Validasi input'],
    thumbnailUrl: null,
    instructor: budi,
    published: true,
    createdAt: '2025-11-01T00:00:00.000Z',
    batches: [runningBatch(), draftBatch()],
    slugLocked: true,
    ...overrides,
  };
}

export function batchDetail(overrides: Partial<AdminBatch> = {}): AdminBatchDetail {
  const { batches: _batches, ...liveClass } = workshop();
  return { liveClass, batch: runningBatch(overrides), certificates: 1 };
}

export function attendanceSheet(): AttendanceSheet {
  return {
    owner: 'batch',
    parent: { slug: 'workshop-secure-coding', title: 'Workshop Secure Coding' },
    contentSlug: 'batch-7-materi',
    cohort: {
      id: 7,
      slug: 'kelas-malam',
      name: 'Kelas Malam',
      startsAt: '2026-01-05T12:00:00.000Z',
      endsAt: '2026-01-05T15:00:00.000Z',
    },
    rules: { lateAfterMinutes: 10, finalAfterMinutes: 1440, thresholdPercent: 75 },
    sessions: [
      {
        id: 19,
        title: 'Model ancaman',
        startsAt: '2026-01-05T12:00:00.000Z',
        endsAt: '2026-01-05T15:00:00.000Z',
        meetingUrl: 'https://zoom.us/j/1',
        phase: 'ended',
        final: true,
        records: 1,
      },
    ],
    members: [
      {
        username: 'member.demo',
        name: 'Rina Member',
        avatarUrl: null,
        percent: 100,
        cells: [{ sessionId: 19, status: 'hadir', joinedAt: '2026-01-05T12:03:00.000Z', corrected: false }],
      },
    ],
    corrections: [],
  };
}
