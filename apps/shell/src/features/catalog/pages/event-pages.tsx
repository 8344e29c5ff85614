/**
 * Cyber Insight (depan-dark): `/cyber-insight` lists upcoming and past events as tabs (`?waktu=lalu` for past,
 * so the tab can be shared and back/forward works); `/cyber-insight/{eventId}` shows one event with speakers,
 * schedule, price ("Gratis" when 0), seats left, and "Daftar" (members register in the member area, visitors
 * log in first).
 */
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { loginPathFor } from '@akademi-siber/data-access-auth';
import {
  Button,
  Card,
  Container,
  EmptyState,
  Grid,
  Heading,
  Notice,
  Pagination,
  Skeleton,
  SkeletonList,
  Stack,
  Tabs,
  Text,
  theme,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import type { EventDetail } from '@akademi-siber/util-contracts';
import { formatCurrency, formatDateTime } from '@akademi-siber/util-format';
import { useGetEventQuery, useGetEventsQuery } from '@akademi-siber/data-access-catalog';
import { ContentText } from '../../../layout/content-text';
import { DarkHero } from '../../../layout/marketing-parts';
import { QueryStates } from '@akademi-siber/ui-design-system/query-states';
import {
  DetailColumns,
  DetailFailure,
  DetailSkeleton,
  Facts,
  PageBand,
  pageFrom,
  useViewer,
} from '../../../layout/page-parts';
import { BatchStatusBadge, EventCard, MEMBER_ONLY_NOTE, seatsLabel } from '../parts/catalog-cards';

export const EVENTS_PER_PAGE = 9;

const TABS = [
  { id: 'upcoming', label: 'Akan datang' },
  { id: 'past', label: 'Sudah berlalu' },
];

export function EventsPage() {
  usePageTitle('Cyber Insight');
  const [params, setParams] = useSearchParams();
  const when = params.get('waktu') === 'lalu' ? 'past' : 'upcoming';
  const page = pageFrom(params.get('page'));
  const list = useGetEventsQuery({ when, page, perPage: EVENTS_PER_PAGE });
  return (
    <>
      <DarkHero aria-labelledby="events-title">
        <Container>
          <Stack $gap={4}>
            <Heading level={1} id="events-title">
              Cyber Insight
            </Heading>
            <p>
              Webinar, diskusi, dan workshop bersama praktisi keamanan siber. Daftar, hadir, dan dapatkan sertifikat
              kehadiran.
            </p>
          </Stack>
        </Container>
      </DarkHero>
      <PageBand>
        <Container>
          <Tabs
            aria-label="Waktu acara"
            tabs={TABS}
            active={when}
            onChange={(id) => setParams(id === 'past' ? { waktu: 'lalu' } : {}, { preventScrollReset: true })}
          >
            <div style={{ paddingTop: 24 }}>
              <QueryStates
                query={list}
                errorTitle="Acara belum dapat dimuat"
                loading={<SkeletonList rows={4} label="Memuat acara…" />}
                isEmpty={(data) => data.data.length === 0}
                empty={
                  <EmptyState
                    title={when === 'upcoming' ? 'Belum ada acara mendatang' : 'Belum ada acara yang lalu'}
                    description={
                      when === 'upcoming'
                        ? 'Acara berikutnya segera diumumkan. Kunjungi lagi nanti.'
                        : 'Arsip acara akan tampil di sini.'
                    }
                  />
                }
              >
                {(data) => (
                  <Stack $gap={6} aria-busy={list.isFetching}>
                    <Grid $min={280}>
                      {data.data.map((event) => (
                        <EventCard key={event.id} event={event} />
                      ))}
                    </Grid>
                    <Pagination
                      page={page}
                      perPage={EVENTS_PER_PAGE}
                      total={data.meta.total}
                      onPageChange={(next) =>
                        setParams(
                          { ...(when === 'past' ? { waktu: 'lalu' } : {}), page: String(next) },
                          { preventScrollReset: true },
                        )
                      }
                    />
                  </Stack>
                )}
              </QueryStates>
            </div>
          </Tabs>
        </Container>
      </PageBand>
    </>
  );
}

// ---------------------------------------------------------------- detail

/** A moment of the event, with its time zone, as a <time> element. */
function When({ at }: { at: string }) {
  return <time dateTime={at}>{formatDateTime(at, { withZone: true })}</time>;
}

function RegisterBox({ event }: { event: EventDetail }) {
  const viewer = useViewer();
  const location = useLocation();
  const past = new Date(event.endsAt).getTime() < Date.now();
  let action;
  if (past) action = <Notice>Acara ini sudah berlangsung.</Notice>;
  else if (event.registrationStatus === 'full') action = <Notice $tone="danger">Kuota acara ini sudah penuh.</Notice>;
  else if (event.registrationStatus === 'closed') action = <Notice>Pendaftaran acara ini sudah ditutup.</Notice>;
  else if (viewer.checking) action = <Skeleton height={44} />;
  else if (viewer.role === null) {
    action = (
      <Button as={Link} to={loginPathFor(`${location.pathname}${location.search}`)} $variant="primary" $block>
        Masuk untuk mendaftar
      </Button>
    );
  } else if (viewer.role === 'member') {
    action = (
      <Button as={Link} to={`/member/cyber-insight/${event.id}`} $variant="primary" $block>
        Daftar
      </Button>
    );
  } else action = <Text $muted>{MEMBER_ONLY_NOTE}</Text>;

  return (
    <Card as="aside" aria-labelledby="event-box-title" style={{ borderTop: `4px solid ${theme.colors.primary}` }}>
      <Stack $gap={4}>
        <Heading level={2} id="event-box-title" style={{ fontSize: theme.fontSizes.xl }}>
          {event.price === 0 ? 'Gratis' : formatCurrency(event.price)}
        </Heading>
        <span>
          <BatchStatusBadge status={event.registrationStatus} />
        </span>
        <Facts
          items={[
            {
              label: 'Waktu',
              value: (
                <>
                  <When at={event.startsAt} /> – <When at={event.endsAt} />
                </>
              ),
            },
            { label: 'Lokasi', value: event.location },
            { label: 'Kursi', value: seatsLabel(event.seatsLeft, event.quota) },
            { label: 'Pendaftaran ditutup', value: formatDateTime(event.registrationClosesAt, { withZone: true }) },
          ]}
        />
        {action}
      </Stack>
    </Card>
  );
}

function EventBody({ event }: { event: EventDetail }) {
  return (
    <>
      <DarkHero aria-labelledby="event-title">
        <Container>
          <Stack $gap={4}>
            <Link to="/cyber-insight" style={{ color: theme.colors.textInverse }}>
              ← Semua acara Cyber Insight
            </Link>
            <Heading level={1} id="event-title">
              {event.title}
            </Heading>
            <p>{event.summary}</p>
          </Stack>
        </Container>
      </DarkHero>
      <PageBand>
        <Container>
          <DetailColumns $asideFirst>
            <Stack $gap={8}>
              <section aria-labelledby="event-about">
                <Stack $gap={3}>
                  <Heading level={2} id="event-about">
                    Tentang acara
                  </Heading>
                  <ContentText body={event.description || event.summary} headingLevel={3} />
                </Stack>
              </section>
              <section aria-labelledby="event-schedule">
                <Stack $gap={3}>
                  <Heading level={2} id="event-schedule">
                    Jadwal
                  </Heading>
                  <Text>
                    Mulai <When at={event.startsAt} />, selesai <When at={event.endsAt} /> di {event.location}.
                  </Text>
                </Stack>
              </section>
              <section aria-labelledby="event-speakers">
                <Stack $gap={3}>
                  <Heading level={2} id="event-speakers">
                    Pembicara
                  </Heading>
                  {event.speakers.length === 0 ? (
                    <Text $muted>Pembicara segera diumumkan.</Text>
                  ) : (
                    <Grid as="ul" $min={220} $gap={3} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
                      {event.speakers.map((speaker) => (
                        <Card as="li" key={`${speaker.name}-${speaker.title}`}>
                          <Stack $gap={1}>
                            <Text $weight="semibold">{speaker.name}</Text>
                            <Text $size="sm" $muted>
                              {speaker.title}
                            </Text>
                          </Stack>
                        </Card>
                      ))}
                    </Grid>
                  )}
                </Stack>
              </section>
            </Stack>
            <RegisterBox event={event} />
          </DetailColumns>
        </Container>
      </PageBand>
    </>
  );
}

export function EventDetailPage() {
  const { eventId = '' } = useParams();
  const valid = /^[1-9]\d{0,9}$/.test(eventId);
  const event = useGetEventQuery(eventId, { skip: !valid });
  usePageTitle(event.data?.title ?? (!valid || event.error ? 'Acara tidak ditemukan' : 'Cyber Insight'));
  if (valid && event.isLoading) return <DetailSkeleton />;
  if (!valid || event.error || !event.data) {
    return (
      <DetailFailure
        error={valid ? event.error : { status: 404, message: 'Acara tidak ditemukan.' }}
        notFoundTitle="Acara tidak ditemukan"
        notFoundText="Acara ini tidak ada atau belum diumumkan."
        backTo="/cyber-insight"
        backLabel="Lihat semua acara"
        onRetry={() => void event.refetch()}
      />
    );
  }
  return <EventBody event={event.data} />;
}
