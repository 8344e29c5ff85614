import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createRoutesFromChildren, MemoryRouter, type RouteObject } from 'react-router-dom';
import {
  clearStoredSession,
  readRoleCookie,
  saveToken,
  writeRoleCookie,
  type GuardName,
} from '@akademi-siber/data-access-auth';
import { AppProviders, NavigationErrorBoundary } from '@akademi-siber/feature-app-frame';
import { demoUser } from '@akademi-siber/feature-app-frame/testing';
import {
  ERROR_TEXTS,
  PUBLIC_PROFILE_ROUTE,
  SHELL_PAGE_ROUTES,
  type PublicProfile,
} from '@akademi-siber/util-contracts';
import { REMOTE_BASE_PATHS } from '@akademi-siber/util-federation';
import { Guarded } from '../guards/guarded';
import { ErrorPage } from '../layout/error-page';
import { App } from './app';
import { prefetchTargets } from './link-prefetch';
import { AppRoutes } from './routes';

const profile: PublicProfile = {
  username: 'member.demo',
  name: 'Rina Member',
  avatarUrl: null,
  bio: 'Analis SOC junior.',
  city: 'Bandung',
  institution: 'PT Nusantara Aman',
  xp: 3400,
  role: 'member',
  joinedAt: '2026-07-25T07:36:00.000Z',
  finishedCourses: [
    {
      slug: 'dasar-dasar-keamanan-siber',
      title: 'Dasar-Dasar Keamanan Siber',
      completedAt: '2026-11-13T08:00:00.000Z',
    },
  ],
  certificates: [
    {
      number: 'DDKS-131126-0001',
      title: 'Dasar-Dasar Keamanan Siber',
      kind: 'completion',
      issuedAt: '2026-11-13T08:00:00.000Z',
    },
  ],
};

const profileRequests: string[] = [];
const server = setupServer(
  http.get('*/api/profiles/:username', ({ params }) => {
    profileRequests.push(String(params['username']));
    return params['username'] === profile.username
      ? HttpResponse.json({ success: true, message: 'Berhasil', data: profile })
      : HttpResponse.json({ success: false, message: 'Profil tidak ditemukan.', data: null }, { status: 404 });
  }),
  http.get('*/remotes.json', () => HttpResponse.json({})),
);
// The public layout may call other endpoints (categories, config); they are not what these tests are about.
beforeAll(() => server.listen({ onUnhandledFrame: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  profileRequests.length = 0;
  window.history.pushState({}, '', '/');
});
afterAll(() => server.close());

function renderAppAt(path: string) {
  window.history.pushState({}, '', path);
  return render(<App />);
}

/** Every full path pattern of a route tree, nested paths joined. */
function routePatterns(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.index
      ? parent || '/'
      : route.path
        ? `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`
        : parent;
    const children = route.children ? routePatterns(route.children, own) : [];
    return route.path || route.index ? [own, ...children] : children;
  });
}

describe('the shell route table and the server read the same page list', () => {
  const patterns = routePatterns(createRoutesFromChildren(AppRoutes().props.children));
  const areaPatterns = Object.values(REMOTE_BASE_PATHS).map((base) => `${base}/*`);
  const shellPages = patterns.filter(
    (pattern) => pattern !== '/*' && pattern !== PUBLIC_PROFILE_ROUTE && !areaPatterns.includes(pattern),
  );

  it('renders exactly the pages of SHELL_PAGE_ROUTES (util-contracts), so their paths answer 200', () => {
    // A page added to routes.tsx must be added to SHELL_PAGE_ROUTES too (and the other way round), or the
    // one-origin server answers its direct loads with 404.
    expect([...new Set(shellPages)].sort()).toEqual([...Object.values(SHELL_PAGE_ROUTES)].sort());
  });

  it('mounts every role area, the public profile catch-all and the not-found page', () => {
    expect(patterns).toEqual(expect.arrayContaining([...areaPatterns, PUBLIC_PROFILE_ROUTE, '/*']));
  });
});

describe('error pages (spec §2, §8)', () => {
  it('shows the not-found page for a path that matches nothing', async () => {
    renderAppAt('/tidak/ada/sama-sekali');
    expect(await screen.findByRole('heading', { level: 1, name: ERROR_TEXTS.notFound })).toBeInTheDocument();
    expect(screen.getByText(ERROR_TEXTS.pageNotFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke Beranda' })).toHaveAttribute('href', '/');
  });

  it('turns a missing guard name into a 500 "Unknown middleware {name}"', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppProviders>
        <MemoryRouter>
          <NavigationErrorBoundary
            resetKey="/"
            fallback={({ statusCode, message }) => <ErrorPage status={statusCode} message={message} />}
          >
            <Guarded name={'auth-tamu' as GuardName}>
              <p>Halaman rahasia</p>
            </Guarded>
          </NavigationErrorBoundary>
        </MemoryRouter>
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { level: 1, name: ERROR_TEXTS.serverError })).toBeInTheDocument();
    expect(screen.getByText(ERROR_TEXTS.serverErrorHint)).toBeInTheDocument();
    expect(screen.getByText('Unknown middleware auth-tamu')).toBeInTheDocument();
    expect(screen.queryByText('Halaman rahasia')).not.toBeInTheDocument();
    jest.restoreAllMocks();
  });
});

describe('a guard that logs the user out (spec §5)', () => {
  const teacherWithoutCampus = demoUser('teacher', {
    teacher: { is_access_course: true, is_access_lab: true },
    campus: null,
  });
  afterEach(() => clearStoredSession());

  it('sends a teacher without campus data to /login itself, signed out, not to /login?redirect=…', async () => {
    let revoked = false;
    server.use(
      http.get('*/api/auth/user', () =>
        HttpResponse.json({ success: true, message: 'OK', user: teacherWithoutCampus, data: teacherWithoutCampus }),
      ),
      http.post('*/api/auth/logout', () => {
        revoked = true;
        return HttpResponse.json({ success: true, message: 'Logout berhasil', data: null });
      }),
    );
    saveToken('local', 'tok-dosen');
    writeRoleCookie('teacher');
    renderAppAt('/teacher/classroom');
    await waitFor(() => expect(revoked).toBe(true));
    await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe('/login'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Masuk' })).toBeInTheDocument();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/login');
    expect(localStorage.getItem('auth._token.local')).toBeNull();
    expect(readRoleCookie()).toBeNull();
  });
});

describe('public profile /{username}', () => {
  it('shows the profile of an existing username', async () => {
    renderAppAt('/member.demo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rina Member' })).toBeInTheDocument();
    expect(screen.getByText('@member.demo')).toBeInTheDocument();
    expect(screen.getByText('Analis SOC junior.')).toBeInTheDocument();
    expect(screen.getByText('3.400')).toBeInTheDocument();
    expect(screen.getByText('25 Jul 2026')).toBeInTheDocument();
    expect(screen.getByText('PT Nusantara Aman · Bandung')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dasar-Dasar Keamanan Siber' })).toHaveAttribute(
      'href',
      '/belajar-online/dasar-dasar-keamanan-siber',
    );
    expect(screen.getByRole('link', { name: 'Verifikasi sertifikat DDKS-131126-0001' })).toHaveAttribute(
      'href',
      '/certificate/DDKS-131126-0001',
    );
  });

  it('is a 404 for a username without a profile', async () => {
    renderAppAt('/pengguna.hilang');
    expect(await screen.findByRole('heading', { level: 1, name: ERROR_TEXTS.notFound })).toBeInTheDocument();
    expect(profileRequests).toEqual(['pengguna.hilang']);
  });

  it('is a 404 without asking the API when the path cannot be a username', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAppAt('/-bukan-nama-');
    expect(await screen.findByRole('heading', { level: 1, name: ERROR_TEXTS.notFound })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(ERROR_TEXTS.pageNotFound)).toBeInTheDocument());
    expect(profileRequests).toEqual([]);
    jest.restoreAllMocks();
  });
});

describe('link prefetch targets', () => {
  it('prefetches no area for a visitor, and only their own area for a signed-in user', () => {
    expect(prefetchTargets(null).some((target) => target.matches('/member'))).toBe(false);
    const member = prefetchTargets('member');
    expect(member.filter((target) => target.whenVisible).map((target) => target.matches('/member/kelas-saya'))).toEqual(
      [true],
    );
    expect(member.some((target) => target.matches('/admin'))).toBe(false);
    for (const path of ['/login', '/register', '/lupa-password', '/member.demo', '/blog']) {
      expect(member.some((target) => target.matches(path))).toBe(true);
    }
  });
});
