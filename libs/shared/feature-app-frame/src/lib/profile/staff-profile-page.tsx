/**
 * `/author/profil` and `/admin/profil` (spec §2, decision 0050): the staff's own profile — photo, name, bio,
 * expertise and public links — as learners see it on course pages.
 */
import { Container, Heading, Stack, Text, usePageTitle } from '@akademi-siber/ui-design-system';
import { QueryStates } from '@akademi-siber/ui-design-system/query-states';
import { AvatarSection } from './avatar-section';
import {
  useGetStaffProfileQuery,
  useRemoveStaffAvatarMutation,
  useUploadStaffAvatarMutation,
} from './staff-profile-api';
import { StaffProfileForm } from './staff-profile-form';

export function StaffProfilePage() {
  usePageTitle('Profil Saya');
  const profile = useGetStaffProfileQuery();
  const [upload, uploading] = useUploadStaffAvatarMutation();
  const [remove, removing] = useRemoveStaffAvatarMutation();
  return (
    <Container style={{ paddingBlock: 32, maxWidth: 860 }}>
      <Stack $gap={6}>
        <Stack $gap={1}>
          <Heading level={1}>Profil Saya</Heading>
          <Text $muted>Yang dilihat peserta tentang kamu di halaman kelas.</Text>
        </Stack>
        <QueryStates query={profile} errorTitle="Profil belum dapat dimuat">
          {(data) => (
            <Stack $gap={6}>
              <AvatarSection
                name={data.name}
                avatarUrl={data.avatarUrl}
                hint="Foto tampil di halaman kelas dan menu akun."
                upload={(file) => upload(file).unwrap()}
                remove={() => remove().unwrap()}
                uploading={uploading.isLoading}
                removing={removing.isLoading}
              />
              <StaffProfileForm key={data.username} profile={data} />
            </Stack>
          )}
        </QueryStates>
      </Stack>
    </Container>
  );
}
