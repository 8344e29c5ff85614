import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { RemoteApp } from '@akademi-siber/util-federation';
import { demoUser, renderRemote } from '../testing';
import { ChangePasswordForm } from './change-password-form';

/** Types a whole value at once (a paste), without a macrotask per keystroke. */
async function fillIn(field: HTMLElement, value: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(value);
}

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const app: RemoteApp = {
  id: 'member',
  basePath: '/member',
  routes: [{ path: 'ganti-password', element: <ChangePasswordForm /> }],
};
const renderForm = () => renderRemote(app, '/member/ganti-password', demoUser('member'));

const currentField = () => screen.getByLabelText(/^Password Lama/);
const newField = () => screen.getByLabelText(/^Password Baru/);
const confirmField = () => screen.getByLabelText(/^Konfirmasi Password Baru/);
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Simpan Password Baru' }));

describe('ChangePasswordForm', () => {
  it('lists the §5 and lowercase rules under the new password, each met or unmet as the user types', async () => {
    renderForm();
    const rules = screen.getByRole('list', { name: 'Syarat Password Baru' });
    const rule = (text: string) => within(rules).getByText(text).closest('li') as HTMLElement;
    expect(within(rules).getAllByRole('listitem')).toHaveLength(6);
    expect(rule('Password Baru harus mempunyai minimal 1 karakter spesial')).toHaveTextContent('(belum terpenuhi)');

    await fillIn(newField(), 'RAHASIA#1');
    expect(rule('Password Baru harus mempunyai minimal 1 huruf kecil')).toHaveTextContent('(belum terpenuhi)');

    await fillIn(newField(), 'Rahasia 1');
    expect(rule('Password Baru harus mempunyai minimal 1 huruf kapital')).toHaveTextContent('(terpenuhi)');
    expect(rule('Password Baru harus mempunyai minimal 1 angka')).toHaveTextContent('(terpenuhi)');
    expect(rule('Password Baru harus mempunyai minimal 1 karakter spesial')).toHaveTextContent('(belum terpenuhi)');
    expect(rule('Password Baru tidak boleh ada spasi')).toHaveTextContent('(belum terpenuhi)');

    await fillIn(newField(), 'Rahasia#1');
    for (const item of within(rules).getAllByRole('listitem')) expect(item).toHaveTextContent('(terpenuhi)');
  });

  it('checks the shared schema before calling the API', async () => {
    let called = false;
    server.use(http.post('*/api/auth/change-password', () => void (called = true)));
    renderForm();
    await fillIn(newField(), 'Baru#2026x');
    await fillIn(confirmField(), 'Lain#2026x');
    await submit();
    expect(await screen.findByText('Password Lama wajib diisi')).toBeInTheDocument();
    expect(screen.getByText('Konfirmasi Password tidak sama dengan Password')).toBeInTheDocument();
    expect(currentField()).toHaveAttribute('aria-invalid', 'true');
    expect(called).toBe(false);
  });

  it('shows the API field error on its field (wrong current password)', async () => {
    server.use(
      http.post('*/api/auth/change-password', () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Password Lama salah',
            data: { errors: [{ path: 'current_password', message: 'Password Lama salah' }] },
          },
          { status: 422 },
        ),
      ),
    );
    renderForm();
    await fillIn(currentField(), 'salah');
    await fillIn(newField(), 'Baru#2026x');
    await fillIn(confirmField(), 'Baru#2026x');
    await submit();
    expect(await screen.findByText('Password Lama salah')).toBeInTheDocument();
    expect(currentField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the three fields, then says it is done and clears the form', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/auth/change-password', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true, message: 'Password berhasil diganti.', data: null });
      }),
    );
    renderForm();
    await fillIn(currentField(), 'Lama#2026');
    await fillIn(newField(), 'Baru#2026x');
    await fillIn(confirmField(), 'Baru#2026x');
    await submit();
    expect(await screen.findByText(/Password berhasil diganti./)).toHaveTextContent(
      'Perangkat lain yang masih masuk dengan akun ini sudah dikeluarkan.',
    );
    expect(body).toEqual({
      current_password: 'Lama#2026',
      password: 'Baru#2026x',
      password_confirmation: 'Baru#2026x',
    });
    expect(currentField()).toHaveValue('');
    expect(newField()).toHaveValue('');
  });

  it('shows other failures above the form', async () => {
    server.use(
      http.post('*/api/auth/change-password', () =>
        HttpResponse.json(
          { success: false, message: 'Terlalu banyak permintaan, silakan tunggu beberapa saat.', data: null },
          { status: 429 },
        ),
      ),
    );
    renderForm();
    await fillIn(currentField(), 'Lama#2026');
    await fillIn(newField(), 'Baru#2026x');
    await fillIn(confirmField(), 'Baru#2026x');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Terlalu banyak permintaan');
  });
});
