/**
 * /admin/corporate-program/{batchId} — one program batch (decision 0046): its days, manager access and inactive
 * setting (changed with the batch form), and the companies taking part — each with its learning items, employees,
 * managers and average progress, opening the company's page — with "Tambah perusahaan" from the register.
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorMessage, errorStatus } from '@akademi-siber/data-access-api';
import { ErrorPanel } from '@akademi-siber/feature-app-frame';
import { PagedTable, WideCell } from '@akademi-siber/feature-app-frame/lists';
import {
  Button,
  Container,
  ErrorState,
  Grid,
  Heading,
  Modal,
  ProgressBar,
  SkeletonList,
  Stack,
  StatCard,
  Text,
  usePageTitle,
  type TableColumn,
} from '@akademi-siber/ui-design-system';
import type { AdminProgramCompanySummary } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { useGetAdminProgramBatchQuery } from '../data/program-api';
import { AddCompanyForm } from '../parts/add-company-form';
import { BatchForm } from '../parts/batch-form';
import { AccessBadge } from '../parts/program-facts';
import { idParam, periodText, PROGRAM_HOME, programCompanyPath } from '../parts/program-links';

const companyColumns = (batchId: number): TableColumn<AdminProgramCompanySummary>[] => [
  {
    key: 'name',
    header: 'Perusahaan',
    render: (company) => (
      <WideCell>
        <Link to={programCompanyPath(batchId, company.id)}>{company.name}</Link>
      </WideCell>
    ),
  },
  { key: 'items', header: 'Materi', align: 'right', render: (company) => formatNumber(company.items) },
  { key: 'employees', header: 'Karyawan', align: 'right', render: (company) => formatNumber(company.employees) },
  { key: 'managers', header: 'Manajer', align: 'right', render: (company) => formatNumber(company.managers) },
  {
    key: 'progress',
    header: 'Progres rata-rata',
    render: (company) => (
      <div style={{ minWidth: '9rem' }}>
        <ProgressBar value={company.averageProgress} label={`Progres rata-rata ${company.name}`} hideLabel />
        <Text as="span" $size="sm" $muted>
          {formatNumber(company.averageProgress)}%
        </Text>
      </div>
    ),
  },
];

export function BatchPage() {
  const batchId = idParam(useParams()['batchId']);
  const result = useGetAdminProgramBatchQuery({ batchId }, { skip: batchId === 0 });
  const batch = result.data;
  const [dialog, setDialog] = useState<'edit' | 'company' | null>(null);
  usePageTitle(batch ? batch.name : 'Batch program', 'Admin');

  if (batchId === 0 || errorStatus(result.error) === 404) {
    return <ErrorPanel status={404} message={errorMessage(result.error, 'Batch program tidak ditemukan.')} />;
  }

  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <Link to={PROGRAM_HOME}>← Program Korporat</Link>
        {result.isLoading ? (
          <SkeletonList rows={4} />
        ) : result.error || !batch ? (
          <ErrorState
            title="Batch belum dapat dimuat"
            message={errorMessage(result.error)}
            onRetry={() => void result.refetch()}
          />
        ) : (
          <>
            <Stack $direction="row" $gap={3} $justify="space-between" $align="flex-end" $wrap>
              <Stack $gap={1} style={{ minWidth: 0 }}>
                <Heading level={1} style={{ overflowWrap: 'anywhere' }}>
                  {batch.name}
                </Heading>
                <Text $muted>{periodText(batch.startsAt, batch.endsAt)}</Text>
              </Stack>
              <Button type="button" $variant="secondary" onClick={() => setDialog('edit')}>
                Ubah batch
              </Button>
            </Stack>
            <Grid $min="150px" $gap={4}>
              <StatCard label="Akses manajer" value={<AccessBadge full={batch.isFullAccess} />} />
              <StatCard
                label="Batas tidak aktif"
                value={`${formatNumber(batch.inactiveAfterDays)} hari`}
                hint="tanpa aktivitas"
              />
              <StatCard label="Perusahaan" value={formatNumber(batch.companies)} />
              <StatCard label="Karyawan" value={formatNumber(batch.employees)} />
            </Grid>
            <Stack $gap={4}>
              <Stack $direction="row" $gap={3} $justify="space-between" $align="flex-end" $wrap>
                <Text $size="sm" $muted style={{ flex: '1 1 18rem' }}>
                  Buka perusahaan untuk mengatur materi program, karyawan, dan manajernya di batch ini.
                </Text>
                <Button type="button" onClick={() => setDialog('company')}>
                  Tambah perusahaan
                </Button>
              </Stack>
              <PagedTable
                caption="Perusahaan peserta"
                columns={companyColumns(batch.id)}
                rowKey={(company) => company.id}
                errorTitle="Perusahaan belum dapat dimuat"
                emptyText="Belum ada perusahaan di batch ini. Tambahkan dari daftar perusahaan."
                result={{ data: batch.companyRows, isLoading: false, refetch: result.refetch }}
              />
            </Stack>
            <Modal open={dialog === 'edit'} title="Ubah batch program" onClose={() => setDialog(null)}>
              {dialog === 'edit' && <BatchForm batch={batch} onDone={() => setDialog(null)} />}
            </Modal>
            <Modal open={dialog === 'company'} title="Tambah perusahaan" onClose={() => setDialog(null)}>
              {dialog === 'company' && (
                <AddCompanyForm
                  batchId={batch.id}
                  taken={batch.companyRows.map((company) => company.id)}
                  onDone={() => setDialog(null)}
                />
              )}
            </Modal>
          </>
        )}
      </Stack>
    </Container>
  );
}
