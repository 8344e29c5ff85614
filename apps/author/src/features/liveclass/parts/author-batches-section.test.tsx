import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type { AuthorBatchSummary } from '@akademi-siber/util-contracts';
import app from '../../../app';

const ok = <T,>(data: T, status = 200) => HttpResponse.json({ success: true, message: 'Berhasil', data }, { status });

const batches: AuthorBatchSummary[] = [
  {
    liveClass: { slug: 'keamanan-web-live', title: 'Keamanan Web Live' },
    contentSlug: 'batch-7-materi',
    batch: {
      id: 7,
      slug: 'batch-1',
      name: 'Batch 1',
      startsAt: '2026-01-05T12:00:00.000Z',
      endsAt: '2026-01-30T14:00:00.000Z',
    },
    members: 1200,
    sessions: 8,
    nextSessionAt: '2026-01-12T12:00:00.000Z',
  },
  {
    liveClass: { slug: 'forensik', title: 'Forensik Digital' },
    contentSlug: 'batch-3-materi',
    batch: {
      id: 3,
      slug: 'batch-lama',
      name: 'Batch Lama',
      startsAt: '2025-10-01T12:00:00.000Z',
      endsAt: '2025-10-30T14:00:00.000Z',
    },
    members: 4,
    sessions: 2,
    nextSessionAt: null,
  },
];

const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/author/courses', () =>
    HttpResponse.json({ success: true, message: 'OK', data: [], meta: { page: 1, per_page: 10, total: 0 } }),
  ),
  http.get('*/api/author/liveclass', () => ok(batches)),
  // The home's corporate-training groups section (decision 0044): none here.
  http.get('*/api/author/corporate-training', () => ok([])),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// The <section> is a region, named by its heading; the lazy part loads after the home page.
const section = () => screen.findByRole('region', { name: 'Batch live class' }, { timeout: 15_000 });

it("lists the instructor's batches on the author home, each linking to its attendance", async () => {
  renderRemote(app, '/author', demoUser('author'));
  const batchList = await section();
  const first = await within(batchList).findByRole('link', { name: 'Keamanan Web Live — Batch 1' });
  expect(first).toHaveAttribute('href', '/author/liveclass/keamanan-web-live/batch/7');
  const firstCard = first.closest('article') as HTMLElement;
  expect(firstCard).toHaveTextContent('05 Jan 2026 – 30 Jan 2026');
  expect(firstCard).toHaveTextContent('1.200 peserta · 8 sesi');
  expect(firstCard).toHaveTextContent('Sesi berikutnya: 12 Jan 2026, 19.00 WIB');

  const second = within(batchList).getByRole('link', { name: 'Forensik Digital — Batch Lama' });
  expect(second).toHaveAttribute('href', '/author/liveclass/forensik/batch/3');
  expect(second.closest('article')).toHaveTextContent('Semua sesi telah selesai.');
  expect(within(batchList).getAllByRole('listitem')).toHaveLength(2);
});

it('says so when the instructor teaches no batch', async () => {
  server.use(http.get('*/api/author/liveclass', () => ok([])));
  renderRemote(app, '/author', demoUser('author'));
  const batchList = await section();
  expect(
    await within(batchList).findByRole('heading', { name: 'Belum ada batch live class yang Anda ajar.' }),
  ).toBeInTheDocument();
  expect(within(batchList).queryByRole('link')).not.toBeInTheDocument();
});

it('shows a failure with a retry that loads the batches again', async () => {
  let calls = 0;
  server.use(
    http.get('*/api/author/liveclass', () => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({ success: false, message: 'Layanan sedang sibuk.', data: null }, { status: 500 })
        : ok(batches);
    }),
  );
  renderRemote(app, '/author', demoUser('author'));
  const batchList = await section();
  const alert = await within(batchList).findByRole('alert');
  expect(alert).toHaveTextContent('Daftar batch belum dapat dimuat');
  await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
  expect(await within(batchList).findByRole('link', { name: 'Keamanan Web Live — Batch 1' })).toBeInTheDocument();
});
