import { ERROR_TEXTS, type AuthUser } from '@akademi-siber/util-contracts';
import { ACCESS_MESSAGES, evaluateGuard, type GuardContext } from './guards';

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
  return { path: '/member', status: 'authenticated', user: user(), roleCookie: 'member', storedBatchId: null, ...overrides };
}

describe('auth-<role> guards', () => {
  it('sends a logged-out visitor to /login and remembers the intended path', () => {
    expect(evaluateGuard('auth-member', ctx({ status: 'anonymous', user: null, path: '/member/kelas-saya?tab=2' }))).toEqual({
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
    expect(evaluateGuard('auth-member', ctx({ roleCookie: null }))).toEqual({ type: 'logout', to: '/login?redirect=%2Fmember' });
  });

  it.each(['auth-author', 'auth-admin', 'auth-corporate', 'auth-teacher'] as const)('gives a member 404 in %s', (guard) => {
    expect(evaluateGuard(guard, ctx({}))).toEqual({ type: 'not-found', message: ERROR_TEXTS.notFound });
  });

  it('gives 404 when the cookie claims a role the user does not have', () => {
    expect(evaluateGuard('auth-admin', ctx({ roleCookie: 'admin' }))).toEqual({ type: 'not-found', message: ERROR_TEXTS.notFound });
  });

  it('lets each role into its own area', () => {
    expect(evaluateGuard('auth-member', ctx({}))).toEqual({ type: 'allow' });
    expect(evaluateGuard('auth-admin', ctx({ user: user({ id_role: 3 }), roleCookie: 'admin' }))).toEqual({ type: 'allow' });
  });
});

describe('auth-teacher rules (spec §5)', () => {
  const both = teacher({ is_access_course: true, is_access_lab: true });
  const base = { roleCookie: 'teacher' };

  it('needs campus and teacher data, otherwise /login', () => {
    expect(evaluateGuard('auth-teacher', ctx({ ...base, path: '/teacher', user: user({ id_role: 5 }) }))).toEqual({ type: 'redirect', to: '/login' });
  });

  it('needs is_access_course for /teacher/online-courses', () => {
    const noCourse = teacher({ is_access_course: false, is_access_lab: true });
    expect(evaluateGuard('auth-teacher', ctx({ ...base, path: '/teacher/online-courses', user: noCourse }))).toEqual({
      type: 'forbidden',
      message: ACCESS_MESSAGES.noCourseAccess,
    });
    expect(evaluateGuard('auth-teacher', ctx({ ...base, path: '/teacher/online-courses', user: both }))).toEqual({ type: 'allow' });
  });

  it.each(['/teacher/exercise-lab', '/teacher/ctf/detail/3'])('needs is_access_lab for %s', (path) => {
    const noLab = teacher({ is_access_course: true, is_access_lab: false });
    expect(evaluateGuard('auth-teacher', ctx({ ...base, path, user: noLab }))).toEqual({ type: 'forbidden', message: ACCESS_MESSAGES.noLabAccess });
    expect(evaluateGuard('auth-teacher', ctx({ ...base, path, user: both }))).toEqual({ type: 'allow' });
  });
});

describe('login-auth-redirect (guest-only pages)', () => {
  it('sends a logged-in user home', () => {
    expect(evaluateGuard('login-auth-redirect', ctx({ path: '/login' }))).toEqual({ type: 'redirect', to: '/member' });
  });
  it('lets a visitor in', () => {
    expect(evaluateGuard('login-auth-redirect', ctx({ path: '/login', status: 'anonymous', user: null }))).toEqual({ type: 'allow' });
  });
});
