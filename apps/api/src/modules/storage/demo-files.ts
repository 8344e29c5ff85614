// Read-only files that ship with the code, under `demo/` keys: the demo seed's payment proof refers to one, so a
// freshly seeded database (embedded demo, tests, a new PostgreSQL) has a proof an admin can open without anything
// having been uploaded to this instance's folder or bucket.
import { DEMO_TRANSFER } from '../../db/seed-orders-data';

/** A one-page PDF bank-transfer receipt with the given lines (PDF 1.4, Helvetica, WinAnsi text). */
export function receiptPdf(lines: readonly string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`).replace(/[^\x20-\x7e]/g, '?');
  const text = lines.map((line, index) => `BT /F1 ${index === 0 ? 16 : 11} Tf 56 ${780 - index * 22} Td (${escape(line)}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const DEMO_FILES: Record<string, () => Buffer> = {
  [DEMO_TRANSFER.storageKey]: () => receiptPdf(DEMO_TRANSFER.receiptLines),
};

export function demoFile(key: string): Buffer | null {
  return DEMO_FILES[key]?.() ?? null;
}
