import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderPage, fillIn } from '../../../testing/render-page';
import { ForgotPasswordPage } from './forgot-password-page';

const SENT = 'Jika email terdaftar, kami sudah mengirim tautan untuk mengatur ulang password.';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const renderForgot = () => renderPage('/lupa-password', <ForgotPasswordPage />, '/lupa-password');

describe('ForgotPasswordPage', () => {
  it('checks the address with the shared schema first', async () => {
    renderForgot();
    await userEvent.click(screen.getByRole('button', { name: 'Kirim tautan' }));
    expect(await screen.findByText('Email tidak valid')).toBeInTheDocument();
  });

  it("sends the address, shows the API's answer (the same for every address), waits before a resend", async () => {
    let body: unknown;
    server.use(
      http.post('*/api/auth/forgot-password', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true, message: SENT, data: null });
      }),
    );
    renderForgot();
    await fillIn(screen.getByLabelText(/^Email/), ' Rina@Example.id ');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim tautan' }));
    expect(await screen.findByText(new RegExp(SENT))).toBeInTheDocument();
    expect(body).toEqual({ email: 'rina@example.id' });
    expect(screen.getByRole('button', { name: /Kirim ulang dalam \d+ detik/ })).toBeDisabled();
  });

  it('shows a refusal and links back to login', async () => {
    server.use(
      http.post('*/api/auth/forgot-password', () =>
        HttpResponse.json(
          { success: false, message: 'Terlalu banyak permintaan, silakan tunggu beberapa saat.', data: null },
          { status: 429 },
        ),
      ),
    );
    renderForgot();
    expect(screen.getByRole('link', { name: 'Masuk' })).toHaveAttribute('href', '/login');
    await fillIn(screen.getByLabelText(/^Email/), 'rina@example.id');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim tautan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Terlalu banyak permintaan');
  });
});
