import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { MemberClass } from '@akademi-siber/util-contracts';
import type { RemoteApp } from '@akademi-siber/util-federation';
import { demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import { AcademyPage } from './academy-page';

const classes: MemberClass[] = [
  {
    slug: 'ethical-hacking',
    title: 'Ethical Hacking untuk Pemula',
    kind: 'course',
    level: 'Pemula',
    thumbnailUrl: null,
    progress: 44,
    totalMaterials: 9,
    completedMaterials: 4,
    enrolledAt: '2026-10-01T00:00:00Z',
    batchSlug: null,
  },
  {
    slug: 'bootcamp',
    title: 'Bootcamp Penetration Testing',
    kind: 'liveclass',
    level: 'Menengah',
    thumbnailUrl: null,
    progress: 20,
    totalMaterials: 5,
    completedMaterials: 1,
    enrolledAt: '2026-10-05T00:00:00Z',
    batchSlug: 'kelas-malam',
  },
];
let perPage: string | null = null;
const server = setupServer(
  http.get('*/api/member/kelas-saya', ({ request }) => {
    perPage = new URL(request.url).searchParams.get('per_page');
    return HttpResponse.json({
      success: true,
      message: 'OK',
      data: classes,
      meta: { page: 1, per_page: 50, total: classes.length },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const app: RemoteApp = { id: 'member', basePath: '/member', routes: [{ path: 'academy', element: <AcademyPage /> }] };

it('shows the five learning products with what the member follows in each and the way to more', async () => {
  renderRemote(app, '/member/academy', demoUser('member'));
  expect(screen.getByRole('heading', { level: 1, name: 'Akademi' })).toBeInTheDocument();
  const online = await screen.findByRole('region', { name: 'Belajar Online' });
  expect(await within(online).findByText('1 diikuti')).toBeInTheDocument();
  expect(within(online).getByRole('link', { name: 'Ethical Hacking untuk Pemula' })).toHaveAttribute(
    'href',
    '/member/kelas/ethical-hacking',
  );
  expect(within(online).getByRole('link', { name: 'Lihat katalog' })).toHaveAttribute('href', '/belajar-online');
  expect(
    within(screen.getByRole('region', { name: 'Corporate Training' })).getByText('Belum diikuti'),
  ).toBeInTheDocument();
  expect(
    within(screen.getByRole('region', { name: 'Cyber Insight' })).getByRole('link', { name: 'Acara saya' }),
  ).toHaveAttribute('href', '/member/cyber-insight');
  expect(screen.getAllByRole('region')).toHaveLength(5);
  expect(perPage).toBe('50');
});
