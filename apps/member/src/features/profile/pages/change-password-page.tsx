// /member/ganti-password: the shared change-password page (the same form in every role's area).
export { ChangePasswordPage } from '@akademi-siber/feature-app-frame';
