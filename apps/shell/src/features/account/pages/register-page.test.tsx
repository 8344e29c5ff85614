import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route } from 'react-router-dom';
import { renderPage, fillIn } from '../../../testing/render-page';
import { EmailVerificationPage } from './email-verification-page';
import { RegisterPage } from './register-page';

const server = setupServer(
  http.get('*/api/auth/google/config', () =>
    HttpResponse.json({ success: true, message: 'OK', data: { enabled: false, client_id: null } }),
  ),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const renderRegister = () =>
  renderPage('/register', <RegisterPage />, '/register', {
    routes: <Route path="/email-verification" element={<EmailVerificationPage />} />,
  });

async function fill(values: Partial<Record<'name' | 'username' | 'email' | 'password' | 'confirmation', string>>) {
  const fields: [RegExp, string | undefined][] = [
    [/^Nama lengkap/, values.name],
    [/^Username/, values.username],
    [/^Email/, values.email],
    [/^Password/, values.password],
    [/^Konfirmasi Password/, values.confirmation],
  ];
  for (const [label, value] of fields) if (value) await fillIn(screen.getByLabelText(label), value);
}

const valid = {
  name: 'Dina Pratiwi',
  username: 'dina.p',
  email: 'dina@example.id',
  password: 'Kopi#Susu2026',
  confirmation: 'Kopi#Susu2026',
};

describe('RegisterPage', () => {
  it('shows each §5 password rule with its exact message, met or unmet as the user types', async () => {
    renderRegister();
    const rules = screen.getByRole('list', { name: 'Syarat Password' });
    const state = (text: string) => (within(rules).getByText(text).closest('li') as HTMLElement).textContent;
    const special = 'Password harus mempunyai minimal 1 karakter spesial';
    const upper = 'Password harus mempunyai minimal 1 huruf kapital';
    const digit = 'Password harus mempunyai minimal 1 angka';
    const spaces = 'Password tidak boleh ada spasi';
    expect(state(special)).toContain('(belum terpenuhi)');
    expect(state(upper)).toContain('(belum terpenuhi)');

    await fillIn(screen.getByLabelText(/^Password/), 'abc def');
    expect(state(spaces)).toContain('(belum terpenuhi)');
    expect(state(digit)).toContain('(belum terpenuhi)');

    await fillIn(screen.getByLabelText(/^Password/), 'ABCDEFG1~');
    expect(state('Password harus mempunyai minimal 1 huruf kecil')).toContain('(belum terpenuhi)');

    await fillIn(screen.getByLabelText(/^Password/), 'Abcdefg1~');
    for (const rule of [
      special,
      upper,
      digit,
      spaces,
      'Password minimal 8 karakter',
      'Password harus mempunyai minimal 1 huruf kecil',
    ]) {
      expect(state(rule)).toContain('(terpenuhi)');
    }
  });

  it('refuses a password containing the username or email, live and on submit, without calling the API', async () => {
    let called = false;
    server.use(http.post('*/api/auth/register', () => void (called = true)));
    renderRegister();
    const rules = screen.getByRole('list', { name: 'Syarat Password' });
    const personal = 'Password tidak boleh mengandung username atau nama email';
    await fill({ ...valid, password: 'Dina.P#2026', confirmation: 'Dina.P#2026' });
    expect((within(rules).getByText(personal).closest('li') as HTMLElement).textContent).toContain('(belum terpenuhi)');
    await userEvent.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(called).toBe(false);
  });

  it('validates with the shared registerRequestSchema before calling the API', async () => {
    let called = false;
    server.use(http.post('*/api/auth/register', () => void (called = true)));
    renderRegister();
    await fill({ username: 'A', email: 'bukan-email', password: 'pendek', confirmation: 'lain' });
    await userEvent.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(await screen.findByText('Nama wajib diisi')).toBeInTheDocument();
    expect(screen.getByText('Username minimal 3 karakter')).toBeInTheDocument();
    expect(screen.getByText('Email tidak valid')).toBeInTheDocument();
    expect(screen.getByText('Konfirmasi Password tidak sama dengan Password')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(called).toBe(false);
  });

  it("shows the API's 422 field errors on their fields", async () => {
    server.use(
      http.post('*/api/auth/register', () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Email sudah terdaftar',
            data: {
              errors: [
                { path: 'email', message: 'Email sudah terdaftar' },
                { path: 'username', message: 'Username sudah dipakai' },
              ],
            },
          },
          { status: 422 },
        ),
      ),
    );
    renderRegister();
    await fill(valid);
    await userEvent.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(await screen.findByText('Email sudah terdaftar')).toBeInTheDocument();
    expect(screen.getByText('Username sudah dipakai')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Username/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('registers and goes to /email-verification, which says where the link went, waits before a resend', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/auth/register', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          {
            success: true,
            message: 'Pendaftaran berhasil. Kami sudah mengirim tautan verifikasi ke email kamu.',
            data: { email: 'dina@example.id' },
          },
          { status: 201 },
        );
      }),
    );
    renderRegister();
    await fill({ ...valid, email: 'Dina@Example.id' });
    await userEvent.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(
      await screen.findByText('Pendaftaran berhasil. Kami sudah mengirim tautan verifikasi ke email kamu.'),
    ).toBeInTheDocument();
    expect(screen.getByText('dina@example.id')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Kirim ulang dalam \d+ detik/ })).toBeDisabled();
    // The schema normalises the address the same way the API does.
    expect(body).toEqual({
      name: 'Dina Pratiwi',
      username: 'dina.p',
      email: 'dina@example.id',
      password: 'Kopi#Susu2026',
      password_confirmation: 'Kopi#Susu2026',
    });
  });

  it('shows other failures above the form and links to login', async () => {
    server.use(
      http.post('*/api/auth/register', () =>
        HttpResponse.json(
          { success: false, message: 'Terlalu banyak permintaan, silakan tunggu beberapa saat.', data: null },
          { status: 429 },
        ),
      ),
    );
    renderRegister();
    expect(screen.getByRole('link', { name: 'Masuk' })).toHaveAttribute('href', '/login');
    await fill(valid);
    await userEvent.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Terlalu banyak permintaan');
  });
});
