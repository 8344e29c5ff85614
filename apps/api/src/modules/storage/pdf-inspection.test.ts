// The PDF inspection (decision 0026): which PDFs a member may send as a transfer proof and why the others are refused.
import { deflateSync } from 'node:zlib';
import { receiptPdf } from './demo-files';
import { pdfWith, pdfWithObjectStreams, withStream } from './pdf-fixtures';
import { inspectPdf, PDF_INFLATE_BUDGET } from './pdf-inspection';

const latin1 = (text: string) => Buffer.from(text, 'latin1');

describe('inspectPdf', () => {
  it('takes a plain receipt and a PDF with compressed object streams', async () => {
    expect(await inspectPdf(receiptPdf(['Bukti Transfer']))).toBe('ok');
    expect(await inspectPdf(await pdfWithObjectStreams(false))).toBe('ok');
    // Trailing whitespace after %%EOF is part of a normal file.
    expect(await inspectPdf(Buffer.concat([pdfWith(), latin1('\r\n\0 \n')]))).toBe('ok');
  });

  it('finds every active name, escaped in any case, in the file and in compressed streams', async () => {
    for (const name of ['JavaScript', 'JS', 'OpenAction', 'AA', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia', 'SubmitForm', 'ImportData', 'GoToE', 'XFA']) {
      expect(await inspectPdf(pdfWith(`/${name} 4 0 R`, ['<< >>']))).toBe('active');
    }
    expect(await inspectPdf(pdfWith('/OpenAction << /S /J#61vaScript /J#53 (x) >>'))).toBe('active');
    expect(await inspectPdf(pdfWith('/#4fpen#41ction 4 0 R', ['<< >>']))).toBe('active');
    expect(await inspectPdf(await pdfWithObjectStreams(true))).toBe('active');
    // A zlib stream of any kind (here a page's content) is unpacked and read too.
    expect(await inspectPdf(withStream(pdfWith(), '/Filter /FlateDecode', deflateSync(latin1('<< /S /JavaScript /JS (x) >>'))))).toBe('active');
    // A stream cut short is read as far as it goes, as a viewer would.
    const cut = deflateSync(latin1(`<< /S /Launch >>${'q Q '.repeat(2000)}`));
    expect(await inspectPdf(withStream(pdfWith(), '/Filter /FlateDecode', cut.subarray(0, cut.length - 10)))).toBe('active');
  });

  it('refuses data after %%EOF, no %%EOF, and files pdf-lib cannot load or without a page', async () => {
    expect(await inspectPdf(Buffer.concat([pdfWith(), latin1('<html></html>')]))).toBe('trailing');
    expect(await inspectPdf(latin1('%PDF-1.4\n<html><script>alert(1)</script></html>'))).toBe('broken');
    expect(await inspectPdf(latin1('%PDF-1.4\n<html><script>alert(1)</script></html>\n%%EOF\n'))).toBe('broken');
    expect(await inspectPdf(latin1('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'))).toBe('broken');
    expect(await inspectPdf(Buffer.concat([latin1('\n'), pdfWith()]))).toBe('broken');
  });

  it('refuses encrypted files, object streams it cannot unpack, broken zlib and streams past the budget', async () => {
    const encrypted = pdfWith().toString('latin1').replace('/Root 1 0 R', '/Root 1 0 R /Encrypt << /Filter /Standard /V 2 >>');
    expect(await inspectPdf(latin1(encrypted))).toBe('encrypted');
    // pdf-lib would unpack this one and find the script in it; zlib here cannot, so it is not taken.
    const hexObjects = latin1(`${latin1('4 0 << /S /JavaScript /JS (app.alert(1)) >>').toString('hex')}>`);
    expect(await inspectPdf(withStream(pdfWith(), '/Type /ObjStm /N 1 /First 4 /Filter /ASCIIHexDecode', hexObjects))).toBe('broken');
    const predicted = deflateSync(latin1('4 0 << >>'));
    expect(await inspectPdf(withStream(pdfWith(), '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /DecodeParms << /Predictor 12 >>', predicted))).toBe('broken');
    const corrupt = Buffer.concat([deflateSync(latin1('x')).subarray(0, 2), Buffer.alloc(32, 0xff)]);
    expect(await inspectPdf(withStream(pdfWith(), '/Filter /FlateDecode', corrupt))).toBe('broken');
    expect(await inspectPdf(withStream(pdfWith(), '/Filter /FlateDecode', deflateSync(Buffer.alloc(PDF_INFLATE_BUDGET + 1))))).toBe('broken');
  });

  it('does not unpack pictures, so a large image stream costs nothing from the budget', async () => {
    const picture = deflateSync(Buffer.alloc(PDF_INFLATE_BUDGET + 1));
    expect(await inspectPdf(withStream(pdfWith(), '/Type /XObject /Subtype /Image /Width 1 /Height 1 /Filter /FlateDecode', picture))).toBe('ok');
  });
});
