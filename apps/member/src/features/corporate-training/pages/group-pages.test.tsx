import { screen, within } from '@testing-library/react';
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
import { ERROR_TEXTS, type MemberGroupSummary } from '@akademi-siber/util-contracts';
import app from '../../../app';
import { BATCH_CONTENT_SLUG } from '../../../testing/batch-fixtures';
import { GROUP_PAGE as GROUP, groupHome } from '../../../testing/cohort-fixtures';
import { cohortCertificatePage, cohortQuizzesPage, joinSessionPage } from '../../liveclass-batch';
import { trainingGroupPage } from '../index';

const home = groupHome();
const summary: MemberGroupSummary = {
  training: { slug: home.training.slug, title: home.training.title },
  group: home.group,
  companyName: home.companyName,
  progress: { completedMaterials: 1, totalMaterials: 4, percent: 25 },
};
/** The group whose content is not ready: no instructor yet, so no content, tests, certificate or leaderboard. */
const withoutContent = groupHome({
  contentSlug: null,
  instructor: null,
  progress: { completedMaterials: 0, totalMaterials: 0, percent: 0 },
  learning: null,
});

const ok = (data: unknown) => HttpResponse.json({ success: true, message: 'Berhasil', data });
const list = (data: unknown[], total = data.length) =>
  HttpResponse.json({ success: true, message: 'Berhasil', data, meta: { page: 1, per_page: 9, total } });
const fail = (status: number, message: string) =>
  HttpResponse.json({ success: false, message, data: null }, { status });

let groups: MemberGroupSummary[] = [summary];
let answer: () => Response = () => ok(home);
const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/member/corporate-training', () => list(groups)),
  http.get('*/api/member/corporate-training/:trainingSlug/:groupSlug', ({ params }) =>
    params['groupSlug'] === home.group.slug ? answer() : fail(404, 'Grup pelatihan tidak ditemukan.'),
  ),
  http.get(`*/api/member/kelas/${BATCH_CONTENT_SLUG}/diskusi`, () => list([])),
);
jest.setTimeout(30_000);
const slow = { timeout: 15_000 };
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
answerEachTestsRequests();
beforeEach(() => {
  answer = () => ok(home);
});
afterEach(() => {
  server.resetHandlers();
  groups = [summary];
});
afterAll(() => server.close());

const member = demoUser('member');

describe('/member/corporate-training', () => {
  it("lists the member's groups with their company, dates and progress, each opening its home", async () => {
    renderRemote(app, '/member/corporate-training', member);
    const card = await screen.findByRole('article', {
      name: 'Security Awareness untuk Karyawan — Divisi Keuangan 2026',
    });
    expect(within(card).getByText(/PT Nusantara Aman/)).toBeInTheDocument();
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(within(card).getByText('1 dari 4 materi selesai')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('link', { name: 'Security Awareness untuk Karyawan' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Security Awareness untuk Karyawan' }),
    ).toBeInTheDocument();
  });

  it('says so when the member is in no group', async () => {
    groups = [];
    renderRemote(app, '/member/corporate-training', member);
    expect(await screen.findByText('Kamu belum terdaftar di pelatihan korporat')).toBeInTheDocument();
  });

  it('shows an error with a retry when the list fails', async () => {
    server.use(http.get('*/api/member/corporate-training', () => fail(500, 'Server sedang sibuk.')));
    renderRemote(app, '/member/corporate-training', member);
    expect(await screen.findByText('Pelatihan belum dapat dimuat')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Coba lagi/ })).toBeInTheDocument();
  });
});

const at = (rest: string) => `${GROUP}/${rest}`;

describe('/member/corporate-training/{trainingSlug}/{groupSlug}', () => {
  it("routes the group's home, its join page and its learning pages to the cohort's pages", () => {
    const leaf = (path: string) => matchRoutes(app.routes, path, '/member')?.at(-1)?.route.element;
    expect(leaf(GROUP)).toBe(trainingGroupPage);
    expect(leaf(at('sesi/3/gabung'))).toBe(joinSessionPage);
    expect(leaf(at('quiz'))).toBe(cohortQuizzesPage);
    expect(leaf(at('sertifikat'))).toBe(cohortCertificatePage);
    expect(leaf(at('sertifikat/SAK-200126-0001'))).toBe(cohortCertificatePage);
  });

  // Its sessions, attendance and learning are a cohort's, tested for a batch and a group alike (cohort-home.test).
  it('shows the training, company, dates and instructor, then the attendance, sessions and learning', async () => {
    renderRemote(app, GROUP, member);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Security Awareness untuk Karyawan' }, slow),
    ).toBeInTheDocument();
    expect(document.title).toBe('Security Awareness untuk Karyawan — Divisi Keuangan 2026 · Akademi Siber');
    expect(screen.getByText('Divisi Keuangan 2026')).toBeInTheDocument();
    expect(screen.getByText('PT Nusantara Aman')).toBeInTheDocument();
    expect(screen.getByText('Budi Instruktur')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Topik pelatihan' })).toHaveTextContent('Melaporkan insiden');

    // Then what a batch's home shows, in the same order.
    const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
    expect(regions).toEqual(
      expect.arrayContaining(['kehadiran-anda', 'jadwal-sesi', 'materi-belajar', 'sertifikat-kehadiran']),
    );
    expect(screen.getByRole('list', { name: 'Sesi grup' })).toBeInTheDocument();
  });

  it('says the content is not ready while the group has none, and still shows its sessions', async () => {
    answer = () => ok(withoutContent);
    renderRemote(app, GROUP, member);
    expect(await screen.findByText('Materi grup belum tersedia', undefined, slow)).toBeInTheDocument();
    expect(screen.getByText('Belum ditetapkan')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Sesi grup' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Kehadiran Anda' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Materi belajar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sertifikat kehadiran' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /belajar/ })).not.toBeInTheDocument();
  });

  it("answers another member's group as not found, and shows an error with a retry otherwise", async () => {
    const view = renderRemote(
      app,
      '/member/corporate-training/security-awareness-karyawan/bank-sejahtera-2026',
      member,
    );
    expect(await screen.findByRole('heading', { level: 1, name: ERROR_TEXTS.notFound }, slow)).toBeInTheDocument();
    expect(screen.getByText('Grup pelatihan tidak ditemukan.')).toBeInTheDocument();
    view.unmount();

    answer = () => fail(500, 'Server sedang sibuk.');
    renderRemote(app, GROUP, member);
    expect(await screen.findByText('Grup belum dapat dimuat', undefined, slow)).toBeInTheDocument();
    expect(screen.getByText('Server sedang sibuk.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Coba lagi/ })).toBeInTheDocument();
  });
});
