import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { ApiError } from '@akademi-siber/data-access-api';
import {
  REDIRECT_PARAM,
  readStoredBatchId,
  roleHome,
  safeRedirectPath,
  useGoogleLogin,
  useGoogleSignInButton,
} from '@akademi-siber/data-access-auth';
import { Notice, Spinner, Stack, Text } from '@akademi-siber/ui-design-system';
import { Divider } from './account-parts';

const ButtonSlot = styled.div`
  display: flex;
  justify-content: center;
  min-height: 44px;
`;

/**
 * "Masuk dengan Google" (spec §7 strategy 3) under the login and register forms. Nothing is shown, and
 * Google's script is never loaded, when the API says Google sign-in is not configured.
 */
export function GoogleSignIn({ context }: { context: 'signin' | 'signup' }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [login, { isLoading }] = useGoogleLogin();
  const [failure, setFailure] = useState<string | null>(null);

  const onCredential = (credential: string) => {
    setFailure(null);
    login(credential)
      .then((user) =>
        navigate(safeRedirectPath(params.get(REDIRECT_PARAM)) ?? roleHome(user, readStoredBatchId()), {
          replace: true,
        }),
      )
      .catch((error: ApiError) => setFailure(error.message));
  };
  const { status, containerRef } = useGoogleSignInButton(onCredential, context);
  const shown = status === 'loading' || status === 'ready' || status === 'error';

  return (
    <Stack $gap={4} hidden={!shown}>
      <Divider>atau</Divider>
      {failure && (
        <Notice $tone="danger" role="alert">
          {failure}
        </Notice>
      )}
      {status === 'error' && (
        <Text $muted $size="sm" role="status">
          Tombol Google tidak dapat dimuat. Periksa koneksi internet lalu muat ulang halaman.
        </Text>
      )}
      {isLoading && <Spinner label="Masuk dengan Google…" />}
      <ButtonSlot
        hidden={status === 'error'}
        ref={containerRef}
        aria-label={context === 'signup' ? 'Daftar dengan Google' : 'Masuk dengan Google'}
        role="group"
      />
    </Stack>
  );
}
