import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { errorMessage } from '@akademi-siber/data-access-api';
import { applyServerFieldErrors, useZodForm } from '@akademi-siber/feature-app-frame/forms';
import {
  Badge,
  Button,
  Card,
  Container,
  ErrorState,
  Grid,
  Heading,
  Notice,
  Pagination,
  SkeletonList,
  Stack,
  StatCard,
  Table,
  Text,
  TextField,
  usePageTitle,
  useToast,
  type BadgeTone,
} from '@akademi-siber/ui-design-system';
import type {
  AffiliateCommission,
  AffiliateOverview,
  AffiliatePayout,
  PayoutStatus,
} from '@akademi-siber/util-contracts';
import { formatCurrency, formatDate, formatNumber } from '@akademi-siber/util-format';
import { CopyButton, Section } from '../commerce/parts';
import {
  useGetAffiliateCommissionsQuery,
  useGetAffiliatePayoutsQuery,
  useGetMemberAffiliateQuery,
  useJoinAffiliateMutation,
  useRequestAffiliatePayoutMutation,
} from '../data/membership-api';

const PER_PAGE = 10;

function NotJoined({ overview }: { overview: AffiliateOverview }) {
  const [join, { isLoading }] = useJoinAffiliateMutation();
  const toast = useToast();
  return (
    <Card>
      <Stack $gap={4}>
        <Heading level={2}>Dapatkan komisi dengan membagikan Akademi Siber</Heading>
        <Stack as="ul" $gap={2} style={{ margin: 0, paddingLeft: '1.25rem' }}>
          <li>Setelah bergabung Anda mendapat tautan referal pribadi.</li>
          <li>
            Setiap pembelian lunas lewat tautan Anda memberi komisi {formatNumber(overview.commissionRate)}% dari nilai
            belanja setelah diskon.
          </li>
          <li>Komisi dapat dicairkan {formatNumber(overview.holdingDays)} hari setelah pembayaran disetujui.</li>
          <li>Pencairan minimal {formatCurrency(overview.minimumPayout)} ke rekening bank Anda.</li>
          <li>Pembelian oleh akun Anda sendiri tidak dihitung.</li>
        </Stack>
        <div>
          <Button
            type="button"
            loading={isLoading}
            onClick={() =>
              join()
                .unwrap()
                .catch((error: unknown) => toast.show({ id: 'gabung-afiliasi', message: errorMessage(error) }))
            }
          >
            Gabung
          </Button>
        </div>
      </Stack>
    </Card>
  );
}

function Commissions() {
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

function Payouts() {
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

/** Why the typed amount cannot be paid out (dots as thousands separators are allowed), or null. */
function amountProblem(typed: string, overview: Pick<AffiliateOverview, 'minimumPayout' | 'availableBalance'>) {
  const amount = Number(typed.replace(/\./g, ''));
  if (!typed.trim()) return 'Jumlah pencairan wajib diisi.';
  if (!Number.isInteger(amount) || amount <= 0) return 'Jumlah pencairan harus berupa bilangan bulat rupiah.';
  if (amount < overview.minimumPayout) return `Jumlah pencairan minimal ${formatCurrency(overview.minimumPayout)}.`;
  if (amount > overview.availableBalance)
    return `Jumlah pencairan melebihi saldo tersedia (${formatCurrency(overview.availableBalance)}).`;
  return null;
}

/** The same rules as the API: whole rupiah between the minimum and the available balance, a bank, 5–30 digits, a name. */
export function payoutFormSchema(overview: Pick<AffiliateOverview, 'minimumPayout' | 'availableBalance'>) {
  return z.object({
    amount: z
      .string()
      .superRefine((typed, ctx) => {
        const problem = amountProblem(typed, overview);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .transform((typed) => Number(typed.replace(/\./g, ''))),
    bank: z.string().trim().min(2, 'Nama bank wajib diisi.').max(60, 'Nama bank maksimal 60 karakter.'),
    accountNumber: z
      .string()
      .trim()
      .regex(/^\d{5,30}$/, 'Nomor rekening terdiri dari 5–30 angka.'),
    accountName: z
      .string()
      .trim()
      .min(2, 'Nama pemilik rekening wajib diisi.')
      .max(100, 'Nama pemilik rekening maksimal 100 karakter.'),
  });
}

const EMPTY_PAYOUT = { amount: '', bank: '', accountNumber: '', accountName: '' };
type PayoutField = keyof typeof EMPTY_PAYOUT;
const PAYOUT_FIELDS = Object.keys(EMPTY_PAYOUT) as PayoutField[];

function PayoutRequest({ overview }: { overview: AffiliateOverview }) {
  // Built from the overview each render, so a balance that changed after a payout is the limit at once.
  const form = useZodForm(payoutFormSchema(overview), EMPTY_PAYOUT);
  const errors = form.formState.errors;
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const [done, setDone] = useState<AffiliatePayout | null>(null);
  const [request, { isLoading }] = useRequestAffiliatePayoutMutation();
  const belowMinimum = overview.availableBalance < overview.minimumPayout;

  /** A field's message goes as soon as the member changes it. */
  const field = (name: PayoutField) => ({
    ...form.register(name, { onChange: () => form.clearErrors(name) }),
    error: errors[name]?.message,
  });

  const send = form.handleSubmit(async (body) => {
    try {
      setDone(await request(body).unwrap());
      form.reset();
    } catch (error) {
      applyServerFieldErrors(form, error, PAYOUT_FIELDS);
      setServerProblem(errorMessage(error));
    }
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isLoading || belowMinimum) return;
    setServerProblem(null);
    void send(event);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Ajukan pencairan">
      <Stack $gap={4}>
        {belowMinimum && (
          <Notice $tone="info">
            Pencairan dapat diajukan setelah saldo tersedia mencapai {formatCurrency(overview.minimumPayout)}. Saldo
            tersedia Anda saat ini {formatCurrency(overview.availableBalance)}.
          </Notice>
        )}
        {done && (
          <Notice $tone="success" role="status">
            Permintaan pencairan {formatCurrency(done.amount)} terkirim dan sedang diproses.
          </Notice>
        )}
        <Grid $min={220} $gap={4}>
          <TextField
            label="Jumlah (Rp)"
            inputMode="numeric"
            {...field('amount')}
            hint={`Minimal ${formatCurrency(overview.minimumPayout)}, maksimal ${formatCurrency(overview.availableBalance)}`}
            disabled={belowMinimum}
            required
          />
          <TextField label="Nama bank" {...field('bank')} disabled={belowMinimum} maxLength={60} required />
          <TextField
            label="Nomor rekening"
            inputMode="numeric"
            {...field('accountNumber')}
            disabled={belowMinimum}
            maxLength={30}
            required
          />
          <TextField
            label="Nama pemilik rekening"
            {...field('accountName')}
            disabled={belowMinimum}
            maxLength={100}
            required
          />
        </Grid>
        {serverProblem && (
          <Notice $tone="danger" role="alert">
            {serverProblem}
          </Notice>
        )}
        <div>
          <Button type="submit" loading={isLoading} disabled={belowMinimum || isLoading}>
            Ajukan pencairan
          </Button>
        </div>
      </Stack>
    </form>
  );
}

function Joined({ overview }: { overview: AffiliateOverview }) {
  return (
    <Stack $gap={6}>
      <Section title="Tautan referal Anda">
        <Stack $direction="row" $gap={3} $wrap>
          <Text as="code" style={{ overflowWrap: 'anywhere', flex: '1 1 16rem' }} data-testid="referral-url">
            {overview.referralUrl}
          </Text>
          {overview.referralUrl && <CopyButton value={overview.referralUrl} label="Tautan referal" />}
        </Stack>
        <Text $size="sm" $muted>
          Kode Anda <strong>{overview.code}</strong>. Tambahkan <code>?ref={overview.code}</code> ke halaman kelas mana
          pun; komisi {formatNumber(overview.commissionRate)}% tersedia {formatNumber(overview.holdingDays)} hari
          setelah pembayaran disetujui.
        </Text>
      </Section>
      <Grid $min={180}>
        <StatCard label="Klik tautan" value={formatNumber(overview.clicks)} />
        <StatCard label="Pesanan lewat referal" value={formatNumber(overview.referredOrders)} />
        <StatCard label="Saldo tersedia" value={formatCurrency(overview.availableBalance)} />
        <StatCard
          label="Saldo tertahan"
          value={formatCurrency(overview.pendingBalance)}
          hint="masih dalam masa tunggu"
        />
        <StatCard label="Total komisi" value={formatCurrency(overview.totalEarned)} />
      </Grid>
      <Section title="Ajukan pencairan">
        <PayoutRequest overview={overview} />
      </Section>
      <Section title="Riwayat komisi">
        <Commissions />
      </Section>
      <Section title="Riwayat pencairan">
        <Payouts />
      </Section>
    </Stack>
  );
}

/** /member/afiliasi — the affiliate program: join, share the link, follow commissions and request payouts. */
export function AffiliatePage() {
  usePageTitle('Afiliasi');
  const { data, isLoading, error, refetch } = useGetMemberAffiliateQuery();
  let body;
  if (isLoading) body = <SkeletonList rows={3} />;
  else if (error || !data)
    body = <ErrorState title="Data afiliasi belum dapat dimuat" message={errorMessage(error)} onRetry={refetch} />;
  else body = data.joined ? <Joined overview={data} /> : <NotJoined overview={data} />;
  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <Stack $gap={2}>
          <Heading level={1}>Afiliasi</Heading>
          <Text $muted>Ajak teman belajar keamanan siber dan dapatkan komisi dari setiap pembelian mereka.</Text>
        </Stack>
        {body}
      </Stack>
    </Container>
  );
}
