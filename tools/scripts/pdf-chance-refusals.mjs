// How often a member's photo PDF would be refused by chance (decision 0026): builds valid one-page PDFs, each drawing
// a JPEG whose data is random bytes (as a photo's compressed data looks), and counts those the PDF inspection refuses.
// Run: `node --import tsx tools/scripts/pdf-chance-refusals.mjs [count=2000] [kilobytes=200]` (2,000 take about half a
// minute).
import { randomBytes } from 'node:crypto';
import { jpegWithScanData, pdfWithPicture } from '../../apps/api/src/modules/storage/pdf-fixtures.ts';
import { inspectPdf } from '../../apps/api/src/modules/storage/pdf-inspection.ts';

const count = Number(process.argv[2] ?? 2000);
const kilobytes = Number(process.argv[3] ?? 200);
const refused = {};
for (let index = 0; index < count; index += 1) {
  const verdict = await inspectPdf(await pdfWithPicture({ jpeg: jpegWithScanData(randomBytes(kilobytes * 1024)) }));
  if (verdict !== 'ok') refused[verdict] = (refused[verdict] ?? 0) + 1;
}
console.log(`${count} PDFs with a ${kilobytes} KB random-byte JPEG: refused ${JSON.stringify(refused)}`);
