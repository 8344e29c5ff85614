/**
 * Corporate Training (depan):
 * - `/corporate-training`: the trainings on offer, paginated, and the way to ask for one;
 * - `/corporate-training/{slug?}/{batch}` (spec §2): with both segments, a training's group page (the company's
 *   run of it: dates, participants, the way in for its members). With ONE segment react-router fills `batch`
 *   and leaves `slug` empty; that segment is the training's slug, so `/corporate-training/{slug}` is the
 *   training's own page (description, topics, groups);
 * - `/corporate-trainings`: every training at once and the request form "Ajukan pelatihan".
 */
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { loginPathFor } from '@akademi-siber/data-access-auth';
import {
  Badge,
  Button,
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
import type { CorporateTrainingDetail, CorporateTrainingGroup } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { useGetCorporateTrainingQuery, useGetCorporateTrainingsQuery } from '@akademi-siber/data-access-catalog';
import { ContentText } from '../content/content-text';
import { QueryStates } from '@akademi-siber/ui-design-system/query-states';
import {
  DetailColumns,
  DetailStates,
  Facts,
  formatDateRange,
  PageBand,
  pageFrom,
  PageHeader,
  TrainingCard,
  useViewer,
} from './catalog-parts';
import { TrainingRequestForm } from './training-request-form';

export const TRAININGS_PER_PAGE = 9;
/** `/corporate-trainings` lists every training on one page (the API's largest page). */
export const ALL_TRAININGS_PER_PAGE = 100;

function TrainingList({
  page,
  perPage,
  onPageChange,
}: {
  page: number;
  perPage: number;
  onPageChange: (page: number) => void;
}) {
  const list = useGetCorporateTrainingsQuery({ page, perPage });
  return (
    <QueryStates
      query={list}
      errorTitle="Pelatihan belum dapat dimuat"
      loading={<SkeletonList rows={4} label="Memuat pelatihan…" />}
      isEmpty={(data) => data.data.length === 0}
      empty={
        <EmptyState
          title="Belum ada pelatihan"
          description="Katalog pelatihan sedang disusun. Ajukan kebutuhan tim Anda lewat formulir."
        />
      }
    >
      {(data) => (
        <Stack $gap={6} aria-busy={list.isFetching}>
          <Grid $min={280}>
            {data.data.map((training) => (
              <TrainingCard key={training.slug} training={training} />
            ))}
          </Grid>
          <Pagination page={page} perPage={perPage} total={data.meta.total} onPageChange={onPageChange} />
        </Stack>
      )}
    </QueryStates>
  );
}

export function CorporateTrainingPage() {
  usePageTitle('Corporate Training');
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  return (
    <>
      <PageHeader
        title="Corporate Training"
        lead="Pelatihan keamanan siber untuk tim perusahaan Anda: materi disesuaikan, dibawakan praktisi, dengan laporan kemajuan setiap peserta."
      >
        <div>
          <Button as={Link} to="/corporate-trainings#ajukan" $variant="primary">
            Ajukan pelatihan
          </Button>
        </div>
      </PageHeader>
      <PageBand aria-label="Daftar pelatihan">
        <Container>
          <TrainingList
            page={page}
            perPage={TRAININGS_PER_PAGE}
            onPageChange={(next) => setParams({ page: String(next) }, { preventScrollReset: true })}
          />
        </Container>
      </PageBand>
    </>
  );
}

// ---------------------------------------------------------------- one training / one group

function GroupCard({
  training,
  group,
  current,
}: {
  training: CorporateTrainingDetail;
  group: CorporateTrainingGroup;
  current: boolean;
}) {
  return (
    <Card as="li" style={current ? { borderColor: theme.colors.primary, borderWidth: 2 } : undefined}>
      <Stack $gap={1}>
        <Link to={`/corporate-training/${training.slug}/${group.slug}`} aria-current={current ? 'page' : undefined}>
          {group.name}
        </Link>
        <Text $size="sm" $muted>
          {group.companyName} · {formatDateRange(group.startsAt, group.endsAt)} · {formatNumber(group.participantCount)}{' '}
          peserta
        </Text>
      </Stack>
    </Card>
  );
}

function GroupPanel({ training, group }: { training: CorporateTrainingDetail; group: CorporateTrainingGroup }) {
  const viewer = useViewer();
  const location = useLocation();
  const memberPath = `/member/corporate-training/${training.slug}/${group.slug}`;
  return (
    <Card as="aside" aria-labelledby="group-title" style={{ borderTop: `4px solid ${theme.colors.primary}` }}>
      <Stack $gap={3}>
        <Text $size="sm" $muted>
          Grup pelatihan
        </Text>
        <Heading level={2} id="group-title" style={{ fontSize: theme.fontSizes.xl }}>
          {group.name}
        </Heading>
        <Facts
          items={[
            { label: 'Perusahaan', value: group.companyName },
            { label: 'Jadwal', value: formatDateRange(group.startsAt, group.endsAt) },
            { label: 'Peserta', value: <>{formatNumber(group.participantCount)} orang</> },
          ]}
        />
        {viewer.role === 'member' ? (
          <Button as={Link} to={memberPath} $variant="primary" $block>
            Buka kelas grup
          </Button>
        ) : viewer.role === null && !viewer.checking ? (
          <Button as={Link} to={loginPathFor(`${location.pathname}${location.search}`)} $variant="primary" $block>
            Masuk sebagai peserta
          </Button>
        ) : viewer.role !== null ? (
          <Text $size="sm" $muted>
            Kelas grup hanya dapat dibuka dengan akun member yang didaftarkan perusahaan.
          </Text>
        ) : null}
        <Text $size="sm" $muted>
          Peserta didaftarkan oleh perusahaan. Hubungi koordinator pelatihan di kantor Anda bila belum punya akses.
        </Text>
      </Stack>
    </Card>
  );
}

function TrainingBody({ training, groupSlug }: { training: CorporateTrainingDetail; groupSlug?: string }) {
  const group = groupSlug
    ? training.groups.find((item) => item.slug.toLowerCase() === groupSlug.toLowerCase())
    : undefined;
  return (
    <>
      <PageBand $muted aria-labelledby="training-title">
        <Container>
          <Stack $gap={4}>
            <Link to="/corporate-training">← Semua pelatihan</Link>
            <Heading level={1} id="training-title">
              {group ? `${training.title}: ${group.name}` : training.title}
            </Heading>
            <Text $size="lg" $muted style={{ maxWidth: 760 }}>
              {training.summary}
            </Text>
            <span>
              <Badge>{training.durationDays} hari</Badge>
            </span>
          </Stack>
        </Container>
      </PageBand>
      <PageBand>
        <Container>
          <DetailColumns>
            <Stack $gap={8}>
              {groupSlug && !group && (
                <Notice $tone="warning" role="status">
                  Grup “{groupSlug}” tidak ditemukan pada pelatihan ini. Berikut grup yang ada.
                </Notice>
              )}
              <section aria-labelledby="training-about">
                <Stack $gap={3}>
                  <Heading level={2} id="training-about">
                    Tentang pelatihan
                  </Heading>
                  <ContentText body={training.description} headingLevel={3} />
                </Stack>
              </section>
              {training.topics.length > 0 && (
                <section aria-labelledby="training-topics">
                  <Stack $gap={3}>
                    <Heading level={2} id="training-topics">
                      Topik
                    </Heading>
                    <ul style={{ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: 8 }}>
                      {training.topics.map((topic) => (
                        <li key={topic}>{topic}</li>
                      ))}
                    </ul>
                  </Stack>
                </section>
              )}
              <section aria-labelledby="training-groups">
                <Stack $gap={3}>
                  <Heading level={2} id="training-groups">
                    Grup pelatihan
                  </Heading>
                  {training.groups.length === 0 ? (
                    <Text $muted>Belum ada grup perusahaan untuk pelatihan ini.</Text>
                  ) : (
                    <Stack as="ul" $gap={3} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
                      {training.groups.map((item) => (
                        <GroupCard
                          key={item.slug}
                          training={training}
                          group={item}
                          current={item.slug === group?.slug}
                        />
                      ))}
                    </Stack>
                  )}
                </Stack>
              </section>
            </Stack>
            {group ? (
              <GroupPanel training={training} group={group} />
            ) : (
              <Card
                as="aside"
                aria-labelledby="training-cta"
                style={{ borderTop: `4px solid ${theme.colors.primary}` }}
              >
                <Stack $gap={3}>
                  <Heading level={2} id="training-cta" style={{ fontSize: theme.fontSizes.xl }}>
                    Tertarik untuk tim Anda?
                  </Heading>
                  <Text $muted>
                    Kami menyesuaikan jadwal, lokasi, dan studi kasus dengan kebutuhan perusahaan Anda.
                  </Text>
                  <Button
                    as={Link}
                    to={`/corporate-trainings?pelatihan=${encodeURIComponent(training.slug)}#ajukan`}
                    $variant="primary"
                    $block
                  >
                    Ajukan pelatihan ini
                  </Button>
                </Stack>
              </Card>
            )}
          </DetailColumns>
        </Container>
      </PageBand>
    </>
  );
}

export function CorporateTrainingDetailPage() {
  const params = useParams();
  // One segment: react-router puts it in `batch` — it is the training's slug (see the module comment).
  const trainingSlug = params['slug'] ?? params['batch'] ?? '';
  const groupSlug = params['slug'] ? params['batch'] : undefined;
  const training = useGetCorporateTrainingQuery(trainingSlug);
  usePageTitle(training.data?.title ?? (training.error ? 'Pelatihan tidak ditemukan' : 'Corporate Training'));
  return (
    <DetailStates
      query={training}
      notFoundTitle="Pelatihan tidak ditemukan"
      notFoundText="Pelatihan ini tidak ada atau sudah tidak ditawarkan."
      backTo="/corporate-training"
      backLabel="Lihat semua pelatihan"
    >
      {(data) => <TrainingBody training={data} groupSlug={groupSlug} />}
    </DetailStates>
  );
}

// ---------------------------------------------------------------- all trainings + request

export function CorporateTrainingsPage() {
  usePageTitle('Semua Corporate Training');
  const [params] = useSearchParams();
  const all = useGetCorporateTrainingsQuery({ page: 1, perPage: ALL_TRAININGS_PER_PAGE });
  const options = (all.data?.data ?? []).map((training) => ({ value: training.slug, label: training.title }));
  const wanted = params.get('pelatihan') ?? '';
  return (
    <>
      <PageHeader
        title="Semua Corporate Training"
        lead="Pilih pelatihan yang sesuai, atau ceritakan kebutuhan tim Anda dan kami susunkan programnya."
      />
      <PageBand aria-label="Semua pelatihan">
        <Container>
          <QueryStates
            query={all}
            errorTitle="Pelatihan belum dapat dimuat"
            loading={<SkeletonList rows={4} label="Memuat pelatihan…" />}
            isEmpty={(data) => data.data.length === 0}
            empty={
              <EmptyState
                title="Belum ada pelatihan"
                description="Katalog pelatihan sedang disusun. Ajukan kebutuhan tim Anda lewat formulir di bawah."
              />
            }
          >
            {(data) => (
              <Grid $min={280}>
                {data.data.map((training) => (
                  <TrainingCard key={training.slug} training={training} />
                ))}
              </Grid>
            )}
          </QueryStates>
        </Container>
      </PageBand>
      <PageBand $muted id="ajukan" aria-label="Formulir pengajuan pelatihan" style={{ scrollMarginTop: 80 }}>
        <Container $maxWidth="820px">
          {/* Remounted once the list arrives so a training asked for in the link is preselected. */}
          <TrainingRequestForm
            key={wanted && all.data ? 'ready' : 'form'}
            trainings={options}
            initialTraining={options.some((o) => o.value === wanted) ? wanted : ''}
          />
        </Container>
      </PageBand>
    </>
  );
}
