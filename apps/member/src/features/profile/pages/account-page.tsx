/**
 * /member/profil — Akun Saya: the member's profile (decision 0023): photo, profile fields and what the public page
 * shows, the email (changed through a link to the new address), a summary, and the way to the old platform's
 * profile and to deleting the account.
 */
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useRefreshUser, useSession } from '@akademi-siber/data-access-auth';
import {
  Button,
  Card,
  Container,
  ErrorState,
  Heading,
  Skeleton,
  Stack,
  Text,
  theme,
} from '@akademi-siber/ui-design-system';
import { formatDate, formatNumber } from '@akademi-siber/util-format';
import { useGetMemberProfileQuery } from '../data/profile-api';
import { AvatarSection } from '../parts/avatar-section';
import { EmailSection } from '../parts/email-section';
import { ProfileForm } from '../parts/profile-form';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, max-content) 1fr;
  gap: 0.75rem 1.5rem;
  margin: 0;

  dt {
    color: ${theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }

  @media (max-width: 480px) {
    grid-template-columns: 1fr;
    gap: 0.25rem;

    dd + dt {
      margin-top: 0.75rem;
    }
  }
`;

export function AccountPage() {
  const { user } = useSession();
  const { data: profile, error, refetch } = useGetMemberProfileQuery();
  const refreshUser = useRefreshUser();
  const stale = Boolean(
    user &&
    profile &&
    (user.name !== profile.name ||
      user.username !== profile.username ||
      (user.avatarUrl || null) !== profile.avatarUrl),
  );
  // The navbar shows the session's copy of the user: fetch it again once the saved profile differs from it.
  useEffect(() => {
    if (stale) void refreshUser().catch(() => undefined);
  }, [stale, refreshUser]);
  if (!user) return null;
  const subscription = user.subscribtion_course_end_date;
  return (
    <Container $maxWidth="760px" style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <Stack $gap={1}>
          <Heading level={1}>Akun Saya</Heading>
          <Text $muted>@{profile?.username ?? user.username}</Text>
        </Stack>
        {profile ? (
          <>
            <AvatarSection profile={profile} />
            <ProfileForm profile={profile} />
            <EmailSection profile={profile} />
          </>
        ) : error ? (
          <ErrorState
            title="Profil belum dapat dimuat"
            message={(error as { message?: string }).message ?? 'Coba lagi.'}
            onRetry={() => void refetch()}
          />
        ) : (
          <Card aria-busy="true" aria-label="Memuat profil">
            <Skeleton height={160} />
          </Card>
        )}
        <Card as="section" aria-labelledby="profil-ringkasan">
          <Stack $gap={4}>
            <Heading level={2} id="profil-ringkasan">
              Ringkasan
            </Heading>
            <Facts aria-label="Data akun">
              <dt>Poin</dt>
              <dd>{formatNumber(user.point)}</dd>
              <dt>XP</dt>
              <dd>{formatNumber(user.xp)}</dd>
              <dt>Langganan Belajar Online</dt>
              <dd>{subscription ? `Aktif sampai ${formatDate(subscription)}` : 'Tidak berlangganan'}</dd>
            </Facts>
          </Stack>
        </Card>
        <Stack $direction="row" $gap={3} $wrap>
          <Button as={Link} to={`/${profile?.username ?? user.username}`} $variant="secondary">
            Lihat profil publik
          </Button>
          <Button as={Link} to="/member/ganti-password" $variant="secondary">
            Ganti Password
          </Button>
          <Button as={Link} to="/member/profil-old-cda" $variant="secondary">
            Profil lama
          </Button>
          <Button as={Link} to="/member/profil/hapus-akun" $variant="danger">
            Hapus Akun
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
