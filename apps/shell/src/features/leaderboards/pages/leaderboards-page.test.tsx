import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { LeaderboardEntry } from '@akademi-siber/util-contracts';
import { CurrentLocation, member, renderPage } from '../../../testing/render-page';
import { LeaderboardsPage } from './leaderboards-page';

const allTime: LeaderboardEntry[] = [
  { rank: 1, username: 'member.demo', name: 'Rina Member', avatarUrl: null, xp: 3400 },
  { rank: 2, username: 'dimas.saputra', name: 'Dimas Saputra', avatarUrl: null, xp: 2600 },
  { rank: 2, username: 'agus.pratama', name: 'Agus Pratama', avatarUrl: null, xp: 2600 },
];
const requests: URLSearchParams[] = [];
const server = setupServer(
  http.get('*/api/leaderboards', ({ request }) => {
    const params = new URL(request.url).searchParams;
    requests.push(params);
    const data = params.get('period') === 'month' ? [] : allTime;
    return HttpResponse.json({
      success: true,
      message: 'Berhasil',
      data,
      meta: { page: 1, per_page: 20, total: data.length },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

describe('/leaderboards', () => {
  it('ranks members by XP with ties sharing a rank, each linking to the public profile', async () => {
    renderPage('/leaderboards', <LeaderboardsPage />, '/leaderboards', {
      session: { status: 'authenticated', user: member },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Papan Peringkat' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['#1', '#2', '#2']);
    expect(within(rows[0]).getByRole('link', { name: 'Rina Member' })).toHaveAttribute('href', '/member.demo');
    expect(within(rows[1]).getByRole('cell', { name: '2.600' })).toBeInTheDocument();
    expect(within(rows[0]).getByText('Anda')).toBeInTheDocument();
    expect(within(rows[1]).queryByText('Anda')).not.toBeInTheDocument();
    expect(requests[0].get('period')).toBe('all');
  });

  it("switches to this month's board, keeps it in the address, and explains an empty one", async () => {
    renderPage(
      '/leaderboards',
      <>
        <LeaderboardsPage />
        <CurrentLocation />
      </>,
      '/leaderboards',
    );
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('tab', { name: 'Bulan ini' }));
    expect(await screen.findByText('Papan peringkat masih kosong')).toBeInTheDocument();
    expect(requests.at(-1)?.get('period')).toBe('month');
    expect(screen.getByLabelText('Lokasi')).toHaveTextContent('/leaderboards?periode=month');
  });
});
