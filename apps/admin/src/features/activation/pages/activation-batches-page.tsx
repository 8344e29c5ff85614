/** /admin/token-aktivasi — batches of activation codes, and the form that generates a new batch. */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Container, Modal, Stack, usePageTitle, type TableColumn } from '@akademi-siber/ui-design-system';
import { ListHeader, NoWrap, PagedTable, PER_PAGE, WideCell } from '@akademi-siber/feature-app-frame/lists';
import type { AdminActivationBatch } from '@akademi-siber/util-contracts';
import { formatDate, formatNumber } from '@akademi-siber/util-format';
import { useGetAdminActivationBatchesQuery } from '../data/activation-api';
import { ActivationForm } from '../parts/activation-form';
import { batchPath, expiryBadge, TARGET_TYPE_LABELS } from '../parts/batch-labels';

export function ActivationBatchesPage() {
  usePageTitle('Token Aktivasi', 'Admin');
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const result = useGetAdminActivationBatchesQuery({ page, perPage: PER_PAGE });

  const columns: TableColumn<AdminActivationBatch>[] = [
    {
      key: 'name',
      header: 'Nama batch',
      render: (batch) => (
        <Link to={batchPath(batch)} state={{ batch }}>
          {batch.name}
        </Link>
      ),
    },
    {
      key: 'target',
      header: 'Membuka',
      render: (batch) => <WideCell>{`${TARGET_TYPE_LABELS[batch.type]}: ${batch.targetTitle}`}</WideCell>,
    },
    { key: 'count', header: 'Kode', align: 'right', render: (batch) => formatNumber(batch.count) },
    {
      key: 'uses',
      header: 'Dipakai',
      align: 'right',
      render: (batch) => `${formatNumber(batch.redeemed)} / ${formatNumber(batch.count * batch.usesPerCode)}`,
    },
    { key: 'expiresAt', header: 'Kedaluwarsa', render: (batch) => expiryBadge(batch.expiresAt) },
    { key: 'createdAt', header: 'Dibuat', render: (batch) => <NoWrap>{formatDate(batch.createdAt)}</NoWrap> },
  ];

  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <ListHeader
          title="Token Aktivasi"
          lead="Kode yang membuka kelas, batch live class, atau paket langganan tanpa pembayaran."
          action={
            <Button type="button" onClick={() => setCreating(true)}>
              Buat kode aktivasi
            </Button>
          }
        />
        <PagedTable
          caption="Batch kode aktivasi"
          columns={columns}
          rowKey={(batch) => batch.id}
          errorTitle="Batch kode aktivasi belum dapat dimuat"
          emptyText="Belum ada kode aktivasi. Buat batch pertama."
          result={result}
          page={page}
          onPageChange={setPage}
        />
      </Stack>
      <Modal open={creating} title="Buat kode aktivasi" onClose={() => setCreating(false)} size="lg">
        <ActivationForm
          onDone={() => setCreating(false)}
          onCreated={(batch) => {
            setCreating(false);
            navigate(batchPath(batch), { state: { batch } });
          }}
        />
      </Modal>
    </Container>
  );
}
