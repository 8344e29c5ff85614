/**
 * /member (issue 6): the member's dashboard — continue where you left off (the class touched last), the company's
 * program for an employee in one (issue 19), points and XP with the way to the ledger and the leaderboard, the latest
 * notifications, every class with its progress, and the exercise labs started in the Cybersecurity Lab (issue 17).
 */
import { errorMessage, useGetNotificationsQuery } from '@akademi-siber/data-access-api';
import { useSession } from '@akademi-siber/data-access-auth';
import { formatNotificationTime } from '@akademi-siber/feature-app-frame/notifications';
import {
  Avatar,
  Badge,
  Button,
  Card,
  Container,
  EmptyState,
  ErrorState,
  Grid,
  Heading,
  ProgressBar,
  SkeletonList,
  Stack,
  StatCard,
  Text,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import { memberBatchPagePath } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { Link } from 'react-router-dom';
import { ProgramsSection } from '../../corporate-program';
import { useGetMemberClassesQuery } from '../data/my-classes-api';
import { ClassList, progressText } from '../parts/class-list';
import { LabExerciseList } from '../parts/lab-exercises';

export const DASHBOARD_NOTIFICATIONS = 3;
/** Exercise labs on the dashboard; the rest are on Kelas Saya's "Lab latihan" tab. */
export const DASHBOARD_LABS = 3;
/** The same page of Kelas Saya as the list below (one request for both). */
const CONTINUE_CLASSES = 9;

/** The class the member touched last (kelas-saya is ordered by latest activity), unless it is finished. */
function ContinueLearning() {
  const { data, isLoading, error } = useGetMemberClassesQuery({ page: 1, perPage: CONTINUE_CLASSES });
  if (isLoading) return <SkeletonList rows={1} label="Memuat kelas terakhir…" />;
  // The same list feeds "Kelas Saya" below, which shows the failure with its retry: one message, one button.
  if (error || !data) return <Text $muted>Kelas terakhir belum dapat dimuat.</Text>;
  // A course is what one continues; a live class moves on with its sessions, so it comes second.
  const unfinished = data.data.filter((item) => item.progress < 100);
  const current = unfinished.find((item) => item.kind === 'course') ?? unfinished[0] ?? null;
  if (!current) {
    return (
      <EmptyState
        headingLevel={3}
        title={data.data.length === 0 ? 'Belum ada kelas' : 'Semua kelasmu sudah selesai'}
        description={
          data.data.length === 0
            ? 'Pilih kelas pertamamu di katalog Belajar Online.'
            : 'Saatnya memilih kelas berikutnya.'
        }
        action={
          <Button as={Link} to="/belajar-online">
            Jelajahi kelas
          </Button>
        }
      />
    );
  }
  const to =
    current.kind === 'course'
      ? `/member/kelas/${encodeURIComponent(current.slug)}`
      : current.kind === 'liveclass'
        ? current.batchSlug
          ? memberBatchPagePath(current.slug, current.batchSlug)
          : '/member/training-index'
        : '/member/kelas-saya';
  const action =
    current.kind === 'liveclass' ? 'Lihat jadwal sesi' : current.progress > 0 ? 'Lanjutkan belajar' : 'Mulai belajar';
  return (
    <Card>
      <Stack $gap={3}>
        <Stack $direction="row" $gap={2} $align="center" $wrap>
          <Heading level={3}>{current.title}</Heading>
          <Badge $tone="info">
            {current.kind === 'course'
              ? 'Kelas online'
              : current.kind === 'liveclass'
                ? 'Live class'
                : 'Corporate training'}
          </Badge>
        </Stack>
        <ProgressBar value={current.progress} label={`Progres ${current.title}`} />
        <Text $size="sm">{progressText(current)}</Text>
        <div>
          <Button as={Link} to={to}>
            {action}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}

function LatestNotifications() {
  const { data, isLoading, error, refetch } = useGetNotificationsQuery({
    area: 'member',
    page: 1,
    perPage: DASHBOARD_NOTIFICATIONS,
    unreadOnly: false,
  });
  if (isLoading) return <SkeletonList rows={2} label="Memuat notifikasi…" />;
  if (error || !data)
    return (
      <ErrorState title="Notifikasi belum dapat dimuat" message={errorMessage(error)} onRetry={() => void refetch()} />
    );
  if (data.data.length === 0) return <Text $muted>Belum ada notifikasi.</Text>;
  return (
    <Stack as="ul" $gap={2} style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Notifikasi terbaru">
      {data.data.map((item) => (
        <li key={item.id}>
          <Card>
            <Stack $gap={1}>
              <Stack $direction="row" $gap={2} $align="center" $wrap>
                <Text $weight="semibold">{item.link ? <Link to={item.link}>{item.title}</Link> : item.title}</Text>
                {item.readAt === null && <Badge $tone="info">Baru</Badge>}
              </Stack>
              <Text $size="sm">{item.body}</Text>
              <Text $size="xs" $muted>
                <time dateTime={item.createdAt}>{formatNotificationTime(item.createdAt)}</time>
              </Text>
            </Stack>
          </Card>
        </li>
      ))}
    </Stack>
  );
}

export function DashboardPage() {
  const { user } = useSession();
  usePageTitle('Dashboard');
  if (!user) return null;
  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={8}>
        <Stack $direction="row" $gap={4} $align="center">
          <Avatar src={user.avatarUrl} name={user.name} size={64} />
          <Stack $gap={1}>
            <Heading level={1}>Halo, {user.name}</Heading>
            <Text $muted>@{user.username}</Text>
          </Stack>
        </Stack>
        <section aria-labelledby="lanjutkan-title">
          <Stack $gap={4}>
            <Heading level={2} id="lanjutkan-title">
              Lanjutkan belajar
            </Heading>
            <ContinueLearning />
          </Stack>
        </section>
        <ProgramsSection />
        <Grid $min={260}>
          <section aria-labelledby="poin-title">
            <Stack $gap={3}>
              <Heading level={2} id="poin-title">
                Poin &amp; XP
              </Heading>
              <Grid $min={140}>
                <StatCard label="Poin" value={formatNumber(user.point)} hint="dapat ditukar dengan reward" />
                <StatCard label="XP" value={formatNumber(user.xp)} hint="menentukan peringkat" />
              </Grid>
              <Stack $direction="row" $gap={3} $wrap>
                <Link to="/member/point">Riwayat poin</Link>
                <Link to="/leaderboards">Papan peringkat</Link>
              </Stack>
            </Stack>
          </section>
          <section aria-labelledby="notifikasi-title">
            <Stack $gap={3}>
              <Heading level={2} id="notifikasi-title">
                Notifikasi terbaru
              </Heading>
              <LatestNotifications />
              <Link to="/member/notifikasi">Semua notifikasi</Link>
            </Stack>
          </section>
        </Grid>
        <section aria-labelledby="kelas-saya-title">
          <Stack $gap={4}>
            <Heading level={2} id="kelas-saya-title">
              Kelas Saya
            </Heading>
            <ClassList />
          </Stack>
        </section>
        <section aria-labelledby="lab-latihan-title">
          <Stack $gap={4}>
            <Heading level={2} id="lab-latihan-title">
              Lab latihan
            </Heading>
            <LabExerciseList limit={DASHBOARD_LABS} />
          </Stack>
        </section>
      </Stack>
    </Container>
  );
}
