/** /admin/paket-langganan — subscription plans: the list, and a form to add or change one. */
import { useState } from 'react';
import {
  Badge,
  Button,
  Checkbox,
  Container,
  Modal,
  Stack,
  TextField,
  usePageTitle,
  type TableColumn,
} from '@akademi-siber/ui-design-system';
import type { AdminSubscriptionPlan } from '@akademi-siber/util-contracts';
import { formatCurrency } from '@akademi-siber/util-format';
import { useEntityForm } from '@akademi-siber/feature-app-frame/forms';
import { editColumn, ListHeader, PagedTable } from '@akademi-siber/feature-app-frame/lists';
import { TextAreaField } from '@akademi-siber/feature-app-frame/text-area-field';
import {
  useCreateAdminSubscriptionPlanMutation,
  useGetAdminSubscriptionPlansQuery,
  useUpdateAdminSubscriptionPlanMutation,
} from '../data/plans-api';
import { planFormSchema, type PlanFormValues } from '../parts/plan-schema';

const EMPTY: PlanFormValues = { name: '', months: '1', price: '', description: '', active: true };

const toValues = (plan: AdminSubscriptionPlan): PlanFormValues => ({
  name: plan.name,
  months: String(plan.months),
  price: String(plan.price),
  description: plan.description,
  active: plan.active,
});

function PlanForm({ plan, onDone }: { plan: AdminSubscriptionPlan | null; onDone: () => void }) {
  const form = useEntityForm(planFormSchema, plan ? toValues(plan) : EMPTY);
  const [create] = useCreateAdminSubscriptionPlanMutation();
  const [update] = useUpdateAdminSubscriptionPlanMutation();

  return (
    <form
      onSubmit={form.onSubmit(
        (body) => (plan ? update({ id: plan.id, body }).unwrap() : create(body).unwrap()),
        plan ? 'Paket langganan diperbarui.' : 'Paket langganan ditambahkan.',
        onDone,
      )}
      noValidate
      aria-label={plan ? 'Ubah paket langganan' : 'Paket langganan baru'}
    >
      <Stack $gap={4}>
        <TextField label="Nama paket" required {...form.text('name')} />
        <Stack $direction="row" $gap={4} $wrap $align="flex-start">
          <TextField
            label="Durasi (bulan)"
            inputMode="numeric"
            required
            {...form.text('months')}
            style={{ flex: '1 1 140px' }}
          />
          <TextField
            label="Harga (Rp)"
            inputMode="numeric"
            required
            {...form.text('price')}
            style={{ flex: '1 1 180px' }}
          />
        </Stack>
        <TextAreaField label="Deskripsi" {...form.text('description')} />
        <Checkbox label="Aktif (ditawarkan ke member)" {...form.check('active')} />
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

export function PlansPage() {
  usePageTitle('Paket Langganan', 'Admin');
  const result = useGetAdminSubscriptionPlansQuery();
  const [editing, setEditing] = useState<AdminSubscriptionPlan | 'new' | null>(null);

  const columns: TableColumn<AdminSubscriptionPlan>[] = [
    { key: 'name', header: 'Nama' },
    { key: 'months', header: 'Durasi', render: (plan) => `${plan.months} bulan` },
    { key: 'price', header: 'Harga', align: 'right', render: (plan) => formatCurrency(plan.price) },
    {
      key: 'active',
      header: 'Status',
      render: (plan) => (plan.active ? <Badge $tone="success">Aktif</Badge> : <Badge>Nonaktif</Badge>),
    },
    editColumn<AdminSubscriptionPlan>((plan) => `Ubah paket ${plan.name}`, setEditing),
  ];

  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <ListHeader
          title="Paket Langganan"
          lead="Paket yang bisa dibeli member untuk membuka kelas-kelas langganan."
          action={
            <Button type="button" onClick={() => setEditing('new')}>
              Tambah paket
            </Button>
          }
        />
        <PagedTable
          caption="Paket langganan"
          columns={columns}
          rowKey={(plan) => plan.id}
          errorTitle="Paket langganan belum dapat dimuat"
          emptyText="Belum ada paket langganan. Tambahkan paket pertama."
          result={result}
        />
      </Stack>
      <Modal
        open={editing !== null}
        title={editing === 'new' ? 'Paket langganan baru' : 'Ubah paket langganan'}
        onClose={() => setEditing(null)}
      >
        {editing !== null && <PlanForm plan={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      </Modal>
    </Container>
  );
}
