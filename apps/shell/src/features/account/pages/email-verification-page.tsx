import { useLocation, useSearchParams } from 'react-router-dom';
import { Notice, Stack, Text } from '@akademi-siber/ui-design-system';
import { AccountCard, RESEND_COOLDOWN_SECONDS, TextLink } from '../parts/account-parts';
import { ResendVerificationForm } from '../parts/resend-verification-form';

/** How the visitor got here: right after registering, or from a login refused until the email is verified. */
export interface EmailVerificationState {
  from?: 'register' | 'login';
  /** The API's message (the register answer, or the 403 of the login). */
  message?: string;
}

/**
 * /email-verification — says where the verification link went and lets the visitor ask for it again
 * (reached after /register, or after a login answered 403 email_verification_required; `?email=`).
 */
export function EmailVerificationPage() {
  const [params] = useSearchParams();
  const state = (useLocation().state ?? {}) as EmailVerificationState;
  const email = params.get('email')?.trim() ?? '';

  return (
    <AccountCard
      titleId="email-verification-title"
      title="Verifikasi email kamu"
      footer={
        <Text $size="sm" $muted>
          Sudah verifikasi? <TextLink to="/login">Masuk</TextLink>
        </Text>
      }
    >
      {state.message && (
        <Notice $tone={state.from === 'login' ? 'warning' : 'success'} role="status">
          {state.message}
        </Notice>
      )}
      <Stack $gap={2}>
        {email ? (
          <Text>
            Kami mengirim tautan verifikasi ke <strong>{email}</strong>. Buka email tersebut dan klik tautannya untuk
            mengaktifkan akun.
          </Text>
        ) : (
          <Text>
            Kami mengirim tautan verifikasi ke email yang kamu daftarkan. Klik tautannya untuk mengaktifkan akun.
          </Text>
        )}
        <Text $muted $size="sm">
          Tidak menemukan emailnya? Periksa folder spam atau promosi, atau minta tautan baru di bawah ini.
        </Text>
      </Stack>
      <ResendVerificationForm
        initialEmail={email}
        initialCooldown={state.from === 'register' ? RESEND_COOLDOWN_SECONDS : 0}
      />
    </AccountCard>
  );
}
