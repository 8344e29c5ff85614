import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  REDIRECT_PARAM,
  readStoredBatchId,
  roleHome,
  safeRedirectPath,
  sessionActions,
  useAppDispatch,
  useLogin,
  useSession,
} from '@akademi-siber/data-access-auth';
import type { ApiError } from '@akademi-siber/data-access-api';
import { Button, Card, Container, Heading, Notice, PasswordField, Stack, Text, TextField } from '@akademi-siber/ui-design-system';
import { loginSchema } from '@akademi-siber/util-validation';

const Page = styled(Container)`
  display: flex;
  justify-content: center;
  padding-block: clamp(32px, 8vw, 80px);
`;

const Panel = styled(Card)`
  width: 100%;
  max-width: 440px;
`;

type FieldErrors = Partial<Record<'email' | 'password', string>>;

/** /login — strategy 1 (`POST /api/auth/login`); afterwards back to the intended local path or the role's home. */
export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
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
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof FieldErrors;
        errors[key] ??= issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    try {
      const user = await login(parsed.data);
      dispatch(sessionActions.logoutMessagesCleared());
      const target = safeRedirectPath(params.get(REDIRECT_PARAM)) ?? roleHome(user, readStoredBatchId());
      navigate(target, { replace: true });
    } catch (error) {
      setFormError((error as ApiError).message ?? 'Login gagal, silakan coba lagi.');
    }
  }

  return (
    <Page>
      <Panel>
        <form onSubmit={onSubmit} noValidate aria-labelledby="login-title">
          <Stack $gap={5}>
            <Stack $gap={2}>
              <Heading level={1} id="login-title">
                Masuk
              </Heading>
              <Text $muted>Masuk untuk melanjutkan belajar di Akademi Siber.</Text>
            </Stack>
            {logoutNotice && <Notice $tone="warning" role="status">{logoutNotice}</Notice>}
            {formError && <Notice $tone="danger" role="alert">{formError}</Notice>}
            <TextField
              label="Email atau username"
              name="email"
              value={values.email}
              onChange={(event) => setValues((v) => ({ ...v, email: event.target.value }))}
              autoComplete="username"
              inputMode="email"
              error={fieldErrors.email}
              required
            />
            <PasswordField
              label="Password"
              name="password"
              value={values.password}
              onChange={(event) => setValues((v) => ({ ...v, password: event.target.value }))}
              autoComplete="current-password" error={fieldErrors.password} required />
            <Button type="submit" $variant="primary" $block loading={isLoading}>
              Masuk
            </Button>
          </Stack>
        </form>
      </Panel>
    </Page>
  );
}
