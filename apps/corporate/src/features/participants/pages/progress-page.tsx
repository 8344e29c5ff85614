/**
 * /corporate-program/point/{batchId}/group/{corporateId} — Progres Belajar (decision 0047): the batch's point ranking
 * (full access only) and each learning item's completion (aggregates, in every batch).
 */
import { useState } from 'react';
import { errorMessage, errorStatus } from '@akademi-siber/data-access-api';
import { hasFullAccess, useSession } from '@akademi-siber/data-access-auth';
import { ErrorPanel } from '@akademi-siber/feature-app-frame';
import { PagedTable } from '@akademi-siber/feature-app-frame/lists';
import {
  Container,
  ErrorState,
  Heading,
  Notice,
  ProgressBar,
  SkeletonList,
  Stack,
  Text,
  usePageTitle,
  type TableColumn,
} from '@akademi-siber/ui-design-system';
import type { CorporateEmployee } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { departmentName, ItemTable, NoBatchNotice, SearchForm, useBatchParams } from '../../figures';
import { useGetCorporateItemFiguresQuery, useGetCorporateRankingQuery } from '../data/participants-api';

const PER_PAGE = 10;

const COLUMNS: TableColumn<CorporateEmployee>[] = [
  { key: 'rank', header: 'Peringkat', align: 'right', render: (row) => `#${row.rank}` },
  { key: 'name', header: 'Nama' },
  { key: 'department', header: 'Departemen', render: (row) => departmentName(row.department) },
  {
    key: 'progress',
    header: 'Progres',
    render: (row) => (
      <ProgressBar value={row.progress} label={`Progres ${row.name}: ${row.completedItems}/${row.items} materi`} />
    ),
  },
  { key: 'point', header: 'Poin', align: 'right', render: (row) => formatNumber(row.point) },
];

function Ranking({ batchId, corporateId }: { batchId: number; corporateId: number }) {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const result = useGetCorporateRankingQuery({ batchId, corporateId, page, perPage: PER_PAGE, q: q || undefined });
  return (
    <Stack $gap={4}>
      <SearchForm
        name="Cari di peringkat"
        label="Cari nama, username atau email"
        onSearch={(term) => {
          setQ(term);
          setPage(1);
        }}
      />
      <PagedTable
        caption="Peringkat progres belajar"
        columns={COLUMNS}
        rowKey={(row) => row.username}
        errorTitle="Peringkat belum dapat dimuat"
        emptyText={q ? 'Tidak ada karyawan yang cocok.' : 'Belum ada karyawan di batch ini.'}
        result={result}
        page={page}
        onPageChange={setPage}
        perPage={PER_PAGE}
      />
    </Stack>
  );
}

export function ProgressPage() {
  const ids = useBatchParams();
  const { user } = useSession();
  usePageTitle('Progres Belajar');
  const valid = ids !== null && ids.batchId > 0 && ids.corporateId > 0;
  const args = { batchId: ids?.batchId ?? 0, corporateId: ids?.corporateId ?? 0 };
  const items = useGetCorporateItemFiguresQuery(args, { skip: !valid });

  if (!valid) {
    return <NoBatchNotice />;
  }
  if (errorStatus(items.error) === 404) return <ErrorPanel status={404} message={errorMessage(items.error, '')} />;
  const full = hasFullAccess(user, args.batchId);
  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <Stack $gap={1}>
          <Heading level={1}>Progres Belajar</Heading>
          <Text $muted>Peringkat poin karyawan dan penyelesaian tiap materi di batch ini.</Text>
        </Stack>
        {full ? (
          <Ranking {...args} />
        ) : (
          <Notice $tone="warning">
            Batch ini memiliki akses terbatas: peringkat dan poin per karyawan tidak ditampilkan. Penyelesaian per
            materi di bawah adalah angka gabungan.
          </Notice>
        )}
        <section aria-labelledby="per-materi">
          <Stack $gap={3}>
            <Heading level={2} id="per-materi">
              Penyelesaian per materi
            </Heading>
            {items.isLoading ? (
              <SkeletonList rows={3} />
            ) : items.error ? (
              <ErrorState
                title="Penyelesaian materi belum dapat dimuat"
                message={errorMessage(items.error, '')}
                onRetry={() => void items.refetch()}
              />
            ) : (
              <ItemTable rows={items.data ?? []} caption="Penyelesaian tiap materi" />
            )}
          </Stack>
        </section>
      </Stack>
    </Container>
  );
}
