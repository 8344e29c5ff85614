import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type { RemoteApp } from '@akademi-siber/util-federation';
import { MemberPage, ProgressPage } from './participants-page';

const rows = [
  { rank: 2, username: 'agus', name: 'Agus Pratama', joinedAt: '2026-05-01T00:00:00Z', progress: 80, point: 420 },
  { rank: 1, username: 'dimas', name: 'Dimas Saputra', joinedAt: '2026-05-02T00:00:00Z', progress: 100, point: 560 },
];
const requests: string[] = [];
const server = setupServer(
  http.get('*/api/corporate/:view/:batchId/group/:corporateId', ({ params, request }) => {
    const url = new URL(request.url);
    requests.push(`${String(params['view'])}/${String(params['batchId'])}?${url.searchParams.toString()}`);
    const limited = params['batchId'] === '2';
    const data = rows.map((row) => (limited ? { ...row, progress: null, point: null } : row));
    return HttpResponse.json({ success: true, message: 'OK', data, meta: { page: 1, per_page: 10, total: 2 } });
  }),
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
const manager = demoUser('corporate');

describe('corporate Member and Progres Belajar pages', () => {
  it('Member lists the employees of the batch and searches them', async () => {
    renderRemote(app, '/corporate-program/member/1/group/5', manager);
    expect(screen.getByRole('heading', { level: 1, name: 'Member' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Peserta program' });
    expect(within(table).getByRole('row', { name: /Agus Pratama/ })).toHaveTextContent('80%');
    await userEvent.type(screen.getByRole('textbox', { name: 'Cari nama atau username' }), 'dimas');
    await userEvent.click(screen.getByRole('button', { name: 'Cari' }));
    expect(requests.at(-1)).toBe('member/1?page=1&per_page=10&q=dimas');
  });

  it('Progres Belajar ranks them with progress bars and points', async () => {
    renderRemote(app, '/corporate-program/point/1/group/5', manager);
    const table = await screen.findByRole('table', { name: 'Peringkat progres belajar' });
    const dimas = within(table).getByRole('row', { name: /Dimas Saputra/ });
    expect(dimas).toHaveTextContent('#1');
    expect(within(dimas).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(requests[0]).toBe('point/1?page=1&per_page=10');
  });

  it('a batch without full access shows who takes part, not their progress or points', async () => {
    renderRemote(app, '/corporate-program/point/2/group/5', manager);
    expect(await screen.findByText(/akses terbatas/)).toBeInTheDocument();
    expect(within(screen.getByRole('table')).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  describe('Unduh CSV (token helper, then a plain download)', () => {
    const exportToken = (answer: Parameters<typeof HttpResponse.json>[0], status = 200) =>
      server.use(
        http.get('*/api/corporate/member/1/group/5/export-token', () => HttpResponse.json(answer, { status })),
      );
    const clicks = () => {
      const hrefs: string[] = [];
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        hrefs.push(this.getAttribute('href') ?? '');
      });
      return hrefs;
    };

    it('asks for a token and hands the browser the CSV link with it', async () => {
      exportToken({ success: true, message: 'Berhasil', data: { token: 'tok_123', expires_in: 120 } });
      const hrefs = clicks();
      renderRemote(app, '/corporate-program/member/1/group/5', manager);
      await userEvent.click(await screen.findByRole('button', { name: 'Unduh CSV' }));
      await screen.findByRole('button', { name: 'Unduh CSV' });
      expect(hrefs).toEqual(['/api/corporate/member/1/group/5/export.csv?token=tok_123']);
      expect(document.querySelector('a[download]')).toBeNull();
    });

    it("shows the server's message in the red Info toast when the token cannot be had", async () => {
      exportToken(
        { success: false, message: 'Anda tidak memiliki izin untuk mengakses halaman ini.', data: null },
        403,
      );
      const hrefs = clicks();
      renderRemote(app, '/corporate-program/member/1/group/5', manager);
      await userEvent.click(await screen.findByRole('button', { name: 'Unduh CSV' }));
      const toast = await screen.findByText('Anda tidak memiliki izin untuk mengakses halaman ini.');
      expect(toast.closest('[role="alert"], [role="status"]')).toHaveTextContent('Info');
      expect(hrefs).toEqual([]);
    });

    it("says 'Terjadi kesalahan saat mendownload file' when the answer has no token", async () => {
      exportToken({ success: false, message: 'Berhasil', data: null });
      renderRemote(app, '/corporate-program/member/1/group/5', manager);
      await userEvent.click(await screen.findByRole('button', { name: 'Unduh CSV' }));
      expect(await screen.findByText('Terjadi kesalahan saat mendownload file')).toBeInTheDocument();
    });

    it('is offered on Member only', async () => {
      renderRemote(app, '/corporate-program/point/1/group/5', manager);
      await screen.findByRole('table');
      expect(screen.queryByRole('button', { name: 'Unduh CSV' })).not.toBeInTheDocument();
    });
  });
});
