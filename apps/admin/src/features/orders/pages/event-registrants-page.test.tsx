import { configure, screen } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import app from '../../../app';
import { page } from '../../../testing/responses';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/lcadm/events/:id/registrants', () => page([])),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const admin = demoUser('admin');

describe('/admin/acara/:eventId/pendaftar', () => {
  it('says when an event has no registrants yet', async () => {
    renderRemote(app, '/admin/acara/3/pendaftar', admin);
    expect(await screen.findByText('Belum ada pendaftar untuk acara ini.')).toBeInTheDocument();
  });
});
