/**
 * The rewards catalogue as the staff keep it: every reward (hidden ones too), add one, change cost, stock or status.
 */
import { useState, type FormEvent } from 'react';
import {
  Badge,
  Button,
  Checkbox,
  Heading,
  Modal,
  Select,
  Stack,
  Text,
  TextField,
  type TableColumn,
} from '@akademi-siber/ui-design-system';
import { REWARD_KIND_LABELS, REWARD_KINDS, type AdminReward } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { useEntityForm } from '@akademi-siber/feature-app-frame/forms';
import { editColumn, NoWrap, PagedTable, PER_PAGE, WideCell } from '@akademi-siber/feature-app-frame/lists';
import { TextAreaField } from '@akademi-siber/feature-app-frame/text-area-field';
import {
  useCreateAdminRewardMutation,
  useGetAdminRewardsQuery,
  useUpdateAdminRewardMutation,
} from '../data/rewards-api';
import { rewardFormSchema, type RewardFormValues } from './reward-schemas';

const EMPTY: RewardFormValues = {
  slug: '',
  name: '',
  description: '',
  imageUrl: '',
  kind: 'physical',
  pointsCost: '',
  stock: '0',
  active: true,
};

const toValues = (reward: AdminReward): RewardFormValues => ({
  slug: reward.slug,
  name: reward.name,
  description: reward.description,
  imageUrl: reward.imageUrl ?? '',
  kind: reward.kind,
  pointsCost: String(reward.pointsCost),
  stock: String(reward.stock),
  active: reward.active,
});

function RewardForm({ reward, onDone }: { reward: AdminReward | null; onDone: () => void }) {
  const form = useEntityForm(rewardFormSchema, reward ? toValues(reward) : EMPTY);
  const [create] = useCreateAdminRewardMutation();
  const [update] = useUpdateAdminRewardMutation();

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const saved = await form.submit(
      (body) => (reward ? update({ id: reward.id, body }).unwrap() : create(body).unwrap()),
      reward ? 'Hadiah diperbarui.' : 'Hadiah ditambahkan.',
    );
    if (saved) onDone();
  };

  return (
    <form onSubmit={(event) => void save(event)} noValidate aria-label={reward ? 'Ubah hadiah' : 'Hadiah baru'}>
      <Stack $gap={4}>
        <TextField label="Nama hadiah" required {...form.text('name')} />
        <TextField
          label="Slug (alamat)"
          hint="Huruf kecil, angka, dan tanda hubung, mis. kaos-akademi-siber."
          required
          {...form.text('slug')}
        />
        <Select
          label="Jenis"
          options={REWARD_KINDS.map((kind) => ({ value: kind, label: REWARD_KIND_LABELS[kind] }))}
          {...form.text('kind')}
        />
        <Stack $direction="row" $gap={4} $wrap $align="flex-start">
          <TextField
            label="Harga (poin)"
            inputMode="numeric"
            required
            {...form.text('pointsCost')}
            style={{ flex: '1 1 140px' }}
          />
          <TextField label="Stok" inputMode="numeric" required {...form.text('stock')} style={{ flex: '1 1 140px' }} />
        </Stack>
        <TextField label="URL gambar (opsional)" hint="https://… atau /path/ke/gambar.jpg" {...form.text('imageUrl')} />
        <TextAreaField label="Deskripsi" {...form.text('description')} />
        <Checkbox label="Aktif (tampil di katalog)" {...form.check('active')} />
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

export function RewardCatalogue() {
  const [page, setPage] = useState(1);
  const result = useGetAdminRewardsQuery({ page, perPage: PER_PAGE });
  const [editing, setEditing] = useState<AdminReward | 'new' | null>(null);

  const columns: TableColumn<AdminReward>[] = [
    { key: 'name', header: 'Hadiah', render: (reward) => <WideCell>{reward.name}</WideCell> },
    { key: 'kind', header: 'Jenis', render: (reward) => REWARD_KIND_LABELS[reward.kind] },
    {
      key: 'pointsCost',
      header: 'Harga',
      align: 'right',
      render: (reward) => <NoWrap>{formatNumber(reward.pointsCost)} poin</NoWrap>,
    },
    {
      key: 'stock',
      header: 'Stok',
      align: 'right',
      render: (reward) => (reward.stock > 0 ? formatNumber(reward.stock) : <Badge $tone="danger">Habis</Badge>),
    },
    { key: 'redeemedCount', header: 'Ditukar', align: 'right', render: (reward) => formatNumber(reward.redeemedCount) },
    {
      key: 'active',
      header: 'Status',
      render: (reward) => (reward.active ? <Badge $tone="success">Aktif</Badge> : <Badge>Nonaktif</Badge>),
    },
    editColumn<AdminReward>((reward) => `Ubah hadiah ${reward.name}`, setEditing),
  ];

  return (
    <Stack as="section" $gap={4} aria-labelledby="katalog-hadiah">
      <Stack $direction="row" $justify="space-between" $align="flex-end" $gap={4} $wrap>
        <Stack $gap={1}>
          <Heading level={2} id="katalog-hadiah">
            Katalog hadiah
          </Heading>
          <Text $muted>
            Hadiah yang bisa ditukar member dengan poin. Stok berkurang saat ditukar dan kembali bila penukaran ditolak.
          </Text>
        </Stack>
        <Button type="button" onClick={() => setEditing('new')}>
          Tambah hadiah
        </Button>
      </Stack>
      <PagedTable
        caption="Katalog hadiah"
        columns={columns}
        rowKey={(reward) => reward.id}
        errorTitle="Katalog hadiah belum dapat dimuat"
        emptyText="Belum ada hadiah. Tambahkan hadiah pertama."
        result={result}
        page={page}
        onPageChange={setPage}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? 'Hadiah baru' : 'Ubah hadiah'}
        onClose={() => setEditing(null)}
      >
        {editing !== null && <RewardForm reward={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      </Modal>
    </Stack>
  );
}
