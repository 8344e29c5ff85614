import { ERROR_TEXTS, type AuthUser } from '@akademi-siber/util-contracts';
import { evaluateGuard, type GuardContext } from './guards';
import { ACCESS_MESSAGES } from './teacher-access';

function user(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 1,
    id_role: 1,
    username: 'rina',
    name: 'Rina',
    email: 'rina@example.id',
    avatarUrl: null,
    point: 0,
    xp: 0,
    subscribtion_course_end_date: null,
    program: null,
    teacher: null,
    campus: null,
    scope: ['member'],
    ...overrides,
  };
}

const teacher = (access: { is_access_course: boolean; is_access_lab: boolean }) =>
  user({ id_role: 5, teacher: access, campus: { id: 1, name: 'Kampus' }, scope: ['teacher'] });

function ctx(overrides: Partial<GuardContext>): GuardContext {
  return {
    path: '/member',
    status: 'authenticated',
    user: user(),
    roleCookie: 'member',
    storedBatchId: null,
    ...overrides,
  };
}

describe('auth-<role> guards', () => {
  it('sends a logged-out visitor to /login and remembers the intended path', () => {
    expect(
      evaluateGuard('auth-member', ctx({ status: 'anonymous', user: null, path: '/member/kelas-saya?tab=2' })),
    ).toEqual({
      type: 'redirect',
      to: '/login?redirect=%2Fmember%2Fkelas-saya%3Ftab%3D2',
    });
  });

  it('waits while the user is being fetched', () => {
    expect(evaluateGuard('auth-member', ctx({ status: 'loading', user: null }))).toEqual({ type: 'pending' });
  });

  it('offers a retry when the user cannot be fetched', () => {
    expect(evaluateGuard('auth-member', ctx({ status: 'unavailable', user: null }))).toEqual({ type: 'unavailable' });
  });

  it('logs out a logged-in user whose role cookie is missing', () => {
    expect(evaluateGuard('auth-member', ctx({ roleCookie: null }))).toEqual({
      type: 'logout',
      to: '/login?redirect=%2Fmember',
    });
  });

  it.each(['auth-author', 'auth-admin', 'auth-corporate', 'auth-teacher'] as const)(
    'gives a member 404 in %s',
    (guard) => {
      expect(evaluateGuard(guard, ctx({}))).toEqual({ type: 'not-found', message: ERROR_TEXTS.notFound });
    },
  );

  it('gives 404 when the cookie claims a role the user does not have', () => {
    expect(evaluateGuard('auth-admin', ctx({ roleCookie: 'admin' }))).toEqual({
      type: 'not-found',
      message: ERROR_TEXTS.notFound,
    });
  });

  it.each([
    ['auth-member', 1, 'member'],
    ['auth-author', 2, 'author'],
    ['auth-admin', 3, 'admin'],
    ['auth-corporate', 4, 'corporate'],
  ] as const)('%s lets its own role in', (guard, idRole, cookie) => {
    expect(evaluateGuard(guard, ctx({ user: user({ id_role: idRole }), roleCookie: cookie }))).toEqual({
      type: 'allow',
    });
  });

  it('gives 404 when the user is of another role even though the cookie matches the page', () => {
    expect(evaluateGuard('auth-member', ctx({ user: user({ id_role: 2 }), roleCookie: 'member' }))).toEqual({
      type: 'not-found',
      message: ERROR_TEXTS.notFound,
    });
  });

  it('does not remember a foreign return path when sending a visitor to /login', () => {
    expect(evaluateGuard('auth-member', ctx({ status: 'anonymous', user: null, path: '//evil.example' }))).toEqual({
      type: 'redirect',
      to: '/login',
    });
  });
});

describe('auth-teacher rules (spec §5)', () => {
  const both = teacher({ is_access_course: true, is_access_lab: true });
  const base = { roleCookie: 'teacher' };

  // /login would otherwise send the teacher back.
  it('needs campus and teacher data, otherwise logged out to /login', () => {
    expect(evaluateGuard('auth-teacher', ctx({ ...base, path: '/teacher', user: user({ id_role: 5 }) }))).toEqual({
      type: 'logout',
      to: '/login',
    });
  });

  it('needs is_access_course for /teacher/online-courses', () => {
    const noCourse = teacher({ is_access_course: false, is_access_lab: true });
    expect(evaluateGuard('auth-teacher', ctx({ ...base, path: '/teacher/online-courses', user: noCourse }))).toEqual({
      type: 'forbidden',
      message: ACCESS_MESSAGES.noCourseAccess,
    });
    expect(evaluateGuard('auth-teacher', ctx({ ...base, path: '/teacher/online-courses', user: both }))).toEqual({
      type: 'allow',
    });
  });

  it('needs is_access_course for the pages below /teacher/online-courses too', () => {
    const noCourse = teacher({ is_access_course: false, is_access_lab: true });
    expect(
      evaluateGuard('auth-teacher', ctx({ ...base, path: '/teacher/online-courses/dasar/ujian', user: noCourse })),
    ).toEqual({
      type: 'forbidden',
      message: ACCESS_MESSAGES.noCourseAccess,
    });
  });

  // §5 names only the lab and course paths.
  it('lets a teacher without any access into the classroom, settings and VPN pages', () => {
    const none = teacher({ is_access_course: false, is_access_lab: false });
    for (const path of ['/teacher', '/teacher/classroom', '/teacher/settings', '/teacher/vpn-access']) {
      expect(evaluateGuard('auth-teacher', ctx({ ...base, path, user: none }))).toEqual({ type: 'allow' });
    }
  });

  it('sends a teacher without campus data to /login even with teacher data', () => {
    const noCampus = user({ id_role: 5, teacher: { is_access_course: true, is_access_lab: true }, campus: null });
    expect(evaluateGuard('auth-teacher', ctx({ ...base, path: '/teacher/classroom', user: noCampus }))).toEqual({
      type: 'logout',
      to: '/login',
    });
  });

  it.each(['/teacher/exercise-lab', '/teacher/exercise-lab/detail/2', '/teacher/ctf', '/teacher/ctf/detail/3'])(
    'needs is_access_lab for %s',
    (path) => {
      const noLab = teacher({ is_access_course: true, is_access_lab: false });
      expect(evaluateGuard('auth-teacher', ctx({ ...base, path, user: noLab }))).toEqual({
        type: 'forbidden',
        message: ACCESS_MESSAGES.noLabAccess,
      });
      expect(evaluateGuard('auth-teacher', ctx({ ...base, path, user: both }))).toEqual({ type: 'allow' });
    },
  );
});

describe('auth-lab (the lab remote, decision 0036)', () => {
  const lab = (overrides: Partial<GuardContext>) => ctx({ path: '/lab/ctf/web-101', ...overrides });

  it('lets members in', () => {
    expect(evaluateGuard('auth-lab', lab({}))).toEqual({ type: 'allow' });
  });

  it('lets teachers with is_access_lab in, and shows the others spec §8 403 message', () => {
    const withLab = teacher({ is_access_course: false, is_access_lab: true });
    const withoutLab = teacher({ is_access_course: true, is_access_lab: false });
    expect(evaluateGuard('auth-lab', lab({ user: withLab, roleCookie: 'teacher' }))).toEqual({ type: 'allow' });
    expect(evaluateGuard('auth-lab', lab({ user: withoutLab, roleCookie: 'teacher' }))).toEqual({
      type: 'forbidden',
      message: 'Anda tidak memiliki akses untuk Exercise Lab atau CTF.',
    });
    expect(
      evaluateGuard('auth-lab', lab({ user: user({ id_role: 5, scope: ['teacher'] }), roleCookie: 'teacher' })),
    ).toEqual({ type: 'forbidden', message: ACCESS_MESSAGES.noLabAccess });
  });

  it('gives the other roles the 404 of a role mismatch', () => {
    expect(
      evaluateGuard('auth-lab', lab({ user: user({ id_role: 3, scope: ['admin'] }), roleCookie: 'admin' })),
    ).toEqual({
      type: 'not-found',
      message: ERROR_TEXTS.notFound,
    });
    expect(
      evaluateGuard(
        'auth-lab',
        lab({ user: teacher({ is_access_course: true, is_access_lab: true }), roleCookie: 'member' }),
      ),
    ).toEqual({ type: 'not-found', message: ERROR_TEXTS.notFound });
  });

  it('sends a logged-out visitor to /login, except on the hand-off entry, which signs the visitor in itself', () => {
    expect(evaluateGuard('auth-lab', lab({ status: 'anonymous', user: null, roleCookie: null }))).toEqual({
      type: 'redirect',
      to: '/login?redirect=%2Flab%2Fctf%2Fweb-101',
    });
    const entry = { path: '/lab/auth/abc?redirect=vpn-access', user: null, roleCookie: null };
    expect(evaluateGuard('auth-lab', lab({ ...entry, status: 'anonymous' }))).toEqual({ type: 'allow' });
    expect(evaluateGuard('auth-lab', lab({ ...entry, status: 'loading' }))).toEqual({ type: 'allow' });
    expect(
      evaluateGuard('auth-member', ctx({ ...entry, path: '/member/auth/abc', status: 'anonymous' })),
    ).toMatchObject({
      type: 'redirect',
    });
  });
});

describe('login-auth-redirect (guest-only pages)', () => {
  it('sends a logged-in user home', () => {
    expect(evaluateGuard('login-auth-redirect', ctx({ path: '/login' }))).toEqual({ type: 'redirect', to: '/member' });
  });
  it('sends a corporate manager to the dashboard of the stored batch', () => {
    const manager = user({
      id_role: 4,
      program: {
        corporate_id: 7,
        batches: [
          { id: 3, name: 'B3', is_full_access: true },
          { id: 5, name: 'B5', is_full_access: false },
        ],
      },
    });
    expect(
      evaluateGuard(
        'login-auth-redirect',
        ctx({ path: '/register', user: manager, roleCookie: 'corporate', storedBatchId: 5 }),
      ),
    ).toEqual({
      type: 'redirect',
      to: '/corporate-program/dashboard/5/group/7',
    });
  });

  it('lets a visitor in', () => {
    expect(evaluateGuard('login-auth-redirect', ctx({ path: '/login', status: 'anonymous', user: null }))).toEqual({
      type: 'allow',
    });
  });

  it('waits while a stored session is being checked, and lets the visitor in when the API cannot say', () => {
    expect(evaluateGuard('login-auth-redirect', ctx({ path: '/login', status: 'loading', user: null }))).toEqual({
      type: 'pending',
    });
    expect(evaluateGuard('login-auth-redirect', ctx({ path: '/login', status: 'unavailable', user: null }))).toEqual({
      type: 'allow',
    });
  });

  it('logs out a logged-in user without the role cookie and keeps them on the guest page', () => {
    expect(evaluateGuard('login-auth-redirect', ctx({ path: '/lupa-password', roleCookie: null }))).toEqual({
      type: 'logout',
      to: '/lupa-password',
    });
  });
});
