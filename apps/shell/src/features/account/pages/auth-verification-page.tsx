import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { ApiError } from '@akademi-siber/data-access-api';
import { useVerifyEmailMutation } from '@akademi-siber/data-access-auth';
import { Button, ErrorState, Notice, Spinner, Stack, Text } from '@akademi-siber/ui-design-system';
import { linkTokenSchema } from '@akademi-siber/util-contracts';
import { AccountCard } from '../parts/account-parts';
import { ResendVerificationForm } from '../parts/resend-verification-form';

const INVALID_LINK = 'Tautan verifikasi tidak valid.';

/** /auth-verification/:token — the link from the verification email: verifies on open, then on to login. */
export function AuthVerificationPage() {
  const { token = '' } = useParams();
  const [verify, { data, error, isLoading, isUninitialized, reset }] = useVerifyEmailMutation();
  const wellFormed = linkTokenSchema.safeParse(token).success;
  // The token is single-use: the request goes out once per token, even when React runs effects twice.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!wellFormed || sentFor.current === token) return;
    sentFor.current = token;
    void verify({ token });
  }, [token, verify, wellFormed]);

  const failure = error as ApiError | undefined;
  // 404: unknown link; 410: used or expired. Both are answered with a fresh link.
  const linkProblem = !wellFormed
    ? INVALID_LINK
    : failure && (failure.status === 404 || failure.status === 410)
      ? failure.message
      : null;

  if (linkProblem) {
    return (
      <AccountCard titleId="auth-verification-title" title="Tautan tidak dapat dipakai">
        <Notice $tone="danger" role="alert">
          {linkProblem}
        </Notice>
        <Text>Masukkan email akunmu, kami kirimkan tautan verifikasi yang baru.</Text>
        <ResendVerificationForm />
      </AccountCard>
    );
  }

  if (failure) {
    return (
      <AccountCard titleId="auth-verification-title" title="Verifikasi email">
        <ErrorState
          title="Email belum dapat diverifikasi"
          message={failure.message}
          onRetry={() => {
            reset();
            void verify({ token });
          }}
        />
      </AccountCard>
    );
  }

  if (isLoading || isUninitialized || !data) {
    return (
      <AccountCard titleId="auth-verification-title" title="Verifikasi email">
        <Stack $direction="row" $gap={3}>
          <Spinner label="Memverifikasi email…" />
          <Text aria-hidden="true">Memverifikasi email…</Text>
        </Stack>
      </AccountCard>
    );
  }

  return (
    <AccountCard titleId="auth-verification-title" title="Email terverifikasi">
      <Notice $tone="success" role="status">
        {data.message}
      </Notice>
      <Text>
        Akun dengan email <strong>{data.data.email}</strong> sudah aktif. Silakan masuk untuk mulai belajar.
      </Text>
      <Button as={Link} to="/login" $variant="primary" $block>
        Masuk
      </Button>
    </AccountCard>
  );
}
