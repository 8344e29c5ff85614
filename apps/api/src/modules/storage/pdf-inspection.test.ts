// The PDF inspection (decision 0026): which PDFs a member may send as a transfer proof and why the others are refused.
import { deflateRawSync, deflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { receiptPdf } from './demo-files';
import {
  CHANCE_NAMES,
  jpegWithScanData,
  pdfWith,
  pdfWithObjectStreams,
  pdfWithPicture,
  withStream,
} from './pdf-fixtures';
import { inspectPdf, PDF_INFLATE_BUDGET } from './pdf-inspection';
import { structureVerdict } from './pdf-structure';

const latin1 = (text: string) => Buffer.from(text, 'latin1');

describe('inspectPdf', () => {
  it('takes a plain receipt and a PDF with compressed object streams', async () => {
    expect(await inspectPdf(receiptPdf(['Bukti Transfer']))).toBe('ok');
    expect(await inspectPdf(await pdfWithObjectStreams(false))).toBe('ok');
    // Trailing whitespace after %%EOF is part of a normal file.
    expect(await inspectPdf(Buffer.concat([pdfWith(), latin1('\r\n\0 \n')]))).toBe('ok');
  });

  it('finds every active name, escaped in any case, in the file and in compressed streams', async () => {
    for (const name of [
      'JavaScript',
      'JS',
      'AA',
      'Launch',
      'EmbeddedFile',
      'EmbeddedFiles',
      'RichMedia',
      'SubmitForm',
      'ImportData',
      'GoToE',
      'XFA',
    ]) {
      expect(await inspectPdf(pdfWith(`/${name} 4 0 R`, ['<< >>']))).toBe('active');
    }
    expect(await inspectPdf(pdfWith('/OpenAction << /S /J#61vaScript /J#53 (x) >>'))).toBe('active');
    expect(await inspectPdf(pdfWith('/#4fpen#41ction 4 0 R', ['<< >>']))).toBe('active');
  });

  it('lets a document open at a page (a destination or a GoTo), and refuses any other action on opening', async () => {
    // What bank statements and office or LaTeX exports write: open at page 1, fit to the window.
    expect(await inspectPdf(pdfWith('/OpenAction [3 0 R /Fit]'))).toBe('ok');
    expect(await inspectPdf(pdfWith('/OpenAction 4 0 R', ['[3 0 R /XYZ null null 1]']))).toBe('ok');
    expect(await inspectPdf(pdfWith('/OpenAction << /S /GoTo /D [3 0 R /Fit] >>'))).toBe('ok');
    for (const action of [
      '<< /S /URI /URI (https://contoh.test/lacak) >>',
      '<< /S /GoToR /F (lain.pdf) /D [0 /Fit] >>',
      '<< /S /Named /N /Print >>',
      '<< /S /GoTo /D [3 0 R /Fit] /Next << /S /URI /URI (https://contoh.test/) >> >>',
      '<< /#53 /URI /URI (https://contoh.test/) >>',
      '<< /D [3 0 R /Fit] >>',
      '(teks)',
    ]) {
      expect({ action, verdict: await inspectPdf(pdfWith('/OpenAction 4 0 R', [action])) }).toEqual({
        action,
        verdict: 'active',
      });
    }
    expect(await inspectPdf(await pdfWithObjectStreams(true))).toBe('active');
    // A zlib stream of any kind (here a page's content) is unpacked and read too.
    expect(
      await inspectPdf(
        withStream(pdfWith(), '/Filter /FlateDecode', deflateSync(latin1('<< /S /JavaScript /JS (x) >>'))),
      ),
    ).toBe('active');
    // A stream cut short is read as far as it goes, as a viewer would.
    const cut = deflateSync(latin1(`<< /S /Launch >>${'q Q '.repeat(2000)}`));
    expect(await inspectPdf(withStream(pdfWith(), '/Filter /FlateDecode', cut.subarray(0, cut.length - 10)))).toBe(
      'active',
    );
  });

  it('refuses data after %%EOF, no %%EOF, and files pdf-lib cannot load or without a page', async () => {
    expect(await inspectPdf(Buffer.concat([pdfWith(), latin1('<html></html>')]))).toBe('trailing');
    expect(await inspectPdf(latin1('%PDF-1.4\n<html><script>alert(1)</script></html>'))).toBe('broken');
    expect(await inspectPdf(latin1('%PDF-1.4\n<html><script>alert(1)</script></html>\n%%EOF\n'))).toBe('broken');
    expect(
      await inspectPdf(
        latin1(
          '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] ' +
            '/Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
        ),
      ),
    ).toBe('broken');
    expect(await inspectPdf(Buffer.concat([latin1('\n'), pdfWith()]))).toBe('broken');
  });

  it('refuses encrypted files, object streams it cannot unpack, broken zlib and streams past the budget', async () => {
    const encrypted = pdfWith()
      .toString('latin1')
      .replace('/Root 1 0 R', '/Root 1 0 R /Encrypt << /Filter /Standard /V 2 >>');
    expect(await inspectPdf(latin1(encrypted))).toBe('encrypted');
    // pdf-lib would unpack this one and find the script in it; zlib here cannot, so it is not taken.
    const hexObjects = latin1(`${latin1('4 0 << /S /JavaScript /JS (app.alert(1)) >>').toString('hex')}>`);
    expect(
      await inspectPdf(withStream(pdfWith(), '/Type /ObjStm /N 1 /First 4 /Filter /ASCIIHexDecode', hexObjects)),
    ).toBe('broken');
    const predicted = deflateSync(latin1('4 0 << >>'));
    expect(
      await inspectPdf(
        withStream(
          pdfWith(),
          '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /DecodeParms << /Predictor 12 >>',
          predicted,
        ),
      ),
    ).toBe('broken');
    const corrupt = Buffer.concat([deflateSync(latin1('x')).subarray(0, 2), Buffer.alloc(32, 0xff)]);
    expect(await inspectPdf(withStream(pdfWith(), '/Filter /FlateDecode', corrupt))).toBe('broken');
    expect(
      await inspectPdf(
        withStream(pdfWith(), '/Filter /FlateDecode', deflateSync(Buffer.alloc(PDF_INFLATE_BUDGET + 1))),
      ),
    ).toBe('broken');
  });

  it('does not unpack pictures, so a large image stream costs nothing from the budget', async () => {
    const picture = deflateSync(Buffer.alloc(PDF_INFLATE_BUDGET + 1));
    expect(
      await inspectPdf(
        withStream(pdfWith(), '/Type /XObject /Subtype /Image /Width 1 /Height 1 /Filter /FlateDecode', picture),
      ),
    ).toBe('ok');
  });

  it('takes pictures whose bytes spell active names: a JPEG, a FlateDecode image stored or deflated', async () => {
    const jpeg = jpegWithScanData(Buffer.concat([Buffer.alloc(300, 0x5a), CHANCE_NAMES, Buffer.alloc(300, 0xa5)]));
    const photo = await pdfWithPicture({ jpeg });
    expect(photo.includes(CHANCE_NAMES)).toBe(true);
    expect(await inspectPdf(photo)).toBe('ok');
    const stored = await pdfWithPicture({
      pixels: Buffer.concat([Buffer.alloc(64, 0x10), CHANCE_NAMES]),
      stored: true,
    });
    expect(stored.includes(CHANCE_NAMES)).toBe(true);
    expect(await inspectPdf(stored)).toBe('ok');
    expect(
      await inspectPdf(
        await pdfWithPicture({ pixels: Buffer.concat([Buffer.alloc(64, 0x10), CHANCE_NAMES]), stored: false }),
      ),
    ).toBe('ok');
  });

  it('reads what a compressed stream unpacks to, not its compressed bytes', async () => {
    // Bytes after the end of the zlib data are skipped by a viewer; here they spell names, the content does not.
    const content = Buffer.concat([deflateSync(latin1('q 1 0 0 1 0 0 cm Q')), CHANCE_NAMES]);
    expect(await inspectPdf(withStream(pdfWith(), '/Filter /FlateDecode', content))).toBe('ok');
  });

  it('still refuses a script after a fake picture header in a string: pdf-lib reads the real objects', async () => {
    const spoof = pdfWith('/OpenAction 5 0 R', [
      '<< /Title (<< /Subtype /Image /Filter /DCTDecode >> stream\n) >>',
      '<< /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>',
      '<< /Note (endstream) >>',
    ]);
    expect(await inspectPdf(spoof)).toBe('active');
    expect(structureVerdict((await PDFDocument.load(spoof)).context)).toBe('active');
  });

  it('still reads picture bytes when a viewer could be sent into them', async () => {
    // An object inside a picture's data that the cross-reference points to (pdf-lib reads the file in order and
    // never sees it; a viewer follows the offsets).
    const hidden =
      '1 0 obj\n<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>\nendobj\n';
    const inPicture = pdfWith('', [
      `<< /Type /XObject /Subtype /Image /Width 1 /Height 1 /Filter /DCTDecode /Length ` +
        `${hidden.length + 5} >>\nstream\n\xff\xd8\n${hidden}\xff\xd9\nendstream`,
    ]);
    expect(await inspectPdf(pointObjectOneAt(inPicture, hidden))).toBe('active');
    // An object header in a string of the picture's dictionary: read from there, the dictionary stays open into the
    // picture's data.
    const opener = '1 0 obj << /Type /Catalog /Pages 2 0 R /Extra <<';
    const data = '/OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>';
    const inString = pdfWith('', [
      `<< /Type /XObject /Subtype /Image /Width 1 /Height 1 /Filter /DCTDecode /Alt (${opener}) /Length ` +
        `${data.length} >>\nstream\n${data}\nendstream`,
    ]);
    expect(await inspectPdf(pointObjectOneAt(inString, opener))).toBe('active');
  });

  it('unpacks a stream a viewer could read as an object stream even when it calls itself a picture', async () => {
    const objects = deflateSync(latin1('5 0 << /S /JavaScript /JS (app.alert(1)) >>'));
    expect(
      await inspectPdf(
        withStream(pdfWith(), '/Type /XObject /Subtype /Image /N 1 /First 4 /Filter /FlateDecode', objects),
      ),
    ).toBe('active');
  });

  // pdf-lib unpacks object streams with no limit of its own.
  it('keeps to the budget where a stream could be misplaced', async () => {
    const objects = Buffer.concat([latin1('5 0 '), Buffer.alloc(PDF_INFLATE_BUDGET + 1, 0x20), latin1('<< >>')]);
    const packed = deflateSync(objects);
    // A picture's label after an `obj` in a string, on an object stream.
    expect(
      await inspectPdf(
        withStream(
          pdfWith(),
          '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Alt (1 0 obj) /Subtype /Image',
          packed,
        ),
      ),
    ).toBe('broken');
    // No end of line after `stream`.
    expect(
      await inspectPdf(
        pdfWith('', [
          `<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} ` +
            `>>\nstream${packed.toString('latin1')}\nendstream`,
        ]),
      ),
    ).toBe('broken');
    // `endstream` inside the compressed data (in a comment of the object stream), before the part over the budget.
    const head = latin1('5 0 %endstream\n');
    const packedAfterEnd = zlibStoringFirst(head, objects.subarray(4));
    expect(
      await inspectPdf(
        withStream(pdfWith(), `/Type /ObjStm /N 1 /First ${head.length} /Filter /FlateDecode`, packedAfterEnd),
      ),
    ).toBe('broken');
  });
});

/**
 * A zlib stream whose first block stores `plain` as it is (its bytes show in the file) and whose last deflates `rest`.
 */
function zlibStoringFirst(plain: Buffer, rest: Buffer): Buffer {
  const stored = Buffer.from([
    0,
    plain.length & 0xff,
    plain.length >> 8,
    ~plain.length & 0xff,
    (~plain.length >> 8) & 0xff,
  ]);
  const adler = deflateSync(Buffer.concat([plain, rest])).subarray(-4); // zlib's trailer: the Adler-32 of the data
  return Buffer.concat([Buffer.from([0x78, 0x01]), stored, plain, deflateRawSync(rest), adler]);
}

/** `pdf` with the cross-reference entry of object 1 moved to where `text` starts (same length: nothing shifts). */
function pointObjectOneAt(pdf: Buffer, text: string): Buffer {
  const file = pdf.toString('latin1');
  const entry = file.indexOf('0000000000 65535 f \n') + 20;
  return latin1(`${file.slice(0, entry)}${String(file.indexOf(text)).padStart(10, '0')}${file.slice(entry + 10)}`);
}
