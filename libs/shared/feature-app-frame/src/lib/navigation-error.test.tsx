import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ChunkLoadError } from './chunk-reload';
import { navigationError, NavigationErrorBoundary, statusCodeOf, userMessageOf } from './navigation-error';

describe('statusCodeOf (spec §8: navigation errors carry statusCode, default 500)', () => {
  it.each([
    [navigationError(404, 'x'), 404],
    [navigationError(), 500],
    [{ statusCode: 403 }, 403],
    [{ status: 410, message: 'Data sudah tidak tersedia.' }, 410],
    [new TypeError('undefined is not a function'), 500],
    [{ statusCode: 200 }, 500],
    [{ statusCode: '404' }, 500],
    [null, 500],
    ['teks', 500],
  ])('%p → %p', (error, status) => {
    expect(statusCodeOf(error)).toBe(status);
  });

  it('shows only messages meant for the user', () => {
    expect(userMessageOf(navigationError(500, 'Unknown middleware auth-x'))).toBe('Unknown middleware auth-x');
    expect(userMessageOf({ status: 409, message: 'Terjadi konflik data.' })).toBe('Terjadi konflik data.');
    expect(userMessageOf(navigationError(404))).toBeUndefined();
    expect(userMessageOf(new TypeError('internal detail'))).toBeUndefined();
  });
});

function Thrower({ error }: { error: unknown }): never {
  throw error;
}

function Boundary({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  return (
    <NavigationErrorBoundary
      resetKey={pathname}
      fallback={({ statusCode, message, chunkFailed }) => (
        <p role="alert">
          {chunkFailed ? 'chunk' : statusCode} {message}
        </p>
      )}
    >
      {children}
    </NavigationErrorBoundary>
  );
}

function renderAt(error: unknown) {
  return render(
    <MemoryRouter initialEntries={['/rusak']}>
      <Link to="/aman">Ke halaman lain</Link>
      <Boundary>
        <Routes>
          <Route path="/rusak" element={<Thrower error={error} />} />
          <Route path="/aman" element={<h1>Halaman aman</h1>} />
        </Routes>
      </Boundary>
    </MemoryRouter>,
  );
}

describe('NavigationErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('renders the fallback with the error status and message', () => {
    renderAt(navigationError(403, 'Anda tidak memiliki akses untuk Belajar Online.'));
    expect(screen.getByRole('alert')).toHaveTextContent('403 Anda tidak memiliki akses untuk Belajar Online.');
  });

  it('defaults to 500 for an error without a status', () => {
    renderAt(new Error('boom'));
    expect(screen.getByRole('alert')).toHaveTextContent(/^500\s*$/);
  });

  it('tells a failed chunk apart', () => {
    renderAt(new ChunkLoadError(new Error('Failed to fetch dynamically imported module')));
    expect(screen.getByRole('alert')).toHaveTextContent('chunk');
  });

  it('clears the error when the visitor navigates away', async () => {
    renderAt(navigationError(404));
    expect(screen.getByRole('alert')).toHaveTextContent('404');
    await userEvent.click(screen.getByRole('link', { name: 'Ke halaman lain' }));
    expect(screen.getByRole('heading', { name: 'Halaman aman' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
