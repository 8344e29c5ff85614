/**
 * /liveclass (depan): scheduled classes with their next batch; /liveclass/{liveClassSlug}/{batchSlug?}: one class
 * with a batch selector (sessions, seats left, registration window, status) and the way to register. Without a
 * batch in the URL the first batch open for registration is shown (else the first one).
 */
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Avatar,
  Badge,
  Card,
  Container,
  EmptyState,
  Grid,
  Heading,
  Notice,
  Pagination,
  SkeletonList,
  Stack,
  Text,
  theme,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import type { LiveClassDetail } from '@akademi-siber/util-contracts';
import { formatDate, formatDateTime } from '@akademi-siber/util-format';
import { useGetLiveClassesQuery, useGetLiveClassQuery } from '@akademi-siber/data-access-catalog';
import { ContentText } from '../../../layout/content-text';
import { QueryStates } from '@akademi-siber/ui-design-system/query-states';
import { DetailColumns, DetailStates, Facts, PageBand, pageFrom, PageHeader } from '../../../layout/page-parts';
import { BatchStatusBadge, formatDateRange, LiveClassCard, PriceTag, seatsLabel } from '../parts/catalog-cards';
import { BatchActions, BatchSelector } from '../parts/batch-selector';

export const LIVE_CLASSES_PER_PAGE = 9;

export function LiveClassesPage() {
  usePageTitle('Live Class');
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const list = useGetLiveClassesQuery({ page, perPage: LIVE_CLASSES_PER_PAGE });
  return (
    <>
      <PageHeader
        title="Live Class"
        lead={
          'Belajar langsung bersama praktisi dalam batch terjadwal: sesi interaktif, pre-test dan ' +
          'post-test, diskusi, dan sertifikat.'
        }
      />
      <PageBand aria-label="Daftar live class">
        <Container>
          <QueryStates
            query={list}
            errorTitle="Live class belum dapat dimuat"
            loading={<SkeletonList rows={4} label="Memuat live class…" />}
            isEmpty={(data) => data.data.length === 0}
            empty={
              <EmptyState
                title="Belum ada live class"
                description="Jadwal live class berikutnya segera diumumkan. Kunjungi lagi nanti."
              />
            }
          >
            {(data) => (
              <Stack $gap={6} aria-busy={list.isFetching}>
                <Grid $min={280}>
                  {data.data.map((liveClass) => (
                    <LiveClassCard key={liveClass.slug} liveClass={liveClass} />
                  ))}
                </Grid>
                <Pagination
                  page={page}
                  perPage={LIVE_CLASSES_PER_PAGE}
                  total={data.meta.total}
                  onPageChange={(next) => setParams({ page: String(next) }, { preventScrollReset: true })}
                />
              </Stack>
            )}
          </QueryStates>
        </Container>
      </PageBand>
    </>
  );
}

// ---------------------------------------------------------------- detail

const Schedule = styled.ol`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding-left: 1.25rem;
`;

function LiveClassBody({ liveClass, batchSlug }: { liveClass: LiveClassDetail; batchSlug?: string }) {
  const navigate = useNavigate();
  const fromUrl = batchSlug
    ? liveClass.batches.find((batch) => batch.slug.toLowerCase() === batchSlug.toLowerCase())
    : undefined;
  const selected =
    fromUrl ?? liveClass.batches.find((batch) => batch.registrationStatus === 'open') ?? liveClass.batches[0];
  return (
    <>
      <PageBand $muted aria-labelledby="liveclass-title">
        <Container>
          <Stack $gap={4}>
            <Link to="/liveclass">← Semua live class</Link>
            <Heading level={1} id="liveclass-title">
              {liveClass.title}
            </Heading>
            <Stack $direction="row" $gap={2} $wrap>
              <Badge $tone="info">{liveClass.level}</Badge>
              <Badge>{liveClass.category}</Badge>
            </Stack>
            <Stack $direction="row" $gap={3} $align="center">
              <Avatar src={liveClass.instructor.avatarUrl} name={liveClass.instructor.name} alt="" size={40} />
              <Text>
                Instruktur: <Link to={`/${liveClass.instructor.username}`}>{liveClass.instructor.name}</Link>
              </Text>
            </Stack>
          </Stack>
        </Container>
      </PageBand>
      <PageBand>
        <Container>
          <DetailColumns>
            <Stack $gap={8}>
              {batchSlug && !fromUrl && (
                <Notice $tone="warning" role="status">
                  Batch “{batchSlug}” tidak ditemukan. Berikut batch lain dari kelas ini.
                </Notice>
              )}
              {selected ? (
                <BatchSelector
                  liveClass={liveClass}
                  selected={selected}
                  onSelect={(batch) =>
                    navigate(`/liveclass/${liveClass.slug}/${batch.slug}`, { replace: true, preventScrollReset: true })
                  }
                />
              ) : (
                <EmptyState
                  headingLevel={2}
                  title="Belum ada batch"
                  description="Batch berikutnya untuk kelas ini segera dijadwalkan."
                />
              )}
              <section aria-labelledby="liveclass-about">
                <Stack $gap={3}>
                  <Heading level={2} id="liveclass-about">
                    Tentang kelas ini
                  </Heading>
                  <ContentText body={liveClass.description} headingLevel={3} />
                </Stack>
              </section>
              {liveClass.syllabus.length > 0 && (
                <section aria-labelledby="liveclass-syllabus">
                  <Stack $gap={3}>
                    <Heading level={2} id="liveclass-syllabus">
                      Materi yang dipelajari
                    </Heading>
                    <Schedule as="ul">
                      {liveClass.syllabus.map((topic) => (
                        <li key={topic}>{topic}</li>
                      ))}
                    </Schedule>
                  </Stack>
                </section>
              )}
            </Stack>
            {selected && (
              <Card
                as="aside"
                aria-labelledby="batch-box-title"
                style={{ borderTop: `4px solid ${theme.colors.primary}` }}
              >
                <Stack $gap={4}>
                  <Stack $gap={2}>
                    <Heading level={2} id="batch-box-title" style={{ fontSize: theme.fontSizes.xl }}>
                      {selected.name}
                    </Heading>
                    <span>
                      <BatchStatusBadge status={selected.registrationStatus} />
                    </span>
                  </Stack>
                  <PriceTag price={selected.price} salePrice={selected.salePrice} large />
                  <Facts
                    items={[
                      { label: 'Kursi', value: seatsLabel(selected.seatsLeft, selected.quota) },
                      {
                        label: 'Pendaftaran',
                        value: (
                          <>
                            {formatDate(selected.registrationOpensAt)} – {formatDate(selected.registrationClosesAt)}
                          </>
                        ),
                      },
                      { label: 'Pelaksanaan', value: formatDateRange(selected.startsAt, selected.endsAt) },
                    ]}
                  />
                  <section aria-labelledby="batch-sessions">
                    <Stack $gap={2}>
                      <Heading level={3} id="batch-sessions" style={{ fontSize: theme.fontSizes.md }}>
                        Jadwal sesi
                      </Heading>
                      {selected.sessions.length === 0 ? (
                        <Text $size="sm" $muted>
                          Jadwal sesi segera diumumkan.
                        </Text>
                      ) : (
                        <Schedule>
                          {selected.sessions.map((session) => (
                            <li key={`${session.title}-${session.startsAt}`}>
                              <Text $size="sm" $weight="semibold">
                                {session.title}
                              </Text>
                              <Text $size="sm" $muted>
                                <time dateTime={session.startsAt}>
                                  {formatDateTime(session.startsAt, { withZone: true })}
                                </time>
                              </Text>
                            </li>
                          ))}
                        </Schedule>
                      )}
                    </Stack>
                  </section>
                  <BatchActions liveClass={liveClass} batch={selected} />
                </Stack>
              </Card>
            )}
          </DetailColumns>
        </Container>
      </PageBand>
    </>
  );
}

export function LiveClassDetailPage() {
  const { liveClassSlug = '', batchSlug } = useParams();
  const liveClass = useGetLiveClassQuery(liveClassSlug);
  usePageTitle(liveClass.data?.title ?? (liveClass.error ? 'Live class tidak ditemukan' : 'Live Class'));
  return (
    <DetailStates
      query={liveClass}
      notFoundTitle="Live class tidak ditemukan"
      notFoundText="Kelas ini tidak ada atau sudah tidak ditawarkan."
      backTo="/liveclass"
      backLabel="Lihat semua live class"
    >
      {(data) => <LiveClassBody liveClass={data} batchSlug={batchSlug} />}
    </DetailStates>
  );
}
