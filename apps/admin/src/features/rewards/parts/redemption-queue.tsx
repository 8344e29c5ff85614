/**
 * The redemption queue: waiting ones first; each moves on to shipped (a tracking number in the note), delivered,
 * or rejected with a reason — which refunds the points and puts the item back in stock. The member is notified.
 */
import { useState, type FormEvent } from 'react';
import {
  Badge,
  Button,
  Heading,
  Modal,
  Select,
  Stack,
  Text,
  type BadgeTone,
  type TableColumn,
} from '@akademi-siber/ui-design-system';
import {
  REDEMPTION_NEXT_STATUSES,
  REDEMPTION_STATUS_LABELS,
  REDEMPTION_STATUSES,
  type AdminRewardRedemption,
  type RedemptionStatus,
} from '@akademi-siber/util-contracts';
import { formatDateTime, formatNumber } from '@akademi-siber/util-format';
import { useEntityForm } from '@akademi-siber/feature-app-frame/forms';
import { NoWrap, PagedTable, PER_PAGE, WideCell } from '@akademi-siber/feature-app-frame/lists';
import { TextAreaField } from '@akademi-siber/feature-app-frame/text-area-field';
import { useGetAdminRewardRedemptionsQuery, useSetAdminRedemptionStatusMutation } from '../data/rewards-api';
import { redemptionRejectFormSchema, redemptionStatusFormSchema } from './reward-schemas';

type Next = Exclude<RedemptionStatus, 'requested'>;
const TONES: Record<RedemptionStatus, BadgeTone> = {
  requested: 'warning',
  shipped: 'info',
  delivered: 'success',
  rejected: 'danger',
};
const ACTIONS: Record<Next, { button: string; title: string; done: string }> = {
  shipped: { button: 'Dikirim', title: 'Tandai sudah dikirim', done: 'Penukaran ditandai dikirim.' },
  delivered: { button: 'Diterima', title: 'Tandai sudah diterima', done: 'Penukaran ditandai diterima.' },
  rejected: { button: 'Tolak', title: 'Tolak penukaran', done: 'Penukaran ditolak; poin dan stok dikembalikan.' },
};

type Acting = { redemption: AdminRewardRedemption; status: Next };

function StatusForm({ redemption, status, onDone }: Acting & { onDone: () => void }) {
  const form = useEntityForm(status === 'rejected' ? redemptionRejectFormSchema : redemptionStatusFormSchema, {
    adminNote: '',
  });
  const [setStatus] = useSetAdminRedemptionStatusMutation();
  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const saved = await form.submit(
      (body) => setStatus({ id: redemption.id, body: { status, adminNote: body.adminNote } }).unwrap(),
      ACTIONS[status].done,
    );
    if (saved) onDone();
  };
  const label = {
    shipped: 'Catatan untuk member (mis. kurir dan nomor resi)',
    delivered: 'Catatan untuk member (mis. kode voucher)',
    rejected: 'Alasan penolakan',
  }[status];
  return (
    <form onSubmit={(event) => void save(event)} noValidate aria-label={ACTIONS[status].title}>
      <Stack $gap={4}>
        <Text>
          {redemption.reward.name} untuk {redemption.member.name} ({formatNumber(redemption.pointsSpent)} poin).
          {status === 'rejected' && ' Poin dikembalikan ke member dan stok bertambah satu.'}
        </Text>
        <TextAreaField label={label} required={status === 'rejected'} {...form.text('adminNote')} />
        <Stack $direction="row" $gap={3} $justify="flex-end" $wrap>
          <Button type="button" $variant="secondary" onClick={onDone} disabled={form.saving}>
            Batal
          </Button>
          <Button type="submit" $variant={status === 'rejected' ? 'danger' : 'primary'} loading={form.saving}>
            {ACTIONS[status].title}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

function Shipping({ redemption }: { redemption: AdminRewardRedemption }) {
  if (!redemption.address && !redemption.notes) return <>—</>;
  return (
    <WideCell>
      {redemption.address && (
        <>
          {redemption.recipientName} · {redemption.phone}
          <br />
          {redemption.address}
        </>
      )}
      {redemption.notes && (
        <Text as="span" $size="sm" $muted style={{ display: 'block' }}>
          Catatan: {redemption.notes}
        </Text>
      )}
    </WideCell>
  );
}

export function RedemptionQueue() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<RedemptionStatus | ''>('requested');
  const [acting, setActing] = useState<Acting | null>(null);
  const result = useGetAdminRewardRedemptionsQuery({ page, perPage: PER_PAGE, status: status || undefined });

  const columns: TableColumn<AdminRewardRedemption>[] = [
    {
      key: 'member',
      header: 'Member',
      render: (row) => (
        <WideCell>
          {row.member.name}
          <br />
          <Text as="span" $size="sm" $muted>
            @{row.member.username} · {row.member.email}
          </Text>
        </WideCell>
      ),
    },
    {
      key: 'reward',
      header: 'Hadiah',
      render: (row) => <WideCell>{`${row.reward.name} (${formatNumber(row.pointsSpent)} poin)`}</WideCell>,
    },
    { key: 'shipping', header: 'Pengiriman', render: (row) => <Shipping redemption={row} /> },
    {
      key: 'createdAt',
      header: 'Ditukar',
      render: (row) => <NoWrap>{formatDateTime(row.createdAt, { fallback: '—' })}</NoWrap>,
    },
    {
      key: 'status',
      header: 'Status',
      render: (row) => (
        <Stack $gap={1} $align="flex-start">
          <Badge $tone={TONES[row.status]}>{REDEMPTION_STATUS_LABELS[row.status]}</Badge>
          {row.adminNote && (
            <Text as="span" $size="sm" $muted>
              {row.adminNote}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: 'Aksi',
      render: (row) =>
        REDEMPTION_NEXT_STATUSES[row.status].length === 0 ? (
          '—'
        ) : (
          <Stack $direction="row" $gap={2} $wrap>
            {(REDEMPTION_NEXT_STATUSES[row.status] as Next[]).map((next) => (
              <Button
                key={next}
                type="button"
                $size="sm"
                $variant={next === 'rejected' ? 'secondary' : 'primary'}
                onClick={() => setActing({ redemption: row, status: next })}
                aria-label={`${ACTIONS[next].button}: ${row.reward.name} untuk ${row.member.name}`}
              >
                {ACTIONS[next].button}
              </Button>
            ))}
          </Stack>
        ),
    },
  ];

  return (
    <Stack as="section" $gap={4} aria-labelledby="penukaran-hadiah">
      <Stack $gap={1}>
        <Heading level={2} id="penukaran-hadiah">
          Penukaran
        </Heading>
        <Text $muted>Member diberi notifikasi setiap kali status penukaran berubah.</Text>
      </Stack>
      <Select
        label="Status"
        value={status}
        onChange={(event) => {
          setStatus(event.target.value as RedemptionStatus | '');
          setPage(1);
        }}
        options={[
          { value: '', label: 'Semua' },
          ...REDEMPTION_STATUSES.map((value) => ({ value, label: REDEMPTION_STATUS_LABELS[value] })),
        ]}
        style={{ maxWidth: 260 }}
      />
      <PagedTable
        caption="Penukaran hadiah"
        columns={columns}
        rowKey={(row) => row.id}
        errorTitle="Penukaran hadiah belum dapat dimuat"
        emptyText={status === 'requested' ? 'Tidak ada penukaran yang menunggu diproses.' : 'Tidak ada penukaran.'}
        result={result}
        page={page}
        onPageChange={setPage}
      />
      <Modal open={acting !== null} title={acting ? ACTIONS[acting.status].title : ''} onClose={() => setActing(null)}>
        {acting && <StatusForm {...acting} onDone={() => setActing(null)} />}
      </Modal>
    </Stack>
  );
}
