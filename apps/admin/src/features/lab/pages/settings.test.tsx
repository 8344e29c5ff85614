import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type { LabScoreboard, LabSettings } from '@akademi-siber/util-contracts';
import app from '../../../app';
import { fail, ok } from '../../../testing/responses';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

let settings: LabSettings = { scoreboardFrozenAt: null };
const sent: unknown[] = [];
const boards: string[] = [];
const board = (period: 'all' | 'month'): LabScoreboard => ({
  period,
  classroom: null,
  frozenAt: settings.scoreboardFrozenAt,
  live: true,
  me: null,
  entries: [
    {
      rank: 1,
      username: 'member.demo',
      name: 'Rina Member',
      avatarUrl: null,
      points: period === 'all' ? 1250 : 300,
      solves: 6,
      lastSolveAt: '2026-05-02T02:00:00Z',
    },
  ],
});

const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/lcadm/lab/settings', () => ok(settings)),
  http.put('*/api/lcadm/lab/settings', async ({ request }) => {
    settings = (await request.json()) as LabSettings;
    sent.push(settings);
    return ok(settings);
  }),
  http.get('*/api/lcadm/lab/scoreboard', ({ request }) => {
    const period = new URL(request.url).searchParams.get('period') === 'month' ? 'month' : 'all';
    boards.push(period);
    return ok(board(period));
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  settings = { scoreboardFrozenAt: null };
  sent.length = 0;
  boards.length = 0;
});
afterAll(() => server.close());

const admin = demoUser('admin');

describe('/admin/lab/settings and the live scoreboard', () => {
  it('sets the scoreboard freeze, then lifts it', async () => {
    renderRemote(app, '/admin/lab/settings', admin);
    const freeze = await screen.findByRole('region', { name: 'Pembekuan papan skor' });
    expect(await within(freeze).findByText(/Papan skor tidak dibekukan/)).toBeInTheDocument();
    const input = within(freeze).getByLabelText('Bekukan papan skor mulai');
    await userEvent.type(input, '2026-06-01T18:00');
    await userEvent.click(within(freeze).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Pengaturan lab disimpan.')).toBeInTheDocument();
    expect(sent).toEqual([{ scoreboardFrozenAt: new Date('2026-06-01T18:00').toISOString() }]);
    expect(await within(freeze).findByText(/dibekukan (sejak|pada)/)).toBeInTheDocument();

    await userEvent.click(within(freeze).getByRole('button', { name: 'Hapus pembekuan' }));
    expect(await screen.findByText('Pembekuan papan skor dihapus.')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ scoreboardFrozenAt: null });
    expect(await within(freeze).findByText(/Papan skor tidak dibekukan/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat papan skor langsung' })).toHaveAttribute(
      'href',
      '/admin/lab/scoreboard',
    );
  });

  it('shows the live board while the public one is frozen, all time or this month', async () => {
    settings = { scoreboardFrozenAt: '2026-05-01T12:00:00Z' };
    const { currentUrl } = renderRemote(app, '/admin/lab/scoreboard', admin);
    const table = await screen.findByRole('table', { name: /Papan skor langsung/ });
    expect(within(table).getByRole('row', { name: /Rina Member/ })).toHaveTextContent('1.250');
    expect(screen.getByText(/Papan skor publik dibekukan sejak/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Bulan ini' }));
    await waitFor(() => expect(currentUrl()).toBe('/admin/lab/scoreboard?period=month'));
    expect(await within(screen.getByRole('table', { name: /bulan ini/ })).findByText('300')).toBeInTheDocument();
    expect(boards).toEqual(['all', 'month']);
  });

  it('shows an error with a retry when the settings cannot be loaded', async () => {
    server.use(http.get('*/api/lcadm/lab/settings', () => fail(500, 'Server sedang sibuk.')));
    renderRemote(app, '/admin/lab/settings', admin);
    expect(await screen.findByText('Pengaturan lab belum dapat dimuat')).toBeInTheDocument();
    expect(screen.getByText('Server sedang sibuk.')).toBeInTheDocument();
  });
});
