/**
 * Creating or changing a learning item of a company in a batch (decision 0046): its title, due date (none when
 * blank) and the program points its completion earns. A new item's content (modules, materials, quiz) is made with
 * it and filled on the item's own pages.
 */
import { useEntityForm } from '@akademi-siber/feature-app-frame/forms';
import { Button, Stack, TextField } from '@akademi-siber/ui-design-system';
import type { AdminProgramItem } from '@akademi-siber/util-contracts';
import {
  useCreateAdminProgramItemMutation,
  useUpdateAdminProgramItemMutation,
  type ProgramCompanyRef,
} from '../data/program-api';
import { itemFormSchema, itemValues, NEW_ITEM } from './program-schemas';

const half = { flex: '1 1 200px', minWidth: 0 } as const;

export function ItemForm({
  company,
  item,
  onDone,
}: {
  company: ProgramCompanyRef;
  item: AdminProgramItem | null;
  onDone: () => void;
}) {
  const form = useEntityForm(itemFormSchema, item ? itemValues(item) : NEW_ITEM);
  const [create] = useCreateAdminProgramItemMutation();
  const [update] = useUpdateAdminProgramItemMutation();
  return (
    <form
      onSubmit={form.onSubmit(
        (body) =>
          item ? update({ ...company, itemId: item.id, body }).unwrap() : create({ ...company, body }).unwrap(),
        item ? 'Materi program disimpan.' : 'Materi program ditambahkan.',
        onDone,
      )}
      noValidate
      aria-label={item ? 'Ubah materi program' : 'Materi program baru'}
    >
      <Stack $gap={4}>
        <TextField label="Judul materi" required hint="Misalnya “Mengenali email phishing”." {...form.text('title')} />
        <Stack $direction="row" $gap={4} $wrap $align="flex-start">
          <TextField
            label="Tenggat"
            type="datetime-local"
            hint="Kosongkan bila tanpa tenggat. Waktu menurut zona perangkat Anda."
            {...form.text('dueAt')}
            style={half}
          />
          <TextField
            label="Poin"
            inputMode="numeric"
            required
            hint="Poin program bagi karyawan yang menyelesaikannya (0–10.000)."
            {...form.text('points')}
            style={half}
          />
        </Stack>
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
