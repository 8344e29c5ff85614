// Small PDF files for tests of the PDF inspection (decision 0026), written object by object or made by pdf-lib.
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';

/** A one-page PDF whose catalog carries `catalogExtra`, with more objects after the page (numbered from 4). */
export function pdfWith(catalogExtra = '', objects: string[] = []): Buffer {
  const all = [`<< /Type /Catalog /Pages 2 0 R ${catalogExtra} >>`, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>', ...objects];
  let body = '%PDF-1.7\n';
  const offsets = all.map((object, index) => {
    const at = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${all.length + 1}\n0000000000 65535 f \n${offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('')}`;
  return Buffer.from(`${body}trailer\n<< /Size ${all.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`, 'latin1');
}

/** A PDF saved by pdf-lib with object streams: the catalog (and an OpenAction, if asked) only in compressed data. */
export async function pdfWithObjectStreams(withScript: boolean): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage([200, 200]);
  if (withScript) {
    const action = document.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
    document.catalog.set(PDFName.of('OpenAction'), document.context.register(action));
  }
  return Buffer.from(await document.save({ useObjectStreams: true }));
}

/** `pdf` with one more object holding a zlib stream, placed before the others. */
export function withStream(pdf: Buffer, dictionary: string, data: Buffer): Buffer {
  const head = Buffer.from(`9 0 obj\n<< ${dictionary} /Length ${data.length} >>\nstream\n`, 'latin1');
  return Buffer.concat([pdf.subarray(0, 9), head, data, Buffer.from('\nendstream\nendobj\n', 'latin1'), pdf.subarray(9)]);
}
