// The attendance views on their own, composed in a page of the admin's kind (another remote's list of cohorts beside
// them): what the author's page tests (apps/author) do not already walk through — the lists that summarise sessions
// refetch after a change, a deletion refused by the API keeps the dialog with its message, a group's calls go to the
// group's routes and its cache never answers for a batch's, and the formatting rules.
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
import type { AttendanceSheet, SessionInput, StaffCohortRef } from '@akademi-siber/util-contracts';
import type { RemoteApp } from '@akademi-siber/util-federation';
import {
  cohortAttendanceTag,
  cohortKey,
  COHORT_SESSIONS_LIST_TAG,
  useGetCohortAttendanceQuery,
} from './attendance-api';
import { byStart, sessionStateLabel, sessionTimeRange } from './attendance-format';
import { AttendanceGrid, type CorrectionTarget } from './attendance-grid';
import { CohortAttendancePanel } from './cohort-attendance';
import { CorrectionDialog } from './correction-dialog';
import { SessionsSection } from './sessions-section';
import { addSession, cohortApiState, cohortStaffHandlers, correctCell } from '../testing';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const BATCH = { liveclassSlug: 'keamanan-web-live', batchId: 7 };
const GROUP = { trainingSlug: 'security-awareness-karyawan', groupId: 6 };
const ok = <T,>(data: T, message = 'Berhasil', status = 200) =>
  HttpResponse.json({ success: true, message, data }, { status });

// What another remote lists about cohorts (here: a count of sessions), providing the lib's list tag.
const listApi = api.enhanceEndpoints({ addTagTypes: ['CohortAttendance'] }).injectEndpoints({
  endpoints: (build) => ({
    getTestBatchList: build.query<{ sessions: number }, void>({
      query: () => 'api/uji/daftar-batch',
      providesTags: [COHORT_SESSIONS_LIST_TAG],
    }),
  }),
});

let sheet: AttendanceSheet;
let listReads = 0;
let batchReads = 0;

function freshSheet(): AttendanceSheet {
  return {
    owner: 'batch',
    parent: { slug: BATCH.liveclassSlug, title: 'Keamanan Web Live' },
    contentSlug: 'batch-7-materi',
    cohort: {
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

function freshGroupSheet(): AttendanceSheet {
  const batch = freshSheet();
  return {
    ...batch,
    owner: 'group',
    parent: { slug: GROUP.trainingSlug, title: 'Security Awareness untuk Karyawan' },
    contentSlug: 'group-6-materi',
    cohort: { ...batch.cohort, id: 6, slug: 'nusantara-aman-keuangan', name: 'Divisi Keuangan 2026' },
    sessions: [{ ...batch.sessions[0], id: 21, title: 'Kelas 1: Phishing' }],
    members: [
      {
        username: 'rina.wulandari',
        name: 'Rina Wulandari',
        avatarUrl: null,
        percent: 0,
        cells: [{ sessionId: 21, status: null, joinedAt: null, corrected: false }],
      },
    ],
  };
}

const GROUP_API = '*/api/author/corporate-training/:trainingSlug/groups/:groupId';
const group = cohortApiState(freshGroupSheet());

const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/author/liveclass/:slug/batches/:batchId/attendance', () => {
    batchReads += 1;
    return ok(sheet);
  }),
  // The group's routes hold their own sheet: what the group does shows whether it touches the batch's.
  ...cohortStaffHandlers(GROUP_API, group),
  http.get('*/api/uji/daftar-batch', () => {
    listReads += 1;
    return ok({ sessions: sheet.sessions.length });
  }),
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
  Object.assign(group, cohortApiState(freshGroupSheet()));
  listReads = 0;
  batchReads = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function AdminLikePage() {
  const list = listApi.useGetTestBatchListQuery();
  const query = useGetCohortAttendanceQuery(BATCH);
  const [target, setTarget] = useState<CorrectionTarget | null>(null);
  if (!query.data) return <p>Memuat…</p>;
  return (
    <>
      <p>Daftar batch: {list.data?.sessions ?? '…'} sesi</p>
      <SessionsSection cohort={BATCH} sessions={query.data.sessions} />
      <AttendanceGrid sheet={query.data} onEdit={setTarget} />
      <CorrectionDialog cohort={BATCH} target={target} onClose={() => setTarget(null)} />
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

describe('a corporate-training group', () => {
  // Both cohorts' sheets on one page: what the group does must not touch the batch's cache entry.
  function BothCohortsPage() {
    const batch = useGetCohortAttendanceQuery(BATCH);
    return (
      <>
        <p>Batch: {batch.data ? `${batch.data.cohort.name}, ${batch.data.corrections.length} koreksi` : '…'}</p>
        <CohortAttendancePanel cohort={GROUP} errorTitle="Kehadiran grup belum dapat dimuat" />
      </>
    );
  }
  const groupApp: RemoteApp = {
    id: 'admin',
    basePath: '/admin',
    routes: [{ path: 'grup', element: <BothCohortsPage /> }],
  };

  it('keys a batch and a group apart in the cache', () => {
    expect(cohortKey(BATCH)).toBe('batch:keamanan-web-live/7');
    expect(cohortKey(GROUP)).toBe('group:security-awareness-karyawan/6');
    expect(cohortAttendanceTag(GROUP)).toEqual({ type: 'CohortAttendance', id: 'group:security-awareness-karyawan/6' });
    expect(cohortAttendanceTag({ ...GROUP, ...{ extra: 1 } } as StaffCohortRef)).toEqual(cohortAttendanceTag(GROUP));
  });

  it('adds a session and corrects a cell on the group’s own routes, leaving the batch’s sheet alone', async () => {
    renderRemote(groupApp, '/admin/grup', demoUser('admin'));
    expect(await screen.findByText('Batch: Batch 1, 0 koreksi')).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Sesi' });
    expect(within(section).getByRole('listitem', { name: 'Kelas 1: Phishing' })).toBeInTheDocument();

    await addSession({ title: 'Kelas 2: Kata sandi', startsAt: '2026-01-12T09:00', endsAt: '2026-01-12T11:00' });
    expect(await within(section).findByRole('listitem', { name: 'Kelas 2: Kata sandi' })).toBeInTheDocument();

    await correctCell('Rina Wulandari', 'Kelas 1: Phishing', 'Izin', 'Dinas luar kota.');
    expect(await screen.findByText('Kehadiran diperbarui.')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Riwayat koreksi' });
    expect(
      await within(history).findByRole('listitem', { name: 'Koreksi Rina Wulandari di Kelas 1: Phishing' }),
    ).toHaveTextContent('Alasan: Dinas luar kota.');

    const base = '/api/author/corporate-training/security-awareness-karyawan/groups/6';
    expect(group.sent.map(({ method, path }) => `${method} ${path}`)).toEqual([
      `POST ${base}/sessions`,
      `PUT ${base}/sessions/21/attendance/rina.wulandari`,
    ]);
    expect(group.sent[1].body).toEqual({ status: 'izin', reason: 'Dinas luar kota.' });
    await waitFor(() => expect(group.reads).toBe(3));
    // The batch's sheet was read once: a group's session and correction invalidate only the group's entry (and the
    // lists), and the correction's answer went into the group's entry alone.
    expect(batchReads).toBe(1);
    expect(screen.getByText('Batch: Batch 1, 0 koreksi')).toBeInTheDocument();
  });

  it('names the group in its empty states', async () => {
    group.sheet = { ...freshGroupSheet(), sessions: [], members: [] };
    renderRemote(groupApp, '/admin/grup', demoUser('admin'));
    const section = await screen.findByRole('region', { name: 'Sesi' });
    expect(within(section).getByText('Tambahkan sesi pertama grup ini.')).toBeInTheDocument();
    expect(screen.getByText('Kolom kehadiran muncul setelah grup ini memiliki sesi.')).toBeInTheDocument();
    expect(screen.getByText('Terlambat bila bergabung lebih dari 10 menit setelah sesi dimulai.')).toBeInTheDocument();
  });

  it('says the group has no participants yet in the grid', async () => {
    group.sheet = { ...freshGroupSheet(), members: [] };
    renderRemote(groupApp, '/admin/grup', demoUser('admin'));
    expect(await screen.findByText('Belum ada peserta di grup ini.')).toBeInTheDocument();
  });

  it('offers a retry when the group’s sheet fails to load', async () => {
    let calls = 0;
    server.use(
      http.get(`${GROUP_API}/attendance`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, message: 'Layanan sedang sibuk.', data: null }, { status: 500 })
          : ok(group.sheet);
      }),
    );
    renderRemote(groupApp, '/admin/grup', demoUser('admin'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Kehadiran grup belum dapat dimuat');
    expect(alert).toHaveTextContent('Layanan sedang sibuk.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('region', { name: 'Sesi' })).toBeInTheDocument();
  });
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
