import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useLocation } from 'react-router-dom';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type { RemoteApp } from '@akademi-siber/util-federation';
import { CorporateLayout } from './corporate-layout';

const batches = [
  { id: 1, name: 'Batch 1 — 2026', is_full_access: true },
  { id: 2, name: 'Batch 2 — 2026', is_full_access: false },
];
const manager = demoUser('corporate', { program: { corporate_id: 5, batches } });
let userFetches = 0;

const server = setupServer(
  http.get('*/api/auth/user', () => {
    userFetches += 1;
    return HttpResponse.json({ success: true, message: 'OK', user: manager, data: manager });
  }),
  ...chromeHandlers,
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  localStorage.clear();
  userFetches = 0;
});
afterAll(() => server.close());

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const app: RemoteApp = {
  id: 'corporate',
  basePath: '/corporate-program',
  routes: [
    {
      element: <CorporateLayout />,
      children: [
        { path: ':page/:batchId/group/:corporateId', element: <Where /> },
        { path: 'reset-password', element: <Where /> },
      ],
    },
  ],
};

describe('corporate layout', () => {
  it('lists Dashboard, Member, Progres Belajar and Reset Password for the batch in view', () => {
    renderRemote(app, '/corporate-program/member/2/group/5', manager);
    const sidebar = screen.getByRole('complementary', { name: 'Menu program korporat' });
    const nav = within(sidebar).getByRole('navigation', { name: 'Halaman program korporat' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/corporate-program/dashboard/2/group/5'],
      ['Member', '/corporate-program/member/2/group/5'],
      ['Progres Belajar', '/corporate-program/point/2/group/5'],
      ['Reset Password', '/corporate-program/reset-password'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Member' })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar).getByRole('combobox', { name: /Batch/ })).toHaveValue('2');
  });

  it('a new batch is stored under "batch", the same page reloads with it, and the user is fetched again', async () => {
    renderRemote(app, '/corporate-program/point/1/group/5', manager);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Batch/ }), '2');
    expect(localStorage.getItem('batch')).toBe('2');
    expect(screen.getByTestId('where')).toHaveTextContent('/corporate-program/point/2/group/5');
    await waitFor(() => expect(userFetches).toBe(1));
  });

  it('from Reset Password a new batch opens its dashboard; the links there use the stored batch', async () => {
    localStorage.setItem('batch', '2');
    renderRemote(app, '/corporate-program/reset-password', manager);
    expect(screen.getByRole('link', { name: 'Member' })).toHaveAttribute('href', '/corporate-program/member/2/group/5');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Batch/ }), '1');
    expect(screen.getByTestId('where')).toHaveTextContent('/corporate-program/dashboard/1/group/5');
  });

  it('forgets a stored batch the manager no longer has, and links to the first batch instead', async () => {
    localStorage.setItem('batch', '7');
    renderRemote(app, '/corporate-program/reset-password', manager);
    expect(screen.getByRole('link', { name: 'Member' })).toHaveAttribute('href', '/corporate-program/member/1/group/5');
    await waitFor(() => expect(localStorage.getItem('batch')).toBeNull());
  });

  it("shows 'Empty Batch' when the manager has no batch", () => {
    renderRemote(
      app,
      '/corporate-program/reset-password',
      demoUser('corporate', { program: { corporate_id: 5, batches: [] } }),
    );
    expect(
      within(screen.getByRole('combobox', { name: /Batch/ }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Empty Batch']);
  });
});
