import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { apiFieldErrors, schemaFieldErrors, type ApiError, type FieldErrors } from '@akademi-siber/data-access-api';
import { REDIRECT_PARAM, safeRedirectPath, useResetPasswordMutation } from '@akademi-siber/data-access-auth';
import { NewPasswordField } from '@akademi-siber/feature-app-frame';
import { Button, Notice, PasswordField, Stack, Text } from '@akademi-siber/ui-design-system';
import { linkTokenSchema, resetPasswordRequestSchema } from '@akademi-siber/util-contracts';
import { AccountCard, TextLink } from '../parts/account-parts';

const INVALID_LINK = 'Tautan atur ulang password tidak valid.';

/**
 * What the page says: resetting a forgotten password, or — when the link came with an invitation (an account an admin
 * made for a corporate-training group, decision 0044: it carries the group's page as `redirect`) — creating the first
 * one. The API call and its rules are the same.
 */
const TEXTS = {
  reset: {
    title: 'Atur ulang password',
    intro: 'Buat password baru untuk akunmu.',
    submit: 'Simpan password baru',
    doneTitle: 'Password sudah diganti',
    done: 'Semua perangkat yang masih masuk dengan akun ini sudah dikeluarkan. Masuk lagi dengan password barumu.',
    linkHelp: 'Tautan atur ulang password hanya berlaku sebentar dan hanya untuk sekali pakai. Minta tautan yang baru.',
  },
  invitation: {
    title: 'Buat password akunmu',
    intro:
      'Kamu diundang mengikuti pelatihan di Akademi Siber dan akunmu sudah dibuatkan. Buat password untuk masuk dan ' +
      'mulai belajar bersama grupmu.',
    submit: 'Simpan password',
    doneTitle: 'Akunmu sudah aktif',
    done: 'Masuk dengan email undangan dan password barumu; kamu langsung dibawa ke halaman grup pelatihanmu.',
    linkHelp:
      'Tautan undangan hanya berlaku beberapa hari dan hanya untuk sekali pakai. Minta tautan baru lewat lupa ' +
      'password dengan email yang diundang.',
  },
} as const;

function LinkProblem({ message, help }: { message: string; help: string }) {
  return (
    <AccountCard titleId="reset-password-title" title="Tautan tidak dapat dipakai">
      <Notice $tone="danger" role="alert">
        {message}
      </Notice>
      <Text>{help}</Text>
      <Button as={Link} to="/lupa-password" $variant="primary" $block>
        Minta tautan baru
      </Button>
    </AccountCard>
  );
}

/**
 * /reset-password?token= — the link from the reset email (or, with `&redirect=`, an invitation's): a new password (§5
 * rules live), then login, which goes on to `redirect` when it is a safe local path.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const landing = safeRedirectPath(params.get(REDIRECT_PARAM));
  const texts = landing ? TEXTS.invitation : TEXTS.reset;
  const loginPath = landing ? `/login?${REDIRECT_PARAM}=${encodeURIComponent(landing)}` : '/login';
  const [resetPassword, { isLoading, data }] = useResetPasswordMutation();
  const [values, setValues] = useState({ password: '', password_confirmation: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [linkProblem, setLinkProblem] = useState<string | null>(
    linkTokenSchema.safeParse(token).success ? null : INVALID_LINK,
  );

  if (linkProblem) return <LinkProblem message={linkProblem} help={texts.linkHelp} />;

  if (data) {
    return (
      <AccountCard titleId="reset-password-title" title={texts.doneTitle}>
        <Notice $tone="success" role="status">
          {data.message}
        </Notice>
        <Text>{texts.done}</Text>
        <Button as={Link} to={loginPath} $variant="primary" $block>
          Masuk
        </Button>
      </AccountCard>
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const parsed = resetPasswordRequestSchema.safeParse({ token, ...values });
    if (!parsed.success) {
      setErrors(schemaFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      await resetPassword(parsed.data).unwrap();
    } catch (failure) {
      const error = failure as ApiError;
      if (error.status === 404 || error.status === 410) {
        setLinkProblem(error.message);
        return;
      }
      const fields = apiFieldErrors(error);
      setErrors(fields);
      if (fields.token) setLinkProblem(fields.token);
      else if (Object.keys(fields).length === 0) setFormError(error.message);
    }
  }

  const onChange = (name: 'password' | 'password_confirmation') => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  return (
    <AccountCard
      titleId="reset-password-title"
      title={texts.title}
      intro={texts.intro}
      footer={
        <Text $size="sm" $muted>
          Tidak jadi? <TextLink to="/login">Kembali ke halaman masuk</TextLink>
        </Text>
      }
    >
      <form onSubmit={onSubmit} noValidate aria-labelledby="reset-password-title">
        <Stack $gap={4}>
          {formError && (
            <Notice $tone="danger" role="alert">
              {formError}
            </Notice>
          )}
          <NewPasswordField
            field="Password Baru"
            name="password"
            value={values.password}
            onChange={onChange('password')}
            error={errors.password}
            required
          />
          <PasswordField
            label="Konfirmasi Password Baru"
            name="password_confirmation"
            autoComplete="new-password"
            value={values.password_confirmation}
            onChange={onChange('password_confirmation')}
            error={errors.password_confirmation}
            required
          />
          <Button type="submit" $variant="primary" $block loading={isLoading}>
            {texts.submit}
          </Button>
        </Stack>
      </form>
    </AccountCard>
  );
}
