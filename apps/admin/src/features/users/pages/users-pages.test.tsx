// /admin/pengguna and /admin/pengguna/:userId (decision 0050) against msw: filters go into the request, the detail
// shows who the account is, role and status changes ask first and say what happened, and an admin's own account
// offers no deactivation.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type { AdminUserDetail, AdminUserRow } from '@akademi-siber/util-contracts';
import app from '../../../app';
import { fail, ok, page } from '../../../testing/responses';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const row: AdminUserRow = {
  id: 7,
  username: 'rina.member',
  name: 'Rina Member',
  email: 'rina@contoh.id',
  id_role: 1,
  createdAt: '2026-10-01T02:00:00Z',
  status: 'active',
  lastActiveAt: '2026-11-30T03:00:00Z',
};
const detailOf = (overrides: Partial<AdminUserDetail> = {}): AdminUserDetail => ({
  ...row,
  avatarUrl: null,
  emailVerifiedAt: '2026-10-01T02:05:00Z',
  deactivatedAt: null,
  enrollments: 3,
  authoredCourses: 0,
  activeSessions: 2,
  history: [],
  ...overrides,
});

const listRequests: URLSearchParams[] = [];
const changes: { path: string; body: unknown }[] = [];
let detail = detailOf();

const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/admin/users', ({ request }) => {
    const params = new URL(request.url).searchParams;
    listRequests.push(params);
    return page(params.get('status') === 'deactivated' ? [] : [row]);
  }),
  http.get('*/api/admin/users/:id', ({ params }) =>
    Number(params['id']) === detail.id ? ok(detail) : fail(404, 'Pengguna tidak ditemukan.'),
  ),
  http.put('*/api/admin/users/:id/status', async ({ request }) => {
    const body = (await request.json()) as { active: boolean };
    changes.push({ path: 'status', body });
    detail = detailOf({
      status: body.active ? 'active' : 'deactivated',
      deactivatedAt: body.active ? null : '2026-12-01T01:00:00Z',
      activeSessions: 0,
      history: [
        {
          id: 1,
          action: body.active ? 'reactivated' : 'deactivated',
          from: null,
          to: null,
          actor: { name: 'Demo admin', username: 'admin.demo' },
          at: '2026-12-01T01:00:00Z',
        },
      ],
    });
    return ok(detail);
  }),
  http.put('*/api/admin/users/:id/role', async ({ request }) => {
    changes.push({ path: 'role', body: await request.json() });
    return fail(409, 'Peran admin terakhir tidak dapat dicabut: angkat admin lain lebih dulu.');
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  listRequests.length = 0;
  changes.length = 0;
  detail = detailOf();
});
afterAll(() => server.close());

const admin = demoUser('admin', { id: 1 });

describe('/admin/pengguna', () => {
  it('searches and filters by role and status, each in the request and the address', async () => {
    const view = renderRemote(app, '/admin/pengguna', admin);
    const table = await screen.findByRole('table', { name: 'Daftar pengguna' });
    const line = within(table).getByRole('row', { name: /Rina Member/ });
    expect(line).toHaveTextContent('@rina.member');
    expect(line).toHaveTextContent('Aktif');
    expect(within(line).getByRole('link', { name: 'Rina Member' })).toHaveAttribute('href', '/admin/pengguna/7');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Cari pengguna' }), 'rina');
    await userEvent.click(screen.getByRole('button', { name: 'Cari' }));
    await waitFor(() => expect(listRequests.at(-1)?.get('q')).toBe('rina'));
    await userEvent.selectOptions(screen.getByLabelText('Peran'), 'Pengajar');
    await waitFor(() => expect(listRequests.at(-1)?.get('role')).toBe('2'));
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Nonaktif');
    expect(await within(table).findByText(/Tidak ada pengguna yang cocok/)).toBeInTheDocument();
    expect(listRequests.at(-1)?.get('status')).toBe('deactivated');
    expect(view.currentUrl()).toBe('/admin/pengguna?q=rina&peran=2&status=deactivated');
  });
});

describe('/admin/pengguna/:userId', () => {
  it('shows the account and deactivates it after a confirmation, then reactivates it', async () => {
    renderRemote(app, '/admin/pengguna/7', admin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rina Member' })).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'Ringkasan akun' });
    expect(within(facts).getByText('Kelas diikuti').nextSibling).toHaveTextContent('3');
    expect(within(facts).getByText('Sesi aktif').nextSibling).toHaveTextContent('2');

    await userEvent.click(screen.getByRole('button', { name: 'Nonaktifkan Akun' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nonaktifkan akun ini?' });
    expect(changes).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, nonaktifkan' }));
    await waitFor(() => expect(changes).toEqual([{ path: 'status', body: { active: false } }]));
    expect(await screen.findByText(/Dinonaktifkan sejak/)).toBeInTheDocument();
    const history = screen.getByRole('table', { name: 'Riwayat perubahan akun' });
    expect(history).toHaveTextContent('Akun dinonaktifkan');
    expect(history).toHaveTextContent('Demo admin (@admin.demo)');

    await userEvent.click(screen.getByRole('button', { name: 'Aktifkan Kembali' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Aktifkan kembali akun ini?' })).getByRole('button', {
        name: 'Ya, aktifkan',
      }),
    );
    await waitFor(() => expect(changes.at(-1)).toEqual({ path: 'status', body: { active: true } }));
  });

  it("says why a role change was refused, and offers no deactivation of the admin's own account", async () => {
    detail = detailOf({ id: 1, id_role: 3, name: 'Demo admin', username: 'admin.demo' });
    renderRemote(app, '/admin/pengguna/1', admin);
    expect(await screen.findByText('Kamu tidak dapat menonaktifkan akunmu sendiri.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nonaktifkan Akun' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Peran baru'), 'Pengajar');
    await userEvent.click(screen.getByRole('button', { name: 'Ubah Peran' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Ubah peran pengguna?' })).getByRole('button', {
        name: 'Ya, ubah peran',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Peran admin terakhir tidak dapat dicabut');
    expect(changes).toEqual([{ path: 'role', body: { id_role: 2 } }]);
  });

  it('says when the account does not exist', async () => {
    renderRemote(app, '/admin/pengguna/999', admin);
    expect(await screen.findByText('Pengguna tidak ditemukan.')).toBeInTheDocument();
  });
});
