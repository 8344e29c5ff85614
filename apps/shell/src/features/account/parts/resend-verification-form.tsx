import { useResendEmailVerificationMutation } from '@akademi-siber/data-access-auth';
import { EmailLinkForm } from './email-link-form';

export interface ResendVerificationFormProps {
  initialEmail?: string;
  /** Seconds before the first resend is allowed (an email was just sent). */
  initialCooldown?: number;
}

/** Asks for a new verification link; the notice says where the link goes "if" the address is registered. */
export function ResendVerificationForm({ initialEmail = '', initialCooldown = 0 }: ResendVerificationFormProps) {
  const [resend, { isLoading }] = useResendEmailVerificationMutation();
  return (
    <EmailLinkForm
      send={(body) => resend(body).unwrap()}
      isSending={isLoading}
      label={{ idle: 'Kirim ulang tautan verifikasi' }}
      initialEmail={initialEmail}
      initialCooldown={initialCooldown}
      buttonVariant="secondary"
      aria-label="Kirim ulang tautan verifikasi"
    />
  );
}
