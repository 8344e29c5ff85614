/**
 * /admin/pengguna/:userId (decision 0050) — one account: who they are, role and status, when they joined and were
 * last active, how many classes they follow or write, their open sessions; the role and status changes; the history.
 */
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { ApiError } from '@akademi-siber/data-access-api';
import { useSession } from '@akademi-siber/data-access-auth';
import { ErrorPanel } from '@akademi-siber/feature-app-frame';
import {
  Avatar,
  Card,
  Container,
  ErrorState,
  Heading,
  Notice,
  SkeletonList,
  Stack,
  Text,
  theme,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import type { AdminUserDetail } from '@akademi-siber/util-contracts';
import { formatDate, formatDateTime, formatNumber } from '@akademi-siber/util-format';
import { useGetAdminUserQuery } from '../data/users-api';
import { UserRoleCard, UserStatusCard } from '../parts/user-actions';
import { RoleBadge, StatusBadge } from '../parts/user-badges';
import { UserHistory } from '../parts/user-history';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: 1rem 1.5rem;
  margin: 0;

  dt {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  }

  dd {
    margin: 0.125rem 0 0;
    font-weight: 600;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  align-items: start;
`;

function UserFacts({ user }: { user: AdminUserDetail }) {
  const facts: [string, string][] = [
    ['Bergabung', formatDate(user.createdAt)],
    ['Aktivitas terakhir', formatDateTime(user.lastActiveAt, { withZone: true, fallback: 'Belum pernah masuk' })],
    ['Email terverifikasi', user.emailVerifiedAt ? formatDate(user.emailVerifiedAt) : 'Belum'],
    ['Kelas diikuti', formatNumber(user.enrollments)],
    ['Kelas yang ditulis', formatNumber(user.authoredCourses)],
    ['Sesi aktif', formatNumber(user.activeSessions)],
  ];
  return (
    <Card as="section" aria-label="Ringkasan akun">
      <Facts>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Facts>
    </Card>
  );
}

export function UserPage() {
  const userId = Number(useParams().userId);
  const { user: me } = useSession();
  const { data: user, isLoading, error, refetch } = useGetAdminUserQuery(userId, { skip: !(userId > 0) });
  usePageTitle(user ? user.name : 'Pengguna', 'Admin');
  const apiError = error as ApiError | undefined;
  if (!(userId > 0) || apiError?.status === 404 || apiError?.status === 422)
    return <ErrorPanel status={404} message="Pengguna tidak ditemukan." />;

  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <Link to="/admin/pengguna">← Kembali ke daftar pengguna</Link>
        {isLoading ? (
          <SkeletonList rows={6} />
        ) : apiError || !user ? (
          <ErrorState title="Pengguna belum dapat dimuat" message={apiError?.message ?? ''} onRetry={refetch} />
        ) : (
          <>
            <Stack $direction="row" $gap={4} $align="center" $wrap>
              <Avatar src={user.avatarUrl} name={user.name} size={72} alt="" />
              <Stack $gap={1}>
                <Heading level={1}>{user.name}</Heading>
                <Text $muted style={{ overflowWrap: 'anywhere' }}>
                  @{user.username} · {user.email}
                </Text>
                <Stack $direction="row" $gap={2} $wrap>
                  <RoleBadge idRole={user.id_role} />
                  <StatusBadge status={user.status} />
                </Stack>
              </Stack>
            </Stack>
            {user.deactivatedAt && (
              <Notice $tone="warning">
                Dinonaktifkan sejak {formatDateTime(user.deactivatedAt, { withZone: true })}: tidak dapat masuk.
              </Notice>
            )}
            <UserFacts user={user} />
            <Columns>
              <UserRoleCard key={`role-${user.id_role}`} user={user} />
              <UserStatusCard user={user} isSelf={me?.id === user.id} />
            </Columns>
            <UserHistory history={user.history} />
          </>
        )}
      </Stack>
    </Container>
  );
}
