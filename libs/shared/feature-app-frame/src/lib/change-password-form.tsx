import { useState, type FormEvent } from 'react';
import { errorMessage } from '@akademi-siber/data-access-api';
import { useChangePasswordMutation } from '@akademi-siber/data-access-auth';
import { Button, Card, Container, Heading, Notice, PasswordField, Stack, Text } from '@akademi-siber/ui-design-system';
import { changePasswordRequestSchema, type ChangePasswordRequest } from '@akademi-siber/util-contracts';
import { applyServerFieldErrors, useZodForm } from '../forms';
import { NewPasswordField } from './new-password-field';

const EMPTY: ChangePasswordRequest = { current_password: '', password: '', password_confirmation: '' };

/**
 * Change password for every role (member, author, admin, teacher settings, corporate reset password): the
 * same shared schema as the API, the §5 rules live under the new password, and a notice once it is done.
 * The API signs out the user's other devices; this one stays signed in.
 */
export function ChangePasswordForm() {
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const form = useZodForm(changePasswordRequestSchema, EMPTY);
  const errors = form.formState.errors;
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  /** Typing again puts the "done" notice away. */
  const field = (name: keyof ChangePasswordRequest) => ({
    ...form.register(name, { onChange: () => setDone(null) }),
    error: errors[name]?.message,
  });

  const save = form.handleSubmit(async (data) => {
    try {
      const answer = await changePassword(data).unwrap();
      form.reset(EMPTY);
      setDone(answer.message || 'Password berhasil diganti.');
    } catch (failure) {
      if (applyServerFieldErrors(form, failure) === 0) setFormError(errorMessage(failure));
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setFormError(null);
    setDone(null);
    void save(event);
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
        <PasswordField label="Password Lama" {...field('current_password')} autoComplete="current-password" required />
        <NewPasswordField field="Password Baru" {...field('password')} value={form.watch('password')} required />
        <PasswordField
          label="Konfirmasi Password Baru"
          {...field('password_confirmation')}
          autoComplete="new-password"
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
