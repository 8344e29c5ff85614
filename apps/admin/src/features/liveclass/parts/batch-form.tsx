/**
 * The batch form (POST …/batches, PUT …/batches/:batchId): name and address, price and sale price, quota, the
 * registration window and the batch's dates, the attendance rules, and publication. What a batch people bought may
 * not change is said where it applies: the address is fixed once it has members or orders, the quota cannot go
 * below the seats taken (the API's 409 says how many), and once the batch has sessions its dates are theirs.
 */
import { Button, Checkbox, Stack, Text, TextField } from '@akademi-siber/ui-design-system';
import type { AdminBatch } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { Fieldset, useEntityForm } from '@akademi-siber/feature-app-frame/forms';
import { AttendanceRulesFieldset } from '@akademi-siber/feature-attendance';
import { useCreateAdminBatchMutation, useUpdateAdminBatchMutation } from '../data/liveclass-api';
import { batchFormSchema, batchValues, NEW_BATCH } from './batch-schema';

const half = { flex: '1 1 200px', minWidth: 0 } as const;

const TAKEN_NOTE = '(peserta dan pesanan yang belum dibayar); kuota tidak boleh di bawahnya.';
const DATES_FROM_SESSIONS =
  'Tanggal mulai dan selesai mengikuti sesi pertama dan terakhir batch ini; ubah jadwalnya di tab Kehadiran.';
const DATES_TYPED =
  'Waktu menurut zona perangkat Anda. Setelah sesi ditambahkan, tanggal batch mengikuti jadwal sesinya.';

export interface BatchFormProps {
  liveClassSlug: string;
  /** The batch to change, or null for a new one. */
  batch: AdminBatch | null;
  onDone: () => void;
}

export function BatchForm({ liveClassSlug, batch, onDone }: BatchFormProps) {
  const form = useEntityForm(batchFormSchema, batch ? batchValues(batch) : NEW_BATCH);
  const [create] = useCreateAdminBatchMutation();
  const [update] = useUpdateAdminBatchMutation();
  const datesFollowSessions = (batch?.sessions ?? 0) > 0;
  const taken = batch ? batch.members + batch.heldSeats : 0;

  return (
    <form
      onSubmit={form.onSubmit(
        (body) =>
          batch
            ? update({ slug: liveClassSlug, batchId: batch.id, body }).unwrap()
            : create({ slug: liveClassSlug, body }).unwrap(),
        batch ? 'Batch disimpan.' : 'Batch dibuat.',
        onDone,
      )}
      noValidate
      aria-label={batch ? 'Ubah batch' : 'Batch baru'}
    >
      <Stack $gap={4}>
        <Stack $direction="row" $gap={4} $wrap $align="flex-start">
          <TextField
            label="Nama batch"
            required
            hint="Mis. Batch 5 atau Kelas Malam."
            {...form.text('name')}
            style={half}
          />
          <TextField
            label="Alamat batch (slug)"
            required
            spellCheck={false}
            autoComplete="off"
            hint={
              batch?.slugLocked
                ? 'Tidak dapat diubah lagi: batch ini sudah punya peserta atau pesanan.'
                : 'Huruf kecil, angka, dan tanda hubung; unik di live class ini.'
            }
            {...form.text('slug')}
            readOnly={batch?.slugLocked ?? false}
            style={half}
          />
        </Stack>
        <Fieldset>
          <legend>Harga dan kuota</legend>
          <Stack $gap={3}>
            <Stack $direction="row" $gap={4} $wrap $align="flex-start">
              <TextField
                label="Harga (Rp)"
                inputMode="numeric"
                required
                hint="Rupiah utuh; 0 = gratis."
                {...form.text('price')}
                style={half}
              />
              <TextField
                label="Harga promo (Rp)"
                inputMode="numeric"
                hint="Kosongkan bila tidak ada promo; tidak lebih dari harga."
                {...form.text('salePrice')}
                style={half}
              />
            </Stack>
            <TextField
              label="Kuota peserta"
              inputMode="numeric"
              required
              hint={batch ? `Kursi terisi: ${formatNumber(taken)} ${TAKEN_NOTE}` : undefined}
              {...form.text('quota')}
            />
            {batch && batch.orders > 0 && (
              <Text $size="sm" $muted>
                Harga baru berlaku untuk pesanan berikutnya; {formatNumber(batch.orders)} pesanan yang sudah dibuat
                tetap dengan harganya.
              </Text>
            )}
          </Stack>
        </Fieldset>
        <Fieldset>
          <legend>Jadwal</legend>
          <Stack $gap={3}>
            <Stack $direction="row" $gap={4} $wrap $align="flex-start">
              <TextField
                label="Pendaftaran dibuka"
                type="datetime-local"
                required
                {...form.text('registrationOpensAt')}
                style={half}
              />
              <TextField
                label="Pendaftaran ditutup"
                type="datetime-local"
                required
                hint="Paling lambat saat batch dimulai."
                {...form.text('registrationClosesAt')}
                style={half}
              />
            </Stack>
            <Stack $direction="row" $gap={4} $wrap $align="flex-start">
              <TextField
                label="Tanggal mulai"
                type="datetime-local"
                required
                {...form.text('startsAt')}
                readOnly={datesFollowSessions}
                style={half}
              />
              <TextField
                label="Tanggal selesai"
                type="datetime-local"
                required
                {...form.text('endsAt')}
                readOnly={datesFollowSessions}
                style={half}
              />
            </Stack>
            <Text $size="sm" $muted>
              {datesFollowSessions ? DATES_FROM_SESSIONS : DATES_TYPED}
            </Text>
          </Stack>
        </Fieldset>
        <AttendanceRulesFieldset field={(name) => form.text(name)} />
        <Checkbox label="Terbitkan (tampil dan dapat dibeli di katalog)" {...form.check('published')} />
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
