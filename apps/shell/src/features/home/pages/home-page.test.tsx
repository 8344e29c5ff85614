import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { event, liveClass, ok, page } from '../../../testing/catalog-fixtures';
import { renderPage } from '../../../testing/render-page';
import { HomePage } from './home-page';

const requests: { path: string; search: string }[] = [];

const server = setupServer(
  http.get('*/api/liveclasses', () => page([liveClass])),
  http.get('*/api/events', () => page([event()])),
  http.get('*/api/courses', ({ request }) => {
    requests.push({ path: '/api/courses', search: new URL(request.url).search });
    return page([]);
  }),
  http.get('*/api/subscription-plans', () =>
    ok([{ id: 1, name: 'Tahunan', months: 12, price: 1200000, description: 'Semua kelas langganan selama setahun.' }]),
  ),
  http.get('*/api/testimonials', () =>
    HttpResponse.json({ success: false, message: 'Gagal memuat testimoni', data: null }, { status: 500 }),
  ),
);

jest.setTimeout(20_000);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  requests.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('home', () => {
  it('home loads its sections: empty courses read well, plans show, a failed section offers a retry', async () => {
    renderPage('/', <HomePage />, '/');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Kelas online cyber security dengan standar industri' }),
    ).toBeInTheDocument();
    // The sections come in their own chunk after the hero.
    expect(await screen.findByText('Kelas baru segera terbit.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/api/courses')?.search).toBe('?page=1&per_page=6');
    expect(await screen.findByRole('heading', { name: 'Tahunan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Berlangganan Tahunan' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fmember%2Fsubscription',
    );
    expect(await screen.findByRole('article', { name: 'Tren Ransomware 2026' })).toBeInTheDocument();
    expect(await screen.findByText('Testimoni belum dapat dimuat')).toBeInTheDocument();
  });
});
