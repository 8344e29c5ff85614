// Reading the participants' CSV file (decision 0044): UTF-8 (a byte-order mark is allowed), comma- or semicolon-
// separated (a spreadsheet set to Indonesian saves with semicolons), fields in double quotes may hold separators, line
// breaks and doubled quotes (RFC 4180). The header row names the columns `name` (or `nama`) and `email` in any order,
// and may name a `department` (or `departemen`, `divisi`); other columns are ignored. Every record keeps the line it
// starts on: a problem is reported where the admin sees it.
import { GROUP_IMPORT_LIMITS } from '@akademi-siber/util-contracts';

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
  notUtf8: 'Berkas harus berupa teks CSV dengan encoding UTF-8.',
  empty: 'Berkas kosong. Isi baris judul name,email lalu satu peserta per baris.',
  header: 'Baris pertama harus berisi judul kolom name dan email (contoh: name,email).',
  noRows: 'Berkas tidak berisi peserta. Tambahkan satu peserta per baris di bawah baris judul.',
  tooManyRows:
    `Satu berkas paling banyak ${GROUP_IMPORT_LIMITS.maxRows.toLocaleString('id-ID')} peserta. ` +
    'Bagi berkas menjadi beberapa bagian.',
  unclosedQuote: 'Tanda kutip tidak ditutup: periksa baris ini dan baris sesudahnya.',
} as const;

interface RawRecord {
  line: number;
  fields: string[];
}

/** Splits the text into records; `null` when a quoted field never closes (its start line is given). */
function records(text: string, separator: string): { records: RawRecord[]; unclosedAt: number | null } {
  const out: RawRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let quoteLine = 1;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          field += '"';
          index++;
        } else quoted = false;
      } else {
        if (char === '\n') line++;
        field += char;
      }
      continue;
    }
    if (char === '"' && field.trim() === '') {
      quoted = true;
      quoteLine = line;
      field = '';
    } else if (char === separator) {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index++;
      fields.push(field);
      out.push({ line: recordLine, fields });
      fields = [];
      field = '';
      line++;
      recordLine = line;
    } else field += char;
  }
  if (quoted) return { records: out, unclosedAt: quoteLine };
  if (field !== '' || fields.length > 0) {
    fields.push(field);
    out.push({ line: recordLine, fields });
  }
  return { records: out, unclosedAt: null };
}

const isBlank = (record: RawRecord) => record.fields.every((field) => field.trim() === '');

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
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return fileProblem(CSV_MESSAGES.notUtf8);
  }
  // A NUL byte is never in a text file: a binary file that happens to be valid UTF-8.
  if (text.includes('\u0000')) return fileProblem(CSV_MESSAGES.notUtf8);
  if (text.trim() === '') return fileProblem(CSV_MESSAGES.empty);
  const firstLine = text.slice(0, text.search(/\r|\n|$/));
  const separator = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  const { records: all, unclosedAt } = records(text, separator);
  if (unclosedAt !== null)
    return { ok: false, problems: [{ path: `line.${unclosedAt}`, message: CSV_MESSAGES.unclosedQuote }] };
  const [header, ...body] = all.filter((record) => !isBlank(record));
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
