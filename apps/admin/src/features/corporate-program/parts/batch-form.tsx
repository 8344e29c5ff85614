/**
 * Creating or changing a program batch (decision 0046): its name, its days (WIB), whether its managers have full
 * access (names and scores) or the limited view (aggregates only, none under 5 people), and after how many days
 * without activity an employee is listed as inactive to the manager.
 */
import { useRef } from 'react';
import { useEntityForm } from '@akademi-siber/feature-app-frame/forms';
import { Button, Checkbox, Stack, Text, TextField } from '@akademi-siber/ui-design-system';
import type { AdminProgramBatch } from '@akademi-siber/util-contracts';
import { useCreateAdminProgramBatchMutation, useUpdateAdminProgramBatchMutation } from '../data/program-api';
import { batchFormSchema, batchValues, NEW_BATCH } from './program-schemas';

const half = { flex: '1 1 180px', minWidth: 0 } as const;

export function BatchForm({
  batch,
  onDone,
}: {
  batch: AdminProgramBatch | null;
  /** After saving (with the batch saved) or cancelling. */
  onDone: (saved?: AdminProgramBatch) => void;
}) {
  const form = useEntityForm(batchFormSchema, batch ? batchValues(batch) : NEW_BATCH);
  const [create] = useCreateAdminProgramBatchMutation();
  const [update] = useUpdateAdminProgramBatchMutation();
  // Read after the save resolves: the list opens the batch just made.
  const saved = useRef<AdminProgramBatch | undefined>(undefined);

  return (
    <form
      onSubmit={form.onSubmit(
        async (body) => {
          saved.current = batch ? await update({ batchId: batch.id, body }).unwrap() : await create(body).unwrap();
        },
        batch ? 'Batch program disimpan.' : 'Batch program dibuat.',
        () => onDone(saved.current),
      )}
      noValidate
      aria-label={batch ? 'Ubah batch program' : 'Batch program baru'}
    >
      <Stack $gap={4}>
        <TextField
          label="Nama batch"
          required
          hint="Misalnya periode atau tema: “Budaya Keamanan 2026 Gelombang 1”."
          {...form.text('name')}
        />
        <Stack $direction="row" $gap={4} $wrap $align="flex-start">
          <TextField label="Tanggal mulai" type="date" required {...form.text('startsAt')} style={half} />
          <TextField label="Tanggal selesai" type="date" required {...form.text('endsAt')} style={half} />
        </Stack>
        <Text $size="sm" $muted>
          Tanggal menurut WIB; batch berjalan dari awal tanggal mulai sampai akhir tanggal selesai.
        </Text>
        <Checkbox
          label="Akses penuh untuk manajer"
          hint={
            'Manajer melihat nama, progres, dan nilai setiap karyawan. Tanpa akses penuh, manajer hanya melihat ' +
            'angka gabungan, dan tidak untuk kelompok di bawah 5 orang.'
          }
          {...form.check('isFullAccess')}
        />
        <TextField
          label="Batas tidak aktif (hari)"
          inputMode="numeric"
          required
          hint="Karyawan tanpa aktivitas selama ini tampil sebagai tidak aktif bagi manajer (1–365)."
          {...form.text('inactiveAfterDays')}
          style={{ maxWidth: 260 }}
        />
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
