import { configure, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  answerEachTestsRequests,
  chromeHandlers,
  demoUser,
  renderRemote,
} from '@akademi-siber/feature-app-frame/testing';
import { ERROR_TEXTS, type SessionJoinResult } from '@akademi-siber/util-contracts';
import type { RemoteApp } from '@akademi-siber/util-federation';
import { meetingNavigation } from '../parts/meeting-navigation';
import { JoinSessionPage } from './join-session-page';

const ok = (data: unknown, message = 'Kehadiran tercatat.') => HttpResponse.json({ success: true, message, data });
const fail = (status: number, message: string) =>
  HttpResponse.json({ success: false, message, data: null }, { status });

const joined: SessionJoinResult = {
  meetingUrl: 'https://zoom.us/j/123456789',
  attendance: { status: 'hadir', joinedAt: '2026-01-12T02:58:00Z' },
  recordedNow: true,
};
const posts: string[] = [];
let answer: () => Response = () => ok(joined);
const server = setupServer(
  ...chromeHandlers,
  http.post('*/api/member/liveclass/:liveclassSlug/:batchSlug/sessions/:sessionId/join', ({ params }) => {
    posts.push(`${String(params['liveclassSlug'])}/${String(params['batchSlug'])}/${String(params['sessionId'])}`);
    return answer();
  }),
  // A corporate-training group's sessions are joined the same way (decision 0045).
  http.post('*/api/member/corporate-training/:trainingSlug/:groupSlug/sessions/:sessionId/join', ({ params }) => {
    posts.push(`group ${String(params['trainingSlug'])}/${String(params['groupSlug'])}/${String(params['sessionId'])}`);
    return answer();
  }),
);
// Strict mode runs the page's effects twice on mount, as in development: the join must still be asked once.
beforeAll(() => {
  configure({ reactStrictMode: true });
  server.listen({ onUnhandledFrame: 'error' });
});
answerEachTestsRequests();
let opened: jest.SpiedFunction<typeof meetingNavigation.open>;
beforeEach(() => {
  posts.length = 0;
  answer = () => ok(joined);
  opened = jest.spyOn(meetingNavigation, 'open').mockImplementation(() => undefined);
});
afterEach(() => {
  server.resetHandlers();
  jest.restoreAllMocks();
});
afterAll(() => {
  configure({ reactStrictMode: false });
  server.close();
});

const app: RemoteApp = {
  id: 'member',
  basePath: '/member',
  routes: [
    { path: 'liveclass/:liveclassSlug/:batchSlug/sesi/:sessionId/gabung', element: <JoinSessionPage /> },
    { path: 'corporate-training/:trainingSlug/:groupSlug/sesi/:sessionId/gabung', element: <JoinSessionPage /> },
  ],
};
const URL = '/member/liveclass/bootcamp/batch-12/sesi/3/gabung';
/** The page's live region (the toast region is a status too). */
const progress = () =>
  screen.getByRole('heading', { name: 'Gabung sesi' }).parentElement?.querySelector('[role="status"]');

describe('/member/liveclass/:liveclassSlug/:batchSlug/sesi/:sessionId/gabung', () => {
  it('joins once, says what was recorded, and goes on to the meeting room', async () => {
    renderRemote(app, URL, demoUser('member'));
    expect(screen.getByRole('heading', { level: 1, name: 'Gabung sesi' })).toBeInTheDocument();
    expect(progress()).toHaveTextContent('Mencatat kehadiran Anda…');
    expect(await screen.findByText('Kehadiran tercatat: Hadir (pukul 09.58)')).toBeInTheDocument();
    expect(progress()).toHaveTextContent('Membuka ruang kelas…');
    expect(opened).toHaveBeenCalledTimes(1);
    expect(opened).toHaveBeenCalledWith('https://zoom.us/j/123456789');
    expect(posts).toEqual(['bootcamp/batch-12/3']);
    expect(screen.getByRole('link', { name: 'Buka ruang kelas' })).toHaveAttribute(
      'href',
      'https://zoom.us/j/123456789',
    );
    expect(screen.getByRole('link', { name: 'Kembali ke halaman batch' })).toHaveAttribute(
      'href',
      '/member/liveclass/bootcamp/batch-12',
    );
  });

  it('says Terlambat for a late join, and that a join before was already recorded', async () => {
    answer = () =>
      ok(
        { ...joined, attendance: { status: 'terlambat', joinedAt: '2026-01-12T02:31:00Z' }, recordedNow: false },
        'Kehadiran sudah tercatat sebelumnya.',
      );
    renderRemote(app, URL, demoUser('member'));
    expect(await screen.findByText('Kehadiran sudah tercatat sebelumnya: Terlambat (pukul 09.31)')).toBeInTheDocument();
    expect(opened).toHaveBeenCalledWith('https://zoom.us/j/123456789');
  });

  it("shows the API's reason and the way back when the session is not open", async () => {
    const message = 'Sesi belum dibuka. Tombol Gabung sesi aktif 15 menit sebelum sesi dimulai.';
    answer = () => fail(409, message);
    renderRemote(app, URL, demoUser('member'));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Kembali ke halaman batch' })).toHaveAttribute(
      'href',
      '/member/liveclass/bootcamp/batch-12',
    );
    expect(progress()).not.toHaveTextContent('Membuka ruang kelas');
    expect(opened).not.toHaveBeenCalled();
    expect(posts).toHaveLength(1);
  });

  it('does not follow a meeting link that is not a web address', async () => {
    answer = () => ok({ ...joined, meetingUrl: 'javascript:alert(1)' });
    renderRemote(app, URL, demoUser('member'));
    expect(await screen.findByText('Tautan ruang kelas sesi ini tidak valid.')).toBeInTheDocument();
    expect(opened).not.toHaveBeenCalled();
  });

  it('asks nothing for a session id that is not a number', async () => {
    renderRemote(app, '/member/liveclass/bootcamp/batch-12/sesi/abc/gabung', demoUser('member'));
    expect(await screen.findByRole('heading', { level: 1, name: ERROR_TEXTS.notFound })).toBeInTheDocument();
    expect(posts).toEqual([]);
  });
});

describe('/member/corporate-training/:trainingSlug/:groupSlug/sesi/:sessionId/gabung', () => {
  const GROUP = '/member/corporate-training/security-awareness-karyawan/nusantara-aman-keuangan';

  it("joins the group's session once, says what was recorded, opens the room, leads back", async () => {
    renderRemote(app, `${GROUP}/sesi/7/gabung`, demoUser('member'));
    expect(await screen.findByText('Kehadiran tercatat: Hadir (pukul 09.58)')).toBeInTheDocument();
    expect(posts).toEqual(['group security-awareness-karyawan/nusantara-aman-keuangan/7']);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(opened).toHaveBeenCalledWith('https://zoom.us/j/123456789');
    expect(screen.getByRole('link', { name: 'Kembali ke halaman grup' })).toHaveAttribute('href', GROUP);
  });

  it("shows the API's reason and the way back to the group when the session is over", async () => {
    const message = 'Sesi sudah berakhir.';
    answer = () => fail(409, message);
    renderRemote(app, `${GROUP}/sesi/7/gabung`, demoUser('member'));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Kembali ke halaman grup' })).toHaveAttribute('href', GROUP);
    expect(opened).not.toHaveBeenCalled();
    expect(posts).toHaveLength(1);
  });

  it("shows the API's reason when the member is not in the group", async () => {
    const message = 'Grup pelatihan tidak ditemukan.';
    answer = () => fail(404, message);
    renderRemote(app, `${GROUP}/sesi/7/gabung`, demoUser('member'));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(opened).not.toHaveBeenCalled();
  });
});
