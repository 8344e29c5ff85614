// The attendance views on their own, composed in a page of the admin's kind (another remote's list of batches beside
// them): what the author's page tests (apps/author) do not already walk through — the lists that summarise sessions
// refetch after a change, a deletion refused by the API keeps the dialog with its message, and the formatting rules.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import { api } from '@akademi-siber/data-access-api';
import {
  answerEachTestsRequests,
  chromeHandlers,
  demoUser,
  renderRemote,
} from '@akademi-siber/feature-app-frame/testing';
import type { AttendanceSheet, SessionInput } from '@akademi-siber/util-contracts';
import type { RemoteApp } from '@akademi-siber/util-federation';
import { BATCH_SESSIONS_LIST_TAG, useGetBatchAttendanceQuery } from './attendance-api';
import { byStart, sessionStateLabel, sessionTimeRange } from './attendance-format';
import { AttendanceGrid, type CorrectionTarget } from './attendance-grid';
import { CorrectionDialog } from './correction-dialog';
import { SessionsSection } from './sessions-section';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const BATCH = { liveclassSlug: 'keamanan-web-live', batchId: 7 };
const ok = <T,>(data: T, message = 'Berhasil', status = 200) =>
  HttpResponse.json({ success: true, message, data }, { status });

// What another remote lists about batches (here: a count of sessions), providing the lib's list tag.
const listApi = api.enhanceEndpoints({ addTagTypes: ['BatchAttendance'] }).injectEndpoints({
  endpoints: (build) => ({
    getTestBatchList: build.query<{ sessions: number }, void>({
      query: () => 'api/uji/daftar-batch',
      providesTags: [BATCH_SESSIONS_LIST_TAG],
    }),
  }),
});

let sheet: AttendanceSheet;
let listReads = 0;

function freshSheet(): AttendanceSheet {
  return {
    liveClass: { slug: BATCH.liveclassSlug, title: 'Keamanan Web Live' },
    contentSlug: 'batch-7-materi',
    batch: {
      id: 7,
      slug: 'batch-1',
      name: 'Batch 1',
      startsAt: '2026-01-05T12:00:00.000Z',
      endsAt: '2026-01-05T14:00:00.000Z',
    },
    rules: { lateAfterMinutes: 10, finalAfterMinutes: 1440, thresholdPercent: 75 },
    sessions: [
      {
        id: 11,
        title: 'Sesi 1',
        startsAt: '2026-01-05T12:00:00.000Z',
        endsAt: '2026-01-05T14:00:00.000Z',
        meetingUrl: null,
        phase: 'upcoming',
        final: false,
        records: 0,
      },
    ],
    members: [
      {
        username: 'member.demo',
        name: 'Rina Member',
        avatarUrl: null,
        percent: 0,
        cells: [{ sessionId: 11, status: null, joinedAt: null, corrected: false }],
      },
    ],
    corrections: [],
  };
}

const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/uji/daftar-batch', () => {
    listReads += 1;
    return ok({ sessions: sheet.sessions.length });
  }),
  http.get('*/api/author/liveclass/:slug/batches/:batchId/attendance', () => ok(sheet)),
  http.post('*/api/author/liveclass/:slug/batches/:batchId/sessions', async ({ request }) => {
    const body = (await request.json()) as SessionInput;
    const session = { id: 12, ...body, phase: 'upcoming' as const, final: false, records: 0 };
    sheet = { ...sheet, sessions: [...sheet.sessions, session] };
    return ok(session, 'Sesi ditambahkan.', 201);
  }),
  http.delete('*/api/author/liveclass/:slug/batches/:batchId/sessions/:sessionId', () => {
    sheet = { ...sheet, sessions: sheet.sessions.map((session) => ({ ...session, records: 1 })) };
    return HttpResponse.json(
      { success: false, message: 'Sesi ini sudah punya 1 catatan kehadiran dan tidak dapat dihapus.', data: null },
      { status: 409 },
    );
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
answerEachTestsRequests();
beforeEach(() => {
  sheet = freshSheet();
  listReads = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function AdminLikePage() {
  const list = listApi.useGetTestBatchListQuery();
  const query = useGetBatchAttendanceQuery(BATCH);
  const [target, setTarget] = useState<CorrectionTarget | null>(null);
  if (!query.data) return <p>Memuat…</p>;
  return (
    <>
      <p>Daftar batch: {list.data?.sessions ?? '…'} sesi</p>
      <SessionsSection batch={BATCH} sessions={query.data.sessions} />
      <AttendanceGrid sheet={query.data} onEdit={setTarget} />
      <CorrectionDialog batch={BATCH} target={target} onClose={() => setTarget(null)} />
    </>
  );
}

const app: RemoteApp = { id: 'admin', basePath: '/admin', routes: [{ path: 'batch', element: <AdminLikePage /> }] };

it('refetches what lists the batches’ sessions after a session is added', async () => {
  renderRemote(app, '/admin/batch', demoUser('admin'));
  expect(await screen.findByText('Daftar batch: 1 sesi')).toBeInTheDocument();
  const section = screen.getByRole('region', { name: 'Sesi' });
  await userEvent.click(within(section).getByRole('button', { name: 'Tambah sesi' }));
  const dialog = await screen.findByRole('dialog', { name: 'Tambah sesi' });
  await userEvent.type(within(dialog).getByLabelText(/Judul sesi/), 'Sesi 2');
  await userEvent.type(within(dialog).getByLabelText(/^Mulai/), '2026-01-12T19:00');
  await userEvent.type(within(dialog).getByLabelText(/^Selesai/), '2026-01-12T21:00');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));

  expect(await screen.findByText('Sesi ditambahkan.')).toBeInTheDocument();
  expect(await screen.findByText('Daftar batch: 2 sesi')).toBeInTheDocument();
  expect(listReads).toBe(2);
  expect(await within(section).findByRole('listitem', { name: 'Sesi 2' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Ubah kehadiran Rina Member di Sesi 2' })).toBeInTheDocument();
});

it('keeps the delete dialog open with the API’s refusal, and the sheet shows why', async () => {
  renderRemote(app, '/admin/batch', demoUser('admin'));
  const section = await screen.findByRole('region', { name: 'Sesi' });
  await userEvent.click(within(section).getByRole('button', { name: 'Hapus sesi Sesi 1' }));
  const dialog = await screen.findByRole('dialog', { name: 'Hapus sesi' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, hapus' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Sesi ini sudah punya 1 catatan kehadiran dan tidak dapat dihapus.',
  );
  // The refusal refetched the sheet: the session's records now lock its button.
  await waitFor(() =>
    expect(within(section).getByText('1 catatan kehadiran, jadi sesi ini tidak dapat dihapus.')).toBeInTheDocument(),
  );
  expect(listReads).toBe(1);
});

describe('formatting', () => {
  it('writes a session’s time in WIB, with both dates when it runs past midnight', () => {
    expect(sessionTimeRange('2026-01-05T12:00:00.000Z', '2026-01-05T14:30:00.000Z')).toBe(
      '05 Jan 2026, 19.00 – 21.30 WIB',
    );
    expect(sessionTimeRange('2026-01-05T15:00:00.000Z', '2026-01-05T18:00:00.000Z')).toBe(
      '05 Jan 2026, 22.00 – 06 Jan 2026, 01.00 WIB',
    );
  });

  it('says where a session stands until its attendance is final', () => {
    expect(sessionStateLabel({ phase: 'upcoming', final: false })).toBe('Akan datang');
    expect(sessionStateLabel({ phase: 'open', final: false })).toBe('Berlangsung');
    expect(sessionStateLabel({ phase: 'ended', final: false })).toBe('Belum final');
    expect(sessionStateLabel({ phase: 'ended', final: true })).toBeNull();
  });

  it('orders sessions by start, then by id', () => {
    const sessions = [
      { id: 3, startsAt: '2026-01-12T12:00:00.000Z' },
      { id: 2, startsAt: '2026-01-05T12:00:00.000Z' },
      { id: 1, startsAt: '2026-01-12T12:00:00.000Z' },
    ];
    expect(byStart(sessions).map((session) => session.id)).toEqual([2, 1, 3]);
  });
});
