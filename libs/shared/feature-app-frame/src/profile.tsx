/**
 * `@akademi-siber/feature-app-frame/profile`: a profile's photo section (the member's and the staff's) and the
 * staff's own profile page, `/author/profil` and `/admin/profil` (decision 0050). A subpath of its own, imported only
 * by the pages that show them, so the form code never reaches the shell's eager bundle.
 */
export { AvatarSection, type AvatarSectionProps } from './lib/profile/avatar-section';
export { StaffProfilePage } from './lib/profile/staff-profile-page';
