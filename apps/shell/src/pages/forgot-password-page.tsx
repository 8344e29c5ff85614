import { useState, type FormEvent } from 'react';
import { apiFieldErrors, schemaFieldErrors, type ApiError } from '@akademi-siber/data-access-api';
import { useForgotPasswordMutation } from '@akademi-siber/data-access-auth';
import { Button, Notice, Stack, Text, TextField } from '@akademi-siber/ui-design-system';
import { emailRequestSchema } from '@akademi-siber/util-contracts';
import { AccountCard, TextLink, useCooldown } from './account-parts';

/**
 * /lupa-password — asks for a reset link. The API gives the same answer whether or not the address has an
 * account (no enumeration); the page shows that answer and lets the visitor ask again after a cooldown.
 */
export function ForgotPasswordPage() {
  const [requestReset, { isLoading }] = useForgotPasswordMutation();
  const cooldown = useCooldown();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSent(null);
    setFailure(null);
    const parsed = emailRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setEmailError(schemaFieldErrors(parsed.error.issues).email);
      return;
    }
    setEmailError(undefined);
    try {
      const answer = await requestReset(parsed.data).unwrap();
      setSent(answer.message);
      cooldown.start();
    } catch (error) {
      const apiError = error as ApiError;
      const fieldError = apiFieldErrors(apiError).email;
      if (fieldError) setEmailError(fieldError);
      else setFailure(apiError.message);
    }
  }

  const waiting = cooldown.remaining > 0;
  return (
    <AccountCard
      titleId="forgot-password-title"
      title="Lupa password"
      intro="Masukkan email akunmu. Kami kirimkan tautan untuk mengatur ulang password."
      footer={
        <Text $size="sm" $muted>
          Ingat password-mu? <TextLink to="/login">Masuk</TextLink>
        </Text>
      }
    >
      <form onSubmit={onSubmit} noValidate aria-labelledby="forgot-password-title">
        <Stack $gap={4}>
          {sent && (
            <Notice $tone="success" role="status">
              {sent} Tautannya berlaku sebentar dan hanya dapat dipakai sekali.
            </Notice>
          )}
          {failure && (
            <Notice $tone="danger" role="alert">
              {failure}
            </Notice>
          )}
          <TextField
            label="Email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={emailError}
            required
          />
          <Button type="submit" $variant="primary" $block loading={isLoading} disabled={waiting}>
            {waiting ? `Kirim ulang dalam ${cooldown.remaining} detik` : sent ? 'Kirim ulang tautan' : 'Kirim tautan'}
          </Button>
        </Stack>
      </form>
    </AccountCard>
  );
}
