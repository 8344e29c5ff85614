/** Adding a company or renaming one; a name is unique without regard to case (the API says so on the field). */
import { useEntityForm } from '@akademi-siber/feature-app-frame/forms';
import { Button, Stack, TextField } from '@akademi-siber/ui-design-system';
import { companyInputSchema, type CorporateCompany } from '@akademi-siber/util-contracts';
import { useCreateAdminCompanyMutation, useUpdateAdminCompanyMutation } from '../data/corporate-training-api';

export function CompanyForm({ company, onDone }: { company: CorporateCompany | null; onDone: () => void }) {
  const form = useEntityForm(companyInputSchema, { name: company?.name ?? '' });
  const [create] = useCreateAdminCompanyMutation();
  const [update] = useUpdateAdminCompanyMutation();
  return (
    <form
      onSubmit={form.onSubmit(
        (body) => (company ? update({ id: company.id, body }).unwrap() : create(body).unwrap()),
        company ? 'Nama perusahaan disimpan.' : 'Perusahaan ditambahkan.',
        onDone,
      )}
      noValidate
      aria-label={company ? 'Ubah perusahaan' : 'Perusahaan baru'}
    >
      <Stack $gap={4}>
        <TextField
          label="Nama perusahaan"
          required
          hint="Nama resmi, misalnya “PT Nusantara Aman”."
          {...form.text('name')}
        />
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
