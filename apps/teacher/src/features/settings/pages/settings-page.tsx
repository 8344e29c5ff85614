import { useSession } from '@akademi-siber/data-access-auth';
import { ChangePasswordForm } from '@akademi-siber/feature-app-frame';
import { Card, Container, Heading, Stack, Text } from '@akademi-siber/ui-design-system';

/** /teacher/settings — the lecturer's settings; its main section is changing the password (spec §2). */
export function SettingsPage() {
  const { user } = useSession();
  return (
    <Container $maxWidth="640px" style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <Heading level={1}>Pengaturan</Heading>
        {user && (
          <Card as="section" aria-labelledby="akun-title">
            <Stack $gap={2}>
              <Heading level={2} id="akun-title">
                Akun
              </Heading>
              <Text>
                {user.name} · @{user.username}
              </Text>
              <Text $muted>
                {user.email}
                {user.campus ? ` · ${user.campus.name}` : ''}
              </Text>
            </Stack>
          </Card>
        )}
        <Card as="section" aria-labelledby="ganti-password-title">
          <Stack $gap={5}>
            <Stack $gap={2}>
              <Heading level={2} id="ganti-password-title">
                Ganti Password
              </Heading>
              <Text $muted>
                Perangkat lain yang masih masuk dengan akun ini akan dikeluarkan setelah password diganti.
              </Text>
            </Stack>
            <ChangePasswordForm />
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}
