/**
 * The email on /member/profil: a change goes to the new address as a link and takes effect only when the link is
 * opened; the old address is told, and keeps working until then.
 */
import { useState, type FormEvent } from 'react';
import { apiFieldErrors, schemaFieldErrors, type ApiError, type FieldErrors } from '@akademi-siber/data-access-api';
import { Button, Card, Heading, Notice, PasswordField, Stack, Text, TextField } from '@akademi-siber/ui-design-system';
import { changeEmailRequestSchema, type ChangeEmailRequest, type MemberProfile } from '@akademi-siber/util-contracts';
import { useCancelEmailChangeMutation, useRequestEmailChangeMutation } from '../../data/profile-api';

const EMPTY: ChangeEmailRequest = { email: '', current_password: '' };

export function EmailSection({ profile }: { profile: MemberProfile }) {
  const [requestChange, { isLoading }] = useRequestEmailChangeMutation();
  const [cancelChange, cancelling] = useCancelEmailChangeMutation();
  const [values, setValues] = useState<ChangeEmailRequest>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const set = (name: keyof ChangeEmailRequest) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResult(null);
    const parsed = changeEmailRequestSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(schemaFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      const answer = await requestChange(parsed.data).unwrap();
      setValues(EMPTY);
      setResult({ tone: 'success', text: answer.message });
    } catch (failure) {
      const error = failure as ApiError;
      const fields = apiFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setResult({ tone: 'danger', text: error.message });
    }
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
                name="email"
                type="email"
                value={values.email}
                onChange={set('email')}
                error={errors.email}
                autoComplete="email"
                required
              />
              <PasswordField
                label="Password saat ini"
                name="current_password"
                value={values.current_password}
                onChange={set('current_password')}
                error={errors.current_password}
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
