// A corporate-training group's pages for its instructor (decision 0045): the batch's pages at the group's address,
// calling the group's staff routes; what a batch's own tests walk through (the grid's cells, the session dialogs, the
// editors) is the same components and is not repeated here.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  answerEachTestsRequests,
  chromeHandlers,
  demoUser,
  renderRemote,
} from '@akademi-siber/feature-app-frame/testing';
import {
  addSession,
  cohortApiState,
  cohortStaffHandlers,
  correctCell,
} from '@akademi-siber/feature-attendance/testing';
import type {
  AttendanceSheet,
  AuthoredContent,
  BatchParticipantsReport,
  DiscussionDetail,
} from '@akademi-siber/util-contracts';
import app from '../../../app';

jest.setTimeout(60_000);

const TRAINING = 'security-awareness-karyawan';
const CONTENT = 'group-6-materi';
const BASE = `/author/corporate-training/${TRAINING}/group/6`;
const STAFF_API = `/api/author/corporate-training/${TRAINING}/groups/6`;
const GROUP_API = '*/api/author/corporate-training/:trainingSlug/groups/:groupId';

const ok = <T,>(data: T, message = 'Berhasil', status = 200) =>
  HttpResponse.json({ success: true, message, data }, { status });
const failure = (status: number, message: string) =>
  HttpResponse.json({ success: false, message, data: null }, { status });

function freshSheet(): AttendanceSheet {
  return {
    owner: 'group',
    parent: { slug: TRAINING, title: 'Security Awareness untuk Karyawan' },
    contentSlug: CONTENT,
    cohort: {
      id: 6,
      slug: 'nusantara-aman-keuangan',
      name: 'Divisi Keuangan 2026',
      startsAt: '2026-07-01T02:00:00.000Z',
      endsAt: '2026-07-08T04:00:00.000Z',
    },
    rules: { lateAfterMinutes: 5, finalAfterMinutes: 120, thresholdPercent: 80 },
    sessions: [
      {
        id: 31,
        title: 'Kelas 1: Mengenali phishing',
        startsAt: '2026-07-01T02:00:00.000Z',
        endsAt: '2026-07-01T04:00:00.000Z',
        meetingUrl: 'https://meet.google.com/abc-defg-hij',
        phase: 'ended',
        final: true,
        records: 1,
      },
    ],
    members: [
      {
        username: 'rina.wulandari',
        name: 'Rina Wulandari',
        avatarUrl: null,
        percent: 0,
        cells: [{ sessionId: 31, status: 'tidak_hadir', joinedAt: null, corrected: false }],
      },
    ],
    corrections: [],
  };
}

const group = cohortApiState(freshSheet(), { username: 'author.demo', name: 'Budi Instruktur' });
let thread: DiscussionDetail;
const contentReads: string[] = [];

const report: BatchParticipantsReport = {
  contentSlug: CONTENT,
  modules: [{ slug: 'phishing', title: 'Phishing', hasQuiz: true }],
  participants: [
    {
      username: 'rina.wulandari',
      name: 'Rina Wulandari',
      avatarUrl: null,
      progress: 40,
      attendancePercent: 100,
      quizScores: { phishing: 80 },
      preTest: 50,
      postTest: null,
      finalTest: null,
      gain: null,
      certificateNumber: null,
      xp: 300,
    },
  ],
  averageGain: null,
  averagePreTest: 50,
  averagePostTest: null,
};

const outline = (): AuthoredContent => ({
  slug: CONTENT,
  title: 'Security Awareness untuk Karyawan — Divisi Keuangan 2026',
  owner: 'group',
  modules: [],
  exam: null,
  preTest: null,
  postTest: null,
});

const server = setupServer(
  ...chromeHandlers,
  http.get(`${GROUP_API}/attendance`, ({ params }) =>
    params.trainingSlug === TRAINING && params.groupId === '6' ? undefined : failure(404, 'Grup tidak ditemukan.'),
  ),
  ...cohortStaffHandlers(GROUP_API, group),
  http.get(`${GROUP_API}/participants`, () => ok(report)),
  http.get('*/api/author/content/:contentSlug/outline', ({ params }) => {
    contentReads.push(String(params.contentSlug));
    return ok(outline());
  }),
  http.get('*/api/author/kelas/:courseSlug/diskusi', ({ params }) => {
    contentReads.push(String(params.courseSlug));
    return HttpResponse.json({
      success: true,
      message: 'OK',
      data: [{ ...thread, excerpt: thread.body }],
      meta: { page: 1, per_page: 10, total: 1 },
    });
  }),
  http.get('*/api/author/diskusi/:hashId', () => ok(thread)),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
answerEachTestsRequests();
beforeEach(() => {
  Object.assign(group, cohortApiState(freshSheet(), group.by));
  thread = {
    hashId: 'grp123',
    courseSlug: CONTENT,
    courseTitle: 'Security Awareness untuk Karyawan — Divisi Keuangan 2026',
    title: 'Email palsu dari bank?',
    body: 'Bagaimana membedakan email palsu?',
    author: { name: 'Rina Wulandari', username: 'rina.wulandari', role: 'member' },
    pinned: false,
    closed: false,
    replyCount: 0,
    answeredByStaff: false,
    mine: false,
    edited: false,
    canDelete: true,
    createdAt: '2026-07-02T03:00:00.000Z',
    lastActivityAt: '2026-07-02T03:00:00.000Z',
    replies: [],
  };
  contentReads.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const TITLE = 'Security Awareness untuk Karyawan — Divisi Keuangan 2026';
const openPage = async (path = BASE) => {
  renderRemote(app, path, demoUser('author', { name: 'Budi Instruktur', username: 'author.demo' }));
  return screen.findByRole('heading', { level: 1, name: TITLE }, { timeout: 15_000 });
};
const menu = () => screen.getByRole('navigation', { name: 'Menu grup' });

describe('/author/corporate-training/{trainingSlug}/group/{groupId}', () => {
  it('shows the group in its frame: the way back, dates, numbers, the menu, the rules and the grid', async () => {
    await openPage();
    const back = screen.getByText(/\/ Grup pelatihan korporat/);
    expect(within(back).getByRole('link', { name: 'Beranda' })).toHaveAttribute('href', '/author');
    expect(screen.getByText('01 Jul 2026 – 08 Jul 2026 · 1 peserta · 1 sesi')).toBeInTheDocument();
    expect(
      within(menu())
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Sesi & kehadiran', BASE],
      ['Materi', `${BASE}/materi`],
      ['Kuis & tes', `${BASE}/quiz`],
      ['Diskusi', `${BASE}/diskusi`],
      ['Peserta', `${BASE}/peserta`],
    ]);
    expect(within(menu()).getByRole('link', { name: 'Sesi & kehadiran' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Terlambat bila bergabung lebih dari 5 menit setelah sesi dimulai.')).toBeInTheDocument();
    expect(screen.getByText(/minimal 80% dari semua sesi/)).toBeInTheDocument();
    const sessions = screen.getByRole('region', { name: 'Sesi' });
    expect(within(sessions).getByRole('listitem', { name: 'Kelas 1: Mengenali phishing' })).toHaveTextContent(
      '1 catatan kehadiran, jadi sesi ini tidak dapat dihapus.',
    );
    const grid = screen.getByRole('region', { name: 'Kehadiran peserta per sesi' });
    expect(
      within(grid).getByRole('button', { name: 'Ubah kehadiran Rina Wulandari di Kelas 1: Mengenali phishing' }),
    ).toHaveTextContent('Tidak hadir');
    expect(document.title).toBe(`Kehadiran ${TITLE} · Author · Akademi Siber`);
  });

  it('adds a session and corrects attendance on the group’s routes', async () => {
    await openPage();
    const sessions = screen.getByRole('region', { name: 'Sesi' });
    await addSession({ title: 'Kelas 2: Kata sandi', startsAt: '2026-07-08T09:00', endsAt: '2026-07-08T11:00' });
    expect(await screen.findByText('Sesi ditambahkan.')).toBeInTheDocument();
    expect(await within(sessions).findByRole('listitem', { name: 'Kelas 2: Kata sandi' })).toBeInTheDocument();

    await correctCell('Rina Wulandari', 'Kelas 1: Mengenali phishing', 'Hadir', 'Hadir di ruang rapat.');
    expect(await screen.findByText('Kehadiran diperbarui.')).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'Riwayat koreksi' })).findByRole('listitem', {
        name: 'Koreksi Rina Wulandari di Kelas 1: Mengenali phishing',
      }),
    ).toHaveTextContent('Alasan: Hadir di ruang rapat.');
    expect(group.sent.map(({ method, path }) => `${method} ${path}`)).toEqual([
      `POST ${STAFF_API}/sessions`,
      `PUT ${STAFF_API}/sessions/31/attendance/rina.wulandari`,
    ]);
  });

  it('names the group in its empty states', async () => {
    group.sheet = { ...freshSheet(), sessions: [], members: [] };
    await openPage();
    expect(screen.getByText('Tambahkan sesi pertama grup ini.')).toBeInTheDocument();
    expect(screen.getByText('Kolom kehadiran muncul setelah grup ini memiliki sesi.')).toBeInTheDocument();
  });

  it('opens the group’s content in the editor', async () => {
    await openPage(`${BASE}/materi`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Modul dan materi' })).toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: 'Materi' })).toHaveAttribute('aria-current', 'page');
    expect(contentReads).toEqual([CONTENT]);
  });

  it('lists the group’s discussions and opens one inside the group', async () => {
    await openPage(`${BASE}/diskusi`);
    expect(screen.getByText(/Jawab pertanyaan peserta grup ini/)).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Email palsu dari bank?' });
    expect(link).toHaveAttribute('href', `${BASE}/diskusi/grp123`);
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Email palsu dari bank?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Diskusi grup' })).toHaveAttribute('href', `${BASE}/diskusi`);
    expect(within(menu()).getByRole('link', { name: 'Diskusi' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the participants’ scores from the group’s report', async () => {
    await openPage(`${BASE}/peserta`);
    const table = await screen.findByRole('region', { name: 'Tabel nilai dan progres per peserta' });
    expect(within(table).getByRole('row', { name: /Rina Wulandari/ })).toHaveTextContent(
      'Rina Wulandari@rina.wulandari40%100%8050',
    );
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toContain('Kuis Phishing');
  });

  it('says the content is not there yet on every content tab of a group without content, calling nothing', async () => {
    group.sheet = { ...freshSheet(), contentSlug: null };
    for (const segment of ['materi', 'quiz', 'diskusi', 'peserta']) {
      const view = renderRemote(app, `${BASE}/${segment}`, demoUser('author'));
      expect(
        await screen.findByRole('heading', { name: 'Materi grup ini belum tersedia' }, { timeout: 15_000 }),
      ).toBeInTheDocument();
      expect(screen.getByText(/Hubungi admin bila halaman ini tetap kosong/)).toBeInTheDocument();
      view.unmount();
    }
    expect(contentReads).toEqual([]);
  });

  it('shows the error page when the group is not found or not the instructor’s', async () => {
    const first = renderRemote(app, `/author/corporate-training/${TRAINING}/group/99`, demoUser('author'));
    expect(await screen.findByText('Grup tidak ditemukan.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Kamu tersesat, segera kembali ke jalan yang benar!',
    );
    first.unmount();

    server.use(http.get(`${GROUP_API}/attendance`, () => failure(403, 'Grup ini bukan grup yang Anda ajar.')));
    renderRemote(app, BASE, demoUser('author'));
    expect(await screen.findByText('Grup ini bukan grup yang Anda ajar.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Anda tidak memiliki izin untuk mengakses halaman ini.',
    );
  });

  it('treats a group address that is not a number as not found', async () => {
    renderRemote(app, `/author/corporate-training/${TRAINING}/group/abc`, demoUser('author'));
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })).toHaveTextContent(
      'Kamu tersesat, segera kembali ke jalan yang benar!',
    );
  });

  it('offers a retry when the group fails to load for another reason', async () => {
    let calls = 0;
    server.use(
      http.get(`${GROUP_API}/attendance`, () => {
        calls += 1;
        return calls === 1 ? failure(500, 'Layanan sedang sibuk.') : ok(group.sheet);
      }),
    );
    renderRemote(app, `${BASE}/peserta`, demoUser('author'));
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('Peserta grup belum dapat dimuat');
    expect(alert).toHaveTextContent('Layanan sedang sibuk.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    await waitFor(() => expect(calls).toBe(2));
  });
});
