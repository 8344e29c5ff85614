import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '@akademi-siber/data-access-api';
import {
  Badge,
  Button,
  Card,
  Container,
  EmptyState,
  ErrorState,
  Heading,
  Notice,
  SkeletonList,
  Stack,
  Text,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import type { EventDetail } from '@akademi-siber/util-contracts';
import { formatDate, formatNumber } from '@akademi-siber/util-format';
import { useGetEventQuery } from '@akademi-siber/data-access-catalog';
import { CheckoutPanel } from '../../orders';
import { eventPrice } from '../parts/event-price';

function EventInfo({ event }: { event: EventDetail }) {
  return (
    <Card>
      <Stack $gap={3}>
        <Stack $direction="row" $gap={2} $wrap>
          <Badge $tone={event.price === 0 ? 'success' : 'info'}>{eventPrice(event)}</Badge>
          <Badge $tone="neutral">Sisa {formatNumber(event.seatsLeft)} kursi</Badge>
        </Stack>
        <Text>
          <strong>Waktu:</strong> {formatDate(event.startsAt)}{' '}
          {new Date(event.startsAt).toLocaleTimeString('id-ID', {
            hour: '2-digit',
            minute: '2-digit',
            timeZone: 'Asia/Jakarta',
          })}{' '}
          WIB
        </Text>
        <Text>
          <strong>Tempat:</strong> {event.location}
        </Text>
        <Text>
          <strong>Pendaftaran ditutup:</strong> {formatDate(event.registrationClosesAt)}
        </Text>
        {event.description.split(/\n{2,}/).map((paragraph, index) => (
          <Text key={index}>{paragraph}</Text>
        ))}
        {event.speakers.length > 0 && (
          <Stack $gap={1}>
            <Heading level={3}>Pembicara</Heading>
            <Stack as="ul" $gap={1} style={{ margin: 0, paddingLeft: '1.25rem' }}>
              {event.speakers.map((speaker) => (
                <li key={speaker.name}>
                  {speaker.name} — {speaker.title}
                </li>
              ))}
            </Stack>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/** /member/cyber-insight/:eventId — the event and "Daftar": free events register at once, paid ones go to payment. */
export function EventDetailPage() {
  const { eventId = '' } = useParams();
  const valid = /^\d+$/.test(eventId);
  const { data, isLoading, error, refetch } = useGetEventQuery(eventId, { skip: !valid });
  usePageTitle(data ? data.title : 'Cyber Insight');

  let body;
  if (!valid || (error && 'status' in error && error.status === 404)) {
    body = (
      <EmptyState
        title="Acara tidak ditemukan"
        action={
          <Button as={Link} to="/member/cyber-insight">
            Lihat acara lain
          </Button>
        }
      />
    );
  } else if (isLoading) body = <SkeletonList rows={3} />;
  else if (error || !data)
    body = <ErrorState title="Acara belum dapat dimuat" message={errorMessage(error)} onRetry={refetch} />;
  else {
    body = (
      <Stack $gap={6}>
        <EventInfo event={data} />
        {data.registrationStatus === 'open' ? (
          <section aria-labelledby="daftar-acara">
            <Stack $gap={4}>
              <Heading level={2} id="daftar-acara">
                Daftar
              </Heading>
              <CheckoutPanel
                kind="event"
                scope={`event-${data.id}`}
                items={[{ type: 'event', ref: String(data.id) }]}
                lines={[
                  {
                    key: String(data.id),
                    title: data.title,
                    detail: `Cyber Insight · ${formatDate(data.startsAt)}`,
                    price: data.price,
                  },
                ]}
                submitLabel="Daftar dan bayar"
              />
            </Stack>
          </section>
        ) : (
          <Notice $tone="warning">
            {data.registrationStatus === 'full'
              ? 'Kursi acara ini sudah penuh.'
              : 'Pendaftaran acara ini sudah ditutup.'}
          </Notice>
        )}
      </Stack>
    );
  }

  return (
    <Container style={{ paddingBlock: 32 }} $maxWidth="880px">
      <Stack $gap={6}>
        <Heading level={1}>{data?.title ?? 'Cyber Insight'}</Heading>
        {body}
        <div>
          <Button as={Link} to="/member/cyber-insight" $variant="ghost">
            Kembali ke Cyber Insight
          </Button>
        </div>
      </Stack>
    </Container>
  );
}
