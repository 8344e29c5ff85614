/**
 * /admin/afiliasi — affiliate payout requests: filter by status; a request is marked paid (optional note, e.g.
 * the transfer reference) or rejected with a required note, which returns the amount to the member's balance.
 */
import { useState, type FormEvent } from 'react';
import {
  Badge,
  Button,
  Container,
  Heading,
  Modal,
  Select,
  Stack,
  Text,
  usePageTitle,
  type BadgeTone,
  type TableColumn,
} from '@akademi-siber/ui-design-system';
import type { AdminAffiliatePayout, PayoutStatus } from '@akademi-siber/util-contracts';
import { formatCurrency, formatDateTime } from '@akademi-siber/util-format';
import { useEntityForm } from '@akademi-siber/feature-app-frame/forms';
import { NoWrap, PagedTable, PER_PAGE, WideCell } from '@akademi-siber/feature-app-frame/lists';
import { TextAreaField } from '@akademi-siber/feature-app-frame/text-area-field';
import { useGetAdminAffiliatePayoutsQuery, useProcessAdminAffiliatePayoutMutation } from '../data/payouts-api';
import { payoutNoteSchema, payoutRejectSchema } from '../parts/payout-schemas';

const STATUS: Record<PayoutStatus, { label: string; tone: BadgeTone }> = {
  requested: { label: 'Diajukan', tone: 'warning' },
  paid: { label: 'Dibayar', tone: 'success' },
  rejected: { label: 'Ditolak', tone: 'danger' },
};

type Action = { payout: AdminAffiliatePayout; action: 'paid' | 'reject' };

function ProcessForm({ payout, action, onDone }: Action & { onDone: () => void }) {
  const form = useEntityForm(action === 'paid' ? payoutNoteSchema : payoutRejectSchema, { note: '' });
  const [process] = useProcessAdminAffiliatePayoutMutation();
  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const saved = await form.submit(
      (body) => process({ id: payout.id, action, note: body.note || undefined }).unwrap(),
      action === 'paid' ? 'Pencairan ditandai sudah dibayar.' : 'Pencairan ditolak; saldo dikembalikan ke member.',
    );
    if (saved) onDone();
  };
  return (
    <form onSubmit={(event) => void save(event)} noValidate>
      <Stack $gap={4}>
        <Text>
          {formatCurrency(payout.amount)} untuk {payout.member.name} — {payout.bank} {payout.accountNumber} a.n.{' '}
          {payout.accountName}.
        </Text>
        <TextAreaField
          label={action === 'paid' ? 'Catatan (mis. nomor referensi transfer)' : 'Alasan penolakan'}
          required={action === 'reject'}
          {...form.text('note')}
        />
        <Stack $direction="row" $gap={3} $justify="flex-end" $wrap>
          <Button type="button" $variant="secondary" onClick={onDone} disabled={form.saving}>
            Batal
          </Button>
          <Button type="submit" $variant={action === 'paid' ? 'primary' : 'danger'} loading={form.saving}>
            {action === 'paid' ? 'Tandai dibayar' : 'Tolak pencairan'}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

export function PayoutsPage() {
  usePageTitle('Pencairan Afiliasi', 'Admin');
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<PayoutStatus | ''>('requested');
  const [acting, setActing] = useState<Action | null>(null);
  const result = useGetAdminAffiliatePayoutsQuery({ page, perPage: PER_PAGE, status: status || undefined });

  const columns: TableColumn<AdminAffiliatePayout>[] = [
    {
      key: 'member',
      header: 'Member',
      render: (payout) => (
        <WideCell>
          {payout.member.name}
          <br />
          <Text as="span" $size="sm" $muted>
            {payout.member.email}
          </Text>
        </WideCell>
      ),
    },
    {
      key: 'amount',
      header: 'Jumlah',
      align: 'right',
      render: (payout) => <NoWrap>{formatCurrency(payout.amount)}</NoWrap>,
    },
    {
      key: 'bank',
      header: 'Rekening',
      render: (payout) => <WideCell>{`${payout.bank} ${payout.accountNumber} a.n. ${payout.accountName}`}</WideCell>,
    },
    {
      key: 'requestedAt',
      header: 'Diajukan',
      render: (payout) => <NoWrap>{formatDateTime(payout.requestedAt, { fallback: '—' })}</NoWrap>,
    },
    {
      key: 'status',
      header: 'Status',
      render: (payout) => (
        <Stack $gap={1} $align="flex-start">
          <Badge $tone={STATUS[payout.status].tone}>{STATUS[payout.status].label}</Badge>
          {payout.note && (
            <Text as="span" $size="sm" $muted>
              {payout.note}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: 'Aksi',
      render: (payout) =>
        payout.status === 'requested' ? (
          <Stack $direction="row" $gap={2} $wrap>
            <Button
              type="button"
              $size="sm"
              onClick={() => setActing({ payout, action: 'paid' })}
              aria-label={`Tandai dibayar: ${payout.member.name}`}
            >
              Dibayar
            </Button>
            <Button
              type="button"
              $size="sm"
              $variant="secondary"
              onClick={() => setActing({ payout, action: 'reject' })}
              aria-label={`Tolak: ${payout.member.name}`}
            >
              Tolak
            </Button>
          </Stack>
        ) : (
          formatDateTime(payout.processedAt, { fallback: '—' })
        ),
    },
  ];

  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <Stack $gap={1}>
          <Heading level={1}>Pencairan Afiliasi</Heading>
          <Text $muted>
            Permintaan pencairan komisi afiliasi. Transfer dulu ke rekening member, lalu tandai dibayar.
          </Text>
        </Stack>
        <Select
          label="Status"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as PayoutStatus | '');
            setPage(1);
          }}
          options={[
            { value: '', label: 'Semua' },
            ...Object.entries(STATUS).map(([value, { label }]) => ({ value, label })),
          ]}
          style={{ maxWidth: 260 }}
        />
        <PagedTable
          caption="Permintaan pencairan"
          columns={columns}
          rowKey={(payout) => payout.id}
          errorTitle="Permintaan pencairan belum dapat dimuat"
          emptyText={
            status === 'requested' ? 'Tidak ada permintaan pencairan yang menunggu.' : 'Tidak ada permintaan pencairan.'
          }
          result={result}
          page={page}
          onPageChange={setPage}
        />
      </Stack>
      <Modal
        open={acting !== null}
        title={acting?.action === 'paid' ? 'Tandai pencairan dibayar' : 'Tolak pencairan'}
        onClose={() => setActing(null)}
      >
        {acting && <ProcessForm {...acting} onDone={() => setActing(null)} />}
      </Modal>
    </Container>
  );
}
