/**
 * `/{username}` (spec §2): the public profile, which also catches every other one-segment path. A path that
 * cannot be a username, or a username without a public profile, is a 404 — the same answer the one-origin
 * server gives for that path (util-contracts `matchPagePath`).
 */
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { navigationError, useMinimumPending } from '@akademi-siber/feature-app-frame';
import {
  Avatar,
  Badge,
  Card,
  Container,
  ErrorState,
  Heading,
  media,
  Skeleton,
  Stack,
  StatCard,
  Text,
} from '@akademi-siber/ui-design-system';
import { ERROR_TEXTS, matchPagePath, type PublicProfile } from '@akademi-siber/util-contracts';
import { formatDate, formatNumber } from '@akademi-siber/util-format';
import { useGetPublicProfileQuery } from '../data/profile-api';

const ROLE_LABELS: Record<PublicProfile['role'], string> = {
  member: 'Member',
  author: 'Instruktur',
  teacher: 'Dosen',
};

const ProfileCard = styled(Card)`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 1.5rem;
  align-items: start;

  ${media.mobile} {
    grid-template-columns: 1fr;
    justify-items: center;
    text-align: center;
  }
`;

const Stats = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: 1rem;
  margin-top: 1.5rem;
`;

const Section = styled.section`
  margin-top: 2rem;
  display: grid;
  gap: 0.75rem;
`;

const List = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  display: grid;
  gap: 0.5rem;
  overflow-wrap: anywhere;
`;

const Bio = styled(Text)`
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

function ProfileSkeleton() {
  return (
    <ProfileCard aria-busy="true" aria-label="Memuat profil">
      <Skeleton width={96} height={96} radius="50%" />
      <Stack $gap={3}>
        <Skeleton width="60%" height={32} />
        <Skeleton width="30%" />
        <Skeleton height={64} />
      </Stack>
    </ProfileCard>
  );
}

function ProfileView({ profile }: { profile: PublicProfile }) {
  useEffect(() => {
    document.title = `${profile.name} (@${profile.username}) · Akademi Siber`;
  }, [profile.name, profile.username]);

  return (
    <article aria-labelledby="profile-name">
      <ProfileCard>
        <Avatar src={profile.avatarUrl} name={profile.name} size={96} alt={`Foto profil ${profile.name}`} />
        <Stack $gap={3}>
          <div>
            <Heading level={1} id="profile-name">
              {profile.name}
            </Heading>
            <Text $muted>@{profile.username}</Text>
          </div>
          <div>
            <Badge $tone="info">{ROLE_LABELS[profile.role]}</Badge>
          </div>
          {(profile.city || profile.institution) && (
            <Text>{[profile.institution, profile.city].filter(Boolean).join(' · ')}</Text>
          )}
          {profile.bio && <Bio>{profile.bio}</Bio>}
        </Stack>
      </ProfileCard>
      <Stats>
        {profile.xp !== null && <StatCard label="Pengalaman (XP)" value={formatNumber(profile.xp)} />}
        <StatCard label="Bergabung sejak" value={formatDate(profile.joinedAt)} />
      </Stats>
      {profile.finishedCourses && (
        <Section aria-labelledby="profil-kelas-selesai">
          <Heading level={2} id="profil-kelas-selesai">
            Kelas yang sudah selesai
          </Heading>
          {profile.finishedCourses.length === 0 ? (
            <Text $muted>Belum ada kelas yang selesai.</Text>
          ) : (
            <List>
              {profile.finishedCourses.map((course) => (
                <li key={course.slug}>
                  <Link to={`/belajar-online/${course.slug}`}>{course.title}</Link>
                  <Text as="span" $muted>
                    {' '}
                    · selesai {formatDate(course.completedAt)}
                  </Text>
                </li>
              ))}
            </List>
          )}
        </Section>
      )}
      {profile.certificates && (
        <Section aria-labelledby="profil-sertifikat">
          <Heading level={2} id="profil-sertifikat">
            Sertifikat
          </Heading>
          {profile.certificates.length === 0 ? (
            <Text $muted>Belum ada sertifikat.</Text>
          ) : (
            <List>
              {profile.certificates.map((certificate) => (
                <li key={certificate.number}>
                  {certificate.title}{' '}
                  <Text as="span" $muted>
                    · {certificate.kind === 'attendance' ? 'Kehadiran' : 'Penyelesaian'} ·{' '}
                    {formatDate(certificate.issuedAt)} ·{' '}
                  </Text>
                  <Link
                    to={`/certificate/${encodeURIComponent(certificate.number)}`}
                    aria-label={`Verifikasi sertifikat ${certificate.number}`}
                  >
                    {certificate.number}
                  </Link>
                </li>
              ))}
            </List>
          )}
        </Section>
      )}
    </article>
  );
}

export function PublicProfilePage() {
  const { username = '' } = useParams();
  const match = matchPagePath(`/${username}`);
  const validUsername = match.kind === 'profile' ? match.username : null;
  const { data, error, isLoading, refetch } = useGetPublicProfileQuery(validUsername ?? '', {
    skip: validUsername === null,
  });
  const pending = useMinimumPending(isLoading);

  // No such page: the navigation error carries the status to the error page (spec §8).
  if (validUsername === null) throw navigationError(404, ERROR_TEXTS.pageNotFound);
  if (error && 'status' in error && error.status === 404) throw navigationError(404, ERROR_TEXTS.pageNotFound);

  return (
    <Container style={{ paddingBlock: 40, maxWidth: 880 }}>
      {pending || (!data && !error) ? (
        <ProfileSkeleton />
      ) : data ? (
        <ProfileView profile={data} />
      ) : (
        <ErrorState
          headingLevel={1}
          title="Profil belum dapat dimuat"
          message={(error as { message?: string } | undefined)?.message ?? 'Periksa koneksi Anda, lalu coba lagi.'}
          onRetry={() => void refetch()}
        />
      )}
    </Container>
  );
}
