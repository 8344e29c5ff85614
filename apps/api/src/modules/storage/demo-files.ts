// Read-only files that ship with the code, under `demo/` keys: the demo seed's payment proof refers to one, so a
// freshly seeded database (embedded demo, tests, a new PostgreSQL) has a proof an admin can open without anything
// having been uploaded to this instance's folder or bucket. The demo lab's challenge files are served the same way.
import { deflateSync } from 'node:zlib';
import { DEMO_COURSE_THUMBNAIL } from '../../db/seed-catalog-data';
import { LAB_DEMO_FILES } from '../../db/seed-lab-data';
import { DEMO_TRANSFER } from '../../db/seed-orders-data';
import { DEMO_AVATAR } from '../../db/seed-profile-data';

/** A one-page PDF bank-transfer receipt with the given lines (PDF 1.4, Helvetica, WinAnsi text). */
export function receiptPdf(lines: readonly string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`).replace(/[^\x20-\x7e]/g, '?');
  const text = lines
    .map((line, index) => `BT /F1 ${index === 0 ? 16 : 11} Tf 56 ${780 - index * 22} Td (${escape(line)}) Tj ET`)
    .join('\n');
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

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  let crc = 0xffffffff;
  for (const byte of body) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  const framed = Buffer.alloc(body.length + 8);
  framed.writeUInt32BE(data.length, 0);
  body.copy(framed, 4);
  framed.writeUInt32BE((crc ^ 0xffffffff) >>> 0, body.length + 4);
  return framed;
}

/** A square PNG of one colour (RGB), for the demo member's avatar (decision 0023). */
export function solidPng(size: number, [red, green, blue]: readonly [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: size }, () => [red, green, blue]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const DEMO_FILES: Record<string, () => Buffer> = {
  [DEMO_TRANSFER.storageKey]: () => receiptPdf(DEMO_TRANSFER.receiptLines),
  [DEMO_AVATAR.storageKey]: () => solidPng(64, [11, 94, 215]),
  [DEMO_COURSE_THUMBNAIL.storageKey]: () => solidPng(96, [20, 120, 160]),
  // The demo lab's challenge files (issue 17).
  ...LAB_DEMO_FILES,
};

export function demoFile(key: string): Buffer | null {
  return DEMO_FILES[key]?.() ?? null;
}
