// A member's corporate program (decision 0046) as its pages read it: PT Nusantara Aman's Batch 1 — 2026 with four
// learning items in every state (`GET /api/member/corporate-program/3`), and the list of the member's programs
// (`GET /api/member/corporate-program`), with the msw handlers that answer them. Due dates are counted from the moment
// the test runs, so "in 5 days" and "3 days ago" hold whenever it does. The second item's content is served with the
// batch fixtures' outline.
import { http, HttpResponse } from 'msw';
import type {
  MemberProgramBatch,
  MemberProgramItem,
  MemberProgramSummary,
  ProgramBatchRef,
} from '@akademi-siber/util-contracts';

const DAY_MS = 86_400_000;
/** Midday in Jakarta `days` from today, so the relative day does not depend on the hour the test runs. */
export const daysFromNow = (days: number) => {
  const jakartaToday = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
  return new Date(Date.parse(`${jakartaToday}T05:00:00Z`) + days * DAY_MS).toISOString();
};

export const PROGRAM_COMPANY = { id: 5, name: 'PT Nusantara Aman' };

export const PROGRAM_BATCH: ProgramBatchRef = {
  id: 3,
  name: 'Batch 1 — 2026',
  startsAt: '2026-01-05T00:00:00+07:00',
  endsAt: '2026-06-30T23:59:00+07:00',
};

export const OTHER_BATCH: ProgramBatchRef = {
  id: 4,
  name: 'Batch 2 — 2026',
  startsAt: '2026-07-01T00:00:00+07:00',
  endsAt: '2026-12-31T23:59:00+07:00',
};

export const PROGRAM_CONTENT_SLUG = 'program-password-nusantara';

const item = (overrides: Partial<MemberProgramItem> & Pick<MemberProgramItem, 'id' | 'title' | 'order'>) => ({
  contentSlug: `program-item-${overrides.id}`,
  dueAt: null,
  points: 100,
  progress: 0,
  quizScore: null,
  completedAt: null,
  status: 'belum_mulai' as const,
  ...overrides,
});

/** In the API's order (by `order`): done, in progress (due in 5 days), overdue (3 days ago), not started. */
export function programItems(): MemberProgramItem[] {
  return [
    item({
      id: 11,
      title: 'Mengenali email phishing',
      order: 1,
      dueAt: daysFromNow(-10),
      points: 100,
      progress: 100,
      quizScore: 90,
      completedAt: daysFromNow(-12),
      status: 'selesai',
    }),
    item({
      id: 12,
      title: 'Password dan autentikasi dua langkah',
      contentSlug: PROGRAM_CONTENT_SLUG,
      order: 2,
      dueAt: daysFromNow(5),
      points: 150,
      progress: 33,
      status: 'berjalan',
    }),
    item({
      id: 13,
      title: 'Perangkat kerja yang aman',
      order: 3,
      dueAt: daysFromNow(-3),
      points: 100,
      progress: 10,
      quizScore: 40,
      status: 'terlambat',
    }),
    item({ id: 14, title: 'Pelindungan data pribadi', order: 4, points: 50 }),
  ];
}

export function programBatch(overrides: Partial<MemberProgramBatch> = {}): MemberProgramBatch {
  const learningItems = overrides.learningItems ?? programItems();
  const completed = learningItems.filter((entry) => entry.completedAt !== null);
  return {
    batch: PROGRAM_BATCH,
    company: PROGRAM_COMPANY,
    items: learningItems.length,
    completedItems: completed.length,
    progress: learningItems.length === 0 ? 0 : Math.floor((completed.length * 100) / learningItems.length),
    points: completed.reduce((sum, entry) => sum + entry.points, 0),
    learningItems,
    ...overrides,
  };
}

/** The list's row of a batch answer. */
export function programSummary(batch: MemberProgramBatch = programBatch()): MemberProgramSummary {
  const { company, items, completedItems, progress, points } = batch;
  return { batch: batch.batch, company, items, completedItems, progress, points };
}

/** The member's second batch, with its own first item. */
export function otherBatch(): MemberProgramBatch {
  return programBatch({
    batch: OTHER_BATCH,
    learningItems: [item({ id: 21, title: 'Rekayasa sosial lewat telepon', order: 1, dueAt: daysFromNow(40) })],
  });
}

export const programItemPagePath = (entry: Pick<MemberProgramItem, 'contentSlug' | 'id'>) =>
  `/member/-corporate-program/${entry.contentSlug}/${PROGRAM_COMPANY.id}/${entry.id}`;

export const ok = <T>(data: T) => HttpResponse.json({ success: true, message: 'Berhasil', data });
export const fail = (status: number, message: string) =>
  HttpResponse.json({ success: false, message, data: null }, { status });

/** What the member's program API answers in a test, and the calls it saw (`list`, `batch 3`). */
export interface ProgramApi {
  list: () => Response;
  batches: Record<number, () => Response>;
  seen: string[];
}

/** Batch 1 — 2026 alone, nothing seen yet: for each test's `beforeEach`. */
export function resetProgramApi(programApi: ProgramApi): void {
  const batch = programBatch();
  programApi.list = () => ok([programSummary(batch)]);
  programApi.batches = { [PROGRAM_BATCH.id]: () => ok(batch) };
  programApi.seen.length = 0;
}

/** The member has both batches of the company. */
export function answerBothBatches(programApi: ProgramApi): void {
  const first = programBatch();
  const second = otherBatch();
  programApi.list = () => ok([programSummary(first), programSummary(second)]);
  programApi.batches = { [PROGRAM_BATCH.id]: () => ok(first), [OTHER_BATCH.id]: () => ok(second) };
}

/** msw handlers of the list and of one batch (a batch not in `batches` is not the member's: 404). */
export const programApiHandlers = (programApi: ProgramApi) => [
  http.get('*/api/member/corporate-program', () => {
    programApi.seen.push('list');
    return programApi.list();
  }),
  http.get('*/api/member/corporate-program/:batchId', ({ params }) => {
    const batchId = Number(params['batchId']);
    programApi.seen.push(`batch ${batchId}`);
    return programApi.batches[batchId]?.() ?? fail(404, 'Batch program tidak ditemukan.');
  }),
];

/** A server error the first time, then `answer`: for the error state and its retry. */
export function failingOnce(answer: () => Response): () => Response {
  let calls = 0;
  return () => {
    calls += 1;
    return calls === 1 ? fail(500, 'Terjadi kesalahan pada server.') : answer();
  };
}
