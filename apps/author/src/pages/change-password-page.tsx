import { ChangePasswordForm } from '@akademi-siber/feature-app-frame';
import { Card, Container, Heading, Stack, Text } from '@akademi-siber/ui-design-system';

/** /author/ganti-password — change the signed-in user's password (the shared form of every role). */
export function ChangePasswordPage() {
  return (
    <Container $maxWidth="640px" style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <Stack $gap={2}>
          <Heading level={1}>Ganti Password</Heading>
          <Text $muted>Setelah password diganti, perangkat lain yang masih masuk dengan akun ini akan dikeluarkan.</Text>
        </Stack>
        <Card>
          <ChangePasswordForm />
        </Card>
      </Stack>
    </Container>
  );
}
