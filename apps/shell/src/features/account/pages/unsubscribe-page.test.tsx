import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderPage } from '../../../testing/render-page';
import { UnsubscribePage } from './unsubscribe-page';

const TOKEN = 'u'.repeat(60);
let posted: unknown[] = [];
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => (posted = []));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const renderAt = (search = `?token=${TOKEN}`) =>
  renderPage('/unsubscribe', <UnsubscribePage />, `/unsubscribe${search}`);

describe('UnsubscribePage', () => {
  it('changes nothing on open; the visitor confirms with a button that POSTs the token', async () => {
    server.use(
      http.post('*/api/auth/unsubscribe', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({
          success: true,
          message: 'Kamu sudah berhenti berlangganan email Akademi Siber.',
          data: { email: 'rina@example.id' },
        });
      }),
    );
    renderAt();
    expect(posted).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Ya, berhenti berlangganan' }));
    expect(await screen.findByText('Kamu sudah berhenti berlangganan email Akademi Siber.')).toBeInTheDocument();
    expect(screen.getByText('rina@example.id')).toBeInTheDocument();
    expect(posted).toEqual([{ token: TOKEN }]);
  });

  it('explains a link without a token', () => {
    renderAt('');
    expect(screen.getByRole('alert')).toHaveTextContent('Tautan berhenti berlangganan tidak valid.');
    expect(screen.queryByRole('button', { name: 'Ya, berhenti berlangganan' })).not.toBeInTheDocument();
  });

  it('shows the refusal of an expired or forged link', async () => {
    server.use(
      http.post('*/api/auth/unsubscribe', () =>
        HttpResponse.json(
          { success: false, message: 'Tautan berhenti berlangganan sudah tidak berlaku.', data: null },
          { status: 410 },
        ),
      ),
    );
    renderAt();
    await userEvent.click(screen.getByRole('button', { name: 'Ya, berhenti berlangganan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tautan berhenti berlangganan sudah tidak berlaku.');
  });
});
