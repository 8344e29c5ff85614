import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { toLocalInput } from '@akademi-siber/feature-app-frame/forms';
import {
  answerEachTestsRequests,
  chromeHandlers,
  demoUser,
  renderRemote,
} from '@akademi-siber/feature-app-frame/testing';
import type { AttendanceSheet, SessionInput, StaffSession } from '@akademi-siber/util-contracts';
import app from '../../../app';

jest.setTimeout(30_000);

const SLUG = 'keamanan-web-live';
const BATCH_ID = 7;
const PAGE = `/author/liveclass/${SLUG}/batch/${BATCH_ID}`;
const SESSIONS_URL = `/api/author/liveclass/${SLUG}/batches/${BATCH_ID}/sessions`;

const ok = <T,>(data: T, message = 'Berhasil', status = 200) =>
  HttpResponse.json({ success: true, message, data }, { status });
const failure = (status: number, message: string, data: unknown = null) =>
  HttpResponse.json({ success: false, message, data }, { status });

// The sheet lists the later session first: the section puts them in time order.
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
      endsAt: '2026-01-12T14:00:00.000Z',
    },
    rules: { lateAfterMinutes: 15, finalAfterMinutes: 60, thresholdPercent: 75 },
    sessions: [
      {
        id: 12,
        title: 'Sesi 2: SQL Injection',
        startsAt: '2026-01-12T12:00:00.000Z',
        endsAt: '2026-01-12T14:00:00.000Z',
        meetingUrl: null,
        phase: 'upcoming',
        final: false,
        records: 0,
      },
      {
        id: 11,
        title: 'Sesi 1: Pengenalan XSS',
        startsAt: '2026-01-05T12:00:00.000Z',
        endsAt: '2026-01-05T14:30:00.000Z',
        meetingUrl: 'https://zoom.us/j/111',
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
        percent: 50,
        cells: [{ sessionId: 11, status: 'hadir', joinedAt: '2026-01-05T12:03:00.000Z', corrected: false }],
      },
    ],
    corrections: [],
  };
}

let sheet: AttendanceSheet;
let nextId = 100;
const sent: { method: string; path: string; body: unknown }[] = [];

const staffSession = (id: number, body: SessionInput, records = 0): StaffSession => ({
  id,
  ...body,
  phase: 'upcoming',
  final: false,
  records,
});

const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/author/liveclass/:slug/batches/:batchId/attendance', () => ok(sheet)),
  http.post('*/api/author/liveclass/:slug/batches/:batchId/sessions', async ({ request }) => {
    const body = (await request.json()) as SessionInput;
    sent.push({ method: 'POST', path: new URL(request.url).pathname, body });
    const session = staffSession(nextId++, body);
    sheet = { ...sheet, sessions: [...sheet.sessions, session] };
    return ok(session, 'Sesi ditambahkan.', 201);
  }),
  http.put('*/api/author/liveclass/:slug/batches/:batchId/sessions/:sessionId', async ({ request, params }) => {
    const body = (await request.json()) as SessionInput;
    sent.push({ method: 'PUT', path: new URL(request.url).pathname, body });
    const before = sheet.sessions.find((session) => session.id === Number(params.sessionId));
    if (!before) return failure(404, 'Sesi tidak ditemukan di batch ini.');
    const session = staffSession(before.id, body, before.records);
    sheet = { ...sheet, sessions: sheet.sessions.map((candidate) => (candidate === before ? session : candidate)) };
    return ok(session, 'Sesi disimpan.');
  }),
  http.delete('*/api/author/liveclass/:slug/batches/:batchId/sessions/:sessionId', ({ request, params }) => {
    sent.push({ method: 'DELETE', path: new URL(request.url).pathname, body: null });
    sheet = { ...sheet, sessions: sheet.sessions.filter((session) => session.id !== Number(params.sessionId)) };
    return ok(null, 'Sesi dihapus.');
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
answerEachTestsRequests();
beforeEach(() => {
  sheet = freshSheet();
  nextId = 100;
  sent.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const openPage = async () => {
  renderRemote(app, PAGE, demoUser('author'));
  await screen.findByRole('heading', { level: 1, name: 'Keamanan Web Live — Batch 1' }, { timeout: 15_000 });
  return screen.getByRole('region', { name: 'Sesi' });
};
const items = (section: HTMLElement) => within(section).getAllByRole('listitem');
const item = (section: HTMLElement, title: string) => within(section).getByRole('listitem', { name: title });
const grid = () => screen.getByRole('region', { name: 'Kehadiran peserta per sesi' });
const field = (dialog: HTMLElement, name: RegExp) => within(dialog).getByLabelText(name);

async function fill(dialog: HTMLElement, values: Partial<Record<'title' | 'start' | 'end' | 'url', string>>) {
  const boxes = {
    title: field(dialog, /Judul sesi/),
    start: field(dialog, /^Mulai/),
    end: field(dialog, /^Selesai/),
    url: field(dialog, /Tautan ruang kelas/),
  };
  for (const [key, value] of Object.entries(values) as [keyof typeof boxes, string][]) {
    await userEvent.clear(boxes[key]);
    if (value) await userEvent.type(boxes[key], value);
  }
}

it('lists the sessions in time order with their times in WIB, phase, meeting link and records', async () => {
  const section = await openPage();
  expect(items(section).map((entry) => within(entry).getByRole('heading').textContent)).toEqual([
    'Sesi 1: Pengenalan XSS',
    'Sesi 2: SQL Injection',
  ]);
  const first = item(section, 'Sesi 1: Pengenalan XSS');
  expect(first).toHaveTextContent('Selesai');
  expect(first).toHaveTextContent('05 Jan 2026, 19.00 – 21.30 WIB');
  const link = within(first).getByRole('link', { name: /zoom\.us\/j\/111/ });
  expect(link).toHaveAttribute('href', 'https://zoom.us/j/111');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(first).toHaveTextContent('1 catatan kehadiran, jadi sesi ini tidak dapat dihapus.');

  const second = item(section, 'Sesi 2: SQL Injection');
  expect(second).toHaveTextContent('Akan datang');
  expect(second).toHaveTextContent('12 Jan 2026, 19.00 – 21.00 WIB');
  expect(second).toHaveTextContent('Tautan belum diisi');
  expect(within(second).queryByRole('link')).not.toBeInTheDocument();
  expect(second).toHaveTextContent('Belum ada catatan kehadiran.');
  expect(within(second).getByRole('button', { name: 'Hapus sesi Sesi 2: SQL Injection' })).toBeEnabled();
});

it('adds a session: sends exactly {title, startsAt, endsAt, meetingUrl}, then lists it and its column', async () => {
  const section = await openPage();
  await userEvent.click(within(section).getByRole('button', { name: 'Tambah sesi' }));
  const dialog = await screen.findByRole('dialog', { name: 'Tambah sesi' });
  expect(field(dialog, /Judul sesi/)).toHaveFocus();
  await fill(dialog, {
    title: '  Sesi 3: CSRF ',
    start: '2026-01-19T19:00',
    end: '2026-01-19T21:00',
    url: ' https://meet.google.com/abc-defg-hij ',
  });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));

  expect(await screen.findByText('Sesi ditambahkan.')).toBeInTheDocument();
  expect(sent).toEqual([
    {
      method: 'POST',
      path: SESSIONS_URL,
      body: {
        title: 'Sesi 3: CSRF',
        startsAt: new Date('2026-01-19T19:00').toISOString(),
        endsAt: new Date('2026-01-19T21:00').toISOString(),
        meetingUrl: 'https://meet.google.com/abc-defg-hij',
      },
    },
  ]);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const added = await within(section).findByRole('listitem', { name: 'Sesi 3: CSRF' });
  expect(within(added).getByRole('link', { name: /meet\.google\.com/ })).toBeInTheDocument();
  expect(items(section)).toHaveLength(3);
  expect(within(grid()).getByRole('columnheader', { name: /Sesi 3: CSRF/ })).toBeInTheDocument();
  expect(
    within(grid()).getByRole('button', { name: 'Ubah kehadiran Rina Member di Sesi 3: CSRF' }),
  ).toBeInTheDocument();
  expect(within(section).getByRole('button', { name: 'Tambah sesi' })).toHaveFocus();
});

it('sends a blank meeting link as null', async () => {
  const section = await openPage();
  await userEvent.click(within(section).getByRole('button', { name: 'Tambah sesi' }));
  const dialog = await screen.findByRole('dialog', { name: 'Tambah sesi' });
  await fill(dialog, { title: 'Sesi 3', start: '2026-01-19T19:00', end: '2026-01-19T20:00' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0].body).toEqual(expect.objectContaining({ meetingUrl: null }));
  expect(await within(section).findByRole('listitem', { name: 'Sesi 3' })).toHaveTextContent('Tautan belum diisi');
});

it('checks the form with the API schema before sending', async () => {
  const section = await openPage();
  await userEvent.click(within(section).getByRole('button', { name: 'Tambah sesi' }));
  const dialog = await screen.findByRole('dialog', { name: 'Tambah sesi' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
  expect(await within(dialog).findByText('Waktu mulai wajib diisi')).toBeInTheDocument();
  expect(within(dialog).getByText('Waktu selesai wajib diisi')).toBeInTheDocument();

  await fill(dialog, {
    title: 'Sesi 3',
    start: '2026-01-19T19:00',
    end: '2026-01-19T18:00',
    url: 'http://zoom.us/j/1',
  });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
  await waitFor(() =>
    expect(field(dialog, /^Selesai/)).toHaveAccessibleDescription(/Waktu selesai harus setelah waktu mulai/),
  );
  expect(field(dialog, /^Selesai/)).toHaveAttribute('aria-invalid', 'true');
  expect(field(dialog, /Tautan ruang kelas/)).toHaveAccessibleDescription(/Tautan ruang kelas harus alamat https/);

  await fill(dialog, { end: '2026-01-20T08:00', url: '' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
  await waitFor(() => expect(field(dialog, /^Selesai/)).toHaveAccessibleDescription(/Satu sesi paling lama 12 jam/));

  await fill(dialog, { title: 'ab', end: '2026-01-19T21:00' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
  expect(await within(dialog).findByText('Judul sesi minimal 3 karakter')).toBeInTheDocument();
  expect(sent).toEqual([]);
});

it('puts the API 422 on the meeting link field, and another failure above the fields', async () => {
  let answer = 422;
  server.use(
    http.post('*/api/author/liveclass/:slug/batches/:batchId/sessions', async ({ request }) => {
      sent.push({ method: 'POST', path: new URL(request.url).pathname, body: await request.json() });
      return answer === 422
        ? failure(422, 'Data sesi tidak valid', {
            errors: [{ path: 'meetingUrl', message: 'Tautan ruang kelas tidak dapat dijangkau' }],
          })
        : failure(500, 'Layanan sedang sibuk.');
    }),
  );
  const section = await openPage();
  await userEvent.click(within(section).getByRole('button', { name: 'Tambah sesi' }));
  const dialog = await screen.findByRole('dialog', { name: 'Tambah sesi' });
  await fill(dialog, {
    title: 'Sesi 3',
    start: '2026-01-19T19:00',
    end: '2026-01-19T21:00',
    url: 'https://contoh.invalid/ruang',
  });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
  const url = field(dialog, /Tautan ruang kelas/);
  await waitFor(() => expect(url).toHaveAccessibleDescription(/Tautan ruang kelas tidak dapat dijangkau/));
  expect(url).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toHaveLength(1);
  expect(screen.queryByText('Sesi ditambahkan.')).not.toBeInTheDocument();

  answer = 500;
  await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Layanan sedang sibuk.');
  expect(screen.getByRole('dialog', { name: 'Tambah sesi' })).toBeInTheDocument();
});

it('edits a session: the form is filled in, then PUTs the changes', async () => {
  const section = await openPage();
  const edit = within(item(section, 'Sesi 1: Pengenalan XSS')).getByRole('button', {
    name: 'Ubah sesi Sesi 1: Pengenalan XSS',
  });
  await userEvent.click(edit);
  const dialog = await screen.findByRole('dialog', { name: 'Ubah sesi' });
  expect(field(dialog, /Judul sesi/)).toHaveValue('Sesi 1: Pengenalan XSS');
  expect(field(dialog, /^Mulai/)).toHaveValue(toLocalInput('2026-01-05T12:00:00.000Z'));
  expect(field(dialog, /^Selesai/)).toHaveValue(toLocalInput('2026-01-05T14:30:00.000Z'));
  expect(field(dialog, /Tautan ruang kelas/)).toHaveValue('https://zoom.us/j/111');

  await fill(dialog, { title: 'Sesi 1: XSS dasar', url: 'https://zoom.us/j/999' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
  expect(await screen.findByText('Sesi disimpan.')).toBeInTheDocument();
  expect(sent).toEqual([
    {
      method: 'PUT',
      path: `${SESSIONS_URL}/11`,
      body: {
        title: 'Sesi 1: XSS dasar',
        startsAt: '2026-01-05T12:00:00.000Z',
        endsAt: '2026-01-05T14:30:00.000Z',
        meetingUrl: 'https://zoom.us/j/999',
      },
    },
  ]);
  const changed = await within(section).findByRole('listitem', { name: 'Sesi 1: XSS dasar' });
  expect(within(changed).getByRole('link', { name: /zoom\.us\/j\/999/ })).toBeInTheDocument();
  expect(await within(grid()).findByRole('columnheader', { name: /Sesi 1: XSS dasar/ })).toBeInTheDocument();
  await waitFor(() =>
    expect(within(changed).getByRole('button', { name: 'Ubah sesi Sesi 1: XSS dasar' })).toHaveFocus(),
  );
});

it('deletes a session only after asking', async () => {
  const section = await openPage();
  const remove = within(section).getByRole('button', { name: 'Hapus sesi Sesi 2: SQL Injection' });
  await userEvent.click(remove);
  let dialog = await screen.findByRole('dialog', { name: 'Hapus sesi' });
  expect(dialog).toHaveTextContent('Hapus Sesi 2: SQL Injection (12 Jan 2026, 19.00 – 21.00 WIB)?');
  expect(within(dialog).getByRole('button', { name: 'Batal' })).toHaveFocus();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(sent).toEqual([]);

  await userEvent.click(remove);
  dialog = await screen.findByRole('dialog', { name: 'Hapus sesi' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, hapus' }));
  expect(await screen.findByText('Sesi dihapus.')).toBeInTheDocument();
  expect(sent).toEqual([{ method: 'DELETE', path: `${SESSIONS_URL}/12`, body: null }]);
  await waitFor(() => expect(items(section)).toHaveLength(1));
  expect(within(grid()).queryByRole('columnheader', { name: /Sesi 2/ })).not.toBeInTheDocument();
  expect(within(section).getByRole('button', { name: 'Tambah sesi' })).toHaveFocus();
});

it('keeps a session with attendance records: its delete is disabled and says why', async () => {
  const section = await openPage();
  const remove = within(section).getByRole('button', { name: 'Hapus sesi Sesi 1: Pengenalan XSS' });
  expect(remove).toBeDisabled();
  expect(remove).toHaveAccessibleDescription('1 catatan kehadiran, jadi sesi ini tidak dapat dihapus.');
  expect(within(section).getByRole('button', { name: 'Ubah sesi Sesi 1: Pengenalan XSS' })).toBeEnabled();
});

it('shows the API refusal of a delete in the dialog and refreshes the list', async () => {
  server.use(
    http.delete('*/api/author/liveclass/:slug/batches/:batchId/sessions/:sessionId', () => {
      sheet = {
        ...sheet,
        sessions: sheet.sessions.map((session) => (session.id === 12 ? { ...session, records: 1 } : session)),
      };
      return failure(
        409,
        'Sesi ini sudah punya 1 catatan kehadiran dan tidak dapat dihapus. Ubah jadwalnya bila perlu.',
      );
    }),
  );
  const section = await openPage();
  await userEvent.click(within(section).getByRole('button', { name: 'Hapus sesi Sesi 2: SQL Injection' }));
  const dialog = await screen.findByRole('dialog', { name: 'Hapus sesi' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, hapus' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Sesi ini sudah punya 1 catatan kehadiran dan tidak dapat dihapus.',
  );
  expect(screen.queryByText('Sesi dihapus.')).not.toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
  await waitFor(() =>
    expect(within(section).getByRole('button', { name: 'Hapus sesi Sesi 2: SQL Injection' })).toBeDisabled(),
  );
});
