/**
 * /corporate-program/reset-password — the sidebar's Reset Password (spec §2): the manager resets an employee's password
 * (a set-password link is emailed; decision 0047) and, below, changes their own.
 */
import { ChangePasswordForm } from '@akademi-siber/feature-app-frame';
import { Card, Container, Heading, Stack, Text, usePageTitle } from '@akademi-siber/ui-design-system';
import { EmployeeReset } from '../parts/employee-reset';

export function ResetPasswordPage() {
  usePageTitle('Reset Password');
  return (
    <Container $maxWidth="880px" style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <Stack $gap={2}>
          <Heading level={1}>Reset Password</Heading>
          <Text $muted>Atur ulang password karyawan perusahaan Anda, atau ganti password akun manajer Anda.</Text>
        </Stack>
        <EmployeeReset />
        <Card>
          <Stack $gap={4}>
            <Stack $gap={1}>
              <Heading level={2}>Password akun Anda</Heading>
              <Text $muted>
                Ganti password akun manajer program. Perangkat lain yang masih masuk dengan akun ini akan dikeluarkan.
              </Text>
            </Stack>
            <ChangePasswordForm />
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}
