import { ChangePasswordForm } from '@akademi-siber/feature-app-frame';
import { Card, Container, Heading, Stack, Text } from '@akademi-siber/ui-design-system';

/** /corporate-program/reset-password — the manager changes their own password (sidebar "Reset Password"). */
export function ResetPasswordPage() {
  return (
    <Container $maxWidth="640px" style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <Stack $gap={2}>
          <Heading level={1}>Reset Password</Heading>
          <Text $muted>Ganti password akun manajer program. Perangkat lain yang masih masuk dengan akun ini akan dikeluarkan.</Text>
        </Stack>
        <Card>
          <ChangePasswordForm />
        </Card>
      </Stack>
    </Container>
  );
}
