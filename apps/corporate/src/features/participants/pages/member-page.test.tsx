import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type { RemoteApp } from '@akademi-siber/util-federation';
import { batches, employee, memberSummary, ok } from '../../../testing/program-fixtures';
import { MemberPage } from './member-page';
import { ProgressPage } from './progress-page';

const rows = [
  employee({ rank: 2, username: 'ani', name: 'Ani Wijaya', status: 'active', progress: 67, completedItems: 2 }),
  employee(),
  employee({
    rank: 5,
    username: 'dedi',
    name: 'Dedi Kurniawan',
    lastActiveAt: null,
    lastRemindedAt: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
  }),
  employee({ rank: 1, username: 'citra', name: 'Citra Lestari', status: 'completed', progress: 100 }),
];
const requests: string[] = [];
const server = setupServer(
  http.get('*/api/corporate/member/:batchId/group/:corporateId/summary', ({ params }) =>
    HttpResponse.json(ok(memberSummary(Number(params['batchId'])))),
  ),
  http.get('*/api/corporate/:view/:batchId/group/:corporateId', ({ params, request }) => {
    const url = new URL(request.url);
    requests.push(`${String(params['view'])}/${String(params['batchId'])}?${url.searchParams.toString()}`);
    return HttpResponse.json({ ...ok(rows), meta: { page: 1, per_page: 10, total: rows.length } });
  }),
  http.get('*/api/corporate/point/:batchId/group/:corporateId/items', () => HttpResponse.json(ok([]))),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  requests.length = 0;
  server.resetHandlers();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

const app: RemoteApp = {
  id: 'corporate',
  basePath: '/corporate-program',
  routes: [
    { path: 'member/:batchId/group/:corporateId', element: <MemberPage /> },
    { path: 'point/:batchId/group/:corporateId', element: <ProgressPage /> },
  ],
};
const manager = demoUser('corporate', { program: { corporate_id: 5, batches } });

describe('Member', () => {
  it("lists every employee's progress, last activity and status", async () => {
    renderRemote(app, '/corporate-program/member/1/group/5', manager);
    expect(screen.getByRole('heading', { level: 1, name: 'Member' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Peserta program' });
    const budi = within(table).getByRole('row', { name: /Budi Santoso/ });
    expect(budi).toHaveTextContent('budi@nusantara.id');
    expect(budi).toHaveTextContent('Tidak aktif');
    expect(budi).toHaveTextContent('33% (1/3 materi)');
    expect(budi).toHaveTextContent('20 Okt 2026');
    expect(within(table).getByRole('row', { name: /Dedi Kurniawan/ })).toHaveTextContent('Belum pernah');
    // Reminded an hour ago: no button until 24 hours have passed; completed: nothing to remind.
    expect(within(table).getByRole('row', { name: /Dedi Kurniawan/ })).toHaveTextContent(/Diingatkan/);
    expect(within(within(table).getByRole('row', { name: /Citra Lestari/ })).queryByRole('button')).toBeNull();
    expect(
      screen.getByText('Karyawan disebut tidak aktif bila tidak beraktivitas selama 14 hari.', { exact: false }),
    ).toBeVisible();
  });

  it('filters by status and department (kept in the address) and searches', async () => {
    renderRemote(app, '/corporate-program/member/1/group/5?status=inactive', manager);
    await screen.findByRole('table', { name: 'Peserta program' });
    expect(requests.at(-1)).toBe('member/1?page=1&per_page=10&status=inactive');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('inactive');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Departemen' }), 'Tanpa departemen');
    await waitFor(() => expect(requests.at(-1)).toBe('member/1?page=1&per_page=10&status=inactive&department=-'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Cari nama, username atau email' }), 'budi');
    await userEvent.click(screen.getByRole('button', { name: 'Cari' }));
    await waitFor(() =>
      expect(requests.at(-1)).toBe('member/1?page=1&per_page=10&q=budi&status=inactive&department=-'),
    );
    expect(screen.getByText('4 karyawan cocok dengan pencarian dan filter.')).toBeVisible();
  });

  it('downloads the CSV with the same filters as the page', async () => {
    server.use(
      http.get('*/api/corporate/member/1/group/5/export-token', () =>
        HttpResponse.json(ok({ token: 't'.repeat(43), expires_in: 120 })),
      ),
    );
    const hrefs: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      hrefs.push(this.getAttribute('href') ?? '');
    });
    renderRemote(app, '/corporate-program/member/1/group/5?status=inactive&department=TI', manager);
    await screen.findByRole('table', { name: 'Peserta program' });
    await userEvent.click(screen.getByRole('button', { name: 'Unduh CSV' }));
    await waitFor(() =>
      expect(hrefs).toEqual([
        `/api/corporate/member/1/group/5/export.csv?status=inactive&department=TI&token=${'t'.repeat(43)}`,
      ]),
    );
  });

  it('without full access shows no names: status counts of the company and its departments', async () => {
    renderRemote(app, '/corporate-program/member/2/group/5', manager);
    expect(await screen.findByText(/nama dan angka perorangan tidak ditampilkan/)).toBeVisible();
    const departments = screen.getByRole('table', { name: 'Per departemen' });
    expect(within(departments).getByRole('row', { name: /Keuangan/ })).toHaveTextContent('4');
    expect(within(departments).getByRole('row', { name: /^TI/ })).toHaveTextContent('Data belum cukup');
    expect(screen.queryByRole('table', { name: 'Peserta program' })).not.toBeInTheDocument();
    expect(requests).toEqual([]);
    expect(screen.getByRole('button', { name: 'Unduh CSV' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Ingatkan semua yang tidak aktif' })).toBeEnabled();
  });
});

describe('Progres Belajar', () => {
  it('ranks the employees with progress bars and shows each item', async () => {
    renderRemote(app, '/corporate-program/point/1/group/5', manager);
    const table = await screen.findByRole('table', { name: 'Peringkat progres belajar' });
    const citra = within(table).getByRole('row', { name: /Citra Lestari/ });
    expect(citra).toHaveTextContent('#1');
    expect(within(citra).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(requests[0]).toBe('point/1?page=1&per_page=10');
    expect(await screen.findByRole('table', { name: 'Penyelesaian tiap materi' })).toBeInTheDocument();
  });

  it('without full access shows no ranking, only each item', async () => {
    renderRemote(app, '/corporate-program/point/2/group/5', manager);
    expect(await screen.findByText(/peringkat dan poin per karyawan tidak ditampilkan/)).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Peringkat progres belajar' })).not.toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Penyelesaian tiap materi' })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
