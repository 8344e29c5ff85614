import { configure, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import app from '../../../app';
import { page } from '../../../testing/responses';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/lcadm/training-requests', () =>
    page(
      [
        {
          id: 1,
          companyName: 'PT Nusantara Aman',
          contactName: 'Sari',
          email: 'sari@nusantara.co.id',
          phone: '+62 812 1111 2222',
          participants: 30,
          trainingSlug: 'secure-coding',
          message: 'Kami ingin pelatihan secure coding untuk tim developer.',
          createdAt: '2026-11-21T03:00:00Z',
        },
      ],
      12,
    ),
  ),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const admin = demoUser('admin');

describe('/admin/permintaan-pelatihan', () => {
  it('lists training requests with contact links and pagination', async () => {
    renderRemote(app, '/admin/permintaan-pelatihan', admin);
    const table = await screen.findByRole('table', { name: 'Permintaan pelatihan korporat' });
    expect(within(table).getByRole('link', { name: 'sari@nusantara.co.id' })).toHaveAttribute(
      'href',
      'mailto:sari@nusantara.co.id',
    );
    expect(within(table).getByRole('link', { name: '+62 812 1111 2222' })).toHaveAttribute(
      'href',
      'tel:+6281211112222',
    );
    expect(screen.getByRole('navigation', { name: 'Paginasi' })).toHaveTextContent('Halaman 1 dari 2');
  });
});
