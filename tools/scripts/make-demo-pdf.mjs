// Makes the demo seed's file material (apps/api/media/demo/berkas/lembar-kerja.pdf): a one-page A4 PDF written by
// hand (Helvetica, no dependency), the download of every seeded "file" material. The file is committed; run this
// (`node tools/scripts/make-demo-pdf.mjs`) only to change it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const out = join(dirname(fileURLToPath(import.meta.url)), '../../apps/api/media/demo/berkas/lembar-kerja.pdf');
const lines = [
  ['Akademi Siber - Lembar Kerja', 20],
  ['Checklist keamanan untuk latihan mandiri', 13],
  ['', 12],
  ['[ ] Perbarui sistem operasi dan aplikasi ke versi terbaru.', 12],
  ['[ ] Aktifkan autentikasi dua faktor di akun penting.', 12],
  ['[ ] Gunakan pengelola kata sandi dan kata sandi unik.', 12],
  ['[ ] Cadangkan data penting secara berkala dan uji pemulihannya.', 12],
  ['[ ] Catat temuan latihan Anda dan diskusikan di forum kelas.', 12],
];
const escape = (text) => text.replace(/[\\()]/g, (c) => `\\${c}`);
let y = 780;
const content = lines
  .map(([text, size]) => {
    const line = `BT /F1 ${size} Tf 60 ${y} Td (${escape(text)}) Tj ET`;
    y -= size + 14;
    return line;
  })
  .join('\n');
const objects = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
  '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
];
let pdf = '%PDF-1.4\n';
const offsets = [];
objects.forEach((body, index) => {
  offsets.push(Buffer.byteLength(pdf));
  pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
});
const xref = Buffer.byteLength(pdf);
pdf +=
  `xref\n0 ${objects.length + 1}\n0000000000 65535 f ` +
  `\n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, pdf);
console.log(`${out}: ${Buffer.byteLength(pdf)} bytes`);
