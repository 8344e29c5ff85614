import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { AppProviders, CHUNK_RELOAD_STORAGE_KEY, pageReloader } from '@akademi-siber/feature-app-frame';
import type { RemoteApp } from '@akademi-siber/util-federation';
import { RemoteArea } from './remote-area';

const server = setupServer(
  http.get('*/remotes.json', () => HttpResponse.json({ member: '/remotes/member/mf-manifest.json' })),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  jest.spyOn(pageReloader, 'reload').mockImplementation(() => undefined);
  window.__akademiChunkReloading = false;
  // As on the page after the forced reload: the next failure within the minute shows the fallback.
  sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(Date.now()));
});
afterEach(() => {
  server.resetHandlers();
  jest.mocked(loadRemote).mockReset();
  jest.mocked(registerRemotes).mockReset();
  jest.restoreAllMocks();
  sessionStorage.clear();
});
afterAll(() => server.close());

const memberApp: RemoteApp = {
  id: 'member',
  basePath: '/member',
  routes: [{ index: true, element: <h1>Beranda member</h1> }],
};

function renderArea() {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={['/member']}>
        <Routes>
          <Route path="/member/*" element={<RemoteArea name="member" />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('RemoteArea', () => {
  it('registers the remote from /remotes.json and mounts its routes', async () => {
    jest.mocked(loadRemote).mockResolvedValue({ default: memberApp });
    renderArea();
    expect(await screen.findByRole('heading', { name: 'Beranda member' })).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'member', entry: 'http://localhost/remotes/member/mf-manifest.json' }],
      { force: false },
    );
    expect(loadRemote).toHaveBeenCalledWith('member/app');
  });

  it('shows an Indonesian fallback inside the shell layout and recovers on retry', async () => {
    jest
      .mocked(loadRemote)
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce({ default: memberApp });
    renderArea();
    expect(await screen.findByText('Area Member belum dapat dimuat')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    // Both ways on sit in the card: the retry and the way home.
    const card = screen.getByRole('alert');
    expect(within(card).getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Kembali ke beranda' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('heading', { name: 'Beranda member' })).toBeInTheDocument();
    // The retry re-registers with force, which drops the runtime's cached failure.
    expect(registerRemotes).toHaveBeenLastCalledWith(expect.any(Array), { force: true });
  });

  it('forces one full reload when the remote fails on entering (spec §9), showing the skeleton meanwhile', async () => {
    sessionStorage.clear();
    jest.mocked(loadRemote).mockRejectedValue(new Error('Failed to fetch dynamically imported module'));
    renderArea();
    await waitFor(() => expect(pageReloader.reload).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Area Member belum dapat dimuat')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Memuat…');
    expect(Number(sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY))).toBeGreaterThan(0);
  });

  it('falls back when /remotes.json cannot be read, and rejects a module that is not a remote app', async () => {
    server.use(http.get('*/remotes.json', () => new HttpResponse(null, { status: 503 })));
    renderArea();
    expect(await screen.findByText('Area Member belum dapat dimuat')).toBeInTheDocument();

    server.resetHandlers();
    jest.mocked(loadRemote).mockResolvedValue({ default: { id: 'admin', basePath: '/admin', routes: [] } });
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Area Member belum dapat dimuat')).toBeInTheDocument();
  });
});
