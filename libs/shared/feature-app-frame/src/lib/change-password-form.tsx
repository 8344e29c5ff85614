import { useState, type FormEvent } from 'react';
import { apiFieldErrors, schemaFieldErrors, type ApiError, type FieldErrors } from '@akademi-siber/data-access-api';
import { useChangePasswordMutation } from '@akademi-siber/data-access-auth';
import { Button, Card, Container, Heading, Notice, PasswordField, Stack, Text } from '@akademi-siber/ui-design-system';
import { changePasswordRequestSchema, type ChangePasswordRequest } from '@akademi-siber/util-contracts';
import { NewPasswordField } from './new-password-field';

const EMPTY: ChangePasswordRequest = { current_password: '', password: '', password_confirmation: '' };

/**
 * Change password for every role (member, author, admin, teacher settings, corporate reset password): the
 * same shared schema as the API, the §5 rules live under the new password, and a notice once it is done.
 * The API signs out the user's other devices; this one stays signed in.
 */
export function ChangePasswordForm() {
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [values, setValues] = useState<ChangePasswordRequest>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const set = (name: keyof ChangePasswordRequest) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [name]: event.target.value }));
    setDone(null);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    setDone(null);
    const parsed = changePasswordRequestSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(schemaFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      const answer = await changePassword(parsed.data).unwrap();
      setValues(EMPTY);
      setDone(answer.message || 'Password berhasil diganti.');
    } catch (failure) {
      const error = failure as ApiError;
      const fields = apiFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFormError(error.message);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Ganti password">
      <Stack $gap={5}>
        {done && (
          <Notice $tone="success" role="status">
            {done} Perangkat lain yang masih masuk dengan akun ini sudah dikeluarkan.
          </Notice>
        )}
        {formError && (
          <Notice $tone="danger" role="alert">
            {formError}
          </Notice>
        )}
        <PasswordField
          label="Password Lama"
          name="current_password"
          value={values.current_password}
          onChange={set('current_password')}
          autoComplete="current-password"
          error={errors.current_password}
          required
        />
        <NewPasswordField
          field="Password Baru"
          name="password"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
          required
        />
        <PasswordField
          label="Konfirmasi Password Baru"
          name="password_confirmation"
          value={values.password_confirmation}
          onChange={set('password_confirmation')}
          autoComplete="new-password"
          error={errors.password_confirmation}
          required
        />
        <div>
          <Button type="submit" $variant="primary" loading={isLoading}>
            Simpan Password Baru
          </Button>
        </div>
      </Stack>
    </form>
  );
}

export interface ChangePasswordPageProps {
  /** The page's heading: 'Ganti Password' in most areas, 'Reset Password' in the corporate sidebar's words. */
  title?: string;
  intro?: string;
}

/** The change-password page of the areas whose page is only this form (member, author, admin, corporate). */
export function ChangePasswordPage({
  title = 'Ganti Password',
  intro = 'Setelah password diganti, perangkat lain yang masih masuk dengan akun ini akan dikeluarkan.',
}: ChangePasswordPageProps) {
  return (
    <Container $maxWidth="640px" style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <Stack $gap={2}>
          <Heading level={1}>{title}</Heading>
          <Text $muted>{intro}</Text>
        </Stack>
        <Card>
          <ChangePasswordForm />
        </Card>
      </Stack>
    </Container>
  );
}
