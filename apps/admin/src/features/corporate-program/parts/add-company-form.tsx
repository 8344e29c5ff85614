/**
 * "Tambah perusahaan" of a batch: a company picked from the register (the corporate-training feature's companies,
 * decision 0044), without those already in the batch. The company then gets its items, managers and employees on
 * its own page.
 */
import { z } from 'zod';
import { useEntityForm } from '@akademi-siber/feature-app-frame/forms';
import { Button, Stack } from '@akademi-siber/ui-design-system';
import { programCompanyInputSchema } from '@akademi-siber/util-contracts';
import { CompanyPicker } from '../../corporate-training';
import { useAddAdminProgramCompanyMutation } from '../data/program-api';

const companyFormSchema = z
  .object({ companyId: z.string().trim().min(1, { error: 'Perusahaan wajib dipilih' }) })
  .transform((form) => ({ corporateId: Number(form.companyId) }))
  .pipe(programCompanyInputSchema);

export function AddCompanyForm({
  batchId,
  taken,
  onDone,
}: {
  batchId: number;
  /** The companies already in the batch. */
  taken: readonly number[];
  onDone: () => void;
}) {
  const form = useEntityForm(companyFormSchema, { companyId: '' });
  const [add] = useAddAdminProgramCompanyMutation();
  return (
    <form
      onSubmit={form.onSubmit(
        (body) => add({ batchId, corporateId: body.corporateId }).unwrap(),
        'Perusahaan ditambahkan ke batch.',
        onDone,
      )}
      noValidate
      aria-label="Tambah perusahaan ke batch"
    >
      <Stack $gap={4}>
        <CompanyPicker
          field={form.text('companyId')}
          current={null}
          exclude={taken}
          hint="Belum ada? Tambahkan di Pelatihan Korporat, tab Perusahaan."
          disabled={form.saving}
        />
        <Stack $direction="row" $gap={3} $justify="flex-end" $wrap>
          <Button type="button" $variant="secondary" onClick={onDone} disabled={form.saving}>
            Batal
          </Button>
          <Button type="submit" loading={form.saving}>
            Tambahkan
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
