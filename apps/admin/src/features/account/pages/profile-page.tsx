/** /admin/profil (spec §2, decision 0050): the staff profile page the author and admin remotes share. */
export { StaffProfilePage as ProfilePage } from '@akademi-siber/feature-app-frame/profile';
