import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '@akademi-siber/data-access-api';
import type { CertificateKind, CertificateStatus, MemberCertificate } from '@akademi-siber/util-contracts';
import {
  Badge,
  type BadgeTone,
  Card,
  Container,
  EmptyState,
  ErrorState,
  Grid,
  Heading,
  Pagination,
  SkeletonList,
  Stack,
  Tabs,
  Text,
} from '@akademi-siber/ui-design-system';
import { formatDate } from '@akademi-siber/util-format';
import { useGetMemberCertificatesQuery } from '../data/certificate-api';

const PER_PAGE = 9;

type Filter = 'all' | CertificateKind;

const FILTERS: { id: Filter; label: string; empty: string }[] = [
  { id: 'all', label: 'Semua', empty: 'Selesaikan kelas atau ikuti acara untuk mendapatkan sertifikat pertama Anda.' },
  {
    id: 'completion',
    label: 'Penyelesaian',
    empty: 'Sertifikat penyelesaian terbit saat Anda menuntaskan sebuah kelas.',
  },
  {
    id: 'attendance',
    label: 'Kehadiran',
    empty: 'Sertifikat kehadiran terbit setelah Anda menghadiri acara, sesi live class, atau sesi pelatihan korporat.',
  },
];

const KIND_LABELS: Record<CertificateKind, string> = { completion: 'Penyelesaian', attendance: 'Kehadiran' };

const STATUS: Record<CertificateStatus, { label: string; tone: BadgeTone }> = {
  valid: { label: 'Berlaku', tone: 'success' },
  expired: { label: 'Kedaluwarsa', tone: 'warning' },
  revoked: { label: 'Dicabut', tone: 'danger' },
};

/** The detail page: attendance certificates under spec §2's `/member/certificate/attendance/{number}`. */
export function certificateDetailPath(certificate: Pick<MemberCertificate, 'kind' | 'number'>): string {
  const number = encodeURIComponent(certificate.number);
  return certificate.kind === 'attendance'
    ? `/member/certificate/attendance/${number}`
    : `/member/certificate/${number}`;
}

function CertificateCard({ certificate }: { certificate: MemberCertificate }) {
  const status = STATUS[certificate.status];
  const titleId = `sertifikat-${certificate.number}`;
  return (
    <Card as="article" aria-labelledby={titleId}>
      <Stack $gap={3}>
        <Stack $direction="row" $gap={2} $wrap>
          <Badge $tone="info">{KIND_LABELS[certificate.kind]}</Badge>
          <Badge $tone={status.tone}>{status.label}</Badge>
        </Stack>
        <Heading level={3} id={titleId}>
          <Link to={certificateDetailPath(certificate)}>{certificate.title}</Link>
        </Heading>
        <Text $size="sm">
          Nomor <code>{certificate.number}</code>
        </Text>
        <Text $muted $size="sm">
          Terbit {formatDate(certificate.issuedAt)}
          {certificate.expiresAt ? ` · berlaku hingga ${formatDate(certificate.expiresAt)}` : ' · tanpa masa berlaku'}
        </Text>
      </Stack>
    </Card>
  );
}

function CertificateList({ filter }: { filter: (typeof FILTERS)[number] }) {
  const [page, setPage] = useState(1);
  const kind = filter.id === 'all' ? undefined : filter.id;
  const { data, isLoading, isFetching, error, refetch } = useGetMemberCertificatesQuery({
    page,
    perPage: PER_PAGE,
    kind,
  });

  if (isLoading) return <SkeletonList rows={3} />;
  if (error) {
    return <ErrorState title="Sertifikat belum dapat dimuat" message={errorMessage(error, '')} onRetry={refetch} />;
  }
  if (!data || data.data.length === 0) return <EmptyState title="Belum ada sertifikat" description={filter.empty} />;
  return (
    <Stack $gap={4} aria-busy={isFetching}>
      <Grid $min={280}>
        {data.data.map((certificate) => (
          <CertificateCard key={certificate.number} certificate={certificate} />
        ))}
      </Grid>
      <Pagination page={page} perPage={PER_PAGE} total={data.meta.total} onPageChange={setPage} />
    </Stack>
  );
}

/**
 * /member/certificate — the certificates the member holds (navbar "Sertifikat"), filtered by kind; each opens its
 * detail page. /member/certificate/attendance opens on the attendance tab.
 */
export function CertificatesPage({ initialFilter = 'all' }: { initialFilter?: Filter }) {
  const [active, setActive] = useState<Filter>(initialFilter);
  const filter = FILTERS.find((item) => item.id === active) ?? FILTERS[0];
  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <Stack $gap={2}>
          <Heading level={1}>Sertifikat Saya</Heading>
          <Text $muted>Sertifikat dari kelas yang Anda selesaikan dan acara yang Anda hadiri.</Text>
        </Stack>
        <Tabs
          tabs={FILTERS.map(({ id, label }) => ({ id, label }))}
          active={active}
          onChange={(id) => setActive(id as Filter)}
          aria-label="Jenis sertifikat"
        >
          {/* keyed by filter so that each tab starts at page 1 */}
          <CertificateList key={filter.id} filter={filter} />
        </Tabs>
      </Stack>
    </Container>
  );
}

export function AttendanceCertificatesPage() {
  return <CertificatesPage initialFilter="attendance" />;
}
