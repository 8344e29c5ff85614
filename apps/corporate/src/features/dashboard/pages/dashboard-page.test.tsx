import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type { RemoteApp } from '@akademi-siber/util-federation';
import { batches, dashboard, ok } from '../../../testing/program-fixtures';
import { DashboardPage } from './dashboard-page';

// The chart library draws on a canvas jsdom does not have: record what it is asked to draw instead.
const drawn: { series: number; values: number[] }[] = [];
jest.mock('uplot', () => {
  const Chart = jest.fn().mockImplementation((options: { series: unknown[] }, data: number[][]) => {
    drawn.push({ series: options.series.length, values: data[1] });
    return { destroy: jest.fn(), setSize: jest.fn() };
  });
  return { __esModule: true, default: Object.assign(Chart, { paths: { bars: () => () => null } }) };
});

const reminders: string[] = [];
const server = setupServer(
  http.get('*/api/corporate/dashboard/:batchId/group/:corporateId', ({ params }) =>
    HttpResponse.json(ok(dashboard(Number(params['batchId'])))),
  ),
  http.post('*/api/corporate/member/:batchId/group/:corporateId/reminders', async ({ request }) => {
    const body = (await request.json()) as { username: string };
    reminders.push(body.username);
    return HttpResponse.json(
      ok({ reminded: 1, remindedAt: new Date().toISOString() }, 'Pengingat terkirim ke Budi Santoso.'),
    );
  }),
  http.post('*/api/corporate/member/:batchId/group/:corporateId/reminders/inactive', () =>
    HttpResponse.json(ok({ reminded: null, remindedAt: null }, 'Pengingat dikirim ke karyawan yang tidak aktif.')),
  ),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  drawn.length = 0;
  reminders.length = 0;
});
afterAll(() => server.close());

const app: RemoteApp = {
  id: 'corporate',
  basePath: '/corporate-program',
  routes: [{ path: 'dashboard/:batchId/group/:corporateId', element: <DashboardPage /> }],
};
const manager = demoUser('corporate', { program: { corporate_id: 5, batches } });

describe('corporate dashboard', () => {
  it('shows the figures, statuses, items, departments and the batch comparison', async () => {
    renderRemote(app, '/corporate-program/dashboard/1/group/5', manager);
    expect(await screen.findByRole('heading', { level: 1, name: 'PT Nusantara Aman' })).toBeInTheDocument();
    expect(screen.getByText('Akses penuh')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Ringkasan' });
    expect(within(summary).getByText('71,4%')).toBeInTheDocument();
    expect(within(summary).getByText('5 dari 7 karyawan sudah mulai')).toBeInTheDocument();
    expect(within(summary).getByText('83,6')).toBeInTheDocument();
    expect(within(summary).getByText('Tidak aktif').nextElementSibling).toHaveTextContent('2');
    const items = screen.getByRole('table', { name: 'Penyelesaian per materi' });
    expect(within(items).getByRole('row', { name: /Mengenali phishing/ })).toHaveTextContent('77,5');
    expect(within(items).getByRole('progressbar', { name: /Mengenali phishing: 57,1%/ })).toBeInTheDocument();
    expect(within(items).getByRole('row', { name: /Kata sandi yang kuat/ })).toHaveTextContent('Data belum cukup');
    const departments = screen.getByRole('table', { name: 'Per departemen' });
    expect(within(departments).getByRole('row', { name: /^TI/ })).toHaveTextContent('Data belum cukup');
    expect(within(departments).getByRole('row', { name: /Tanpa departemen/ })).toBeInTheDocument();
    const comparison = screen.getByRole('table', { name: 'Perbandingan antarbatch' });
    expect(within(comparison).getByRole('row', { name: /Batch 1 — 2026/ })).toHaveTextContent('Dipilih');
    expect(within(comparison).getByRole('row', { name: /Batch 2 — 2026/ })).toHaveTextContent('Data belum cukup');
    expect(
      within(screen.getByRole('table', { name: 'Peringkat poin teratas' })).getByText('Citra Lestari'),
    ).toBeVisible();
  });

  it('draws the weekly trends as charts, each with the same numbers in a table', async () => {
    renderRemote(app, '/corporate-program/dashboard/1/group/5', manager);
    await waitFor(() => expect(drawn).toHaveLength(2));
    expect(drawn.map((chart) => chart.values)).toEqual([
      [2, 4, 1],
      [3, 5, 2],
    ]);
    const completed = screen.getByRole('figure', { name: 'Materi diselesaikan per minggu' });
    expect(
      within(completed).getByText(/7 materi diselesaikan dalam 3 minggu; tertinggi 4 pada minggu 16 Nov 2026/),
    ).toBeVisible();
    await userEvent.click(within(completed).getByText('Lihat data dalam tabel'));
    const table = within(completed).getByRole('table', { name: 'Materi diselesaikan per minggu' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Minggu mulaiMateri selesai', '09 Nov 20262', '16 Nov 20264', '23 Nov 20261']);
    expect(screen.getByRole('figure', { name: 'Karyawan aktif per minggu' })).toBeInTheDocument();
  });

  it('lists the longest inactive with "Kirim pengingat" and says what the API says', async () => {
    renderRemote(app, '/corporate-program/dashboard/1/group/5', manager);
    const table = await screen.findByRole('table', { name: 'Karyawan paling lama tidak aktif' });
    await userEvent.click(within(table).getByRole('button', { name: 'Kirim pengingat ke Budi Santoso' }));
    expect(await screen.findByText('Pengingat terkirim ke Budi Santoso.')).toBeInTheDocument();
    expect(reminders).toEqual(['budi']);
  });

  it('without full access shows aggregates only, "Data belum cukup", and no chart for a small batch', async () => {
    renderRemote(app, '/corporate-program/dashboard/2/group/5', manager);
    expect(await screen.findByText('Akses terbatas')).toBeInTheDocument();
    expect(screen.getByText(/hanya angka gabungan yang ditampilkan, tanpa nama atau nilai perorangan/)).toBeVisible();
    expect(screen.getAllByText('Data belum cukup').length).toBeGreaterThan(3);
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Peringkat poin teratas' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Karyawan paling lama tidak aktif' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ingatkan semua yang tidak aktif' }));
    expect(await screen.findByText('Pengingat dikirim ke karyawan yang tidak aktif.')).toBeInTheDocument();
    expect(drawn).toEqual([]);
  });

  it('says so in Indonesian when the dashboard cannot be loaded, and retries', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/corporate/dashboard/:batchId/group/:corporateId', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, message: 'Server sedang sibuk.', data: null }, { status: 503 })
          : HttpResponse.json(ok(dashboard(1)));
      }),
    );
    renderRemote(app, '/corporate-program/dashboard/1/group/5', manager);
    expect(await screen.findByText('Dashboard belum dapat dimuat')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Coba lagi/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'PT Nusantara Aman' })).toBeInTheDocument();
  });
});
