/** /member/profil — Akun Saya: the signed-in member's account as the platform knows it, and where to change it. */
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from '@akademi-siber/data-access-auth';
import { Avatar, Button, Card, Container, Heading, Stack, Text, theme } from '@akademi-siber/ui-design-system';
import { formatDate, formatNumber } from '@akademi-siber/util-format';

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
  if (!user) return null;
  const subscription = user.subscribtion_course_end_date;
  return (
    <Container $maxWidth="760px" style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <Stack $direction="row" $gap={4} $align="center" $wrap>
          <Avatar src={user.avatarUrl} name={user.name} size={72} />
          <Stack $gap={1}>
            <Heading level={1}>Akun Saya</Heading>
            <Text $muted>@{user.username}</Text>
          </Stack>
        </Stack>
        <Card>
          <Facts aria-label="Data akun">
            <dt>Nama</dt>
            <dd>{user.name}</dd>
            <dt>Username</dt>
            <dd>{user.username}</dd>
            <dt>Email</dt>
            <dd>{user.email}</dd>
            <dt>Poin</dt>
            <dd>{formatNumber(user.point)}</dd>
            <dt>XP</dt>
            <dd>{formatNumber(user.xp)}</dd>
            <dt>Langganan Belajar Online</dt>
            <dd>{subscription ? `Aktif sampai ${formatDate(subscription)}` : 'Tidak berlangganan'}</dd>
          </Facts>
        </Card>
        <Stack $direction="row" $gap={3} $wrap>
          <Button as={Link} to={`/${user.username}`} $variant="secondary">
            Lihat profil publik
          </Button>
          <Button as={Link} to="/member/ganti-password" $variant="secondary">
            Ganti Password
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
