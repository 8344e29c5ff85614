/** The avatar on /member/profil: the shared photo section on the member's profile calls. */
import { AvatarSection as PhotoSection } from '@akademi-siber/feature-app-frame/profile';
import type { MemberProfile } from '@akademi-siber/util-contracts';
import { useRemoveAvatarMutation, useUploadAvatarMutation } from '../data/profile-api';

export function AvatarSection({ profile }: { profile: MemberProfile }) {
  const [upload, uploading] = useUploadAvatarMutation();
  const [remove, removing] = useRemoveAvatarMutation();
  return (
    <PhotoSection
      name={profile.name}
      avatarUrl={profile.avatarUrl}
      hint="Foto tampil di profil publik dan menu akun."
      upload={(file) => upload(file).unwrap()}
      remove={() => remove().unwrap()}
      uploading={uploading.isLoading}
      removing={removing.isLoading}
    />
  );
}
