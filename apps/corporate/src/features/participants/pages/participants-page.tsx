/**
 * /corporate-program/member/{batchId}/group/{corporateId} (Member, by name) and
 * /corporate-program/point/{batchId}/group/{corporateId} (Progres Belajar, by points): the company's employees in
 * the selected batch. A batch without full access shows who takes part but not their progress or points.
 * The Member list downloads as CSV (all participants, by name) through the token helper.
 */
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import type { ApiError } from '@akademi-siber/data-access-api';
import { ErrorPanel, useTokenDownload } from '@akademi-siber/feature-app-frame';
import {
  Button,
  Container,
  ErrorState,
  Heading,
  Notice,
  Pagination,
  ProgressBar,
  SkeletonList,
  Stack,
  Table,
  Text,
  TextField,
  type TableColumn,
} from '@akademi-siber/ui-design-system';
import type { CorporateParticipant } from '@akademi-siber/util-contracts';
import { formatDate, formatNumber } from '@akademi-siber/util-format';
import { useGetCorporateParticipantsQuery, type ParticipantsArgs } from '../data/participants-api';

const PER_PAGE = 10;

const VIEWS = {
  member: {
    title: 'Member',
    caption: 'Peserta program',
    intro: 'Karyawan yang mengikuti program di batch ini, urut nama.',
  },
  point: {
    title: 'Progres Belajar',
    caption: 'Peringkat progres belajar',
    intro: 'Progres dan poin tiap peserta, dari poin tertinggi.',
  },
} as const;

const dash = (value: number | null, show: (n: number) => string) => (value === null ? '—' : show(value));

const COLUMNS: Record<ParticipantsArgs['view'], TableColumn<CorporateParticipant>[]> = {
  member: [
    { key: 'name', header: 'Nama' },
    { key: 'username', header: 'Username' },
    { key: 'joinedAt', header: 'Bergabung', render: (row) => formatDate(row.joinedAt) },
    {
      key: 'progress',
      header: 'Progres',
      align: 'right',
      render: (row) => dash(row.progress, (n) => `${formatNumber(n)}%`),
    },
  ],
  point: [
    { key: 'rank', header: 'Peringkat', align: 'right', render: (row) => `#${row.rank}` },
    { key: 'name', header: 'Nama' },
    {
      key: 'progress',
      header: 'Progres',
      render: (row) =>
        row.progress === null ? (
          '—'
        ) : (
          <ProgressBar value={row.progress} label={`Progres ${row.name}: ${row.progress}%`} />
        ),
    },
    { key: 'point', header: 'Poin', align: 'right', render: (row) => dash(row.point, formatNumber) },
  ],
};

function positiveInt(value: string | undefined): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}

export function ParticipantsPage({ view }: { view: ParticipantsArgs['view'] }) {
  const params = useParams();
  const batchId = positiveInt(params['batchId']);
  const corporateId = positiveInt(params['corporateId']);
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const [draft, setDraft] = useState('');
  const valid = batchId !== null && corporateId !== null;
  const { data, isLoading, error, refetch } = useGetCorporateParticipantsQuery(
    { view, batchId: batchId ?? 0, corporateId: corporateId ?? 0, page, perPage: PER_PAGE, q },
    { skip: !valid },
  );
  const texts = VIEWS[view];
  const { download, isPreparing } = useTokenDownload();

  if (!valid) {
    return (
      <Container style={{ paddingBlock: 32 }}>
        <Notice $tone="info">
          Belum ada batch program untuk perusahaan Anda. Batch yang tersedia akan tampil di pemilih batch.
        </Notice>
      </Container>
    );
  }
  const apiError = error as ApiError | undefined;
  if (apiError?.status === 404) return <ErrorPanel status={404} message={apiError.message} />;

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQ(draft.trim());
    setPage(1);
  };
  const limited = data?.data.some((row) => row.progress === null) ?? false;

  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <Stack $gap={1}>
          <Heading level={1}>{texts.title}</Heading>
          <Text $muted>{texts.intro}</Text>
        </Stack>
        <form onSubmit={search} role="search" aria-label="Cari peserta">
          <Stack $direction="row" $gap={3} $align="flex-end" $wrap>
            <TextField
              label="Cari nama atau username"
              name="q"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
            <Button type="submit" $variant="secondary">
              Cari
            </Button>
            {view === 'member' && (
              <Button
                type="button"
                $variant="secondary"
                loading={isPreparing}
                onClick={() => {
                  const base = `/api/corporate/member/${batchId}/group/${corporateId}`;
                  void download(`${base}/export-token`, `${base}/export.csv`);
                }}
              >
                Unduh CSV
              </Button>
            )}
          </Stack>
        </form>
        {limited && (
          <Notice $tone="warning">
            Batch ini memiliki akses terbatas: progres dan poin per peserta tidak ditampilkan.
          </Notice>
        )}
        {isLoading ? (
          <SkeletonList rows={5} />
        ) : apiError ? (
          <ErrorState
            title={`${texts.title} belum dapat dimuat`}
            message={apiError.message}
            onRetry={() => void refetch()}
          />
        ) : (
          <>
            <Table
              caption={texts.caption}
              columns={COLUMNS[view]}
              rows={data?.data ?? []}
              rowKey="username"
              emptyText={q ? 'Tidak ada peserta yang cocok.' : 'Belum ada peserta di batch ini.'}
            />
            {data && <Pagination page={page} perPage={PER_PAGE} total={data.meta.total} onPageChange={setPage} />}
          </>
        )}
      </Stack>
    </Container>
  );
}

export const MemberPage = () => <ParticipantsPage view="member" />;
export const ProgressPage = () => <ParticipantsPage view="point" />;
