/**
 * Generating a batch of activation codes: name, what the codes open (a course, a live-class batch or a
 * subscription plan, picked from the public catalog), how many codes, uses per code and an optional expiry.
 */
import { useEffect, useState, type FormEvent } from 'react';
import {
  FIRST_HUNDRED,
  useGetCoursesQuery,
  useGetLiveClassesQuery,
  useGetLiveClassQuery,
  useGetSubscriptionPlansQuery,
} from '@akademi-siber/data-access-catalog';
import { useEntityForm, type EntityForm } from '@akademi-siber/feature-app-frame/forms';
import { Button, Select, Stack, Text, TextField } from '@akademi-siber/ui-design-system';
import type { AdminActivationBatch } from '@akademi-siber/util-contracts';
import { formatCurrency, formatDate } from '@akademi-siber/util-format';
import { useCreateAdminActivationBatchMutation } from '../data/activation-api';
import { activationFormSchema, type ActivationFormValues } from './activation-schema';
import { TARGET_TYPE_LABELS } from './batch-labels';

const EMPTY: ActivationFormValues = { name: '', type: 'course', ref: '', count: '10', usesPerCode: '1', expiresAt: '' };

function useDebounced(value: string, ms = 300) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

type Form = EntityForm<typeof activationFormSchema>;

function CourseTarget({ form }: { form: Form }) {
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim());
  // The picker lists the first hundred matches; the paging is not shown.
  const courses = useGetCoursesQuery({ ...FIRST_HUNDRED, ...(term ? { search: term } : {}) });
  const { isFetching, isError, refetch } = courses;
  const data = courses.data?.data ?? [];
  return (
    <Stack $gap={3}>
      <TextField
        label="Cari kelas"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        disabled={form.saving}
      />
      <Select
        label="Kelas yang dibuka"
        required
        placeholder={isFetching ? 'Memuat kelas…' : data.length ? 'Pilih kelas' : 'Tidak ada kelas yang cocok'}
        options={data.map((course) => ({
          value: course.slug,
          label: `${course.title} (${formatCurrency(course.salePrice ?? course.price)})`,
        }))}
        {...form.text('ref')}
      />
      {isError && (
        <Button type="button" $variant="secondary" $size="sm" onClick={() => void refetch()}>
          Muat ulang daftar kelas
        </Button>
      )}
    </Stack>
  );
}

function BatchTarget({ form }: { form: Form }) {
  const [liveClass, setLiveClass] = useState('');
  const classes = useGetLiveClassesQuery(FIRST_HUNDRED);
  const detail = useGetLiveClassQuery(liveClass, { skip: !liveClass });
  return (
    <Stack $gap={3}>
      <Select
        label="Live class"
        placeholder={classes.isLoading ? 'Memuat live class…' : 'Pilih live class'}
        options={(classes.data?.data ?? []).map((item) => ({ value: item.slug, label: item.title }))}
        value={liveClass}
        disabled={form.saving}
        onChange={(event) => {
          setLiveClass(event.target.value);
          form.set('ref', '');
        }}
      />
      <Select
        label="Batch yang dibuka"
        required
        placeholder={!liveClass ? 'Pilih live class dahulu' : detail.isFetching ? 'Memuat batch…' : 'Pilih batch'}
        options={(detail.data?.batches ?? []).map((batch) => ({
          value: String(batch.id),
          label: `${batch.name} · mulai ${formatDate(batch.startsAt)}`,
        }))}
        {...form.text('ref')}
        disabled={form.saving || !liveClass}
      />
      {(classes.isError || detail.isError) && (
        <Button
          type="button"
          $variant="secondary"
          $size="sm"
          onClick={() => void (classes.isError ? classes.refetch() : detail.refetch())}
        >
          Muat ulang daftar live class
        </Button>
      )}
    </Stack>
  );
}

function PlanTarget({ form }: { form: Form }) {
  const { data = [], isLoading, isError, refetch } = useGetSubscriptionPlansQuery();
  return (
    <Stack $gap={3}>
      <Select
        label="Paket yang dibuka"
        required
        placeholder={isLoading ? 'Memuat paket…' : 'Pilih paket'}
        options={data.map((plan) => ({ value: String(plan.id), label: `${plan.name} · ${plan.months} bulan` }))}
        {...form.text('ref')}
      />
      {isError && (
        <Button type="button" $variant="secondary" $size="sm" onClick={() => void refetch()}>
          Muat ulang daftar paket
        </Button>
      )}
    </Stack>
  );
}

export function ActivationForm({
  onDone,
  onCreated,
}: {
  onDone: () => void;
  onCreated: (batch: AdminActivationBatch) => void;
}) {
  const form = useEntityForm(activationFormSchema, EMPTY);
  const [create] = useCreateAdminActivationBatchMutation();

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    let created: AdminActivationBatch | null = null;
    const saved = await form.submit(async (body) => {
      created = await create(body).unwrap();
    }, `${form.values.count} kode aktivasi dibuat.`);
    if (saved && created) onCreated(created);
  };

  return (
    <form onSubmit={(event) => void save(event)} noValidate aria-label="Buat kode aktivasi">
      <Stack $gap={4}>
        <TextField
          label="Nama batch"
          required
          hint="Mis. Kerja sama Universitas X, November 2026."
          {...form.text('name')}
        />
        <Select
          label="Kode membuka"
          {...form.text('type')}
          onChange={(event) => {
            form.set('type', event.target.value as ActivationFormValues['type']);
            form.set('ref', '');
          }}
          options={Object.entries(TARGET_TYPE_LABELS).map(([value, label]) => ({ value, label }))}
        />
        {form.values.type === 'course' ? (
          <CourseTarget form={form} />
        ) : form.values.type === 'batch' ? (
          <BatchTarget form={form} />
        ) : (
          <PlanTarget form={form} />
        )}
        <Stack $direction="row" $gap={4} $wrap $align="flex-start">
          <TextField
            label="Jumlah kode"
            inputMode="numeric"
            required
            hint="1–1.000 kode."
            {...form.text('count')}
            style={{ flex: '1 1 140px' }}
          />
          <TextField
            label="Pemakaian per kode"
            inputMode="numeric"
            required
            hint="1 = sekali pakai."
            {...form.text('usesPerCode')}
            style={{ flex: '1 1 140px' }}
          />
        </Stack>
        <TextField
          label="Tanggal kedaluwarsa"
          type="datetime-local"
          hint="Kosongkan bila kode tidak kedaluwarsa."
          {...form.text('expiresAt')}
        />
        <Text $size="sm" $muted>
          Kode dibuat sekali jadi; setelah itu daftar kode dapat diunduh sebagai CSV.
        </Text>
        <Stack $direction="row" $gap={3} $justify="flex-end" $wrap>
          <Button type="button" $variant="secondary" onClick={onDone} disabled={form.saving}>
            Batal
          </Button>
          <Button type="submit" loading={form.saving}>
            Buat kode
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
