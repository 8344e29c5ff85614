import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  answerEachTestsRequests,
  chromeHandlers,
  demoUser,
  renderRemote,
} from '@akademi-siber/feature-app-frame/testing';
import type { AttendanceCorrection, AttendanceCorrectionInput, AttendanceSheet } from '@akademi-siber/util-contracts';
import app from '../../../app';

const SLUG = 'keamanan-web-live';
const BATCH_ID = 7;
const PAGE = `/author/liveclass/${SLUG}/batch/${BATCH_ID}`;
const instructor = { username: 'author.demo', name: 'Budi Instruktur' };

const ok = <T,>(data: T, status = 200) => HttpResponse.json({ success: true, message: 'Berhasil', data }, { status });
const failure = (status: number, message: string) =>
  HttpResponse.json({ success: false, message, data: null }, { status });

function freshSheet(): AttendanceSheet {
  return {
    owner: 'batch',
    parent: { slug: SLUG, title: 'Keamanan Web Live' },
    contentSlug: `batch-${BATCH_ID}-materi`,
    cohort: {
      id: BATCH_ID,
      slug: 'batch-1',
      name: 'Batch 1',
      startsAt: '2026-01-05T12:00:00.000Z',
      endsAt: '2026-01-30T14:00:00.000Z',
    },
    rules: { lateAfterMinutes: 15, finalAfterMinutes: 60, thresholdPercent: 75 },
    sessions: [
      {
        id: 11,
        title: 'Sesi 1',
        startsAt: '2026-01-05T12:00:00.000Z',
        endsAt: '2026-01-05T14:00:00.000Z',
        phase: 'ended',
        final: true,
        meetingUrl: 'https://zoom.us/j/111',
        records: 2,
      },
      {
        id: 12,
        title: 'Sesi 2',
        startsAt: '2026-01-12T12:00:00.000Z',
        endsAt: '2026-01-12T14:00:00.000Z',
        phase: 'ended',
        final: false,
        meetingUrl: 'https://zoom.us/j/112',
        records: 2,
      },
      {
        id: 13,
        title: 'Sesi 3',
        startsAt: '2026-01-19T12:00:00.000Z',
        endsAt: '2026-01-19T14:00:00.000Z',
        phase: 'upcoming',
        final: false,
        meetingUrl: null,
        records: 0,
      },
    ],
    members: [
      {
        username: 'member.demo',
        name: 'Rina Member',
        avatarUrl: null,
        percent: 33.33,
        cells: [
          { sessionId: 11, status: 'hadir', joinedAt: '2026-01-05T12:03:00.000Z', corrected: false },
          { sessionId: 12, status: 'tidak_hadir', joinedAt: null, corrected: false },
          { sessionId: 13, status: null, joinedAt: null, corrected: false },
        ],
      },
      {
        username: 'andi',
        name: 'Andi Peserta',
        avatarUrl: 'https://cdn.example/andi.png',
        percent: 33.33,
        cells: [
          { sessionId: 11, status: 'terlambat', joinedAt: '2026-01-05T12:20:00.000Z', corrected: false },
          { sessionId: 12, status: 'izin', joinedAt: null, corrected: true },
          { sessionId: 13, status: null, joinedAt: null, corrected: false },
        ],
      },
    ],
    corrections: [
      {
        id: 1,
        session: { id: 12, title: 'Sesi 2' },
        member: { username: 'andi', name: 'Andi Peserta' },
        from: null,
        to: 'izin',
        reason: 'Sakit, ada surat dokter.',
        by: instructor,
        at: '2026-01-12T15:00:00.000Z',
      },
    ],
  };
}

let sheet: AttendanceSheet;
const puts: { path: string; body: unknown }[] = [];

const server = setupServer(
  ...chromeHandlers,
  http.get(`*/api/author/liveclass/:slug/batches/:batchId/attendance`, ({ params }) =>
    params.slug === SLUG && params.batchId === String(BATCH_ID) ? ok(sheet) : failure(404, 'Batch tidak ditemukan.'),
  ),
  http.put(
    `*/api/author/liveclass/:slug/batches/:batchId/sessions/:sessionId/attendance/:username`,
    async ({ request, params }) => {
      const body = (await request.json()) as AttendanceCorrectionInput;
      puts.push({ path: new URL(request.url).pathname, body });
      const sessionId = Number(params.sessionId);
      const row = sheet.members.find((member) => member.username === params.username);
      const session = sheet.sessions.find((candidate) => candidate.id === sessionId);
      if (!row || !session) return failure(404, 'Peserta tidak ditemukan.');
      const index = row.cells.findIndex((cell) => cell.sessionId === sessionId);
      const before = row.cells[index];
      const cell = { ...before, status: body.status, corrected: true };
      const correction: AttendanceCorrection = {
        id: sheet.corrections.length + 1,
        session: { id: session.id, title: session.title },
        member: { username: row.username, name: row.name },
        from: before.status,
        to: body.status,
        reason: body.reason,
        by: instructor,
        at: '2026-01-13T03:00:00.000Z',
      };
      const cells = row.cells.map((candidate, i) => (i === index ? cell : candidate));
      const attended = cells.filter((c) => c.status === 'hadir' || c.status === 'terlambat').length;
      sheet = {
        ...sheet,
        members: sheet.members.map((member) =>
          member === row ? { ...row, cells, percent: Math.round((attended / 3) * 10000) / 100 } : member,
        ),
        corrections: [correction, ...sheet.corrections],
      };
      return ok({ cell, correction });
    },
  ),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
answerEachTestsRequests();
beforeEach(() => {
  sheet = freshSheet();
  puts.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const openPage = async (url = PAGE) => {
  renderRemote(app, url, demoUser('author', { name: instructor.name, username: instructor.username }));
  return screen.findByRole('heading', { level: 1, name: 'Keamanan Web Live — Batch 1' }, { timeout: 15_000 });
};
const grid = () => screen.getByRole('region', { name: 'Kehadiran peserta per sesi' });
const cellButton = (member: string, session: string) =>
  within(grid()).getByRole('button', { name: `Ubah kehadiran ${member} di ${session}` });
const history = () => screen.getByRole('region', { name: 'Riwayat koreksi' });

it('shows the batch, its rules, the members × sessions grid and the corrections', async () => {
  await openPage();
  expect(screen.getByText(/05 Jan 2026 – 30 Jan 2026/)).toBeInTheDocument();
  expect(screen.getByText('Terlambat bila bergabung lebih dari 15 menit setelah sesi dimulai.')).toBeInTheDocument();
  expect(screen.getByText('Kehadiran sebuah sesi final 1 jam setelah sesi berakhir.')).toBeInTheDocument();
  expect(screen.getByText(/minimal 75% dari semua sesi/)).toBeInTheDocument();

  const table = within(grid()).getByRole('table');
  const headers = within(table).getAllByRole('columnheader');
  expect(headers.map((header) => header.textContent)).toEqual([
    'Peserta',
    'Sesi 105 Jan 2026, 19.00',
    'Sesi 212 Jan 2026, 19.00Belum final',
    'Sesi 319 Jan 2026, 19.00Akan datang',
  ]);
  const rina = within(table).getByRole('rowheader', { name: /Rina Member/ });
  expect(rina).toHaveTextContent('@member.demo');
  expect(rina).toHaveTextContent('Kehadiran 33,33%');

  expect(cellButton('Rina Member', 'Sesi 1')).toHaveAccessibleDescription('Hadir Gabung 19.03');
  expect(within(cellButton('Rina Member', 'Sesi 1')).getByText('Hadir')).toBeInTheDocument();
  expect(cellButton('Rina Member', 'Sesi 2')).toHaveTextContent('Tidak hadir');
  expect(cellButton('Rina Member', 'Sesi 3')).toHaveTextContent('—');
  expect(cellButton('Andi Peserta', 'Sesi 1')).toHaveTextContent('TerlambatGabung 19.20');
  expect(cellButton('Andi Peserta', 'Sesi 2')).toHaveTextContent('Izindikoreksi');
  expect(cellButton('Andi Peserta', 'Sesi 1')).not.toHaveTextContent('dikoreksi');

  const entry = within(history()).getByRole('listitem', { name: 'Koreksi Andi Peserta di Sesi 2' });
  expect(entry).toHaveTextContent('Belum tercatat');
  expect(entry).toHaveTextContent('Izin');
  expect(entry).toHaveTextContent('Alasan: Sakit, ada surat dokter.');
  expect(entry).toHaveTextContent('Oleh Budi Instruktur (@author.demo) · 12 Jan 2026, 22.00 WIB');
  expect(document.title).toBe('Kehadiran Keamanan Web Live — Batch 1 · Author · Akademi Siber');
});

it('corrects a cell: sends exactly {status, reason}, then shows the new status and its audit', async () => {
  await openPage();
  await userEvent.click(cellButton('Rina Member', 'Sesi 2'));
  const dialog = await screen.findByRole('dialog', { name: 'Ubah kehadiran' });
  expect(dialog).toHaveTextContent('Status saat ini: Tidak hadir');
  const status = within(dialog).getByRole('combobox', { name: /Status/ });
  expect(status).toHaveValue('tidak_hadir');
  expect(
    within(status)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Hadir', 'Terlambat', 'Izin', 'Tidak hadir']);
  await userEvent.selectOptions(status, 'Hadir');
  await userEvent.type(
    within(dialog).getByRole('textbox', { name: /Alasan/ }),
    '  Hadir lewat telepon, tautan gagal. ',
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));

  expect(await screen.findByText('Kehadiran diperbarui.')).toBeInTheDocument();
  expect(puts).toEqual([
    {
      path: `/api/author/liveclass/${SLUG}/batches/${BATCH_ID}/sessions/12/attendance/member.demo`,
      body: { status: 'hadir', reason: 'Hadir lewat telepon, tautan gagal.' },
    },
  ]);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(cellButton('Rina Member', 'Sesi 2')).toHaveTextContent('Hadirdikoreksi'));
  // The refetch brings the member's new percentage.
  expect(await within(grid()).findByText('Kehadiran 66,67%')).toBeInTheDocument();

  const entries = within(history()).getAllByRole('listitem');
  expect(entries).toHaveLength(2);
  expect(entries[0]).toHaveAccessibleName('Koreksi Rina Member di Sesi 2');
  expect(entries[0]).toHaveTextContent('Tidak hadir');
  expect(entries[0]).toHaveTextContent('menjadi');
  expect(entries[0]).toHaveTextContent('Alasan: Hadir lewat telepon, tautan gagal.');
  expect(entries[0]).toHaveTextContent('Oleh Budi Instruktur');
  await waitFor(() => expect(cellButton('Rina Member', 'Sesi 2')).toHaveFocus());
});

it('checks the reason before sending and puts the API 422 on the reason field', async () => {
  server.use(
    http.put(
      `*/api/author/liveclass/:slug/batches/:batchId/sessions/:sessionId/attendance/:username`,
      async ({ request }) => {
        puts.push({ path: new URL(request.url).pathname, body: await request.json() });
        return HttpResponse.json(
          {
            success: false,
            message: 'Data kehadiran tidak valid',
            data: { errors: [{ path: 'reason', message: 'Alasan tidak boleh hanya berisi tanda baca' }] },
          },
          { status: 422 },
        );
      },
    ),
  );
  await openPage();
  await userEvent.click(cellButton('Andi Peserta', 'Sesi 3'));
  const dialog = await screen.findByRole('dialog', { name: 'Ubah kehadiran' });
  expect(dialog).toHaveTextContent('Status saat ini: belum tercatat');
  const reason = within(dialog).getByRole('textbox', { name: /Alasan/ });
  await userEvent.type(reason, 'ok');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
  expect(await within(dialog).findByText('Alasan minimal 3 karakter')).toBeInTheDocument();
  expect(puts).toEqual([]);

  await userEvent.type(reason, '...');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
  await waitFor(() => expect(reason).toHaveAccessibleDescription(/Alasan tidak boleh hanya berisi tanda baca/));
  expect(reason).toHaveAttribute('aria-invalid', 'true');
  expect(puts).toEqual([
    {
      path: `/api/author/liveclass/${SLUG}/batches/${BATCH_ID}/sessions/13/attendance/andi`,
      body: { status: 'hadir', reason: 'ok...' },
    },
  ]);
  expect(screen.queryByText('Kehadiran diperbarui.')).not.toBeInTheDocument();

  await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(cellButton('Andi Peserta', 'Sesi 3')).toHaveTextContent('—');
});

it('shows a failure that is not about the fields inside the dialog', async () => {
  server.use(
    http.put(`*/api/author/liveclass/:slug/batches/:batchId/sessions/:sessionId/attendance/:username`, () =>
      failure(409, 'Sesi ini belum dimulai.'),
    ),
  );
  await openPage();
  await userEvent.click(cellButton('Rina Member', 'Sesi 3'));
  const dialog = await screen.findByRole('dialog', { name: 'Ubah kehadiran' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Alasan/ }), 'Izin keluarga.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
  expect(await within(dialog).findByText('Sesi ini belum dimulai.')).toBeInTheDocument();
});

it('opens a cell from the keyboard', async () => {
  await openPage();
  cellButton('Andi Peserta', 'Sesi 1').focus();
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Ubah kehadiran' });
  expect(within(dialog).getByRole('combobox', { name: /Status/ })).toHaveFocus();
  expect(within(dialog).getByRole('combobox', { name: /Status/ })).toHaveValue('terlambat');
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(cellButton('Andi Peserta', 'Sesi 1')).toHaveFocus();
});

it('says when there are no members and no corrections yet', async () => {
  sheet = { ...freshSheet(), members: [], corrections: [] };
  await openPage();
  expect(within(grid()).getByText('Belum ada peserta di batch ini.')).toBeInTheDocument();
  expect(within(history()).getByRole('heading', { name: 'Belum ada koreksi kehadiran.' })).toBeInTheDocument();
});

it('says when the batch has no sessions yet', async () => {
  sheet = { ...freshSheet(), sessions: [], members: [], corrections: [] };
  await openPage();
  const sessions = screen.getByRole('region', { name: 'Sesi' });
  expect(within(sessions).getByRole('heading', { name: 'Belum ada sesi.' })).toBeInTheDocument();
  expect(within(sessions).getByText('Tambahkan sesi pertama batch ini.')).toBeInTheDocument();
  expect(within(sessions).getByRole('button', { name: 'Tambah sesi' })).toBeEnabled();
  expect(screen.getByText('Kolom kehadiran muncul setelah batch ini memiliki sesi.')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Kehadiran peserta per sesi' })).not.toBeInTheDocument();
});

it('shows one session at a time with a selector on a phone', async () => {
  const matchMedia = jest.fn((query: string) => ({
    matches: query === '(max-width: 767px)',
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
  try {
    await openPage();
    const select = screen.getByRole('combobox', { name: 'Sesi yang ditampilkan' });
    // The last session held is shown first.
    expect(select).toHaveValue('12');
    expect(within(grid()).getAllByRole('columnheader')).toHaveLength(2);
    expect(cellButton('Rina Member', 'Sesi 2')).toBeInTheDocument();
    expect(within(grid()).queryByRole('button', { name: /di Sesi 1$/ })).not.toBeInTheDocument();
    await userEvent.selectOptions(select, '11');
    expect(cellButton('Rina Member', 'Sesi 1')).toHaveTextContent('Hadir');
    expect(within(grid()).queryByRole('button', { name: /di Sesi 2$/ })).not.toBeInTheDocument();
  } finally {
    await act(async () => {
      Reflect.deleteProperty(window, 'matchMedia');
    });
  }
});

it('shows the error page when the batch is not found or not the instructor’s', async () => {
  const first = renderRemote(app, `/author/liveclass/${SLUG}/batch/99`, demoUser('author'));
  expect(await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })).toHaveTextContent(
    'Kamu tersesat, segera kembali ke jalan yang benar!',
  );
  expect(screen.getByText('Batch tidak ditemukan.')).toBeInTheDocument();
  first.unmount();

  server.use(
    http.get('*/api/author/liveclass/:slug/batches/:batchId/attendance', () =>
      failure(403, 'Batch ini bukan batch yang Anda ajar.'),
    ),
  );
  renderRemote(app, PAGE, demoUser('author'));
  expect(await screen.findByText('Batch ini bukan batch yang Anda ajar.', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
    'Anda tidak memiliki izin untuk mengakses halaman ini.',
  );
});

it('treats a batch address that is not a number as not found, without asking the API', async () => {
  renderRemote(app, `/author/liveclass/${SLUG}/batch/abc`, demoUser('author'));
  expect(await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })).toHaveTextContent(
    'Kamu tersesat, segera kembali ke jalan yang benar!',
  );
});

it('offers a retry when the sheet fails to load for another reason', async () => {
  let calls = 0;
  server.use(
    http.get('*/api/author/liveclass/:slug/batches/:batchId/attendance', () => {
      calls += 1;
      return calls === 1 ? failure(500, 'Layanan sedang sibuk.') : ok(sheet);
    }),
  );
  renderRemote(app, PAGE, demoUser('author'));
  const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
  expect(alert).toHaveTextContent('Kehadiran batch belum dapat dimuat');
  await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Keamanan Web Live — Batch 1' })).toBeInTheDocument();
});
