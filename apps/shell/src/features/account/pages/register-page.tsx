import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiFieldErrors, schemaFieldErrors, type ApiError, type FieldErrors } from '@akademi-siber/data-access-api';
import { useRegisterAccountMutation } from '@akademi-siber/data-access-auth';
import { NewPasswordField } from '@akademi-siber/feature-app-frame';
import { Button, Notice, PasswordField, Stack, Text, TextField } from '@akademi-siber/ui-design-system';
import { registerRequestSchema, type RegisterRequest } from '@akademi-siber/util-contracts';
import { AccountCard, TextLink } from '../parts/account-parts';
import type { EmailVerificationState } from './email-verification-page';
import { GoogleSignIn } from '../parts/google-sign-in';

const EMPTY: RegisterRequest = { name: '', username: '', email: '', password: '', password_confirmation: '' };

/**
 * /register — a new member account: the same zod schema as the API, the §5 password rules live under the
 * password, the API's 422 field errors (email or username taken) on their fields; then on to verify the email.
 */
export function RegisterPage() {
  const navigate = useNavigate();
  const [register, { isLoading }] = useRegisterAccountMutation();
  const [values, setValues] = useState<RegisterRequest>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const field = (name: keyof RegisterRequest) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    required: true,
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const parsed = registerRequestSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(schemaFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      const answer = await register(parsed.data).unwrap();
      const email = answer.data?.email ?? parsed.data.email;
      const state: EmailVerificationState = { from: 'register', message: answer.message };
      navigate(`/email-verification?email=${encodeURIComponent(email)}`, { state });
    } catch (failure) {
      const error = failure as ApiError;
      const fields = apiFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFormError(error.message);
    }
  }

  return (
    <AccountCard
      titleId="register-title"
      title="Daftar"
      intro="Buat akun Akademi Siber untuk mulai belajar keamanan siber."
      wide
      footer={
        <Text $size="sm" $muted>
          Sudah punya akun? <TextLink to="/login">Masuk</TextLink>
        </Text>
      }
    >
      <form onSubmit={onSubmit} noValidate aria-labelledby="register-title">
        <Stack $gap={4}>
          {formError && (
            <Notice $tone="danger" role="alert">
              {formError}
            </Notice>
          )}
          <TextField label="Nama lengkap" autoComplete="name" {...field('name')} />
          <TextField
            label="Username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            hint="Huruf kecil, angka, titik, garis bawah atau strip; 3–30 karakter. Dipakai untuk profil publikmu."
            {...field('username')}
          />
          <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...field('email')} />
          <NewPasswordField
            field="Password"
            owner={{ username: values.username, email: values.email }}
            {...field('password')}
          />
          <PasswordField label="Konfirmasi Password" autoComplete="new-password" {...field('password_confirmation')} />
          <Button type="submit" $variant="primary" $block loading={isLoading}>
            Daftar
          </Button>
        </Stack>
      </form>
      <GoogleSignIn context="signup" />
    </AccountCard>
  );
}
