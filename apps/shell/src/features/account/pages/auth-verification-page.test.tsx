import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderPage } from '../../../testing/render-page';
import { AuthVerificationPage } from './auth-verification-page';

const TOKEN = 'a'.repeat(43);
let requests: unknown[] = [];
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => (requests = []));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function answer(status: number, body: object) {
  server.use(
    http.post('*/api/auth/verify-email', async ({ request }) => {
      requests.push(await request.json());
      return HttpResponse.json(body, { status });
    }),
  );
}

const renderAt = (token = TOKEN) =>
  renderPage('/auth-verification/:token', <AuthVerificationPage />, `/auth-verification/${token}`);

describe('AuthVerificationPage', () => {
  it('verifies the token once on open, then offers the way to login', async () => {
    answer(200, { success: true, message: 'Email berhasil diverifikasi.', data: { email: 'rina@example.id' } });
    renderAt();
    expect(await screen.findByRole('heading', { level: 1, name: 'Email terverifikasi' })).toBeInTheDocument();
    expect(screen.getByText('Email berhasil diverifikasi.')).toBeInTheDocument();
    expect(screen.getByText('rina@example.id')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Masuk' })).toHaveAttribute('href', '/login');
    expect(requests).toEqual([{ token: TOKEN }]);
  });

  it.each([
    [410, 'Tautan verifikasi sudah tidak berlaku. Minta tautan baru.'],
    [404, 'Tautan verifikasi tidak valid.'],
  ])('explains a %i and offers a new link', async (status, message) => {
    answer(status, { success: false, message, data: null });
    renderAt();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('form', { name: 'Kirim ulang tautan verifikasi' })).toBeInTheDocument();
  });

  it('does not call the API for a link that cannot be a token', async () => {
    answer(200, { success: true, message: 'x', data: { email: 'x' } });
    renderAt('pendek');
    expect(await screen.findByRole('alert')).toHaveTextContent('Tautan verifikasi tidak valid.');
    expect(requests).toEqual([]);
  });

  it('offers a retry when the API cannot be reached', async () => {
    answer(503, { success: false, message: 'Layanan sedang tidak tersedia.', data: null });
    renderAt();
    expect(await screen.findByText('Layanan sedang tidak tersedia.')).toBeInTheDocument();
    answer(200, { success: true, message: 'Email berhasil diverifikasi.', data: { email: 'rina@example.id' } });
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Email terverifikasi' })).toBeInTheDocument();
    expect(requests).toHaveLength(2);
  });
});
