// A cohort's home (decisions 0040, 0041, 0045): a live-class batch's and a corporate-training group's show their
// sessions, attendance, calendar and learning with the same parts, each under its own pages and API.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  answerEachTestsRequests,
  chromeHandlers,
  demoUser,
  renderRemote,
} from '@akademi-siber/feature-app-frame/testing';
import type { DiscussionSummary, MemberBatchHome } from '@akademi-siber/util-contracts';
import app from '../../../app';
import { BATCH_CONTENT_SLUG, batchLearning } from '../../../testing/batch-fixtures';
import { BATCH_PAGE, batchHome, GROUP_PAGE, groupHome, memberSession } from '../../../testing/cohort-fixtures';

/** What these tests change of either home. */
type Overrides = Partial<Pick<MemberBatchHome, 'sessions' | 'attendance' | 'learning'>>;

const cohorts = [
  {
    owner: 'batch',
    page: BATCH_PAGE,
    api: '/api/member/liveclass/bootcamp/batch-12',
    home: (overrides: Overrides = {}) => batchHome(overrides),
    noun: 'batch',
    teacher: 'pengajar',
  },
  {
    owner: 'group',
    page: GROUP_PAGE,
    api: '/api/member/corporate-training/security-awareness-karyawan/nusantara-aman-keuangan',
    home: (overrides: Overrides = {}) => groupHome(overrides),
    noun: 'grup',
    teacher: 'instruktur',
  },
] as const;

const thread: DiscussionSummary = {
  hashId: 'tanya1',
  courseSlug: BATCH_CONTENT_SLUG,
  courseTitle: 'Materi',
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
let answer: () => Response;
const server = setupServer(
  ...chromeHandlers,
  ...cohorts.flatMap(({ owner, api }) => [
    http.get(`*${api}/jadwal-token`, () => {
      seen.push(`${owner} token`);
      return ok({ token: 'tok_ics', expires_in: 120 });
    }),
    http.get(`*${api}`, () => {
      seen.push(owner);
      return answer();
    }),
  ]),
  // A cohort's discussions are its content's (decision 0041).
  http.get(`*/api/member/kelas/${BATCH_CONTENT_SLUG}/diskusi`, () =>
    HttpResponse.json({
      success: true,
      message: 'Berhasil',
      data: [thread],
      meta: { page: 1, per_page: 10, total: 1 },
    }),
  ),
);
jest.setTimeout(30_000);
const slow = { timeout: 15_000 };
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
answerEachTestsRequests();
afterEach(() => {
  server.resetHandlers();
  jest.restoreAllMocks();
  jest.useRealTimers();
});
afterAll(() => server.close());

describe.each(cohorts)(
  "a $owner's home: sessions, attendance and learning",
  ({ owner, page, api, home, noun, teacher }) => {
    const at = (rest: string) => `${page}/${rest}`;
    beforeEach(() => {
      seen.length = 0;
      answer = () => ok(home());
    });

    it('shows the attendance against the requirement and what is still missing', async () => {
      renderRemote(app, page, demoUser('member'));
      const summary = await screen.findByRole('region', { name: 'Kehadiran Anda' }, slow);
      expect(within(summary).getByText('Hadir di 1 dari 2 sesi yang sudah berlangsung.')).toBeInTheDocument();
      expect(within(summary).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
      expect(within(summary).getByText('Syarat sertifikat kehadiran: 75%')).toBeInTheDocument();
      expect(within(summary).getByText('Di bawah target')).toBeInTheDocument();
      expect(
        within(summary).getByText('Hadiri minimal 2 dari 2 sesi tersisa untuk memenuhi syarat.'),
      ).toBeInTheDocument();
    });

    it('lists the sessions in time order: ended, open with "Gabung sesi" in a new tab, upcoming not yet', async () => {
      renderRemote(app, page, demoUser('member'));
      const list = await screen.findByRole('list', { name: `Sesi ${noun}` }, slow);
      expect(screen.getByText(/Sesi 3: Eksploitasi sedang dibuka sampai pukul 11\.00 WIB/)).toBeInTheDocument();
      const items = within(list).getAllByRole('listitem');
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
      // The member's own join page under the cohort's page, which records the attendance.
      const join = within(open).getByRole('link', { name: 'Gabung sesi: Sesi 3: Eksploitasi (membuka tab baru)' });
      expect(join).toHaveAttribute('href', at('sesi/3/gabung'));
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

    it("downloads the calendar through the token helper, from the cohort's own API", async () => {
      const hrefs: string[] = [];
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        hrefs.push(this.getAttribute('href') ?? '');
      });
      renderRemote(app, page, demoUser('member'));
      await userEvent.click(await screen.findByRole('button', { name: 'Unduh jadwal (.ics)' }, slow));
      await screen.findByRole('button', { name: 'Unduh jadwal (.ics)' });
      expect(seen).toEqual([owner, `${owner} token`]);
      expect(hrefs).toEqual([`${api}/jadwal.ics?token=tok_ics`]);
    });

    it('asks again every minute while a session is to come, so "Gabung sesi" opens by itself', async () => {
      const upcoming = memberSession(3, { title: 'Sesi 3', phase: 'upcoming', final: false });
      answer = () => ok(home({ sessions: [upcoming] }));
      // The lazy page loads on the real clock first (its module takes real time); the fake clock then runs the minute.
      const first = renderRemote(app, page, demoUser('member'));
      await screen.findByRole('button', { name: 'Gabung sesi: Sesi 3' }, slow);
      first.unmount();
      jest.useFakeTimers({ advanceTimers: true });
      renderRemote(app, page, demoUser('member'));
      expect(await screen.findByRole('button', { name: 'Gabung sesi: Sesi 3' })).toBeDisabled();
      seen.length = 0;
      expect(
        screen.getByText(/Sesi berikutnya, Sesi 3, dimulai Senin, 5 Januari 2026 pukul 09\.00 WIB\./),
      ).toBeInTheDocument();

      answer = () => ok(home({ sessions: [{ ...upcoming, phase: 'open' }] }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(60_000);
      });
      expect(await screen.findByRole('link', { name: /Gabung sesi: Sesi 3/ })).toHaveAttribute(
        'href',
        at('sesi/3/gabung'),
      );
      expect(seen).toEqual([owner]);
    });

    it('shows the empty schedule when no session is planned yet, without a calendar to download', async () => {
      answer = () => ok(home({ sessions: [], attendance: { attended: 0, held: 0, total: 0, percent: 0 } }));
      renderRemote(app, page, demoUser('member'));
      expect(await screen.findByRole('heading', { name: 'Jadwal sesi belum diumumkan' }, slow)).toBeInTheDocument();
      expect(
        screen.getByText(`Sesi ${noun} ini akan tampil di sini setelah ${teacher} menjadwalkannya.`),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Unduh jadwal (.ics)' })).not.toBeInTheDocument();
    });

    it('shows the progress, the tests, the certificate, the leaderboard and the discussions, with links', async () => {
      renderRemote(app, page, demoUser('member'));
      const learning = await screen.findByRole('region', { name: 'Materi belajar' }, slow);
      expect(within(learning).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
      expect(within(learning).getByText('1 dari 3 materi selesai (33%)')).toBeInTheDocument();
      // The content opens at the cohort's own path (spec §2), not under /member/kelas.
      expect(within(learning).getByRole('link', { name: 'Lanjutkan belajar' })).toHaveAttribute('href', at('modul'));
      expect(within(learning).getByRole('link', { name: 'Kuis dan tes' })).toHaveAttribute('href', at('quiz'));

      const tests = screen.getByRole('list', { name: `Tes ${noun}` });
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
      expect(within(final).getByRole('link', { name: 'Kerjakan final test' })).toHaveAttribute(
        'href',
        at('final-test'),
      );

      const certificate = screen.getByRole('region', { name: 'Sertifikat kehadiran' });
      expect(
        within(certificate)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Belum terpenuhiKehadiran 25% dari minimal 75%',
        'Belum terpenuhiLulus final test (Final test Bootcamp Penetration Testing) · Buka final test',
      ]);
      expect(within(certificate).getByRole('link', { name: 'Buka final test' })).toHaveAttribute(
        'href',
        at('final-test'),
      );
      expect(within(certificate).queryByRole('link', { name: 'Lihat sertifikat' })).not.toBeInTheDocument();

      expect(screen.getByRole('heading', { level: 2, name: `Peringkat XP ${noun}` })).toBeInTheDocument();
      const board = screen.getByRole('region', { name: `Peringkat XP ${noun} ini` });
      const rows = within(board).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(11);
      expect(rows[0]).toHaveTextContent('#1Ayu Lestari@ayu.lestari900');
      expect(rows[10]).toHaveTextContent('#14Demo member@demo.memberAnda120');
      expect(screen.getByText('Anda di peringkat 14 dengan 120 XP.')).toBeInTheDocument();

      const discussions = screen.getByRole('region', { name: `Diskusi ${noun}` });
      expect(within(discussions).getByRole('link', { name: 'Buat diskusi' })).toHaveAttribute(
        'href',
        at('buat-diskusi'),
      );
      expect(await within(discussions).findByRole('link', { name: 'Nmap tidak menemukan port' })).toHaveAttribute(
        'href',
        at('diskusi/tanya1'),
      );
    });

    it('links the issued certificate, and says when every requirement is met before it is', async () => {
      const met = { percent: 100, thresholdPercent: 75, met: true };
      const test = { kind: 'final_test' as const, title: 'Final test Bootcamp Penetration Testing', passed: true };
      answer = () =>
        ok(home({ learning: batchLearning({ certificate: { number: 'BPT-200126-0001', attendance: met, test } }) }));
      const view = renderRemote(app, page, demoUser('member'));
      const issued = await screen.findByRole('region', { name: 'Sertifikat kehadiran' }, slow);
      expect(issued).toHaveTextContent('Sertifikat kehadiran Anda sudah terbit dengan nomor BPT-200126-0001.');
      expect(within(issued).getByRole('link', { name: 'Lihat sertifikat' })).toHaveAttribute(
        'href',
        at('sertifikat/BPT-200126-0001'),
      );
      view.unmount();

      answer = () => ok(home({ learning: batchLearning({ certificate: { number: null, attendance: met, test } }) }));
      renderRemote(app, page, demoUser('member'));
      const pending = await screen.findByRole('region', { name: 'Sertifikat kehadiran' }, slow);
      expect(within(pending).getAllByText('Terpenuhi')).toHaveLength(2);
      expect(within(pending).getByRole('status')).toHaveTextContent('Semua syarat sudah terpenuhi.');
    });
  },
);
