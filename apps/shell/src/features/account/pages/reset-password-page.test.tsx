import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderPage, fillIn } from '../../../testing/render-page';
import { ResetPasswordPage } from './reset-password-page';

const TOKEN = 'r'.repeat(43);
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const renderReset = (search = `?token=${TOKEN}`) =>
  renderPage('/reset-password', <ResetPasswordPage />, `/reset-password${search}`);

async function submit(password: string, confirmation = password) {
  await fillIn(screen.getByLabelText(/^Password Baru/), password);
  await fillIn(screen.getByLabelText(/^Konfirmasi Password Baru/), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Simpan password baru' }));
}

describe('ResetPasswordPage', () => {
  it('says the link is invalid when it carries no token, and offers a new one', () => {
    renderReset('');
    expect(screen.getByRole('alert')).toHaveTextContent('Tautan atur ulang password tidak valid.');
    expect(screen.getByRole('link', { name: 'Minta tautan baru' })).toHaveAttribute('href', '/lupa-password');
  });

  it('lists the §5 rules live and checks them with the shared schema before sending', async () => {
    renderReset();
    const rules = screen.getByRole('list', { name: 'Syarat Password Baru' });
    expect(within(rules).getByText('Password Baru tidak boleh ada spasi').closest('li')).toHaveTextContent(
      '(terpenuhi)',
    );
    await submit('lemah sekali');
    expect(within(rules).getByText('Password Baru tidak boleh ada spasi').closest('li')).toHaveTextContent(
      '(belum terpenuhi)',
    );
    expect(screen.getByLabelText(/^Password Baru/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('sets the new password with the token, then sends the user to login', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/auth/reset-password', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true, message: 'Password berhasil diatur ulang.', data: null });
      }),
    );
    renderReset();
    await submit('Baru#2026x');
    expect(await screen.findByText('Password berhasil diatur ulang.')).toBeInTheDocument();
    expect(body).toEqual({ token: TOKEN, password: 'Baru#2026x', password_confirmation: 'Baru#2026x' });
    expect(screen.getByRole('link', { name: 'Masuk' })).toHaveAttribute('href', '/login');
  });

  it.each([
    [410, 'Tautan atur ulang password sudah tidak berlaku. Minta tautan baru.'],
    [404, 'Tautan atur ulang password tidak valid.'],
  ])('explains a used, expired or unknown link (%i)', async (status, message) => {
    server.use(
      http.post('*/api/auth/reset-password', () =>
        HttpResponse.json({ success: false, message, data: null }, { status }),
      ),
    );
    renderReset();
    await submit('Baru#2026x');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Minta tautan baru' })).toBeInTheDocument();
  });

  describe('from an invitation (a link that names where to go next)', () => {
    const GROUP = '/member/corporate-training/security-awareness-karyawan/nusantara-aman-keuangan';

    it('creates the first password, then signs in to the group', async () => {
      server.use(
        http.post('*/api/auth/reset-password', () =>
          HttpResponse.json({ success: true, message: 'Password berhasil diatur ulang.', data: null }),
        ),
      );
      renderReset(`?token=${TOKEN}&redirect=${encodeURIComponent(GROUP)}`);
      expect(screen.getByRole('heading', { name: 'Buat password akunmu' })).toBeInTheDocument();
      expect(screen.getByText(/Kamu diundang mengikuti pelatihan/)).toBeInTheDocument();
      await fillIn(screen.getByLabelText(/^Password Baru/), 'Baru#2026x');
      await fillIn(screen.getByLabelText(/^Konfirmasi Password Baru/), 'Baru#2026x');
      await userEvent.click(screen.getByRole('button', { name: 'Simpan password' }));
      expect(await screen.findByRole('heading', { name: 'Akunmu sudah aktif' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Masuk' })).toHaveAttribute(
        'href',
        `/login?redirect=${encodeURIComponent(GROUP)}`,
      );
    });

    it('ignores a redirect to another site: the page stays a plain reset', () => {
      renderReset(`?token=${TOKEN}&redirect=${encodeURIComponent('https://jahat.example/masuk')}`);
      expect(screen.getByRole('heading', { name: 'Atur ulang password' })).toBeInTheDocument();
    });

    it('explains a used invitation and where a new link comes from', async () => {
      server.use(
        http.post('*/api/auth/reset-password', () =>
          HttpResponse.json(
            {
              success: false,
              message: 'Tautan atur ulang password sudah tidak berlaku. Minta tautan baru.',
              data: null,
            },
            { status: 410 },
          ),
        ),
      );
      renderReset(`?token=${TOKEN}&redirect=${encodeURIComponent(GROUP)}`);
      await fillIn(screen.getByLabelText(/^Password Baru/), 'Baru#2026x');
      await fillIn(screen.getByLabelText(/^Konfirmasi Password Baru/), 'Baru#2026x');
      await userEvent.click(screen.getByRole('button', { name: 'Simpan password' }));
      expect(await screen.findByText(/Tautan undangan hanya berlaku beberapa hari/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Minta tautan baru' })).toHaveAttribute('href', '/lupa-password');
    });
  });
});
