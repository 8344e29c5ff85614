import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { schemaFieldErrors, type ApiError, type FieldErrors } from '@akademi-siber/data-access-api';
import {
  REDIRECT_PARAM,
  readStoredBatchId,
  roleHome,
  safeRedirectPath,
  unverifiedEmailOf,
  useLogin,
  useSession,
} from '@akademi-siber/data-access-auth';
import { Button, Notice, PasswordField, Stack, Text, TextField } from '@akademi-siber/ui-design-system';
import { loginSchema } from '@akademi-siber/util-validation';
import { AccountCard, TextLink } from '../parts/account-parts';
import type { EmailVerificationState } from './email-verification-page';
import { GoogleSignIn } from '../parts/google-sign-in';

/**
 * /login — email/username and password (strategy 1, or 2 when the browser selects it), or Google (strategy 3);
 * afterwards back to the intended local path or the role's home. A member whose email is not verified yet is
 * sent to /email-verification; after a forced logout the reason is shown above the form.
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const [login, { isLoading }] = useLogin();
  const [values, setValues] = useState({ email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const logoutNotice = session.passwordChangedLogoutMessage ?? session.forceLogoutMessage;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = loginSchema.safeParse(values);
    setFormError(null);
    if (!parsed.success) {
      setFieldErrors(schemaFieldErrors(parsed.error.issues));
      return;
    }
    setFieldErrors({});
    try {
      const user = await login(parsed.data);
      navigate(safeRedirectPath(params.get(REDIRECT_PARAM)) ?? roleHome(user, readStoredBatchId()), { replace: true });
    } catch (error) {
      const unverified = unverifiedEmailOf(error);
      if (unverified !== null) {
        const state: EmailVerificationState = { from: 'login', message: (error as ApiError).message };
        navigate(`/email-verification?email=${encodeURIComponent(unverified)}`, { state });
        return;
      }
      setFormError((error as ApiError).message ?? 'Login gagal, silakan coba lagi.');
    }
  }

  return (
    <AccountCard
      titleId="login-title"
      title="Masuk"
      intro="Masuk untuk melanjutkan belajar di Akademi Siber."
      footer={
        <Text $size="sm" $muted>
          Belum punya akun? <TextLink to="/register">Daftar</TextLink>
        </Text>
      }
    >
      <form onSubmit={onSubmit} noValidate aria-labelledby="login-title">
        <Stack $gap={4}>
          {logoutNotice && (
            <Notice $tone="warning" role="status">
              {logoutNotice}
            </Notice>
          )}
          {formError && (
            <Notice $tone="danger" role="alert">
              {formError}
            </Notice>
          )}
          <TextField
            label="Email atau username"
            name="email"
            value={values.email}
            onChange={(event) => setValues((v) => ({ ...v, email: event.target.value }))}
            autoComplete="username"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            error={fieldErrors.email}
            required
          />
          <Stack $gap={2}>
            <PasswordField
              label="Password"
              name="password"
              value={values.password}
              onChange={(event) => setValues((v) => ({ ...v, password: event.target.value }))}
              autoComplete="current-password"
              error={fieldErrors.password}
              required
            />
            <Text $size="sm" style={{ textAlign: 'right' }}>
              <TextLink to="/lupa-password">Lupa password?</TextLink>
            </Text>
          </Stack>
          <Button type="submit" $variant="primary" $block loading={isLoading}>
            Masuk
          </Button>
        </Stack>
      </form>
      <GoogleSignIn context="signin" />
    </AccountCard>
  );
}
