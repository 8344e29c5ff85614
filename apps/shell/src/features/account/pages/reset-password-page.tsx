import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { apiFieldErrors, schemaFieldErrors, type ApiError, type FieldErrors } from '@akademi-siber/data-access-api';
import { useResetPasswordMutation } from '@akademi-siber/data-access-auth';
import { NewPasswordField } from '@akademi-siber/feature-app-frame';
import { Button, Notice, PasswordField, Stack, Text } from '@akademi-siber/ui-design-system';
import { linkTokenSchema, resetPasswordRequestSchema } from '@akademi-siber/util-contracts';
import { AccountCard, TextLink } from '../parts/account-parts';

const INVALID_LINK = 'Tautan atur ulang password tidak valid.';

function LinkProblem({ message }: { message: string }) {
  return (
    <AccountCard titleId="reset-password-title" title="Tautan tidak dapat dipakai">
      <Notice $tone="danger" role="alert">
        {message}
      </Notice>
      <Text>
        Tautan atur ulang password hanya berlaku sebentar dan hanya untuk sekali pakai. Minta tautan yang baru.
      </Text>
      <Button as={Link} to="/lupa-password" $variant="primary" $block>
        Minta tautan baru
      </Button>
    </AccountCard>
  );
}

/** /reset-password?token= — the link from the reset email: a new password (§5 rules live), then login. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [resetPassword, { isLoading, data }] = useResetPasswordMutation();
  const [values, setValues] = useState({ password: '', password_confirmation: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [linkProblem, setLinkProblem] = useState<string | null>(
    linkTokenSchema.safeParse(token).success ? null : INVALID_LINK,
  );

  if (linkProblem) return <LinkProblem message={linkProblem} />;

  if (data) {
    return (
      <AccountCard titleId="reset-password-title" title="Password sudah diganti">
        <Notice $tone="success" role="status">
          {data.message}
        </Notice>
        <Text>
          Semua perangkat yang masih masuk dengan akun ini sudah dikeluarkan. Masuk lagi dengan password barumu.
        </Text>
        <Button as={Link} to="/login" $variant="primary" $block>
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
      title="Atur ulang password"
      intro="Buat password baru untuk akunmu."
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
            Simpan password baru
          </Button>
        </Stack>
      </form>
    </AccountCard>
  );
}
