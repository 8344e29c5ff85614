import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { matchRoutes } from 'react-router-dom';
import { demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import app from '../../../app';
import { ok } from '../../../testing/program-fixtures';
import { ResetPasswordPage } from './reset-password-page';

const searches: string[] = [];
const resets: unknown[] = [];
const server = setupServer(
  http.get('*/api/corporate/reset-password/employees', ({ request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? '';
    searches.push(q);
    return HttpResponse.json(
      ok(
        q === 'budi'
          ? [{ username: 'budi', name: 'Budi Santoso', email: 'budi@nusantara.id', company: 'PT Nusantara Aman' }]
          : [],
      ),
    );
  }),
  http.post('*/api/corporate/reset-password', async ({ request }) => {
    resets.push(await request.json());
    return HttpResponse.json(
      ok(
        null,
        'Tautan untuk membuat password baru sudah dikirim ke budi@nusantara.id. ' +
          'Semua sesi login Budi Santoso sudah diakhiri.',
      ),
    );
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  searches.length = 0;
  resets.length = 0;
  server.resetHandlers();
});
afterAll(() => server.close());

const page = { ...app, routes: [{ path: 'reset-password', element: <ResetPasswordPage /> }] };

describe('/corporate-program/reset-password', () => {
  it('is a route of the corporate area', () => {
    const matches = matchRoutes(app.routes, '/corporate-program/reset-password', app.basePath) ?? [];
    expect(matches.at(-1)?.route.path).toBe('reset-password');
  });

  it("resets an employee's password: search, pick, confirm — a link is emailed, no password shown", async () => {
    renderRemote(page, '/corporate-program/reset-password', demoUser('corporate'));
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    const search = screen.getByRole('textbox', { name: /Cari karyawan/ });
    await userEvent.type(search, 'bu');
    expect(screen.getByRole('button', { name: 'Cari' })).toBeDisabled();
    await userEvent.type(search, 'di');
    await userEvent.click(screen.getByRole('button', { name: 'Cari' }));
    const results = await screen.findByRole('table', { name: 'Hasil pencarian karyawan' });
    expect(searches).toEqual(['budi']);
    await userEvent.click(within(results).getByRole('button', { name: 'Reset password Budi Santoso' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset password karyawan?' });
    expect(dialog).toHaveTextContent('Tautan untuk membuat password baru akan dikirim ke budi@nusantara.id');
    expect(within(dialog).queryByLabelText(/password/i)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, kirim tautan' }));
    expect(await screen.findByText(/Semua sesi login Budi Santoso sudah diakhiri/)).toBeInTheDocument();
    expect(resets).toEqual([{ username: 'budi' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says so when nobody of the companies matches', async () => {
    renderRemote(page, '/corporate-program/reset-password', demoUser('corporate'));
    await userEvent.type(screen.getByRole('textbox', { name: /Cari karyawan/ }), 'intan');
    await userEvent.click(screen.getByRole('button', { name: 'Cari' }));
    expect(await screen.findByText('Tidak ada karyawan perusahaan Anda yang cocok.')).toBeInTheDocument();
  });

  it("keeps the manager's own change-password form with the §5 rules", () => {
    renderRemote(page, '/corporate-program/reset-password', demoUser('corporate'));
    expect(screen.getByRole('heading', { level: 2, name: 'Password akun Anda' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Ganti password' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password Lama/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Syarat Password Baru' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Simpan Password Baru' })).toBeInTheDocument();
  });
});
