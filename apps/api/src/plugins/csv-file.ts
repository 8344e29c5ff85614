// Reading a CSV file the staff upload (decisions 0044, 0050): UTF-8 (a byte-order mark is allowed), comma- or
// semicolon-separated (a spreadsheet set to Indonesian saves with semicolons), fields in double quotes may hold
// separators, line breaks and doubled quotes (RFC 4180). Every record keeps the line it starts on, so a problem is
// reported where the person who made the file sees it. What the columns mean is the caller's.

export interface CsvRecord {
  /** The line the record starts on; the header is line 1. */
  line: number;
  fields: string[];
}

export type CsvTable =
  { ok: true; header: CsvRecord; body: CsvRecord[] } | { ok: false; problems: { path: string; message: string }[] };

export const CSV_FILE_MESSAGES = {
  notUtf8: 'Berkas harus berupa teks CSV dengan encoding UTF-8.',
  unclosedQuote: 'Tanda kutip tidak ditutup: periksa baris ini dan baris sesudahnya.',
} as const;

/** Splits the text into records; `unclosedAt` is the line where a quoted field that never closes starts. */
function records(text: string, separator: string): { records: CsvRecord[]; unclosedAt: number | null } {
  const out: CsvRecord[] = [];
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

const isBlank = (record: CsvRecord) => record.fields.every((field) => field.trim() === '');

export const fileProblem = (message: string): CsvTable => ({ ok: false, problems: [{ path: 'file', message }] });

/**
 * The file's header and its other non-blank records, or why the file as a whole cannot be read. `emptyMessage`
 * says what an empty file should hold; a header that is not on line 1 is the caller's to refuse.
 */
export function readCsvTable(bytes: Buffer, emptyMessage: string): CsvTable {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return fileProblem(CSV_FILE_MESSAGES.notUtf8);
  }
  // A NUL byte is never in a text file: a binary file that happens to be valid UTF-8.
  if (text.includes('\u0000')) return fileProblem(CSV_FILE_MESSAGES.notUtf8);
  if (text.trim() === '') return fileProblem(emptyMessage);
  const firstLine = text.slice(0, text.search(/\r|\n|$/));
  const separator = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  const { records: all, unclosedAt } = records(text, separator);
  if (unclosedAt !== null)
    return { ok: false, problems: [{ path: `line.${unclosedAt}`, message: CSV_FILE_MESSAGES.unclosedQuote }] };
  const [header, ...body] = all.filter((record) => !isBlank(record));
  return { ok: true, header, body };
}
