/** The affiliate's two histories, a page at a time: commissions earned and payouts requested. */
import { useState } from 'react';
import { errorMessage } from '@akademi-siber/data-access-api';
import {
  Badge,
  ErrorState,
  Pagination,
  SkeletonList,
  Stack,
  Table,
  Text,
  type BadgeTone,
} from '@akademi-siber/ui-design-system';
import type { AffiliateCommission, AffiliatePayout, PayoutStatus } from '@akademi-siber/util-contracts';
import { formatCurrency, formatDate } from '@akademi-siber/util-format';
import { useGetAffiliateCommissionsQuery, useGetAffiliatePayoutsQuery } from '../data/affiliate-api';

const PER_PAGE = 10;

export function Commissions() {
  const [page, setPage] = useState(1);
  const { data, isLoading, error, refetch } = useGetAffiliateCommissionsQuery({ page, perPage: PER_PAGE });
  if (isLoading) return <SkeletonList rows={3} />;
  if (error || !data)
    return (
      <ErrorState
        title="Riwayat komisi belum dapat dimuat"
        message={errorMessage(error)}
        onRetry={refetch}
        headingLevel={3}
      />
    );
  return (
    <Stack $gap={3}>
      <Table<AffiliateCommission>
        caption="Riwayat komisi"
        hideCaption
        rows={data.data}
        rowKey="id"
        emptyText="Belum ada komisi. Bagikan tautan referal Anda untuk mulai mendapatkannya."
        columns={[
          { key: 'createdAt', header: 'Tanggal', render: (row) => formatDate(row.createdAt) },
          { key: 'idTransaction', header: 'Pesanan', render: (row) => <code>{row.idTransaction}</code> },
          {
            key: 'orderTotal',
            header: 'Nilai pesanan',
            align: 'right',
            render: (row) => formatCurrency(row.orderTotal),
          },
          { key: 'amount', header: 'Komisi', align: 'right', render: (row) => formatCurrency(row.amount) },
          {
            key: 'status',
            header: 'Status',
            render: (row) =>
              row.status === 'available' ? (
                <Badge $tone="success">Tersedia</Badge>
              ) : (
                <Badge $tone="warning">Tertahan s.d. {formatDate(row.availableAt)}</Badge>
              ),
          },
        ]}
      />
      <Pagination page={page} perPage={PER_PAGE} total={data.meta.total} onPageChange={setPage} />
    </Stack>
  );
}

const PAYOUT_STATUS: Record<PayoutStatus, { label: string; tone: BadgeTone }> = {
  requested: { label: 'Diproses', tone: 'info' },
  paid: { label: 'Dibayar', tone: 'success' },
  rejected: { label: 'Ditolak', tone: 'danger' },
};

export function Payouts() {
  const [page, setPage] = useState(1);
  const { data, isLoading, error, refetch } = useGetAffiliatePayoutsQuery({ page, perPage: PER_PAGE });
  if (isLoading) return <SkeletonList rows={2} />;
  if (error || !data)
    return (
      <ErrorState
        title="Riwayat pencairan belum dapat dimuat"
        message={errorMessage(error)}
        onRetry={refetch}
        headingLevel={3}
      />
    );
  return (
    <Stack $gap={3}>
      <Table<AffiliatePayout>
        caption="Riwayat pencairan"
        hideCaption
        rows={data.data}
        rowKey="id"
        emptyText="Belum ada permintaan pencairan."
        columns={[
          { key: 'requestedAt', header: 'Diajukan', render: (row) => formatDate(row.requestedAt) },
          { key: 'amount', header: 'Jumlah', align: 'right', render: (row) => formatCurrency(row.amount) },
          {
            key: 'bank',
            header: 'Rekening',
            render: (row) => `${row.bank} ${row.accountNumber} a.n. ${row.accountName}`,
          },
          {
            key: 'status',
            header: 'Status',
            render: (row) => (
              <Stack $gap={1} $align="flex-start">
                <Badge $tone={PAYOUT_STATUS[row.status].tone}>{PAYOUT_STATUS[row.status].label}</Badge>
                {row.note && <Text $size="sm">{row.note}</Text>}
                {row.processedAt && (
                  <Text $size="sm" $muted>
                    {formatDate(row.processedAt)}
                  </Text>
                )}
              </Stack>
            ),
          },
        ]}
      />
      <Pagination page={page} perPage={PER_PAGE} total={data.meta.total} onPageChange={setPage} />
    </Stack>
  );
}
