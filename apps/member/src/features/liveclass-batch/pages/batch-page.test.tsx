import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { matchRoutes } from 'react-router-dom';
import {
  answerEachTestsRequests,
  chromeHandlers,
  demoUser,
  renderRemote,
} from '@akademi-siber/feature-app-frame/testing';
import {
  ERROR_TEXTS,
  type DiscussionSummary,
  type MemberBatchHome,
  type MemberBatchSession,
} from '@akademi-siber/util-contracts';
import app from '../../../app';
import { BATCH_CONTENT_SLUG, batchLearning } from '../../../testing/batch-fixtures';
import { batchPage, joinSessionPage } from '../index';
import { attendanceOutlook } from '../parts/attendance-summary';

const session = (id: number, overrides: Partial<MemberBatchSession>): MemberBatchSession => ({
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

// Out of order on purpose: the page lists by start.
const sessions: MemberBatchSession[] = [
  session(4, {
    title: 'Sesi 4: Pelaporan',
    startsAt: '2026-01-19T02:00:00Z',
    endsAt: '2026-01-19T04:00:00Z',
    joinOpensAt: '2026-01-19T01:45:00Z',
    phase: 'upcoming',
    final: false,
    meetingProvider: 'google-meet',
  }),
  session(1, {
    title: 'Sesi 1: Recon',
    attendance: { status: 'hadir', joinedAt: '2026-01-05T01:58:00Z' },
  }),
  session(3, {
    title: 'Sesi 3: Eksploitasi',
    startsAt: '2026-01-12T02:00:00Z',
    endsAt: '2026-01-12T04:00:00Z',
    joinOpensAt: '2026-01-12T01:45:00Z',
    phase: 'open',
    final: false,
    meetingProvider: 'bigbluebutton',
  }),
  session(2, {
    title: 'Sesi 2: Pemindaian',
    startsAt: '2026-01-08T02:00:00Z',
    endsAt: '2026-01-08T04:00:00Z',
    joinOpensAt: '2026-01-08T01:45:00Z',
    attendance: { status: 'tidak_hadir', joinedAt: null },
    meetingProvider: null,
  }),
];

const home: MemberBatchHome = {
  liveClass: { slug: 'bootcamp', title: 'Bootcamp Penetration Testing', instructor: 'Budi Santoso' },
  batch: { slug: 'batch-12', name: 'Batch 12', startsAt: '2026-01-05T00:00:00Z', endsAt: '2026-01-31T00:00:00Z' },
  rules: { lateAfterMinutes: 15, finalAfterMinutes: 60, thresholdPercent: 75 },
  sessions,
  attendance: { attended: 1, held: 2, total: 4, percent: 25 },
  learning: batchLearning(),
};

const thread: DiscussionSummary = {
  hashId: 'tanya1',
  courseSlug: BATCH_CONTENT_SLUG,
  courseTitle: 'Materi Batch 12',
  title: 'Nmap tidak menemukan port',
  excerpt: 'Saya menjalankan nmap -sS …',
  author: { name: 'Demo member', username: 'member.demo', role: 'member' },
  pinned: false,
  closed: false,
  replyCount: 1,
  answeredByStaff: true,
  mine: true,
  createdAt: '2026-01-06T03:00:00Z',
  lastActivityAt: '2026-01-06T04:00:00Z',
};

const ok = (data: unknown) => HttpResponse.json({ success: true, message: 'Berhasil', data });
const seen: string[] = [];
let answer: () => Response = () => ok(home);
const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/member/liveclass/:liveclassSlug/:batchSlug/jadwal-token', ({ params }) => {
    seen.push(`token ${String(params['liveclassSlug'])}/${String(params['batchSlug'])}`);
    return ok({ token: 'tok_ics', expires_in: 120 });
  }),
  // The batch's discussions are its content's (decision 0041).
  http.get(`*/api/member/kelas/${BATCH_CONTENT_SLUG}/diskusi`, () =>
    HttpResponse.json({
      success: true,
      message: 'Berhasil',
      data: [thread],
      meta: { page: 1, per_page: 10, total: 1 },
    }),
  ),
  http.get('*/api/member/liveclass/:liveclassSlug/:batchSlug', ({ params }) => {
    seen.push(`batch ${String(params['liveclassSlug'])}/${String(params['batchSlug'])}`);
    return answer();
  }),
);
jest.setTimeout(30_000);
const slow = { timeout: 15_000 };
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
answerEachTestsRequests();
beforeEach(() => {
  seen.length = 0;
  answer = () => ok(home);
});
afterEach(() => {
  server.resetHandlers();
  jest.restoreAllMocks();
  jest.useRealTimers();
});
afterAll(() => server.close());

const URL = '/member/liveclass/bootcamp/batch-12';

describe('/member/liveclass/:liveclassSlug/:batchSlug', () => {
  it('ranks the order pages under liveclass/pesanan before a batch, and routes the batch and join pages', () => {
    const leaf = (path: string) => matchRoutes(app.routes, path, '/member')?.at(-1)?.route.element;
    expect(leaf('/member/liveclass/bootcamp/batch-12')).toBe(batchPage);
    expect(leaf('/member/liveclass/bootcamp/batch-12/sesi/3/gabung')).toBe(joinSessionPage);
    for (const path of [
      '/member/liveclass/pesanan/bayar',
      '/member/liveclass/pesanan/konfirmasi',
      '/member/liveclass/checkout',
    ]) {
      const element = leaf(path);
      expect(element).toBeDefined();
      expect(element).not.toBe(batchPage);
    }
  });

  it('shows the batch, the attendance against the requirement, and the sessions in time order', async () => {
    renderRemote(app, URL, demoUser('member'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bootcamp Penetration Testing' }, slow),
    ).toBeInTheDocument();
    expect(document.title).toBe('Bootcamp Penetration Testing — Batch 12 · Akademi Siber');
    expect(screen.getByText('Batch 12')).toBeInTheDocument();
    expect(screen.getByText(/Pengajar: Budi Santoso · 05 Jan 2026 – 31 Jan 2026/)).toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'Kehadiran Anda' });
    expect(within(summary).getByText('Hadir di 1 dari 2 sesi yang sudah berlangsung.')).toBeInTheDocument();
    expect(within(summary).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(within(summary).getByText('Syarat sertifikat kehadiran: 75%')).toBeInTheDocument();
    expect(within(summary).getByText('Di bawah target')).toBeInTheDocument();
    expect(
      within(summary).getByText('Hadiri minimal 2 dari 2 sesi tersisa untuk memenuhi syarat.'),
    ).toBeInTheDocument();

    expect(screen.getByText(/Sesi 3: Eksploitasi sedang dibuka sampai pukul 11\.00 WIB/)).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Sesi batch' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Sesi 1: Recon',
      'Sesi 2: Pemindaian',
      'Sesi 3: Eksploitasi',
      'Sesi 4: Pelaporan',
    ]);
    const [first, second, open, upcoming] = items as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];

    expect(first).toHaveTextContent('Senin, 5 Januari 2026 · 09.00–11.00 WIB');
    expect(within(first).getByText('Selesai')).toBeInTheDocument();
    expect(within(first).getByText('Hadir')).toBeInTheDocument();
    expect(within(first).getByText('Melalui Zoom')).toBeInTheDocument();
    expect(within(first).queryByRole('link')).not.toBeInTheDocument();
    expect(within(first).queryByRole('button')).not.toBeInTheDocument();

    // Final without a record: the API already says tidak_hadir; no provider known.
    expect(within(second).getByText(/Tidak hadir/)).toBeInTheDocument();
    expect(within(second).queryByText(/Melalui/)).not.toBeInTheDocument();

    expect(within(open).getByText('Berlangsung')).toBeInTheDocument();
    expect(within(open).getByText('Melalui BigBlueButton')).toBeInTheDocument();
    const join = within(open).getByRole('link', { name: 'Gabung sesi: Sesi 3: Eksploitasi (membuka tab baru)' });
    expect(join).toHaveAttribute('href', '/member/liveclass/bootcamp/batch-12/sesi/3/gabung');
    expect(join).toHaveAttribute('target', '_blank');
    expect(join).toHaveAttribute('rel', 'noopener noreferrer');

    expect(within(upcoming).getByText('Akan datang')).toBeInTheDocument();
    expect(within(upcoming).getByText('Melalui Google Meet')).toBeInTheDocument();
    expect(within(upcoming).queryByRole('link')).not.toBeInTheDocument();
    const waiting = within(upcoming).getByRole('button', { name: 'Gabung sesi: Sesi 4: Pelaporan' });
    expect(waiting).toBeDisabled();
    expect(waiting).toHaveAccessibleDescription('Dibuka 15 menit sebelum mulai (pukul 08.45 WIB)');

    expect(screen.getAllByRole('link', { name: /Gabung sesi/ })).toHaveLength(1);
  });

  it('downloads the calendar through the token helper', async () => {
    const hrefs: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      hrefs.push(this.getAttribute('href') ?? '');
    });
    renderRemote(app, URL, demoUser('member'));
    await userEvent.click(await screen.findByRole('button', { name: 'Unduh jadwal (.ics)' }, slow));
    await screen.findByRole('button', { name: 'Unduh jadwal (.ics)' });
    expect(seen).toEqual(['batch bootcamp/batch-12', 'token bootcamp/batch-12']);
    expect(hrefs).toEqual(['/api/member/liveclass/bootcamp/batch-12/jadwal.ics?token=tok_ics']);
  });

  it('asks again every minute while a session is to come, so "Gabung sesi" opens by itself', async () => {
    const upcomingOnly = { ...home, sessions: [session(3, { title: 'Sesi 3', phase: 'upcoming', final: false })] };
    answer = () => ok(upcomingOnly);
    // The lazy page loads on the real clock first (its module takes real time); the fake clock then runs the minute.
    const first = renderRemote(app, URL, demoUser('member'));
    await screen.findByRole('button', { name: 'Gabung sesi: Sesi 3' }, slow);
    first.unmount();
    jest.useFakeTimers({ advanceTimers: true });
    renderRemote(app, URL, demoUser('member'));
    expect(await screen.findByRole('button', { name: 'Gabung sesi: Sesi 3' })).toBeDisabled();
    seen.length = 0;
    expect(
      screen.getByText(/Sesi berikutnya, Sesi 3, dimulai Senin, 5 Januari 2026 pukul 09\.00 WIB\./),
    ).toBeInTheDocument();

    answer = () => ok({ ...upcomingOnly, sessions: [{ ...upcomingOnly.sessions[0], phase: 'open' }] });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(60_000);
    });
    expect(await screen.findByRole('link', { name: /Gabung sesi: Sesi 3/ })).toHaveAttribute(
      'href',
      '/member/liveclass/bootcamp/batch-12/sesi/3/gabung',
    );
    expect(seen).toEqual(['batch bootcamp/batch-12']);
  });

  it('shows the empty schedule when no session is planned yet, without a calendar to download', async () => {
    answer = () => ok({ ...home, sessions: [], attendance: { attended: 0, held: 0, total: 0, percent: 0 } });
    renderRemote(app, URL, demoUser('member'));
    expect(await screen.findByRole('heading', { name: 'Jadwal sesi belum diumumkan' }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unduh jadwal (.ics)' })).not.toBeInTheDocument();
  });

  it("shows the app's 404 for a batch the member is not in, and an error with retry otherwise", async () => {
    const message = 'Batch tidak ditemukan atau Anda tidak terdaftar di batch ini.';
    answer = () => HttpResponse.json({ success: false, message, data: null }, { status: 404 });
    const { unmount } = renderRemote(app, URL, demoUser('member'));
    expect(await screen.findByRole('heading', { level: 1, name: ERROR_TEXTS.notFound }, slow)).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    unmount();

    answer = () => HttpResponse.json({ success: false, message: 'Server sedang sibuk.', data: null }, { status: 500 });
    renderRemote(app, URL, demoUser('member'));
    expect(await screen.findByText('Batch belum dapat dimuat', undefined, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Coba lagi/ })).toBeInTheDocument();
  });
});

describe('the batch page: learning (decision 0041)', () => {
  const at = (rest: string) => `/member/liveclass/bootcamp/batch-12/${rest}`;

  it('shows the progress, the tests, the certificate, the leaderboard and the discussions, with links', async () => {
    renderRemote(app, URL, demoUser('member'));
    const learning = await screen.findByRole('region', { name: 'Materi belajar' }, slow);
    expect(within(learning).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    expect(within(learning).getByText('1 dari 3 materi selesai (33%)')).toBeInTheDocument();
    expect(within(learning).getByRole('link', { name: 'Lanjutkan belajar' })).toHaveAttribute('href', at('modul'));
    expect(within(learning).getByRole('link', { name: 'Kuis dan tes' })).toHaveAttribute('href', at('quiz'));

    const tests = screen.getByRole('list', { name: 'Tes batch' });
    const pre = within(tests).getByRole('listitem', { name: 'Pre-test' });
    expect(within(pre).getByText('Terbuka')).toBeInTheDocument();
    expect(within(pre).getByText('Ditutup Senin, 5 Januari 2026 pukul 09.00 WIB')).toBeInTheDocument();
    expect(within(pre).getByText('Belum dikerjakan')).toBeInTheDocument();
    expect(within(pre).getByRole('link', { name: 'Kerjakan pre-test' })).toHaveAttribute('href', at('pre-test'));
    const post = within(tests).getByRole('listitem', { name: 'Post-test' });
    expect(within(post).getByText('Terkunci')).toBeInTheDocument();
    expect(within(post).getByText('Post-test dibuka setelah sesi terakhir selesai.')).toBeInTheDocument();
    expect(within(post).getByRole('link', { name: 'Lihat post-test' })).toHaveAttribute('href', at('post-test'));
    const final = within(tests).getByRole('listitem', { name: 'Final test' });
    expect(within(final).getByText('Belum lulus')).toBeInTheDocument();
    expect(within(final).getByText('Nilai terbaik: 60 · nilai lulus 75')).toBeInTheDocument();
    expect(within(final).getByRole('link', { name: 'Kerjakan final test' })).toHaveAttribute('href', at('final-test'));

    const certificate = screen.getByRole('region', { name: 'Sertifikat kehadiran' });
    const requirements = within(certificate).getAllByRole('listitem');
    expect(requirements.map((item) => item.textContent)).toEqual([
      'Belum terpenuhiKehadiran 25% dari minimal 75%',
      'Belum terpenuhiLulus final test (Final test Bootcamp Penetration Testing) · Buka final test',
    ]);
    expect(within(certificate).getByRole('link', { name: 'Buka final test' })).toHaveAttribute(
      'href',
      at('final-test'),
    );
    expect(within(certificate).queryByRole('link', { name: 'Lihat sertifikat' })).not.toBeInTheDocument();

    const board = screen.getByRole('region', { name: 'Peringkat XP batch ini' });
    const rows = within(board).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(11);
    expect(rows[0]).toHaveTextContent('#1Ayu Lestari@ayu.lestari900');
    expect(rows[10]).toHaveTextContent('#14Demo member@demo.memberAnda120');
    expect(screen.getByText('Anda di peringkat 14 dengan 120 XP.')).toBeInTheDocument();

    const discussions = screen.getByRole('region', { name: 'Diskusi kelas' });
    expect(within(discussions).getByRole('link', { name: 'Buat diskusi' })).toHaveAttribute('href', at('buat-diskusi'));
    expect(await within(discussions).findByRole('link', { name: 'Nmap tidak menemukan port' })).toHaveAttribute(
      'href',
      at('diskusi/tanya1'),
    );
  });

  it('links the issued certificate, and says when every requirement is met before it is', async () => {
    const met = { percent: 100, thresholdPercent: 75, met: true };
    const test = { kind: 'final_test' as const, title: 'Final test Bootcamp Penetration Testing', passed: true };
    answer = () =>
      ok({ ...home, learning: batchLearning({ certificate: { number: 'BPT-200126-0001', attendance: met, test } }) });
    const view = renderRemote(app, URL, demoUser('member'));
    const issued = await screen.findByRole('region', { name: 'Sertifikat kehadiran' }, slow);
    expect(issued).toHaveTextContent('Sertifikat kehadiran Anda sudah terbit dengan nomor BPT-200126-0001.');
    expect(within(issued).getByRole('link', { name: 'Lihat sertifikat' })).toHaveAttribute(
      'href',
      at('sertifikat/BPT-200126-0001'),
    );
    view.unmount();

    answer = () => ok({ ...home, learning: batchLearning({ certificate: { number: null, attendance: met, test } }) });
    renderRemote(app, URL, demoUser('member'));
    const pending = await screen.findByRole('region', { name: 'Sertifikat kehadiran' }, slow);
    expect(within(pending).getAllByText('Terpenuhi')).toHaveLength(2);
    expect(within(pending).getByRole('status')).toHaveTextContent('Semua syarat sudah terpenuhi.');
  });
});

describe('attendanceOutlook', () => {
  const rules = home.rules;
  it('says met, on track, behind or out of reach', () => {
    const at = (attended: number, held: number) =>
      attendanceOutlook({ rules, attendance: { attended, held, total: 4, percent: attended * 25 } })?.label;
    expect(at(3, 3)).toBe('Syarat terpenuhi');
    expect(at(1, 1)).toBe('Sesuai target');
    expect(at(0, 0)).toBe('Sesuai target');
    expect(at(1, 2)).toBe('Di bawah target');
    expect(at(0, 2)).toBe('Syarat tidak dapat terpenuhi');
    expect(attendanceOutlook({ rules, attendance: { attended: 0, held: 0, total: 0, percent: 0 } })).toBeNull();
  });
});
