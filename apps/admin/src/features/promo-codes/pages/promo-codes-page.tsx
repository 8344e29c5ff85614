/**
 * /admin/kode-promo — promo codes: searchable, paginated list, and a form for the code's discount, validity,
 * quota, per-user limit, eligible purchase types and whether it is shown on /promo.
 */
import { useState } from 'react';
import styled from 'styled-components';
import {
  Badge,
  Button,
  Checkbox,
  Container,
  Modal,
  Select,
  Stack,
  TextField,
  theme,
  usePageTitle,
  type TableColumn,
} from '@akademi-siber/ui-design-system';
import { ORDER_ITEM_TYPES, type AdminPromoCode, type OrderItemType } from '@akademi-siber/util-contracts';
import { formatCurrency, formatDate, formatNumber } from '@akademi-siber/util-format';
import { toLocalInput, useEntityForm } from '@akademi-siber/feature-app-frame/forms';
import { editColumn, ListHeader, NoWrap, PagedTable, PER_PAGE, WideCell } from '@akademi-siber/feature-app-frame/lists';
import { TextAreaField } from '@akademi-siber/feature-app-frame/text-area-field';
import {
  useCreateAdminPromoCodeMutation,
  useGetAdminPromoCodesQuery,
  useUpdateAdminPromoCodeMutation,
} from '../data/promo-codes-api';
import { promoFormSchema, type PromoFormValues } from '../parts/promo-schema';

const ITEM_TYPE_LABELS: Record<OrderItemType, string> = {
  course: 'Kelas online',
  batch: 'Batch live class',
  plan: 'Paket langganan',
  event: 'Acara',
};

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0.75rem 1rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};

  legend {
    padding: 0 0.25rem;
    font-size: ${theme.fontSizes.sm};
    font-weight: 500;
  }
`;

const ErrorLine = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.dangerText};
`;

const EMPTY: PromoFormValues = {
  code: '',
  title: '',
  description: '',
  kind: 'percent',
  value: '',
  startsAt: '',
  endsAt: '',
  quota: '',
  perUserLimit: '1',
  eligible: ['course', 'batch'],
  showOnPromoPage: false,
  active: true,
};

const toValues = (promo: AdminPromoCode): PromoFormValues => ({
  code: promo.code,
  title: promo.title,
  description: promo.description,
  kind: promo.kind,
  value: String(promo.value),
  startsAt: toLocalInput(promo.startsAt),
  endsAt: toLocalInput(promo.endsAt),
  quota: promo.quota === null ? '' : String(promo.quota),
  perUserLimit: String(promo.perUserLimit),
  eligible: promo.eligible,
  showOnPromoPage: promo.showOnPromoPage,
  active: promo.active,
});

const describeDiscount = (promo: Pick<AdminPromoCode, 'kind' | 'value'>) =>
  promo.kind === 'percent' ? `${promo.value}%` : formatCurrency(promo.value);

function PromoForm({ promo, onDone }: { promo: AdminPromoCode | null; onDone: () => void }) {
  const form = useEntityForm(promoFormSchema, promo ? toValues(promo) : EMPTY);
  const [create] = useCreateAdminPromoCodeMutation();
  const [update] = useUpdateAdminPromoCodeMutation();
  return (
    <form
      onSubmit={form.onSubmit(
        (body) => (promo ? update({ id: promo.id, body }).unwrap() : create(body).unwrap()),
        promo ? 'Kode promo diperbarui.' : 'Kode promo ditambahkan.',
        onDone,
      )}
      noValidate
      aria-label={promo ? 'Ubah kode promo' : 'Kode promo baru'}
    >
      <Stack $gap={4}>
        <Stack $direction="row" $gap={4} $wrap $align="flex-start">
          <TextField
            label="Kode promo"
            required
            autoCapitalize="characters"
            spellCheck={false}
            {...form.text('code')}
            style={{ flex: '1 1 160px' }}
          />
          <TextField label="Judul" required {...form.text('title')} style={{ flex: '2 1 220px' }} />
        </Stack>
        <TextAreaField label="Deskripsi" hint="Tampil di banner halaman Promo." {...form.text('description')} />
        <Stack $direction="row" $gap={4} $wrap $align="flex-start">
          <Select
            label="Jenis potongan"
            {...form.text('kind')}
            options={[
              { value: 'percent', label: 'Persen (%)' },
              { value: 'fixed', label: 'Nominal (Rp)' },
            ]}
            style={{ flex: '1 1 160px' }}
          />
          <TextField
            label={form.values.kind === 'percent' ? 'Nilai potongan (%)' : 'Nilai potongan (Rp)'}
            inputMode="numeric"
            required
            {...form.text('value')}
            style={{ flex: '1 1 160px' }}
          />
        </Stack>
        <Stack $direction="row" $gap={4} $wrap $align="flex-start">
          <TextField
            label="Tanggal mulai"
            type="datetime-local"
            hint="Kosongkan bila langsung berlaku."
            {...form.text('startsAt')}
            style={{ flex: '1 1 200px' }}
          />
          <TextField
            label="Tanggal berakhir"
            type="datetime-local"
            hint="Kosongkan bila tanpa batas waktu."
            {...form.text('endsAt')}
            style={{ flex: '1 1 200px' }}
          />
        </Stack>
        <Stack $direction="row" $gap={4} $wrap $align="flex-start">
          <TextField
            label="Kuota pemakaian"
            inputMode="numeric"
            hint="Kosongkan bila tanpa batas."
            {...form.text('quota')}
            style={{ flex: '1 1 160px' }}
          />
          <TextField
            label="Batas per member"
            inputMode="numeric"
            required
            {...form.text('perUserLimit')}
            style={{ flex: '1 1 160px' }}
          />
        </Stack>
        <Fieldset aria-describedby={form.error('eligible') ? 'promo-eligible-error' : undefined}>
          <legend>Berlaku untuk</legend>
          <Stack $direction="row" $gap={4} $wrap>
            {/* One name, a value per box: react-hook-form keeps the ticked values as a list, in this order. */}
            {ORDER_ITEM_TYPES.map((type) => (
              <Checkbox key={type} label={ITEM_TYPE_LABELS[type]} value={type} {...form.check('eligible')} />
            ))}
          </Stack>
          {form.error('eligible') && (
            <ErrorLine id="promo-eligible-error" role="alert">
              {form.error('eligible')}
            </ErrorLine>
          )}
        </Fieldset>
        <Checkbox label="Tampilkan di halaman Promo" {...form.check('showOnPromoPage')} />
        <Checkbox label="Aktif" {...form.check('active')} />
        <Stack $direction="row" $gap={3} $justify="flex-end" $wrap>
          <Button type="button" $variant="secondary" onClick={onDone} disabled={form.saving}>
            Batal
          </Button>
          <Button type="submit" loading={form.saving}>
            Simpan
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

function validity(promo: AdminPromoCode): string {
  if (!promo.startsAt && !promo.endsAt) return 'Tanpa batas waktu';
  return `${promo.startsAt ? formatDate(promo.startsAt) : '…'} – ${promo.endsAt ? formatDate(promo.endsAt) : '…'}`;
}

export function PromoCodesPage() {
  usePageTitle('Kode Promo', 'Admin');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [draft, setDraft] = useState('');
  const result = useGetAdminPromoCodesQuery({ page, perPage: PER_PAGE, search: search || undefined });
  const [editing, setEditing] = useState<AdminPromoCode | 'new' | null>(null);

  const columns: TableColumn<AdminPromoCode>[] = [
    { key: 'code', header: 'Kode', render: (promo) => <strong>{promo.code}</strong> },
    { key: 'title', header: 'Judul', render: (promo) => <WideCell>{promo.title}</WideCell> },
    { key: 'value', header: 'Potongan', align: 'right', render: describeDiscount },
    { key: 'validity', header: 'Berlaku', render: (promo) => <NoWrap>{validity(promo)}</NoWrap> },
    {
      key: 'used',
      header: 'Terpakai',
      align: 'right',
      render: (promo) => `${formatNumber(promo.usedCount)} / ${promo.quota === null ? '∞' : formatNumber(promo.quota)}`,
    },
    {
      key: 'status',
      header: 'Status',
      render: (promo) => (
        <Stack $direction="row" $gap={2} $wrap>
          {promo.active ? <Badge $tone="success">Aktif</Badge> : <Badge>Nonaktif</Badge>}
          {promo.showOnPromoPage && <Badge $tone="info">Di /promo</Badge>}
        </Stack>
      ),
    },
    editColumn<AdminPromoCode>((promo) => `Ubah kode ${promo.code}`, setEditing),
  ];

  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <ListHeader
          title="Kode Promo"
          lead="Potongan harga yang dimasukkan member saat checkout, dan banner di halaman Promo."
          action={
            <Button type="button" onClick={() => setEditing('new')}>
              Tambah kode promo
            </Button>
          }
        />
        <form
          role="search"
          aria-label="Cari kode promo"
          onSubmit={(event) => {
            event.preventDefault();
            setSearch(draft.trim());
            setPage(1);
          }}
        >
          <Stack $direction="row" $gap={3} $align="flex-end" $wrap>
            <TextField
              label="Cari kode atau judul"
              name="search"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
            <Button type="submit" $variant="secondary">
              Cari
            </Button>
          </Stack>
        </form>
        <PagedTable
          caption="Kode promo"
          columns={columns}
          rowKey={(promo) => promo.id}
          errorTitle="Kode promo belum dapat dimuat"
          emptyText={search ? 'Tidak ada kode promo yang cocok.' : 'Belum ada kode promo.'}
          result={result}
          page={page}
          onPageChange={setPage}
        />
      </Stack>
      <Modal
        open={editing !== null}
        title={editing === 'new' ? 'Kode promo baru' : 'Ubah kode promo'}
        onClose={() => setEditing(null)}
        size="lg"
      >
        {editing !== null && <PromoForm promo={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      </Modal>
    </Container>
  );
}
