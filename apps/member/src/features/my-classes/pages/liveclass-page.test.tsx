import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type { MemberClass } from '@akademi-siber/util-contracts';
import type { RemoteApp } from '@akademi-siber/util-federation';
import { LiveClassPage } from './liveclass-page';

let classes: MemberClass[] = [];
const list = (data: unknown[]) =>
  HttpResponse.json({ success: true, message: 'OK', data, meta: { page: 1, per_page: 9, total: data.length } });
const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/member/kelas-saya', () => list(classes)),
  http.get('*/api/transaction/orders', () => list([])),
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
  it("leads from each of the member's batches to its page: sessions, attendance and the calendar", async () => {
    classes = [
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
        batchSlug: 'batch-12',
      },
    ];
    renderRemote(app, '/member/liveclass', demoUser('member'));
    const card = await screen.findByRole('article', { name: 'Bootcamp Penetration Testing — Batch 12' });
    expect(
      within(card).getByRole('link', { name: 'Lihat jadwal sesi: Bootcamp Penetration Testing — Batch 12' }),
    ).toHaveAttribute('href', '/member/liveclass/bootcamp/batch-12');
    expect(screen.getByRole('region', { name: 'Pesanan live class' })).toBeInTheDocument();
  });

  it('says so when the member is in no live class yet', async () => {
    classes = [];
    renderRemote(app, '/member/liveclass', demoUser('member'));
    expect(await screen.findByText('Live class yang Anda ikuti akan tampil di sini.')).toBeInTheDocument();
  });
});
