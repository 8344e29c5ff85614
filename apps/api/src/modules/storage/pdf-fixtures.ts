// Small PDF files for tests of the PDF inspection (decision 0026), written object by object or made by pdf-lib.
import { deflateSync } from 'node:zlib';
import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  PDFName,
  PDFString,
  popGraphicsState,
  pushGraphicsState,
} from 'pdf-lib';
import { jpegParts } from './image-fixtures';

/** A one-page PDF whose catalog carries `catalogExtra`, with more objects after the page (numbered from 4). */
export function pdfWith(catalogExtra = '', objects: string[] = []): Buffer {
  const all = [
    `<< /Type /Catalog /Pages 2 0 R ${catalogExtra} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
    ...objects,
  ];
  let body = '%PDF-1.7\n';
  const offsets = all.map((object, index) => {
    const at = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body +=
    `xref\n0 ${all.length + 1}\n0000000000 65535 f ` +
    `\n${offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('')}`;
  return Buffer.from(
    `${body}trailer\n<< /Size ${all.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
    'latin1',
  );
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
  return Buffer.concat([
    pdf.subarray(0, 9),
    head,
    data,
    Buffer.from('\nendstream\nendobj\n', 'latin1'),
    pdf.subarray(9),
  ]);
}

/** Bytes a picture's compressed data may hold by chance: the active names, each followed by a delimiter. */
export const CHANCE_NAMES = Buffer.from('\x8a\x11/JS(\x93\x02/AA<\x7f\xc4/JavaScript \x01\x9e', 'latin1');

/** A JPEG whose entropy-coded data is `data` (pdf-lib reads only the markers up to the frame header). */
export function jpegWithScanData(data: Buffer): Buffer {
  const parts = jpegParts({ orientation: 1, withMetadata: false });
  const scanHeader = parts.scan.subarray(0, parts.scan.indexOf(Buffer.from([0x12, 0xff])));
  return Buffer.concat([parts.soi, parts.app0, parts.dqt, parts.sof, scanHeader, data, Buffer.from([0xff, 0xd9])]);
}

/**
 * A one-page PDF made by pdf-lib that draws one picture: a JPEG (DCTDecode, bytes as given) or `pixels` as an
 * 8-bit grey FlateDecode image, deflated or stored (zlib's level 0 keeps the bytes as they are).
 */
export async function pdfWithPicture(picture: { jpeg: Buffer } | { pixels: Buffer; stored: boolean }): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([200, 200]);
  if ('jpeg' in picture) {
    page.drawImage(
      await document.embedJpg(new Uint8Array(picture.jpeg)) /* pdf-lib reads from the start of the ArrayBuffer */,
      { x: 0, y: 0, width: 100, height: 100 },
    );
  } else {
    const width = 16;
    const pixels = Buffer.concat([
      picture.pixels,
      Buffer.alloc((width - (picture.pixels.length % width)) % width, 0x80),
    ]);
    const dictionary = {
      Type: 'XObject',
      Subtype: 'Image',
      Width: width,
      Height: pixels.length / width,
      ColorSpace: 'DeviceGray',
      BitsPerComponent: 8,
      Filter: 'FlateDecode',
    };
    const image = document.context.register(
      document.context.stream(deflateSync(pixels, { level: picture.stored ? 0 : 6 }), dictionary),
    );
    page.node.setXObject(PDFName.of('Im0'), image);
    page.pushOperators(
      pushGraphicsState(),
      concatTransformationMatrix(100, 0, 0, 100, 0, 0),
      drawObject('Im0'),
      popGraphicsState(),
    );
  }
  return Buffer.from(await document.save());
}
