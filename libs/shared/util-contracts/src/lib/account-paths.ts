// The account calls' paths and session-end reasons, kept apart from the zod schemas in accounts.ts so that the
// web libs that only need a path (the shared data-access libs, provided eagerly by the shell) do not pull zod
// into the first page load.

export const ACCOUNT_PATHS = {
  register: '/api/auth/register',
  resendVerification: '/api/auth/email-verification/resend',
  verifyEmail: '/api/auth/verify-email',
  forgotPassword: '/api/auth/forgot-password',
  resetPassword: '/api/auth/reset-password',
  unsubscribe: '/api/auth/unsubscribe',
  changePassword: '/api/auth/change-password',
  /** Strategy 2 (spec §7): token at `data.token`, user in `data`. */
  legacyLogin: '/api/login',
  legacyLogout: '/api/logout',
  legacyUser: '/api/users',
  /** Strategy 3 (spec §7): a Google ID token in, our token at `data.token` out. */
  googleValidate: '/api/auth/google/validate',
  /** Public: `data: { enabled, client_id }` for the Google sign-in button. */
  googleConfig: '/api/auth/google/config',
  csrfCookie: '/web/sanctum/csrf-cookie',
} as const;

/** Why a token stopped working; sent as `data.reason` with a 401 so the client can say the right thing. */
export const SESSION_END_REASONS = ['expired', 'logged_out', 'password_changed', 'revoked'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];
