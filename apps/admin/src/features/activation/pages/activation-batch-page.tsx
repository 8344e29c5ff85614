/**
 * /admin/token-aktivasi/:batchId — the codes of one batch, paginated, with "Unduh CSV" through the token
 * helper (decision 0011), like the corporate member list.
 */
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { ErrorPanel, useTokenDownload } from '@akademi-siber/feature-app-frame';
import { ListHeader, PagedTable, PER_PAGE } from '@akademi-siber/feature-app-frame/lists';
import { Button, Container, Stack, usePageTitle, type TableColumn } from '@akademi-siber/ui-design-system';
import type { AdminActivationBatch, AdminActivationCode } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { useGetAdminActivationCodesQuery } from '../data/activation-api';
import { expiryBadge, TARGET_TYPE_LABELS } from '../parts/batch-labels';

const columns: TableColumn<AdminActivationCode>[] = [
  { key: 'code', header: 'Kode', render: (code) => <code>{code.code}</code> },
  {
    key: 'uses',
    header: 'Dipakai',
    align: 'right',
    render: (code) => `${formatNumber(code.uses)} / ${formatNumber(code.usesPerCode)}`,
  },
  { key: 'expiresAt', header: 'Kedaluwarsa', render: (code) => expiryBadge(code.expiresAt) },
];

export function ActivationBatchPage() {
  const params = useParams();
  const batchId = Number(params['batchId']);
  const batch = (useLocation().state as { batch?: AdminActivationBatch } | null)?.batch;
  const valid = Number.isInteger(batchId) && batchId > 0;
  usePageTitle(batch ? `Kode ${batch.name}` : 'Kode aktivasi', 'Admin');
  const [page, setPage] = useState(1);
  const result = useGetAdminActivationCodesQuery({ batchId, page, perPage: PER_PAGE }, { skip: !valid });
  const { download, isPreparing } = useTokenDownload();
  if (!valid || (result.error as { status?: number } | undefined)?.status === 404) return <ErrorPanel status={404} />;

  const base = `/api/lcadm/activation-batches/${batchId}`;
  const targetType = batch && TARGET_TYPE_LABELS[batch.type].toLowerCase();
  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <Link to="/admin/token-aktivasi">← Kembali ke daftar batch</Link>
        <ListHeader
          title={batch ? batch.name : `Batch kode #${batchId}`}
          lead={
            batch && (
              <>
                Membuka {targetType} {batch.targetTitle} · {formatNumber(batch.count)} kode,{' '}
                {formatNumber(batch.usesPerCode)}× pakai per kode
              </>
            )
          }
          action={
            <Button
              type="button"
              $variant="secondary"
              loading={isPreparing}
              onClick={() => void download(`${base}/export-token`, `${base}/export.csv`)}
            >
              Unduh CSV
            </Button>
          }
        />
        <PagedTable
          caption="Kode aktivasi"
          columns={columns}
          rowKey={(code) => code.code}
          errorTitle="Kode aktivasi belum dapat dimuat"
          emptyText="Batch ini belum punya kode."
          result={result}
          page={page}
          onPageChange={setPage}
        />
      </Stack>
    </Container>
  );
}
