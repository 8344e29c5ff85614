/**
 * "Sertifikat": the attendance certificates issued for the batch (GET …/certificates, paged), newest first; a
 * revoked one stays in the list, marked. Each number opens its public verification page.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge, Stack, Text, type TableColumn } from '@akademi-siber/ui-design-system';
import type { AdminBatchCertificate } from '@akademi-siber/util-contracts';
import { formatDate, formatNumber } from '@akademi-siber/util-format';
import { NoWrap, PagedTable, PER_PAGE, WideCell } from '@akademi-siber/feature-app-frame/lists';
import { useGetAdminBatchCertificatesQuery, type BatchArgs } from '../data/liveclass-api';

const columns: TableColumn<AdminBatchCertificate>[] = [
  {
    key: 'number',
    header: 'Nomor',
    render: (certificate) => (
      <NoWrap>
        <Link to={`/certificate/${encodeURIComponent(certificate.number)}`}>{certificate.number}</Link>
      </NoWrap>
    ),
  },
  {
    key: 'holder',
    header: 'Pemegang',
    render: (certificate) => (
      <WideCell>
        {certificate.holder.name}
        <br />
        <Text as="span" $size="sm" $muted>
          @{certificate.holder.username}
        </Text>
      </WideCell>
    ),
  },
  { key: 'title', header: 'Judul', render: (certificate) => <WideCell>{certificate.title}</WideCell> },
  { key: 'issuedAt', header: 'Terbit', render: (certificate) => <NoWrap>{formatDate(certificate.issuedAt)}</NoWrap> },
  {
    key: 'status',
    header: 'Status',
    render: (certificate) =>
      certificate.revokedAt ? (
        <Badge $tone="danger">Dicabut {formatDate(certificate.revokedAt)}</Badge>
      ) : (
        <Badge $tone="success">Berlaku</Badge>
      ),
  },
];

export interface CertificatesTabProps {
  batch: BatchArgs;
  thresholdPercent: number;
}

export function CertificatesTab({ batch, thresholdPercent }: CertificatesTabProps) {
  const [page, setPage] = useState(1);
  const result = useGetAdminBatchCertificatesQuery({ ...batch, page, perPage: PER_PAGE });
  return (
    <Stack $gap={4}>
      <Text $size="sm" $muted>
        Sertifikat kehadiran terbit untuk peserta yang hadir minimal {formatNumber(thresholdPercent)}% dari semua sesi
        dan lulus tes akhir batch.
      </Text>
      <PagedTable
        caption="Sertifikat kehadiran"
        columns={columns}
        rowKey={(certificate) => certificate.number}
        errorTitle="Daftar sertifikat belum dapat dimuat"
        emptyText="Belum ada sertifikat kehadiran yang terbit untuk batch ini."
        result={result}
        page={page}
        onPageChange={setPage}
      />
    </Stack>
  );
}
