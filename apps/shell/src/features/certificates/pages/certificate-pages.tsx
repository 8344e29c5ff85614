/**
 * Public certificate verification (decision 0019): `/certificate-verification` asks for a number, and
 * `/certificate/{number}` — where the QR code on every PDF leads — says whose certificate it is, what it certifies,
 * when it was issued, until when it is valid, and whether it is valid, expired, revoked or unknown. Without a
 * number the second page is the form too.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { ApiError } from '@akademi-siber/data-access-api';
import {
  Badge,
  Button,
  Card,
  Container,
  ErrorState,
  Heading,
  Notice,
  SkeletonList,
  Stack,
  TextField,
  usePageTitle,
  type BadgeTone,
} from '@akademi-siber/ui-design-system';
import {
  CERTIFICATE_NUMBER_EXAMPLE,
  CERTIFICATE_NUMBER_PATTERN,
  certificateNumberSchema,
  certificatePagePath,
  certificatePdfPath,
  normaliseCertificateNumber,
  type CertificateKind,
  type CertificateStatus,
  type CertificateVerification,
} from '@akademi-siber/util-contracts';
import { formatDate } from '@akademi-siber/util-format';
import { useGetCertificateVerificationQuery } from '../data/certificate-api';
import { Facts, PageBand, PageHeader } from '../../../layout/page-parts';

const KIND_LABELS: Record<CertificateKind, string> = {
  completion: 'Sertifikat penyelesaian kelas',
  attendance: 'Sertifikat kehadiran',
};

const STATUS: Record<CertificateStatus, { label: string; tone: BadgeTone; note: string }> = {
  valid: { label: 'Berlaku', tone: 'success', note: 'Sertifikat ini asli dan masih berlaku.' },
  expired: { label: 'Kedaluwarsa', tone: 'warning', note: 'Sertifikat ini asli, tetapi masa berlakunya sudah habis.' },
  revoked: {
    label: 'Dicabut',
    tone: 'danger',
    note: 'Sertifikat ini telah dicabut oleh Akademi Siber dan tidak berlaku lagi.',
  },
};

const LEAD = 'Masukkan nomor sertifikat Akademi Siber untuk memeriksa keasliannya, pemiliknya, dan masa berlakunya.';

/** The number field; a valid number opens its verification page. */
export function CertificateNumberForm({ initial = '' }: { initial?: string }) {
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = certificateNumberSchema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Nomor sertifikat tidak valid');
      return;
    }
    setError(null);
    // Navigating once the submit event is over (as the login form does after its request): a router transition
    // started inside a prevented submit makes React build a FormData of the form, which jsdom's tests cannot.
    await Promise.resolve();
    navigate(certificatePagePath(parsed.data));
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Verifikasi sertifikat">
      <Stack $gap={3}>
        <TextField
          label="Nomor sertifikat"
          name="certificateNumber"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          hint={`Nomor tertera di sertifikat, contoh: ${CERTIFICATE_NUMBER_EXAMPLE}`}
          error={error ?? undefined}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
        />
        <div>
          <Button type="submit">Periksa sertifikat</Button>
        </div>
      </Stack>
    </form>
  );
}

function FormCard({ title = 'Periksa nomor sertifikat', initial }: { title?: string; initial?: string }) {
  return (
    <Card>
      <Stack $gap={4}>
        <Heading level={2}>{title}</Heading>
        <CertificateNumberForm initial={initial} />
      </Stack>
    </Card>
  );
}

function Band({ children }: { children: ReactNode }) {
  return (
    <PageBand>
      <Container style={{ maxWidth: 760 }}>
        <Stack $gap={6}>{children}</Stack>
      </Container>
    </PageBand>
  );
}

/** `/certificate-verification` */
export function CertificateVerificationPage() {
  usePageTitle('Verifikasi Sertifikat');
  return (
    <>
      <PageHeader title="Verifikasi Sertifikat" lead={LEAD} />
      <Band>
        <FormCard />
      </Band>
    </>
  );
}

function StatusCard({ certificate }: { certificate: CertificateVerification }) {
  const status = STATUS[certificate.status];
  return (
    <Card as="section" aria-labelledby="status-sertifikat">
      <Stack $gap={4}>
        <Stack $direction="row" $gap={3} $align="center" $wrap>
          <Heading level={2} id="status-sertifikat">
            Status sertifikat
          </Heading>
          <Badge $tone={status.tone}>{status.label}</Badge>
        </Stack>
        <Notice $tone={status.tone} role="status">
          {status.note}
        </Notice>
        <Facts
          items={[
            { label: 'Nama pemegang', value: certificate.holderName },
            { label: 'Sertifikat untuk', value: certificate.title },
            { label: 'Jenis', value: KIND_LABELS[certificate.kind] },
            { label: 'Tanggal terbit', value: formatDate(certificate.issuedAt) },
            {
              label: 'Berlaku hingga',
              value: certificate.expiresAt ? formatDate(certificate.expiresAt) : 'Tanpa batas waktu',
            },
            { label: 'Nomor sertifikat', value: <code>{certificate.number}</code> },
          ]}
        />
        {certificate.status !== 'revoked' && (
          <div>
            <Button as="a" href={certificatePdfPath(certificate.number)} download $variant="secondary">
              Unduh PDF
            </Button>
          </div>
        )}
      </Stack>
    </Card>
  );
}

function NotFoundCard({ number }: { number: string }) {
  return (
    <Card as="section" aria-labelledby="status-sertifikat">
      <Stack $gap={3}>
        <Stack $direction="row" $gap={3} $align="center" $wrap>
          <Heading level={2} id="status-sertifikat">
            Status sertifikat
          </Heading>
          <Badge $tone="neutral">Tidak ditemukan</Badge>
        </Stack>
        <Notice $tone="warning" role="status">
          Tidak ada sertifikat Akademi Siber dengan nomor <code>{number}</code>. Periksa kembali penulisannya.
        </Notice>
      </Stack>
    </Card>
  );
}

function Verification({ number }: { number: string }) {
  const wellFormed = CERTIFICATE_NUMBER_PATTERN.test(number);
  const query = useGetCertificateVerificationQuery(number, { skip: !wellFormed });
  const notFound = !wellFormed || (query.error as ApiError | undefined)?.status === 404;
  if (notFound) {
    return (
      <>
        <NotFoundCard number={number} />
        <FormCard title="Periksa nomor lain" initial={number} />
      </>
    );
  }
  if (query.isLoading) return <SkeletonList rows={5} label="Memeriksa sertifikat…" />;
  if (query.error || !query.data) {
    const message = (query.error as ApiError | undefined)?.message ?? 'Terjadi kesalahan. Silakan coba lagi.';
    return (
      <ErrorState title="Sertifikat belum dapat diperiksa" message={message} onRetry={() => void query.refetch()} />
    );
  }
  return (
    <>
      <StatusCard certificate={query.data} />
      <FormCard title="Periksa nomor lain" />
    </>
  );
}

/** `/certificate/:certificateNumber?` */
export function CertificatePage() {
  const { certificateNumber } = useParams();
  const number = normaliseCertificateNumber(certificateNumber ?? '');
  usePageTitle(number ? `Sertifikat ${number}` : 'Verifikasi Sertifikat');
  if (!number) return <CertificateVerificationPage />;
  return (
    <>
      <PageHeader title="Verifikasi Sertifikat" lead={LEAD} />
      <Band>
        <Verification key={number} number={number} />
      </Band>
    </>
  );
}
