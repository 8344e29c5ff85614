/**
 * Corporate Training (depan):
 * - `/corporate-training`: the trainings on offer, paginated, and the way to ask for one;
 * - `/corporate-training/{slug?}/{batch}` (spec §2): with both segments, a training's group page (the company's
 *   run of it: dates, participants, the way in for its members). With ONE segment react-router fills `batch`
 *   and leaves `slug` empty; that segment is the training's slug, so `/corporate-training/{slug}` is the
 *   training's own page (description, topics, groups);
 * - `/corporate-trainings`: every training at once and the request form "Ajukan pelatihan".
 */
import { Link, useParams, useSearchParams } from 'react-router-dom';
import {
  Button,
  Container,
  EmptyState,
  Grid,
  Pagination,
  SkeletonList,
  Stack,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import { useGetCorporateTrainingQuery, useGetCorporateTrainingsQuery } from '@akademi-siber/data-access-catalog';
import { QueryStates } from '@akademi-siber/ui-design-system/query-states';
import { DetailStates, PageBand, pageFrom, PageHeader } from '../../../layout/page-parts';
import { TrainingCard } from '../parts/training-card';
import { TrainingBody } from '../parts/training-detail';
import { TrainingRequestForm } from '../parts/training-request-form';

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
        lead={
          'Pelatihan keamanan siber untuk tim perusahaan Anda: materi disesuaikan, dibawakan praktisi, ' +
          'dengan laporan kemajuan setiap peserta.'
        }
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
