/**
 * The account calls around login (accounts contract): registration and email verification, forgotten and
 * changed passwords, and the email opt-out. Bodies are the shared schemas of util-contracts, the same ones
 * the API validates with; answers are the whole envelope (`rawBody`), whose `message` is Indonesian and shown
 * as it is.
 */
import { api } from '@akademi-siber/data-access-api';
import {
  ACCOUNT_PATHS,
  type ChangePasswordRequest,
  type EmailRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
  type TokenRequest,
} from '@akademi-siber/util-contracts';

export interface AccountAnswer<T = null> {
  success: boolean;
  message: string;
  data: T;
}

const post = <Body>(absolutePath: string) => ({
  query: (body: Body) => ({ url: absolutePath.replace(/^\//, ''), method: 'POST', body }),
  extraOptions: { rawBody: true },
});

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    registerAccount: build.mutation<AccountAnswer<{ email: string }>, RegisterRequest>(post(ACCOUNT_PATHS.register)),
    resendEmailVerification: build.mutation<AccountAnswer, EmailRequest>(post(ACCOUNT_PATHS.resendVerification)),
    verifyEmail: build.mutation<AccountAnswer<{ email: string }>, TokenRequest>(post(ACCOUNT_PATHS.verifyEmail)),
    forgotPassword: build.mutation<AccountAnswer, EmailRequest>(post(ACCOUNT_PATHS.forgotPassword)),
    resetPassword: build.mutation<AccountAnswer, ResetPasswordRequest>(post(ACCOUNT_PATHS.resetPassword)),
    unsubscribeEmail: build.mutation<AccountAnswer<{ email: string }>, TokenRequest>(post(ACCOUNT_PATHS.unsubscribe)),
    changePassword: build.mutation<AccountAnswer, ChangePasswordRequest>(post(ACCOUNT_PATHS.changePassword)),
  }),
});

export const {
  useRegisterAccountMutation,
  useResendEmailVerificationMutation,
  useVerifyEmailMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useUnsubscribeEmailMutation,
  useChangePasswordMutation,
} = accountApi;

/** The 403 of a login whose email is not verified yet carries the address to verify (accounts contract). */
export function unverifiedEmailOf(error: unknown): string | null {
  if (!error || typeof error !== 'object' || (error as { status?: unknown }).status !== 403) return null;
  const body = (error as { data?: { data?: unknown } }).data;
  const data = body?.data as { email_verification_required?: unknown; email?: unknown } | null | undefined;
  if (data?.email_verification_required !== true) return null;
  return typeof data.email === 'string' ? data.email : '';
}
