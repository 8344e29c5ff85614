// What a file material may be, told by its bytes (decision 0042): PDF, a ZIP archive — and of those, Word (DOCX) and
// Excel (XLSX) documents by the parts they hold — or UTF-8 text without control characters (TXT, or CSV when the
// name the browser sent says so: both are sent back as text). The course player serves exactly these types.
import type { DetectedType } from '../storage';

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** Tab, line feed, form feed and carriage return are text; any other C0 control character or DEL is not. */
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);
const isControl = (byte: number) => (byte < 0x20 && !TEXT_CONTROLS.has(byte)) || byte === 0x7f;

function officeType(bytes: Buffer): DetectedType | null {
  // Part names are stored uncompressed in each entry's local header and in the central directory.
  if (!bytes.includes('[Content_Types].xml')) return null;
  if (bytes.includes('word/document.xml'))
    return {
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      extension: 'docx',
    };
  if (bytes.includes('xl/workbook.xml'))
    return { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' };
  return null;
}

function isText(bytes: Buffer): boolean {
  // Control characters are single bytes in UTF-8 (never part of a longer sequence), so the bytes tell.
  if (bytes.some(isControl)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

export function detectMaterialFile(bytes: Buffer, filename: string | undefined): DetectedType | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return { contentType: 'application/pdf', extension: 'pdf' };
  if (bytes.subarray(0, 4).equals(ZIP_SIGNATURE))
    return officeType(bytes) ?? { contentType: 'application/zip', extension: 'zip' };
  if (!isText(bytes)) return null;
  return filename?.toLowerCase().endsWith('.csv')
    ? { contentType: 'text/csv; charset=utf-8', extension: 'csv' }
    : { contentType: 'text/plain; charset=utf-8', extension: 'txt' };
}
