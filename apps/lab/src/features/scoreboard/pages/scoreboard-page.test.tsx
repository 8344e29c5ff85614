import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers } from '@akademi-siber/feature-app-frame/testing';
import type { LabScoreboard, LabScoreboardEntry } from '@akademi-siber/util-contracts';
import { ok, renderLab } from '../../../testing/lab-testing';
import { ROWS_PER_STEP, ScoreboardPage } from './scoreboard-page';

const entry = (rank: number, username: string, name: string, points: number): LabScoreboardEntry => ({
  rank,
  username,
  name,
  avatarUrl: null,
  points,
  solves: Math.ceil(points / 100),
  lastSolveAt: '2026-11-20T03:00:00Z',
});

const everyone = Array.from({ length: ROWS_PER_STEP }, (_, index) =>
  entry(index + 1, `pemain.${index + 1}`, `Pemain ${index + 1}`, 2000 - index * 50),
);
const requests: string[] = [];
let frozenAt: string | null = null;

const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/lab/classrooms', () => ok([{ slug: 'kelas-a', name: 'Keamanan Jaringan — Kelas A' }])),
  http.get('*/api/lab/standings', ({ request }) => {
    const params = new URL(request.url).searchParams;
    requests.push(params.toString());
    const classroom = params.get('classroom');
    const board: LabScoreboard = classroom
      ? {
          period: 'all',
          classroom: { slug: 'kelas-a', name: 'Keamanan Jaringan — Kelas A' },
          frozenAt: null,
          live: false,
          entries: [entry(1, 'member.demo', 'Rina Member', 550), entry(2, 'agus.pratama', 'Agus Pratama', 100)],
          me: entry(1, 'member.demo', 'Rina Member', 550),
        }
      : {
          period: params.get('period') === 'month' ? 'month' : 'all',
          classroom: null,
          frozenAt,
          live: false,
          entries: everyone.slice(0, Number(params.get('limit'))),
          me: entry(31, 'member.demo', 'Rina Member', 550),
        };
    return ok(board);
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  requests.length = 0;
  frozenAt = null;
});
afterAll(() => server.close());

const routes = [{ path: 'papan-skor', element: <ScoreboardPage /> }];

describe('/lab/papan-skor — the lab scoreboard', () => {
  it("ranks the players and shows the player's own rank even outside the list", async () => {
    renderLab(routes, '/lab/papan-skor');
    const table = await screen.findByRole('table', { name: 'Papan skor lab — semua pemain' });
    expect(within(table).getAllByRole('row')).toHaveLength(ROWS_PER_STEP + 1);
    expect(within(table).getByRole('row', { name: /#1 Pemain 1/ })).toHaveTextContent('2.000');
    expect(screen.getByText('Peringkatmu').parentElement).toHaveTextContent('#31');
    const mine = screen.getByRole('table', { name: 'Posisimu di papan skor' });
    expect(within(mine).getByRole('row', { name: /#31 Rina Member/ })).toHaveTextContent('Anda');
    expect(requests).toEqual(['period=all&limit=20']);
  });

  it('switches to this month and to a classroom of the player, in the address', async () => {
    const { currentUrl } = renderLab(routes, '/lab/papan-skor');
    await userEvent.click(await screen.findByRole('tab', { name: 'Bulan ini' }));
    expect(currentUrl()).toBe('/lab/papan-skor?periode=month');
    await screen.findByRole('table', { name: 'Papan skor lab — semua pemain' });
    expect(requests).toContain('period=month&limit=20');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Papan' }), 'kelas-a');
    expect(currentUrl()).toBe('/lab/papan-skor?periode=month&kelas=kelas-a');
    const table = await screen.findByRole('table', { name: 'Papan skor lab — Keamanan Jaringan — Kelas A' });
    expect(within(table).getByRole('row', { name: /Rina Member/ })).toHaveTextContent('Anda');
    expect(screen.queryByRole('table', { name: 'Posisimu di papan skor' })).toBeNull();
    expect(requests).toContain('period=month&limit=20&classroom=kelas-a');
  });

  it('shows more rows on request, and says when the board is frozen', async () => {
    frozenAt = '2026-11-24T12:00:00Z';
    renderLab(routes, '/lab/papan-skor');
    expect(await screen.findByText(/Papan skor dibekukan sejak 24 Nov 2026, 19\.00 WIB/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tampilkan lebih banyak' }));
    expect(requests).toContain('period=all&limit=40');
  });
});
