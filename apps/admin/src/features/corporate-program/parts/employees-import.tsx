/**
 * The employees' CSV import of a company in a batch (decision 0046): `name,email[,department]`, at most 1 MB and
 * 2,000 rows, applied whole or not at all — the staff's CSV import panel, as a training group's participants have it.
 * Existing accounts are enrolled, new addresses get a member account and an invitation to set a password.
 */
import { CsvImportPanel } from '@akademi-siber/feature-app-frame/csv-import';
import { GROUP_IMPORT_LIMITS, type ProgramImportResult } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { useImportAdminProgramEmployeesMutation, type ProgramCompanyRef } from '../data/program-api';

const resultText = (result: ProgramImportResult) =>
  `${formatNumber(result.rows)} baris dibaca: ${formatNumber(result.enrolled)} akun terdaftar ditambahkan, ` +
  `${formatNumber(result.invited)} akun baru dibuat dan diundang lewat email` +
  (result.alreadyInProgram > 0 ? `, ${formatNumber(result.alreadyInProgram)} sudah terdaftar di program.` : '.');

export function EmployeesImport({ company }: { company: ProgramCompanyRef }) {
  const [send, sending] = useImportAdminProgramEmployeesMutation();
  return (
    <CsvImportPanel
      title="Impor karyawan dari CSV"
      description={
        'Akun yang sudah ada (dicocokkan dari email) langsung terdaftar di program. Email baru dibuatkan akun ' +
        'member dan dikirimi undangan untuk membuat password. Satu baris saja bermasalah, seluruh berkas tidak ' +
        'diimpor.'
      }
      noun="karyawan"
      columns="name,email,department"
      columnsNote={
        <>
          kolom <code>department</code> boleh kosong atau tidak ada
        </>
      }
      exampleRows={['Rina Wulandari,rina@perusahaan.co.id,Keuangan', 'Bayu Jatmiko,bayu@perusahaan.co.id,']}
      maxBytes={GROUP_IMPORT_LIMITS.maxBytes}
      maxRows={GROUP_IMPORT_LIMITS.maxRows}
      submitLabel="Impor karyawan"
      sending={sending.isLoading}
      send={(file) => send({ ...company, file }).unwrap()}
      resultText={resultText}
    />
  );
}
