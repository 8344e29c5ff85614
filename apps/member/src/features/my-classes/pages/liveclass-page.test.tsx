import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type { MemberClass, TrainingIndexBatch } from '@akademi-siber/util-contracts';
import type { RemoteApp } from '@akademi-siber/util-federation';
import { LiveClassPage } from './liveclass-page';

const classes: MemberClass[] = [
  {
    slug: 'bootcamp',
    title: 'Bootcamp Penetration Testing — Batch 12',
    kind: 'liveclass',
    level: 'Menengah',
    thumbnailUrl: null,
    progress: 50,
    totalMaterials: 4,
    completedMaterials: 2,
    enrolledAt: '2026-01-02T00:00:00Z',
  },
];
let batches: TrainingIndexBatch[] = [];
const list = (data: unknown[]) =>
  HttpResponse.json({ success: true, message: 'OK', data, meta: { page: 1, per_page: 9, total: data.length } });
const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/member/kelas-saya', () => list(classes)),
  http.get('*/api/transaction/orders', () => list([])),
  http.get('*/api/member/training-index', () => HttpResponse.json({ success: true, message: 'OK', data: batches })),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const app: RemoteApp = {
  id: 'member',
  basePath: '/member',
  routes: [{ path: 'liveclass', element: <LiveClassPage /> }],
};

describe('/member/liveclass', () => {
  it("links each of the member's batches to its page", async () => {
    batches = [
      {
        liveClassSlug: 'bootcamp',
        liveClassTitle: 'Bootcamp Penetration Testing',
        batchSlug: 'batch-12',
        batchName: 'Batch 12',
        startsAt: '2026-01-05T00:00:00Z',
        endsAt: '2026-01-31T00:00:00Z',
        sessions: [],
        nextSessionAt: '2026-01-12T02:00:00Z',
      },
      {
        liveClassSlug: 'soc',
        liveClassTitle: 'SOC Analyst Intensif',
        batchSlug: 'batch-4',
        batchName: 'Batch 4',
        startsAt: '2025-10-01T00:00:00Z',
        endsAt: '2025-10-20T00:00:00Z',
        sessions: [],
        nextSessionAt: null,
      },
    ];
    renderRemote(app, '/member/liveclass', demoUser('member'));
    const section = await screen.findByRole('region', { name: 'Jadwal dan kehadiran' });
    const bootcamp = await within(section).findByRole('listitem', { name: 'Bootcamp Penetration Testing — Batch 12' });
    expect(bootcamp).toHaveTextContent('sesi berikutnya 12 Jan 2026, 09.00 WIB');
    expect(
      within(bootcamp).getByRole('link', { name: 'Kehadiran dan jadwal: Bootcamp Penetration Testing — Batch 12' }),
    ).toHaveAttribute('href', '/member/liveclass/bootcamp/batch-12');
    const soc = within(section).getByRole('listitem', { name: 'SOC Analyst Intensif — Batch 4' });
    expect(soc).toHaveTextContent('semua sesi sudah selesai');
    expect(within(soc).getByRole('link', { name: /Kehadiran dan jadwal/ })).toHaveAttribute(
      'href',
      '/member/liveclass/soc/batch-4',
    );
    // The class cards and the orders are still there.
    expect(await screen.findByRole('article', { name: 'Bootcamp Penetration Testing — Batch 12' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Pesanan live class' })).toBeInTheDocument();
  });

  it('says so when the member is in no batch yet', async () => {
    batches = [];
    renderRemote(app, '/member/liveclass', demoUser('member'));
    expect(await screen.findByRole('heading', { name: 'Belum ada batch' })).toBeInTheDocument();
  });
});
