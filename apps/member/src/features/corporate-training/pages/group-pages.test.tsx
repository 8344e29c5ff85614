import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type { MemberGroupHome, MemberGroupSummary } from '@akademi-siber/util-contracts';
import app from '../../../app';

const summary: MemberGroupSummary = {
  training: { slug: 'security-awareness-karyawan', title: 'Security Awareness untuk Karyawan' },
  group: {
    slug: 'nusantara-aman-keuangan',
    name: 'Divisi Keuangan 2026',
    startsAt: '2026-07-01T02:00:00Z',
    endsAt: '2026-07-28T10:00:00Z',
  },
  companyName: 'PT Nusantara Aman',
  progress: { completedMaterials: 1, totalMaterials: 4, percent: 25 },
};
const home: MemberGroupHome = {
  ...summary,
  training: {
    ...summary.training,
    summary: 'Pelatihan satu hari agar seluruh karyawan mengenali phishing.',
    topics: ['Phishing dan rekayasa sosial', 'Melaporkan insiden'],
    durationDays: 1,
  },
  instructor: { name: 'Budi Instruktur', username: 'author.demo', avatarUrl: null },
  contentSlug: 'group-6-materi',
  participants: 3,
  enrolledAt: '2026-06-26T02:00:00Z',
};

const ok = (data: unknown) => HttpResponse.json({ success: true, message: 'Berhasil', data });
const list = (data: unknown[], total = data.length) =>
  HttpResponse.json({ success: true, message: 'Berhasil', data, meta: { page: 1, per_page: 9, total } });
const fail = (status: number, message: string) =>
  HttpResponse.json({ success: false, message, data: null }, { status });

let groups: MemberGroupSummary[] = [summary];
const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/member/corporate-training', () => list(groups)),
  http.get('*/api/member/corporate-training/:trainingSlug/:groupSlug', ({ params }) =>
    params.groupSlug === home.group.slug ? ok(home) : fail(404, 'Grup pelatihan tidak ditemukan.'),
  ),
  http.get('*/api/member/kelas/group-6-materi/diskusi', () => list([])),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
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

describe('/member/corporate-training/{trainingSlug}/{groupSlug}', () => {
  it('shows the training, company, dates, instructor, progress and the way into the content', async () => {
    renderRemote(app, '/member/corporate-training/security-awareness-karyawan/nusantara-aman-keuangan', member);
    expect(await screen.findByText('Divisi Keuangan 2026')).toBeInTheDocument();
    expect(screen.getByText('PT Nusantara Aman')).toBeInTheDocument();
    expect(screen.getByText('Budi Instruktur')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Topik pelatihan' })).toHaveTextContent('Melaporkan insiden');
    const content = screen.getByRole('region', { name: 'Materi grup' });
    expect(within(content).getByRole('progressbar', { name: 'Progres materi grup' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    // The content opens at the group's own path (spec §2), not under /member/kelas.
    expect(within(content).getByRole('link', { name: 'Lanjutkan belajar' })).toHaveAttribute(
      'href',
      '/member/corporate-training/security-awareness-karyawan/nusantara-aman-keuangan/modul',
    );
    // The content's discussions are a section of the group home; asking one stays under the group.
    const discussions = await screen.findByRole('region', { name: 'Diskusi kelas' });
    expect(within(discussions).getByRole('link', { name: 'Buat diskusi' })).toHaveAttribute(
      'href',
      '/member/corporate-training/security-awareness-karyawan/nusantara-aman-keuangan/buat-diskusi',
    );
  });

  it('says the content is not ready while the group has none', async () => {
    server.use(
      http.get('*/api/member/corporate-training/:trainingSlug/:groupSlug', () =>
        ok({
          ...home,
          contentSlug: null,
          instructor: null,
          progress: { completedMaterials: 0, totalMaterials: 0, percent: 0 },
        }),
      ),
    );
    renderRemote(app, '/member/corporate-training/security-awareness-karyawan/nusantara-aman-keuangan', member);
    expect(await screen.findByText('Materi grup belum tersedia')).toBeInTheDocument();
    expect(screen.getByText('Belum ditetapkan')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /belajar/ })).not.toBeInTheDocument();
  });

  it("answers another member's group as not found", async () => {
    renderRemote(app, '/member/corporate-training/security-awareness-karyawan/bank-sejahtera-2026', member);
    expect(await screen.findByText('Grup pelatihan tidak ditemukan.')).toBeInTheDocument();
  });
});
