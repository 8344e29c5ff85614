/**
 * The member's own account (decision 0023, API module `member-profile`): Akun Saya (data, avatar, email), changing
 * the password, deleting the account and the legacy profile.
 */
import { lazyPage } from '@akademi-siber/feature-app-frame';

/** /member/profil — Akun Saya. */
export const accountPage = lazyPage(
  () => import('./pages/account-page'),
  (m) => m.AccountPage,
);

/** /member/profil/hapus-akun */
export const deleteAccountPage = lazyPage(
  () => import('./pages/delete-account-page'),
  (m) => m.DeleteAccountPage,
);

/** /member/profil-old-cda — the profile kept from the old site. */
export const legacyProfilePage = lazyPage(
  () => import('./pages/legacy-profile-page'),
  (m) => m.LegacyProfilePage,
);

/** /member/ganti-password — the shared change-password page. */
export const changePasswordPage = lazyPage(
  () => import('./pages/change-password-page'),
  (m) => m.ChangePasswordPage,
);
