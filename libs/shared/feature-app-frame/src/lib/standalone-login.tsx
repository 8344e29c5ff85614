import { useState, type FormEvent } from 'react';
import { useLogin } from '@akademi-siber/data-access-auth';
import type { ApiError } from '@akademi-siber/data-access-api';
import {
  Button,
  Card,
  Container,
  Heading,
  Notice,
  PasswordField,
  Stack,
  Text,
  TextField,
} from '@akademi-siber/ui-design-system';

/**
 * Sign-in for a remote running on its own dev server (a different origin from the shell, so the shell's
 * stored session is not visible there). Production never renders it: the shell guards every area.
 */
export function StandaloneLogin({ area }: { area: string }) {
  const [login, { isLoading }] = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await login({ email, password });
    } catch (failure) {
      setError((failure as ApiError).message ?? 'Login gagal, silakan coba lagi.');
    }
  }

  return (
    <Container style={{ paddingBlock: 48, maxWidth: 480 }}>
      <Card>
        <form onSubmit={onSubmit} aria-labelledby="standalone-login">
          <Stack $gap={4}>
            <Heading level={1} id="standalone-login">
              Masuk ke area {area}
            </Heading>
            <Text $muted>Mode pengembangan: remote ini berjalan sendiri, tanpa shell.</Text>
            {error && (
              <Notice $tone="danger" role="alert">
                {error}
              </Notice>
            )}
            <TextField
              label="Email atau username"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              autoComplete="username"
            />
            <PasswordField
              label="Password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoComplete="current-password"
            />
            <Button type="submit" $variant="primary" loading={isLoading}>
              Masuk
            </Button>
          </Stack>
        </form>
      </Card>
    </Container>
  );
}
