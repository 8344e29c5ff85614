import { ChangePasswordPage } from '@akademi-siber/feature-app-frame';

/** /corporate-program/reset-password — the manager changes their own password (sidebar "Reset Password"). */
export function ResetPasswordPage() {
  return (
    <ChangePasswordPage
      title="Reset Password"
      intro="Ganti password akun manajer program. Perangkat lain yang masih masuk dengan akun ini akan dikeluarkan."
    />
  );
}
