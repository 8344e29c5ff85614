/**
 * Every group, newest first, filtered by training, company and words (kept in the address, so a training's or a
 * company's count links here); "Buat grup" picks the training, then fills the group form and opens the new group.
 */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { NoWrap, PagedTable, PER_PAGE, WideCell } from '@akademi-siber/feature-app-frame/lists';
import { Button, Modal, Select, Stack, Text, TextField, type TableColumn } from '@akademi-siber/ui-design-system';
import { adminGroupPagePath, MAX_PER_PAGE, type AdminGroupSummary } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import {
  useGetAdminCompaniesQuery,
  useGetAdminCorporateTrainingsQuery,
  useGetAdminTrainingGroupsQuery,
} from '../data/corporate-training-api';
import { GroupForm } from './group-form';
import { scheduleText } from './labels';

const columns: TableColumn<AdminGroupSummary>[] = [
  {
    key: 'name',
    header: 'Grup',
    render: (group) => (
      <WideCell>
        <Link to={adminGroupPagePath(group.training.slug, group.id)}>{group.name}</Link>
        <br />
        <Text as="span" $size="sm" $muted>
          {group.company.name}
        </Text>
      </WideCell>
    ),
  },
  { key: 'training', header: 'Pelatihan', render: (group) => <WideCell>{group.training.title}</WideCell> },
  {
    key: 'schedule',
    header: 'Jadwal',
    render: (group) => <NoWrap>{scheduleText(group.startsAt, group.endsAt)}</NoWrap>,
  },
  {
    key: 'instructor',
    header: 'Instruktur',
    render: (group) =>
      group.instructor ? (
        group.instructor.name
      ) : (
        <Text as="span" $muted>
          Belum ada
        </Text>
      ),
  },
  { key: 'participants', header: 'Peserta', align: 'right', render: (group) => formatNumber(group.participants) },
];

function NewGroupDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [training, setTraining] = useState('');
  const trainings = useGetAdminCorporateTrainingsQuery({ page: 1, perPage: MAX_PER_PAGE }, { skip: !open });
  const close = () => {
    setTraining('');
    onClose();
  };
  return (
    <Modal open={open} title="Grup baru" onClose={close} size="lg">
      <Stack $gap={4}>
        <Select
          label="Pelatihan"
          required
          placeholder={trainings.isLoading ? 'Memuat pelatihan…' : 'Pilih pelatihan'}
          options={(trainings.data?.data ?? []).map((item) => ({ value: item.slug, label: item.title }))}
          value={training}
          onChange={(event) => setTraining(event.target.value)}
        />
        {training ? (
          <GroupForm
            key={training}
            trainingSlug={training}
            group={null}
            onDone={(saved) => {
              close();
              if (saved) navigate(adminGroupPagePath(saved.training.slug, saved.id));
            }}
          />
        ) : (
          <Text $muted>Pilih pelatihan yang diikuti grup ini untuk mengisi datanya.</Text>
        )}
      </Stack>
    </Modal>
  );
}

export function GroupsTab() {
  const [params, setParams] = useSearchParams();
  const training = params.get('pelatihan') ?? '';
  const company = params.get('perusahaan') ?? '';
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('halaman')) || 1);
  const [draft, setDraft] = useState(q);
  const [creating, setCreating] = useState(false);
  const trainings = useGetAdminCorporateTrainingsQuery({ page: 1, perPage: MAX_PER_PAGE });
  const companies = useGetAdminCompaniesQuery({ page: 1, perPage: MAX_PER_PAGE });
  const result = useGetAdminTrainingGroupsQuery({
    page,
    perPage: PER_PAGE,
    training: training || undefined,
    company: /^\d+$/.test(company) ? Number(company) : undefined,
    q: q || undefined,
  });

  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // After the submit event: a router navigation (a transition) started inside a prevented submit makes React
    // treat the form as an action form and snapshot its FormData, which jsdom's FormData cannot do.
    const q = draft.trim() || null;
    window.setTimeout(() => update({ q, halaman: null }), 0);
  };

  return (
    <Stack $gap={4}>
      <Stack $direction="row" $gap={3} $align="flex-end" $wrap>
        <Select
          label="Pelatihan"
          placeholder="Semua pelatihan"
          options={(trainings.data?.data ?? []).map((item) => ({ value: item.slug, label: item.title }))}
          value={training}
          onChange={(event) => update({ pelatihan: event.target.value || null, halaman: null })}
          style={{ minWidth: 220 }}
        />
        <Select
          label="Perusahaan"
          placeholder="Semua perusahaan"
          options={(companies.data?.data ?? []).map((item) => ({ value: String(item.id), label: item.name }))}
          value={company}
          onChange={(event) => update({ perusahaan: event.target.value || null, halaman: null })}
          style={{ minWidth: 220 }}
        />
        <form onSubmit={search} role="search" aria-label="Cari grup">
          <Stack $direction="row" $gap={2} $align="flex-end">
            <TextField
              label="Cari grup"
              type="search"
              name="q"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
            <Button type="submit" $variant="secondary">
              Cari
            </Button>
          </Stack>
        </form>
        <Button type="button" onClick={() => setCreating(true)} style={{ marginLeft: 'auto' }}>
          Buat grup
        </Button>
      </Stack>
      <PagedTable
        caption="Grup pelatihan"
        columns={columns}
        rowKey={(group) => group.id}
        errorTitle="Daftar grup belum dapat dimuat"
        emptyText={training || company || q ? 'Tidak ada grup yang cocok.' : 'Belum ada grup. Buat grup pertama.'}
        result={result}
        page={page}
        onPageChange={(next) => update({ halaman: next > 1 ? String(next) : null })}
      />
      <NewGroupDialog open={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
