import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '@akademi-siber/data-access-api';
import {
  Badge,
  Button,
  Card,
  Container,
  EmptyState,
  ErrorState,
  Grid,
  Heading,
  Pagination,
  SkeletonList,
  Stack,
  Text,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import { formatDate } from '@akademi-siber/util-format';
import { useGetEventsQuery } from '@akademi-siber/data-access-catalog';
import { nextStepLabel, nextStepPath, OrderStatusBadge } from '../../orders';
import { useGetMemberEventsQuery } from '../data/events-api';
import { eventPrice } from '../parts/event-price';

const PER_PAGE = 6;

function MyRegistrations() {
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching, error, refetch } = useGetMemberEventsQuery({ page, perPage: PER_PAGE });
  if (isLoading) return <SkeletonList rows={2} />;
  if (error || !data)
    return (
      <ErrorState
        title="Pendaftaran belum dapat dimuat"
        message={errorMessage(error)}
        onRetry={refetch}
        headingLevel={3}
      />
    );
  if (data.data.length === 0)
    return (
      <EmptyState
        headingLevel={3}
        title="Belum ada acara yang Anda ikuti"
        description="Daftar ke acara Cyber Insight di bawah ini."
      />
    );
  return (
    <Stack $gap={4} aria-busy={isFetching}>
      <Grid $min={280}>
        {data.data.map((registration) => {
          const id = `daftar-${registration.idTransaction}`;
          return (
            <Card as="article" key={registration.idTransaction} aria-labelledby={id}>
              <Stack $gap={2}>
                <div>
                  <OrderStatusBadge status={registration.status} />
                </div>
                <Heading level={3} id={id}>
                  {registration.event.title}
                </Heading>
                <Text $size="sm" $muted>
                  {formatDate(registration.event.startsAt)} · {registration.event.location}
                </Text>
                <Text $size="sm">Terdaftar {formatDate(registration.registeredAt)}</Text>
                <div>
                  <Button
                    as={Link}
                    to={nextStepPath({
                      kind: 'event',
                      status: registration.status,
                      idTransaction: registration.idTransaction,
                    })}
                    $variant="secondary"
                    $size="sm"
                  >
                    {nextStepLabel(registration.status)}
                  </Button>
                </div>
              </Stack>
            </Card>
          );
        })}
      </Grid>
      <Pagination page={page} perPage={PER_PAGE} total={data.meta.total} onPageChange={setPage} />
    </Stack>
  );
}

function Upcoming() {
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching, error, refetch } = useGetEventsQuery({
    when: 'upcoming',
    page,
    perPage: PER_PAGE,
  });
  if (isLoading) return <SkeletonList rows={2} />;
  if (error || !data)
    return (
      <ErrorState title="Acara belum dapat dimuat" message={errorMessage(error)} onRetry={refetch} headingLevel={3} />
    );
  if (data.data.length === 0)
    return (
      <EmptyState
        headingLevel={3}
        title="Belum ada acara mendatang"
        description="Acara Cyber Insight berikutnya akan diumumkan di sini."
      />
    );
  return (
    <Stack $gap={4} aria-busy={isFetching}>
      <Grid $min={280}>
        {data.data.map((event) => {
          const id = `acara-${event.id}`;
          return (
            <Card as="article" key={event.id} aria-labelledby={id}>
              <Stack $gap={2}>
                <Stack $direction="row" $gap={2} $wrap>
                  <Badge $tone={event.price === 0 ? 'success' : 'info'}>{eventPrice(event)}</Badge>
                  {event.registrationStatus !== 'open' && (
                    <Badge $tone="neutral">
                      {event.registrationStatus === 'full' ? 'Penuh' : 'Pendaftaran ditutup'}
                    </Badge>
                  )}
                </Stack>
                <Heading level={3} id={id}>
                  {event.title}
                </Heading>
                <Text $size="sm" $muted>
                  {formatDate(event.startsAt)} · {event.location}
                </Text>
                <Text $size="sm">{event.summary}</Text>
                <div>
                  <Button
                    as={Link}
                    to={`/member/cyber-insight/${event.id}`}
                    $size="sm"
                    aria-label={`Lihat acara ${event.title}`}
                  >
                    {event.registrationStatus === 'open' ? 'Lihat & daftar' : 'Lihat acara'}
                  </Button>
                </div>
              </Stack>
            </Card>
          );
        })}
      </Grid>
      <Pagination page={page} perPage={PER_PAGE} total={data.meta.total} onPageChange={setPage} />
    </Stack>
  );
}

/** /member/cyber-insight — the member's event registrations and the upcoming events to join. */
export function EventsPage() {
  usePageTitle('Cyber Insight');
  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={8}>
        <Stack $gap={2}>
          <Heading level={1}>Cyber Insight</Heading>
          <Text $muted>Webinar dan diskusi keamanan siber bersama praktisi.</Text>
        </Stack>
        <section aria-labelledby="acara-saya">
          <Stack $gap={4}>
            <Heading level={2} id="acara-saya">
              Acara saya
            </Heading>
            <MyRegistrations />
          </Stack>
        </section>
        <section aria-labelledby="acara-mendatang">
          <Stack $gap={4}>
            <Heading level={2} id="acara-mendatang">
              Acara mendatang
            </Heading>
            <Upcoming />
          </Stack>
        </section>
      </Stack>
    </Container>
  );
}
