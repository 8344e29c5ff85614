import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderPage, fillIn } from '../../../testing/render-page';
import { EmailVerificationPage } from './email-verification-page';

const RESENT = 'Jika email terdaftar dan belum diverifikasi, kami sudah mengirim tautan verifikasi yang baru.';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  jest.useRealTimers();
});
afterAll(() => server.close());

const renderAt = (url: string) => renderPage('/email-verification', <EmailVerificationPage />, url);

describe('EmailVerificationPage', () => {
  it('says where the link went and links to login', () => {
    renderAt('/email-verification?email=rina%40example.id');
    expect(screen.getByRole('heading', { level: 1, name: 'Verifikasi email kamu' })).toBeInTheDocument();
    expect(screen.getByText('rina@example.id')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Masuk' })).toHaveAttribute('href', '/login');
  });

  it('resends the link for the address, shows the answer, then waits out the cooldown', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    let body: unknown;
    server.use(
      http.post('*/api/auth/email-verification/resend', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true, message: RESENT, data: null });
      }),
    );
    renderAt('/email-verification?email=rina%40example.id');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim ulang tautan verifikasi' }));
    expect(await screen.findByText(RESENT)).toBeInTheDocument();
    expect(body).toEqual({ email: 'rina@example.id' });
    expect(screen.getByRole('button', { name: 'Kirim ulang dalam 60 detik' })).toBeDisabled();

    act(() => jest.advanceTimersByTime(30_000));
    expect(screen.getByRole('button', { name: /Kirim ulang dalam 3\d detik/ })).toBeDisabled();
    act(() => jest.advanceTimersByTime(31_000));
    expect(screen.getByRole('button', { name: 'Kirim ulang tautan verifikasi' })).toBeEnabled();
  });

  it('asks for the address when the page was opened without one, and checks it', async () => {
    renderAt('/email-verification');
    expect(screen.getByText(/ke email yang kamu daftarkan/)).toBeInTheDocument();
    await fillIn(screen.getByLabelText(/^Email/), 'bukan email');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim ulang tautan verifikasi' }));
    expect(await screen.findByText('Email tidak valid')).toBeInTheDocument();
  });

  it('shows a refusal such as the rate limit', async () => {
    server.use(
      http.post('*/api/auth/email-verification/resend', () =>
        HttpResponse.json(
          { success: false, message: 'Terlalu banyak permintaan, silakan tunggu beberapa saat.', data: null },
          { status: 429 },
        ),
      ),
    );
    renderAt('/email-verification?email=rina%40example.id');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim ulang tautan verifikasi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Terlalu banyak permintaan');
  });
});
