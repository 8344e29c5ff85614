import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type { CheckoutInput, EventDetail } from '@akademi-siber/util-contracts';
import app from '../../../app';
import { ok, order, page } from '../../../testing/commerce-fixtures';

const freeEvent: EventDetail = {
  id: 5,
  slug: 'soc-2026',
  title: 'Cyber Insight: Membangun SOC',
  summary: 'Cara memulai SOC dari nol.',
  coverUrl: null,
  startsAt: '2026-12-10T07:00:00Z',
  endsAt: '2026-12-10T09:00:00Z',
  location: 'Online (Zoom)',
  price: 0,
  quota: 200,
  seatsLeft: 120,
  registrationClosesAt: '2026-12-09T17:00:00Z',
  registrationStatus: 'open',
  description: 'Diskusi praktis.\n\nTanya jawab.',
  speakers: [{ name: 'Dina Putri', title: 'SOC Lead' }],
};
const eventOrder = () =>
  order({
    idTransaction: 'AS261123EVENTFRE',
    kind: 'event',
    status: 'paid',
    total: 0,
    subtotal: 0,
    uniqueCode: 0,
    paidAt: '2026-11-23T10:00:00Z',
    items: [{ type: 'event', ref: '5', title: freeEvent.title, price: 0 }],
  });
const checkouts: CheckoutInput[] = [];
const server = setupServer(
  http.get('*/api/events/:eventId', () => ok(freeEvent)),
  http.get('*/api/events', () => page([freeEvent])),
  http.get('*/api/member/events', () => page([])),
  http.post('*/api/transaction/checkout', async ({ request }) => {
    checkouts.push((await request.json()) as CheckoutInput);
    return ok(eventOrder(), 201);
  }),
  http.get('*/api/transaction/orders/:id', () => ok(eventOrder())),
  ...chromeHandlers,
);

jest.setTimeout(30_000);
const slow = { timeout: 15_000 };
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  checkouts.length = 0;
  sessionStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('/member/cyber-insight', () => {
  it('lists my registrations (none yet) and the upcoming events to join', async () => {
    renderRemote(app, '/member/cyber-insight', demoUser('member'));
    expect(await screen.findByText('Belum ada acara yang Anda ikuti', undefined, slow)).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: freeEvent.title });
    expect(within(card).getByText('Gratis')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: `Lihat acara ${freeEvent.title}` })).toHaveAttribute(
      'href',
      '/member/cyber-insight/5',
    );
  });

  it('registers for a free event at once and shows the registration', async () => {
    renderRemote(app, '/member/cyber-insight/5', demoUser('member'));
    expect(await screen.findByRole('heading', { level: 1, name: freeEvent.title }, slow)).toBeInTheDocument();
    expect(screen.getByText(/Dina Putri — SOC Lead/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /menyetujui syarat dan ketentuan/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Daftar sekarang' }));
    expect(await screen.findByText(/Pendaftaran Anda berhasil/, undefined, slow)).toBeInTheDocument();
    expect(checkouts).toHaveLength(1);
    expect(checkouts[0]).toMatchObject({ kind: 'event', items: [{ type: 'event', ref: '5' }] });
    expect(checkouts[0]).not.toHaveProperty('promoCode');
  });
});
