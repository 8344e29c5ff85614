/**
 * One of the member's own certificates (decision 0019): status, what it certifies, dates, number, its PDF (token
 * helper, decision 0011) and the public verification page others can be sent to — under its title, with the states
 * of loading it. Someone else's number reads as not found. The certificate pages and a batch's or a group's
 * `sertifikat` page (decisions 0041, 0045) show it.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, errorStatus } from '@akademi-siber/data-access-api';
import { useTokenDownload } from '@akademi-siber/feature-app-frame';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  ErrorState,
  Heading,
  Notice,
  SkeletonList,
  Stack,
  Text,
  usePageTitle,
  type BadgeTone,
  type HeadingLevel,
} from '@akademi-siber/ui-design-system';
import {
  CERTIFICATE_NUMBER_PATTERN,
  certificatePagePath,
  normaliseCertificateNumber,
  type CertificateKind,
  type CertificateStatus,
  type CertificateVerification,
} from '@akademi-siber/util-contracts';
import { formatDate } from '@akademi-siber/util-format';
import { certificatePdfDownload, useGetMemberCertificateQuery } from '../data/certificate-api';

const KIND_LABELS: Record<CertificateKind, string> = { completion: 'Penyelesaian kelas', attendance: 'Kehadiran' };

const STATUS: Record<CertificateStatus, { label: string; tone: BadgeTone; note: string }> = {
  valid: {
    label: 'Berlaku',
    tone: 'success',
    note: 'Sertifikat ini berlaku. Siapa pun dapat memeriksanya lewat halaman verifikasi.',
  },
  expired: {
    label: 'Kedaluwarsa',
    tone: 'warning',
    note: 'Masa berlaku sertifikat ini sudah habis; halaman verifikasi menyebutnya kedaluwarsa.',
  },
  revoked: {
    label: 'Dicabut',
    tone: 'danger',
    note: 'Sertifikat ini telah dicabut oleh Akademi Siber sehingga tidak berlaku dan tidak dapat diunduh.',
  },
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text as="dt" $size="sm" $muted>
        {label}
      </Text>
      <Text as="dd" style={{ margin: 0 }}>
        {children}
      </Text>
    </div>
  );
}

function CertificateCard({ certificate }: { certificate: CertificateVerification }) {
  const { download, isPreparing } = useTokenDownload();
  const status = STATUS[certificate.status];
  return (
    <Card>
      <Stack $gap={4}>
        <Stack $direction="row" $gap={2} $wrap>
          <Badge $tone="info">{KIND_LABELS[certificate.kind]}</Badge>
          <Badge $tone={status.tone}>{status.label}</Badge>
        </Stack>
        <Notice $tone={status.tone}>{status.note}</Notice>
        <dl style={{ display: 'grid', gap: 12, margin: 0 }}>
          <Fact label="Nama pemegang">{certificate.holderName}</Fact>
          <Fact label="Tanggal terbit">{formatDate(certificate.issuedAt)}</Fact>
          <Fact label="Berlaku hingga">
            {certificate.expiresAt ? formatDate(certificate.expiresAt) : 'Tanpa batas waktu'}
          </Fact>
          <Fact label="Nomor sertifikat">
            <code>{certificate.number}</code>
          </Fact>
        </dl>
        <Stack $direction="row" $gap={3} $wrap>
          {certificate.status !== 'revoked' && (
            <Button loading={isPreparing} onClick={() => void download(...certificatePdfDownload(certificate.number))}>
              Unduh PDF
            </Button>
          )}
          <Button as={Link} to={certificatePagePath(certificate.number)} $variant="secondary">
            Buka halaman verifikasi
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}

/** The certificate with this number (as typed in the address: normalised here), titled at `headingLevel`. */
export function CertificateDetail({ number: raw, headingLevel = 1 }: { number: string; headingLevel?: HeadingLevel }) {
  const number = normaliseCertificateNumber(raw);
  const wellFormed = CERTIFICATE_NUMBER_PATTERN.test(number);
  const { data, isLoading, error, refetch } = useGetMemberCertificateQuery(number, { skip: !wellFormed });
  usePageTitle(data ? `Sertifikat ${data.title}` : 'Sertifikat');

  let body;
  if (!wellFormed || errorStatus(error) === 404) {
    body = (
      <EmptyState
        title="Sertifikat tidak ditemukan"
        description="Tidak ada sertifikat dengan nomor ini di akun Anda."
        action={
          <Button as={Link} to="/member/certificate" $variant="secondary">
            Lihat sertifikat saya
          </Button>
        }
      />
    );
  } else if (isLoading) body = <SkeletonList rows={4} />;
  else if (error || !data)
    body = (
      <ErrorState title="Sertifikat belum dapat dimuat" message={errorMessage(error)} onRetry={() => void refetch()} />
    );
  else body = <CertificateCard certificate={data} />;

  return (
    <>
      <Heading level={headingLevel}>{data ? data.title : 'Sertifikat'}</Heading>
      {body}
    </>
  );
}
