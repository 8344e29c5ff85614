/**
 * The participants' CSV import (decision 0044): one file (UTF-8, header `name,email`, at most 1 MB and 2,000 rows),
 * applied whole or not at all — the staff's CSV import panel on the group's import call. A good file says how many
 * existing accounts were enrolled and how many new ones were made and invited by email.
 */
import { CsvImportPanel } from '@akademi-siber/feature-app-frame/csv-import';
import { GROUP_IMPORT_LIMITS, type GroupImportResult } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { useImportAdminGroupParticipantsMutation, type GroupRef } from '../data/corporate-training-api';

const resultText = (result: GroupImportResult) =>
  `${formatNumber(result.rows)} baris dibaca: ${formatNumber(result.enrolled)} akun terdaftar ditambahkan, ` +
  `${formatNumber(result.invited)} akun baru dibuat dan diundang lewat email` +
  (result.alreadyInGroup > 0 ? `, ${formatNumber(result.alreadyInGroup)} sudah menjadi peserta.` : '.');

export function ImportPanel({ group }: { group: GroupRef }) {
  const [send, sending] = useImportAdminGroupParticipantsMutation();
  return (
    <CsvImportPanel
      title="Impor peserta dari CSV"
      description={
        'Akun yang sudah ada (dicocokkan dari email) langsung menjadi peserta. Email baru dibuatkan akun member ' +
        'dan dikirimi undangan untuk membuat password. Satu baris saja bermasalah, seluruh berkas tidak diimpor.'
      }
      noun="peserta"
      columns="name,email"
      exampleRows={['Rina Wulandari,rina@perusahaan.co.id', 'Bayu Jatmiko,bayu@perusahaan.co.id']}
      maxBytes={GROUP_IMPORT_LIMITS.maxBytes}
      maxRows={GROUP_IMPORT_LIMITS.maxRows}
      submitLabel="Impor peserta"
      sending={sending.isLoading}
      send={(file) => send({ ...group, file }).unwrap()}
      resultText={resultText}
    />
  );
}
