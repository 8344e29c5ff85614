import { useState, type FormEvent } from 'react';
import { apiFieldErrors, schemaFieldErrors, type ApiError } from '@akademi-siber/data-access-api';
import { useResendEmailVerificationMutation } from '@akademi-siber/data-access-auth';
import { Button, Notice, Stack, TextField } from '@akademi-siber/ui-design-system';
import { emailRequestSchema } from '@akademi-siber/util-contracts';
import { useCooldown } from './account-parts';

export interface ResendVerificationFormProps {
  initialEmail?: string;
  /** Seconds before the first resend is allowed (an email was just sent). */
  initialCooldown?: number;
}

/**
 * Asks for a new verification link. The API answers the same for every address (no enumeration), so the
 * notice says where the link goes "if" the address is registered; the button then waits out a cooldown.
 */
export function ResendVerificationForm({ initialEmail = '', initialCooldown = 0 }: ResendVerificationFormProps) {
  const [resend, { isLoading }] = useResendEmailVerificationMutation();
  const cooldown = useCooldown(initialCooldown);
  const [email, setEmail] = useState(initialEmail);
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
      const answer = await resend(parsed.data).unwrap();
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
    <form onSubmit={onSubmit} noValidate aria-label="Kirim ulang tautan verifikasi">
      <Stack $gap={4}>
        {sent && (
          <Notice $tone="success" role="status">
            {sent}
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
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoComplete="email"
          error={emailError}
          required
        />
        <Button type="submit" $variant="secondary" $block loading={isLoading} disabled={waiting}>
          {waiting ? `Kirim ulang dalam ${cooldown.remaining} detik` : 'Kirim ulang tautan verifikasi'}
        </Button>
      </Stack>
    </form>
  );
}
