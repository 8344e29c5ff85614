/**
 * Each area's notifications page (spec §2: /member/notifikasi, /author/notifikasi; the bell of the area's navbar
 * leads here): the user's notifications, newest first, all or only the unread ones; each can be marked read, or opened
 * when it leads
 * somewhere (which marks it read too); "Tandai semua sudah dibaca" clears the rest. Every change invalidates the
 * navbar's unread total, so the bell's badge follows without a reload.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  errorMessage,
  useGetNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
  type NotifArea,
} from '@akademi-siber/data-access-api';
import {
  Badge,
  Button,
  Card,
  Container,
  EmptyState,
  ErrorState,
  Heading,
  Pagination,
  SkeletonList,
  Stack,
  Tabs,
  Text,
  useToast,
} from '@akademi-siber/ui-design-system';
import type { NotificationItem } from '@akademi-siber/util-contracts';
import { LOCALE, TIME_ZONE } from '@akademi-siber/util-format';
import { useUnreadNotifCount } from './lib/nav-badges';

export const NOTIFICATIONS_PER_PAGE = 10;

type Filter = 'all' | 'unread';

const FILTERS: { id: Filter; label: string; empty: { title: string; description: string } }[] = [
  {
    id: 'all',
    label: 'Semua',
    empty: {
      title: 'Belum ada notifikasi',
      description: 'Kabar tentang pesanan, kelas, dan akun Anda akan muncul di sini.',
    },
  },
  {
    id: 'unread',
    label: 'Belum dibaca',
    empty: { title: 'Semua sudah dibaca', description: 'Tidak ada notifikasi baru untuk Anda.' },
  },
];

const when = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});

/** `24 Nov 2026, 10.15`. */
export function formatNotificationTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : when.format(date);
}

const FAILED = 'Terjadi kesalahan. Silakan coba lagi.';

function NotificationCard({ item, area }: { item: NotificationItem; area: NotifArea }) {
  const [markRead, { isLoading }] = useMarkNotificationReadMutation();
  const toast = useToast();
  const unread = item.readAt === null;
  const titleId = `notifikasi-${item.id}`;
  const read = async () => {
    try {
      await markRead({ area, id: item.id }).unwrap();
    } catch (error) {
      toast.show({ id: `notif-read-${item.id}`, message: errorMessage(error, FAILED) });
    }
  };
  return (
    <Card as="li" aria-labelledby={titleId} style={unread ? { borderLeft: '4px solid currentColor' } : undefined}>
      <Stack $gap={2}>
        <Stack $direction="row" $gap={2} $align="center" $wrap>
          {unread && <Badge $tone="info">Baru</Badge>}
          <Heading level={2} id={titleId} style={{ fontSize: '1.0625rem', fontWeight: unread ? 700 : 600 }}>
            {item.title}
          </Heading>
        </Stack>
        <Text>{item.body}</Text>
        <Text $size="sm" $muted>
          <time dateTime={item.createdAt}>{formatNotificationTime(item.createdAt)}</time>
          {item.readAt ? ' · sudah dibaca' : ''}
        </Text>
        {(item.link || unread) && (
          <Stack $direction="row" $gap={2} $wrap>
            {item.link && (
              // Opening it counts as reading it; the navigation does not wait for the answer.
              <Button as={Link} to={item.link} $variant="secondary" $size="sm" onClick={() => unread && void read()}>
                Lihat
              </Button>
            )}
            {unread && (
              <Button
                type="button"
                $variant="ghost"
                $size="sm"
                onClick={() => void read()}
                disabled={isLoading}
                aria-label={`Tandai sudah dibaca: ${item.title}`}
              >
                Tandai sudah dibaca
              </Button>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

function NotificationList({ area, filter }: { area: NotifArea; filter: (typeof FILTERS)[number] }) {
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching, error, refetch } = useGetNotificationsQuery({
    area,
    page,
    perPage: NOTIFICATIONS_PER_PAGE,
    unreadOnly: filter.id === 'unread',
  });
  if (isLoading) return <SkeletonList rows={4} label="Memuat notifikasi…" />;
  if (error)
    return (
      <ErrorState
        title="Notifikasi belum dapat dimuat"
        message={errorMessage(error, FAILED)}
        onRetry={() => void refetch()}
      />
    );
  if (!data || data.data.length === 0) {
    // Reading the last unread one of a later page leaves that page empty: go back one.
    if (data && page > 1) {
      setPage(page - 1);
      return null;
    }
    return <EmptyState title={filter.empty.title} description={filter.empty.description} />;
  }
  return (
    <Stack $gap={4} aria-busy={isFetching}>
      <Stack as="ul" $gap={3} style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Daftar notifikasi">
        {data.data.map((item) => (
          <NotificationCard key={item.id} item={item} area={area} />
        ))}
      </Stack>
      <Pagination page={page} perPage={NOTIFICATIONS_PER_PAGE} total={data.meta.total} onPageChange={setPage} />
    </Stack>
  );
}

export function NotificationsView({ area }: { area: NotifArea }) {
  const [active, setActive] = useState<Filter>('all');
  const filter = FILTERS.find((item) => item.id === active) ?? FILTERS[0];
  const unread = useUnreadNotifCount(area, 'ignore');
  const [markAll, { isLoading }] = useMarkAllNotificationsReadMutation();
  const toast = useToast();
  const readAll = async () => {
    try {
      const { marked } = await markAll(area).unwrap();
      toast.show({
        id: 'notif-read-all',
        title: 'Berhasil',
        variant: 'success',
        message: `${marked} notifikasi ditandai sudah dibaca.`,
      });
    } catch (error) {
      toast.show({ id: 'notif-read-all', message: errorMessage(error, FAILED) });
    }
  };
  return (
    <Container style={{ paddingBlock: 32 }} $maxWidth="880px">
      <Stack $gap={6}>
        <Stack $direction="row" $justify="space-between" $align="flex-end" $gap={4} $wrap>
          <Stack $gap={2}>
            <Heading level={1}>Notifikasi</Heading>
            <Text $muted>{unread > 0 ? `${unread} notifikasi belum dibaca.` : 'Tidak ada notifikasi baru.'}</Text>
          </Stack>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => void readAll()}
            disabled={unread === 0 || isLoading}
            loading={isLoading}
          >
            Tandai semua sudah dibaca
          </Button>
        </Stack>
        <Tabs
          tabs={FILTERS.map(({ id, label }) => ({ id, label }))}
          active={active}
          onChange={(id) => setActive(id as Filter)}
          aria-label="Saring notifikasi"
        >
          {/* keyed by filter so that each tab starts at page 1 */}
          <NotificationList key={filter.id} area={area} filter={filter} />
        </Tabs>
      </Stack>
    </Container>
  );
}
