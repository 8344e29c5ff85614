import { useState, type FormEvent } from 'react';
import { apiFieldErrors, schemaFieldErrors, type ApiError } from '@akademi-siber/data-access-api';
import { Button, type ButtonVariant, Notice, Stack, TextField } from '@akademi-siber/ui-design-system';
import { emailRequestSchema, type EmailRequest } from '@akademi-siber/util-contracts';
import { useCooldown } from './account-parts';

export interface EmailLinkFormProps {
  /** Asks the API for the link; resolves with the API's answer (its `message` is shown as it is). */
  send: (body: EmailRequest) => Promise<{ message: string }>;
  isSending: boolean;
  /** The button before anything was sent, and after (when it differs). */
  label: { idle: string; again?: string };
  /** Appended to the API's message once the link is on its way. */
  sentNote?: string;
  initialEmail?: string;
  /** Seconds before the first request is allowed (an email was just sent). */
  initialCooldown?: number;
  buttonVariant?: ButtonVariant;
  /** The form's name: the id of a heading that names it, or a label of its own. */
  'aria-labelledby'?: string;
  'aria-label'?: string;
}

/**
 * The email-only form that sends a link (reset password, verify email). The API answers the same for every
 * address (no enumeration), so the page shows that answer; the button then waits out a cooldown before the
 * visitor may ask again.
 */
export function EmailLinkForm({
  send,
  isSending,
  label,
  sentNote,
  initialEmail = '',
  initialCooldown = 0,
  buttonVariant = 'primary',
  ...name
}: EmailLinkFormProps) {
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
      const answer = await send(parsed.data);
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
    <form onSubmit={onSubmit} noValidate {...name}>
      <Stack $gap={4}>
        {sent && (
          <Notice $tone="success" role="status">
            {sentNote ? `${sent} ${sentNote}` : sent}
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
        <Button type="submit" $variant={buttonVariant} $block loading={isSending} disabled={waiting}>
          {waiting ? `Kirim ulang dalam ${cooldown.remaining} detik` : sent && label.again ? label.again : label.idle}
        </Button>
      </Stack>
    </form>
  );
}
