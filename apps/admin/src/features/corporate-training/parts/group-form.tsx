/**
 * Creating or changing a corporate-training group: its name and slug, the company (picked from the companies, with a
 * search), the schedule, the instructor (an author account, with a search) and the attendance rules of its sessions
 * (decision 0045). The group's content follows its instructor and name (decision 0044).
 */
import { useRef, useState } from 'react';
import { useEntityForm, type EntityForm } from '@akademi-siber/feature-app-frame/forms';
import { AttendanceRulesFieldset } from '@akademi-siber/feature-attendance';
import { Button, Select, Stack, Text, TextField } from '@akademi-siber/ui-design-system';
import type { AdminGroupDetail, AdminGroupSummary } from '@akademi-siber/util-contracts';
import {
  useCreateAdminTrainingGroupMutation,
  useGetAdminGroupInstructorsQuery,
  useUpdateAdminTrainingGroupMutation,
} from '../data/corporate-training-api';
import { CompanyPicker, withCurrent } from './company-picker';
import { groupFormSchema, groupValues, NEW_GROUP, slugOf } from './group-schema';
import { useDebounced } from './use-debounced';

type Form = EntityForm<typeof groupFormSchema>;

const DATES_FROM_SESSIONS =
  'Tanggal mulai dan selesai mengikuti sesi pertama dan terakhir grup ini; ubah jadwalnya di tab Sesi & kehadiran.';
const DATES_TYPED =
  'Waktu menurut zona perangkat Anda. Setelah sesi ditambahkan, tanggal grup mengikuti jadwal sesinya.';

function InstructorPicker({ form, current }: { form: Form; current: AdminGroupSummary['instructor'] }) {
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim());
  const instructors = useGetAdminGroupInstructorsQuery({ q: term });
  const options = (instructors.data ?? []).map((person) => ({
    value: person.username,
    label: `${person.name} (@${person.username})`,
  }));
  return (
    <Stack $gap={2}>
      <TextField
        label="Cari instruktur"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        disabled={form.saving}
      />
      <Select
        label="Instruktur"
        required
        hint="Akun author; instruktur menjadi penulis materi grup."
        placeholder={
          instructors.isFetching ? 'Memuat instruktur…' : options.length ? 'Pilih instruktur' : 'Tidak ada yang cocok'
        }
        options={withCurrent(
          options,
          current ? { value: current.username, label: `${current.name} (@${current.username})` } : null,
        )}
        {...form.text('instructorUsername')}
      />
    </Stack>
  );
}

export function GroupForm({
  trainingSlug,
  group,
  datesFollowSessions = false,
  onDone,
}: {
  trainingSlug: string;
  group: AdminGroupDetail | null;
  /** The group has sessions: its dates are theirs (decision 0045), shown but not typed. */
  datesFollowSessions?: boolean;
  onDone: (saved?: AdminGroupDetail) => void;
}) {
  const form = useEntityForm(groupFormSchema, group ? groupValues(group) : NEW_GROUP);
  const [create] = useCreateAdminTrainingGroupMutation();
  const [update] = useUpdateAdminTrainingGroupMutation();
  // Read after the save resolves: the dialog's owner may open the group just made.
  const saved = useRef<AdminGroupDetail | undefined>(undefined);
  const name = form.text('name');

  return (
    <form
      onSubmit={form.onSubmit(
        async (body) => {
          const result = group
            ? await update({ trainingSlug, groupId: group.id, body }).unwrap()
            : await create({ trainingSlug, body }).unwrap();
          saved.current = result;
        },
        group ? 'Grup pelatihan disimpan.' : 'Grup pelatihan dibuat.',
        () => onDone(saved.current),
      )}
      noValidate
      aria-label={group ? 'Ubah grup' : 'Grup baru'}
    >
      <Stack $gap={4}>
        <TextField
          label="Nama grup"
          required
          hint="Misalnya angkatan atau divisi: “Divisi Keuangan 2026”."
          {...name}
          onBlur={(event) => {
            void name.onBlur(event);
            // A new group's slug follows its name until one is typed.
            if (!group && form.values.slug === '') form.set('slug', slugOf(event.target.value));
          }}
        />
        <TextField
          label="Slug"
          required
          hint="Bagian alamat grup: huruf kecil, angka, dan tanda hubung."
          {...form.text('slug')}
        />
        <CompanyPicker
          field={form.text('companyId')}
          current={group?.company ?? null}
          hint="Belum ada? Tambahkan di tab Perusahaan."
          disabled={form.saving}
        />
        <Stack $direction="row" $gap={4} $wrap $align="flex-start">
          <TextField
            label="Mulai"
            type="datetime-local"
            required
            {...form.text('startsAt')}
            readOnly={datesFollowSessions}
            style={{ flex: '1 1 200px' }}
          />
          <TextField
            label="Selesai"
            type="datetime-local"
            required
            {...form.text('endsAt')}
            readOnly={datesFollowSessions}
            style={{ flex: '1 1 200px' }}
          />
        </Stack>
        <Text $size="sm" $muted>
          {datesFollowSessions ? DATES_FROM_SESSIONS : DATES_TYPED}
        </Text>
        <InstructorPicker form={form} current={group?.instructor ?? null} />
        <AttendanceRulesFieldset field={(name) => form.text(name)} />
        <Stack $direction="row" $gap={3} $justify="flex-end" $wrap>
          <Button type="button" $variant="secondary" onClick={() => onDone()} disabled={form.saving}>
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
