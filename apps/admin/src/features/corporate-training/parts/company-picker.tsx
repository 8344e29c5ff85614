/**
 * Picking a company from the register (decision 0044; the corporate program's too, decision 0046): a search box that
 * asks once per pause, then a list of the matches. The form that holds the choice gives the list's field props; the
 * company already chosen stays an option while a search shows others.
 */
import { useState } from 'react';
import { Select, Stack, TextField, type SelectProps } from '@akademi-siber/ui-design-system';
import { MAX_PER_PAGE } from '@akademi-siber/util-contracts';
import { useGetAdminCompaniesQuery } from '../data/corporate-training-api';
import { useDebounced } from './use-debounced';

export interface CompanyPickerProps {
  /** The list's props from the form (`form.text('companyId')`: name, ref, handlers, error). */
  field: Omit<SelectProps, 'label' | 'options'>;
  current: { id: number; name: string } | null;
  /** Companies not to offer (a program batch's own). */
  exclude?: readonly number[];
  /** Where a missing company is added, e.g. "Belum ada? Tambahkan di tab Perusahaan." */
  hint?: SelectProps['hint'];
  disabled?: boolean;
}

/** The current pick stays an option while a search shows other matches. */
export const withCurrent = (
  options: { value: string; label: string }[],
  current: { value: string; label: string } | null,
) =>
  current && current.value && !options.some((option) => option.value === current.value)
    ? [current, ...options]
    : options;

export function CompanyPicker({ field, current, exclude = [], hint, disabled }: CompanyPickerProps) {
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim());
  const companies = useGetAdminCompaniesQuery({ page: 1, perPage: MAX_PER_PAGE, q: term });
  const options = (companies.data?.data ?? [])
    .filter((company) => !exclude.includes(company.id))
    .map((company) => ({ value: String(company.id), label: company.name }));
  return (
    <Stack $gap={2}>
      <TextField
        label="Cari perusahaan"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        disabled={disabled}
      />
      <Select
        label="Perusahaan"
        required
        hint={hint}
        placeholder={
          companies.isFetching ? 'Memuat perusahaan…' : options.length ? 'Pilih perusahaan' : 'Tidak ada yang cocok'
        }
        options={withCurrent(options, current ? { value: String(current.id), label: current.name } : null)}
        {...field}
      />
    </Stack>
  );
}
