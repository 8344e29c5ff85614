import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type { PointEntry } from '@akademi-siber/util-contracts';
import app from '../../../app';

const entries: PointEntry[] = Array.from({ length: 12 }, (_, index) => ({
  id: 100 - index,
  source: index === 0 ? 'reward' : index === 1 ? 'ctf' : 'material',
  description: index === 0 ? 'Tukar reward: Stiker' : `Entri ${index}`,
  points: index === 0 ? -100 : 50,
  xp: index === 0 ? 0 : 120,
  createdAt: new Date(Date.UTC(2026, 10, 24 - index)).toISOString(),
}));
let failing = false;
const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/member/points', ({ request }) => {
    if (failing)
      return HttpResponse.json({ success: false, message: 'Layanan sedang sibuk.', data: null }, { status: 503 });
    const params = new URL(request.url).searchParams;
    const page = Number(params.get('page'));
    const perPage = Number(params.get('per_page'));
    return HttpResponse.json({
      success: true,
      message: 'Berhasil',
      data: entries.slice((page - 1) * perPage, page * perPage),
      meta: { page, per_page: perPage, total: entries.length },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  failing = false;
});
afterAll(() => server.close());

describe('/member/point', () => {
  it('shows the totals and the ledger that explains them, spent points as a minus, ten a page', async () => {
    renderRemote(app, '/member/point', demoUser('member', { point: 1250, xp: 3400 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Poin & XP' })).toBeInTheDocument();
    expect(screen.getAllByText('1.250').length).toBeGreaterThan(0);
    const list = await screen.findByRole('list', { name: 'Riwayat poin dan XP' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(10);
    expect(within(rows[0]).getByText('Tukar reward: Stiker')).toBeInTheDocument();
    expect(within(rows[0]).getByLabelText('−100 Poin')).toBeInTheDocument();
    expect(within(rows[0]).getByText(/Tukar reward ·/)).toBeInTheDocument();
    expect(within(rows[1]).getByLabelText('+120 XP')).toBeInTheDocument();
    expect(within(rows[1]).getByText(/CTF ·/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Berikutnya' }));
    expect(await screen.findByText('Entri 11')).toBeInTheDocument();
  });

  it('explains an empty ledger and retries a failed one', async () => {
    failing = true;
    renderRemote(app, '/member/point', demoUser('member'));
    expect(await screen.findByText('Layanan sedang sibuk.')).toBeInTheDocument();
    failing = false;
    server.use(
      http.get('*/api/member/points', () =>
        HttpResponse.json({ success: true, message: 'Berhasil', data: [], meta: { page: 1, per_page: 10, total: 0 } }),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Belum ada poin')).toBeInTheDocument();
  });
});
