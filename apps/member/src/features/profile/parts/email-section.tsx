/**
 * The email on /member/profil: a change goes to the new address as a link and takes effect only when the link is
 * opened; the old address is told, and keeps working until then.
 */
import { useState, type FormEvent } from 'react';
import { errorMessage } from '@akademi-siber/data-access-api';
import { applyServerFieldErrors, useZodForm } from '@akademi-siber/feature-app-frame/forms';
import { Button, Card, Heading, Notice, PasswordField, Stack, Text, TextField } from '@akademi-siber/ui-design-system';
import { changeEmailRequestSchema, type ChangeEmailRequest, type MemberProfile } from '@akademi-siber/util-contracts';
import { useCancelEmailChangeMutation, useRequestEmailChangeMutation } from '../data/profile-api';

const EMPTY: ChangeEmailRequest = { email: '', current_password: '' };

export function EmailSection({ profile }: { profile: MemberProfile }) {
  const [requestChange, { isLoading }] = useRequestEmailChangeMutation();
  const [cancelChange, cancelling] = useCancelEmailChangeMutation();
  const form = useZodForm(changeEmailRequestSchema, EMPTY);
  const errors = form.formState.errors;
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  const send = form.handleSubmit(async (data) => {
    try {
      const answer = await requestChange(data).unwrap();
      form.reset(EMPTY);
      setResult({ tone: 'success', text: answer.message });
    } catch (failure) {
      if (applyServerFieldErrors(form, failure) === 0) setResult({ tone: 'danger', text: errorMessage(failure) });
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setResult(null);
    void send(event);
  }

  return (
    <Card as="section" aria-labelledby="profil-email">
      <Stack $gap={4}>
        <Heading level={2} id="profil-email">
          Email
        </Heading>
        <Text>
          Email akun: <strong>{profile.email}</strong>
        </Text>
        {profile.pendingEmail && (
          <Notice $tone="info" role="status">
            Menunggu konfirmasi untuk <strong>{profile.pendingEmail}</strong>. Buka tautan yang kami kirim ke alamat
            itu; sampai saat itu akun tetap memakai email di atas.{' '}
            <Button
              type="button"
              $variant="secondary"
              $size="sm"
              disabled={cancelling.isLoading}
              onClick={() => void cancelChange()}
            >
              Batalkan
            </Button>
          </Notice>
        )}
        {profile.hasPassword ? (
          <form onSubmit={onSubmit} noValidate aria-label="Ganti email">
            <Stack $gap={4}>
              <TextField
                label="Email baru"
                type="email"
                {...form.register('email')}
                error={errors.email?.message}
                autoComplete="email"
                required
              />
              <PasswordField
                label="Password saat ini"
                {...form.register('current_password')}
                error={errors.current_password?.message}
                autoComplete="current-password"
                required
              />
              {result && (
                <Notice $tone={result.tone} role={result.tone === 'danger' ? 'alert' : 'status'}>
                  {result.text}
                </Notice>
              )}
              <div>
                <Button type="submit" $variant="secondary" disabled={isLoading}>
                  {isLoading ? 'Mengirim…' : 'Kirim Tautan Konfirmasi'}
                </Button>
              </div>
            </Stack>
          </form>
        ) : (
          <Text $muted>
            Akunmu masuk lewat Google dan belum punya password. Atur password lewat “Lupa Password” untuk dapat
            mengganti email.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
