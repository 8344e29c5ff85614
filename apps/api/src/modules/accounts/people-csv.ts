// Reading the participants' CSV file (decision 0044) with the staff's CSV reader (plugins/csv-file.ts): the header
// row names the columns `name` (or `nama`) and `email` in any order, and may name a `department` (or `departemen`,
// `divisi`); other columns are ignored.
import { GROUP_IMPORT_LIMITS } from '@akademi-siber/util-contracts';
import { CSV_FILE_MESSAGES, readCsvTable } from '../../plugins/csv-file';

export interface CsvRow {
  /** The line the record starts on; the header is line 1. */
  line: number;
  name: string;
  email: string;
  /** Empty when the file has no department column or the cell is empty. */
  department: string;
}

export type CsvReading = { ok: true; rows: CsvRow[] } | { ok: false; problems: { path: string; message: string }[] };

export const CSV_MESSAGES = {
  notUtf8: CSV_FILE_MESSAGES.notUtf8,
  empty: 'Berkas kosong. Isi baris judul name,email lalu satu peserta per baris.',
  header: 'Baris pertama harus berisi judul kolom name dan email (contoh: name,email).',
  noRows: 'Berkas tidak berisi peserta. Tambahkan satu peserta per baris di bawah baris judul.',
  tooManyRows:
    `Satu berkas paling banyak ${GROUP_IMPORT_LIMITS.maxRows.toLocaleString('id-ID')} peserta. ` +
    'Bagi berkas menjadi beberapa bagian.',
  unclosedQuote: CSV_FILE_MESSAGES.unclosedQuote,
} as const;

const HEADER_ALIASES: Readonly<Record<string, 'name' | 'email' | 'department'>> = {
  name: 'name',
  nama: 'name',
  email: 'email',
  'e-mail': 'email',
  department: 'department',
  departemen: 'department',
  divisi: 'department',
};

/** The file's rows, or why the file as a whole cannot be read (a row's own problems are checked later). */
export function readParticipantsCsv(bytes: Buffer): CsvReading {
  const table = readCsvTable(bytes, CSV_MESSAGES.empty);
  if (!table.ok) return table;
  const { header, body } = table;
  const columns = header.fields.map((field) => HEADER_ALIASES[field.trim().toLowerCase()]);
  const nameAt = columns.indexOf('name');
  const emailAt = columns.indexOf('email');
  const departmentAt = columns.indexOf('department');
  if (header.line !== 1 || nameAt === -1 || emailAt === -1) return fileProblem(CSV_MESSAGES.header);
  if (body.length === 0) return fileProblem(CSV_MESSAGES.noRows);
  if (body.length > GROUP_IMPORT_LIMITS.maxRows) return fileProblem(CSV_MESSAGES.tooManyRows);
  return {
    ok: true,
    rows: body.map((record) => ({
      line: record.line,
      name: record.fields[nameAt] ?? '',
      email: record.fields[emailAt] ?? '',
      department: departmentAt === -1 ? '' : (record.fields[departmentAt] ?? ''),
    })),
  };
}

function fileProblem(message: string): CsvReading {
  return { ok: false, problems: [{ path: 'file', message }] };
}
