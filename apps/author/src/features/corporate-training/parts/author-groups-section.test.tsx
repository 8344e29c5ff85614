import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type { AuthorGroupSummary } from '@akademi-siber/util-contracts';
import app from '../../../app';

const ok = <T,>(data: T) => HttpResponse.json({ success: true, message: 'Berhasil', data });

const groups: AuthorGroupSummary[] = [
  {
    id: 6,
    training: { slug: 'security-awareness-karyawan', title: 'Security Awareness untuk Karyawan' },
    group: {
      slug: 'nusantara-aman-keuangan',
      name: 'Divisi Keuangan 2026',
      startsAt: '2026-07-01T02:00:00.000Z',
      endsAt: '2026-07-28T10:00:00.000Z',
    },
    companyName: 'PT Nusantara Aman',
    participants: 1200,
    contentSlug: 'group-6-materi',
  },
  {
    id: 9,
    training: { slug: 'incident-response-tim-ti', title: 'Incident Response untuk Tim TI' },
    group: {
      slug: 'logistik-andalan-2026',
      name: 'Tim Infrastruktur',
      startsAt: '2026-09-01T02:00:00.000Z',
      endsAt: '2026-09-03T10:00:00.000Z',
    },
    companyName: 'PT Logistik Andalan',
    participants: 0,
    contentSlug: null,
  },
];

const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/author/courses', () =>
    HttpResponse.json({ success: true, message: 'OK', data: [], meta: { page: 1, per_page: 10, total: 0 } }),
  ),
  http.get('*/api/author/liveclass', () => ok([])),
  http.get('*/api/author/corporate-training', () => ok(groups)),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// The <section> is a region, named by its heading; the lazy part loads after the home page.
const section = () => screen.findByRole('region', { name: 'Grup pelatihan korporat' }, { timeout: 15_000 });

it('lists the groups the instructor teaches on the author home, each opening its group page', async () => {
  renderRemote(app, '/author', demoUser('author'));
  const list = await section();
  const first = await within(list).findByRole('article', {
    name: 'Security Awareness untuk Karyawan — Divisi Keuangan 2026',
  });
  expect(first).toHaveTextContent('PT Nusantara Aman · 01 Jul 2026 – 28 Jul 2026');
  expect(first).toHaveTextContent('1.200 peserta');
  expect(
    within(first).getByRole('link', { name: 'Security Awareness untuk Karyawan — Divisi Keuangan 2026' }),
  ).toHaveAttribute('href', '/author/corporate-training/security-awareness-karyawan/group/6');
  // A group without content still has its sessions and attendance: the card opens the group page and says so.
  const second = within(list).getByRole('article', { name: 'Incident Response untuk Tim TI — Tim Infrastruktur' });
  expect(second).toHaveTextContent('Materi grup belum dibuat.');
  expect(within(second).getByRole('link')).toHaveAttribute(
    'href',
    '/author/corporate-training/incident-response-tim-ti/group/9',
  );
});

it('says so when the instructor teaches no group', async () => {
  server.use(http.get('*/api/author/corporate-training', () => ok([])));
  renderRemote(app, '/author', demoUser('author'));
  const list = await section();
  expect(
    await within(list).findByRole('heading', { name: 'Belum ada grup pelatihan korporat yang Anda ajar.' }),
  ).toBeInTheDocument();
});

it('shows a failure with a retry that loads the groups again', async () => {
  let calls = 0;
  server.use(
    http.get('*/api/author/corporate-training', () => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({ success: false, message: 'Layanan sedang sibuk.', data: null }, { status: 500 })
        : ok(groups);
    }),
  );
  renderRemote(app, '/author', demoUser('author'));
  const list = await section();
  const alert = await within(list).findByRole('alert');
  expect(alert).toHaveTextContent('Daftar grup belum dapat dimuat');
  await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
  expect(await within(list).findByRole('article', { name: /Divisi Keuangan 2026/ })).toBeInTheDocument();
});
