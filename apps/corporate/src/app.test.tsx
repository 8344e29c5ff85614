import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import app from './app';
import { batches, dashboard, ok } from './testing/program-fixtures';

const manager = demoUser('corporate', { program: { corporate_id: 5, batches } });

jest.mock('uplot', () => {
  const Chart = jest.fn().mockImplementation(() => ({ destroy: jest.fn(), setSize: jest.fn() }));
  return { __esModule: true, default: Object.assign(Chart, { paths: { bars: () => () => null } }) };
});

const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/corporate/dashboard/:batchId/group/:corporateId', ({ params }) =>
    HttpResponse.json(ok(dashboard(Number(params['batchId'])))),
  ),
  http.get('*/api/auth/user', () => HttpResponse.json({ success: true, message: 'OK', user: manager, data: manager })),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => localStorage.clear());
afterAll(() => server.close());

describe('corporate remote', () => {
  it('shows the dashboard of a full-access batch with the point ranking', async () => {
    renderRemote(app, '/corporate-program/dashboard/1/group/5', manager);
    expect(await screen.findByRole('heading', { name: 'PT Nusantara Aman' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Peringkat poin teratas' })).getByText('Citra Lestari'),
    ).toBeInTheDocument();
  });

  it('switching batch stores it under "batch", reloads the route with that batch and limits the view', async () => {
    renderRemote(app, '/corporate-program/dashboard/1/group/5', manager);
    await screen.findByRole('heading', { name: 'PT Nusantara Aman' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Batch/ }), '2');
    expect(localStorage.getItem('batch')).toBe('2');
    expect(await screen.findByText(/memiliki akses terbatas/)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Peringkat poin teratas' })).not.toBeInTheDocument();
  });

  it('offers "Empty Batch" when the manager has no batch', async () => {
    renderRemote(
      app,
      '/corporate-program/dashboard/0/group/5',
      demoUser('corporate', { program: { corporate_id: 5, batches: [] } }),
    );
    expect(await screen.findByRole('option', { name: 'Empty Batch' })).toBeInTheDocument();
    expect(screen.getByText(/Belum ada batch program/)).toBeInTheDocument();
  });

  it('/corporate-program sends the manager to the first batch', async () => {
    renderRemote(app, '/corporate-program', manager);
    expect(await screen.findByRole('heading', { name: 'PT Nusantara Aman' })).toBeInTheDocument();
  });
});
