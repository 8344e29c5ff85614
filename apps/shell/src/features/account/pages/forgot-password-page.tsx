import { useForgotPasswordMutation } from '@akademi-siber/data-access-auth';
import { Text } from '@akademi-siber/ui-design-system';
import { AccountCard, TextLink } from '../parts/account-parts';
import { EmailLinkForm } from '../parts/email-link-form';

/**
 * /lupa-password — asks for a reset link. The API gives the same answer whether or not the address has an
 * account (no enumeration); the page shows that answer and lets the visitor ask again after a cooldown.
 */
export function ForgotPasswordPage() {
  const [requestReset, { isLoading }] = useForgotPasswordMutation();
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
      <EmailLinkForm
        send={(body) => requestReset(body).unwrap()}
        isSending={isLoading}
        label={{ idle: 'Kirim tautan', again: 'Kirim ulang tautan' }}
        sentNote="Tautannya berlaku sebentar dan hanya dapat dipakai sekali."
        aria-labelledby="forgot-password-title"
      />
    </AccountCard>
  );
}
