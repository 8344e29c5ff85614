/**
 * The guards by their spec names (§2) as pure decisions, so every rule of §4–§6 is unit-testable.
 * The shell renders a decision (page, redirect, 404, forbidden); the rules live here, once.
 */
import { ERROR_TEXTS, type AuthUser, type RoleName } from '@akademi-siber/util-contracts';
import { loginPathFor, roleHome, roleOf, LOGIN_PATH } from './redirects';
import type { SessionStatus } from './session-slice';
import {
  ACCESS_MESSAGES,
  hasCourseAccess,
  hasLabAccess,
  hasTeacherProfile,
  isCoursePath,
  isLabPath,
} from './teacher-access';

export type GuardName =
  'auth-member' | 'auth-author' | 'auth-admin' | 'auth-corporate' | 'auth-teacher' | 'auth-lab' | 'login-auth-redirect';

/** The role each guard lets in. The lab is the members' (decision 0036); teachers with is_access_lab enter it too. */
export const GUARD_ROLE: Readonly<Record<Exclude<GuardName, 'login-auth-redirect'>, RoleName>> = {
  'auth-member': 'member',
  'auth-author': 'author',
  'auth-admin': 'admin',
  'auth-corporate': 'corporate',
  'auth-teacher': 'teacher',
  'auth-lab': 'member',
};

/** The lab's hand-off entry, `/lab/auth/<code>`: it signs the visitor in itself, so it needs no session yet. */
export const LAB_HANDOFF_ENTRY = '/lab/auth/';

export interface GuardContext {
  /** pathname + search of the page being entered */
  path: string;
  status: SessionStatus;
  user: AuthUser | null;
  roleCookie: string | null;
  storedBatchId: number | null;
}

export type GuardDecision =
  | { type: 'allow' }
  | { type: 'pending' }
  | { type: 'unavailable' }
  | { type: 'redirect'; to: string }
  | { type: 'logout'; to: string }
  | { type: 'not-found'; message: string }
  | { type: 'forbidden'; message: string };

function teacherDecision(path: string, user: AuthUser): GuardDecision {
  // Spec §5 "otherwise redirect to /login". Logged out first: /login is guest-only and would send a still
  // logged-in teacher straight back here.
  if (!hasTeacherProfile(user)) return { type: 'logout', to: LOGIN_PATH };
  if (isCoursePath(path) && !hasCourseAccess(user))
    return { type: 'forbidden', message: ACCESS_MESSAGES.noCourseAccess };
  if (isLabPath(path) && !hasLabAccess(user)) return { type: 'forbidden', message: ACCESS_MESSAGES.noLabAccess };
  return { type: 'allow' };
}

export function evaluateGuard(name: GuardName, ctx: GuardContext): GuardDecision {
  if (name === 'login-auth-redirect') {
    if (ctx.status === 'loading') return { type: 'pending' };
    if (ctx.status !== 'authenticated' || !ctx.user) return { type: 'allow' };
    // Logged in without the role cookie (spec §4): log out and stay on the guest page.
    if (!ctx.roleCookie) return { type: 'logout', to: ctx.path };
    return { type: 'redirect', to: roleHome(ctx.user, ctx.storedBatchId) };
  }

  if (name === 'auth-lab' && ctx.path.startsWith(LAB_HANDOFF_ENTRY)) return { type: 'allow' };
  if (ctx.status === 'anonymous') return { type: 'redirect', to: loginPathFor(ctx.path) };
  if (ctx.status === 'unavailable') return { type: 'unavailable' };
  if (ctx.status === 'loading' || !ctx.user) return { type: 'pending' };
  // Logged in but the role cookie is gone: log out (spec §4).
  if (!ctx.roleCookie) return { type: 'logout', to: loginPathFor(ctx.path) };

  const role = roleOf(ctx.user);
  if (name === 'auth-lab' && role === 'teacher' && ctx.roleCookie === role) {
    return hasTeacherProfile(ctx.user) && hasLabAccess(ctx.user)
      ? { type: 'allow' }
      : { type: 'forbidden', message: ACCESS_MESSAGES.noLabAccess };
  }
  const required = GUARD_ROLE[name];
  if (ctx.roleCookie !== required || role !== required) {
    return { type: 'not-found', message: ERROR_TEXTS.notFound };
  }
  return required === 'teacher' ? teacherDecision(ctx.path, ctx.user) : { type: 'allow' };
}
