// Payment proofs that are also another kind of file (decision 0026): an image keeps only its picture (nothing after
// its end, no text or unknown chunks), a PDF with scripts, automatic actions, embedded files or data after its end is
// refused, and the admin's download is an attachment in a sandbox with the type the bytes were checked as.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import type { OrderDetail } from '@akademi-siber/util-contracts';
import { bearer, buildTestApp, expectErrorEnvelope, loginAs, type TestApp } from '../../test/helpers';
import { receiptPdf, solidPng } from '../storage/demo-files';
import { jpegParts, pngChunk, riffChunk, webp } from '../storage/image-fixtures';
import {
  CHANCE_NAMES,
  jpegWithScanData,
  pdfWith as pdf,
  pdfWithObjectStreams as compressedPdf,
  pdfWithPicture,
  withStream,
} from '../storage/pdf-fixtures';
import { checkout, newMember, orderOf, uploadProof, type TestMember } from './testing';

const HTML = '<html><body><script>fetch("/api/auth/user").then((r) => r.text()).then(alert)</script></body></html>';
const ACTIVE = 'Berkas PDF berisi skrip atau tindakan otomatis dan tidak dapat diterima.';
const BROKEN = 'Bukti transfer rusak atau tidak utuh. Silakan unggah file lain.';
const TRAILING = 'Berkas PDF berisi data di luar dokumen dan tidak dapat diterima.';
const WRONG_TYPE = 'Bukti transfer harus berupa gambar JPG, PNG, WebP, atau file PDF.';

const latin1 = (text: string) => Buffer.from(text, 'latin1');
const PNG = solidPng(4, [240, 240, 240]);
const IHDR_END = 8 + 12 + 13;
const jpeg = (() => {
  const parts = jpegParts({ orientation: 1, withMetadata: false });
  return Buffer.concat([parts.soi, parts.app0, parts.icc, parts.dqt, parts.sof, parts.scan]);
})();

describe('payment proofs that are also another kind of file', () => {
  let harness: TestApp;
  let uploadDir: string;
  let buyer: TestMember;
  let admin: string;
  /** An order that stays open: a refused upload changes nothing, so every refusal is tried on it. */
  let open: OrderDetail;
  let members = 0;

  beforeAll(async () => {
    uploadDir = mkdtempSync(path.join(tmpdir(), 'akademi-polyglot-'));
    harness = await buildTestApp({ uploadDir });
    buyer = await newMember(harness, 'pengirim.poliglot');
    admin = await loginAs(harness.app, 'admin');
    open = await newOrder(buyer);
  });
  afterAll(async () => {
    await harness.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  const newOrder = async (member: TestMember) =>
    orderOf(
      await checkout(harness, member.token, { kind: 'course', items: [{ type: 'course', ref: 'analisis-malware' }] }),
    );
  const storedFiles = () =>
    readdirSync(uploadDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;

  /** Uploads to a fresh order (of a new member: one open order per course), expects it taken, returns the download. */
  async function acceptedDownload(bytes: Buffer, filename: string) {
    members += 1;
    const member = await newMember(harness, `pengirim.poliglot${members}`);
    const order = await newOrder(member);
    const response = await uploadProof(harness, member.token, order.idTransaction, {
      filename,
      contentType: 'text/html',
      bytes,
    });
    expect(response.statusCode).toBe(200);
    const detail = response.json<{ data: OrderDetail }>().data;
    const url = `/api/lcadm/orders/${order.idTransaction}`;
    const { token } = (
      await harness.app.inject({ method: 'GET', url: `${url}/proof-token`, headers: bearer(admin) })
    ).json<{ data: { token: string } }>().data;
    const file = await harness.app.inject({ method: 'GET', url: `${url}/proof?token=${token}` });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.length).toBe(detail.proof?.size);
    const text = file.rawPayload.toString('latin1').toLowerCase();
    expect(text).not.toContain('<html');
    expect(text).not.toContain('<script');
    return { detail, file };
  }

  /** Uploads to the open order and expects a 422 with `message`, nothing stored. */
  async function refused(bytes: Buffer, message: string) {
    const before = storedFiles();
    const response = await uploadProof(harness, buyer.token, open.idTransaction, {
      filename: 'bukti.pdf',
      contentType: 'application/pdf',
      bytes,
    });
    expect(expectErrorEnvelope(response, 422)).toBe(message);
    expect(storedFiles()).toBe(before);
  }

  it('stores a PNG followed by HTML as the picture alone, and refuses a PNG signature followed by HTML', async () => {
    const { file } = await acceptedDownload(Buffer.concat([PNG, latin1(HTML)]), 'bukti.png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    await refused(Buffer.concat([PNG.subarray(0, 8), latin1(HTML)]), BROKEN);
  });

  it('drops HTML kept in PNG text chunks and in a chunk of its own', async () => {
    const tagged = Buffer.concat([
      PNG.subarray(0, IHDR_END),
      pngChunk('tEXt', latin1(`Comment\0${HTML}`)),
      pngChunk('iTXt', latin1(`XML\0\0\0\0\0${HTML}`)),
      pngChunk('htMl', latin1(HTML)),
      PNG.subarray(IHDR_END),
    ]);
    const { file } = await acceptedDownload(tagged, 'bukti.png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });

  it('stores a JPEG and a WebP without what follows their end', async () => {
    expect(
      (await acceptedDownload(Buffer.concat([jpeg, latin1(HTML)]), 'bukti.jpg')).file.rawPayload.equals(jpeg),
    ).toBe(true);
    const picture = webp([riffChunk('VP8L', Buffer.from([0x2f, 1, 2, 3, 4]))]);
    expect(
      (await acceptedDownload(Buffer.concat([picture, latin1(HTML)]), 'bukti.webp')).file.rawPayload.equals(picture),
    ).toBe(true);
  });

  // The object streams may be compressed.
  it('refuses a PDF that runs JavaScript when opened, even with escaped names or in object streams', async () => {
    await refused(pdf('/OpenAction 4 0 R', ['<< /Type /Action /S /JavaScript /JS (app.alert(1)) >>']), ACTIVE);
    await refused(pdf('/OpenAction 4 0 R', ['<< /Type /Action /S /J#61vaScript /J#53 (app.alert(1)) >>']), ACTIVE);
    // Lower-case hex is a name escape too.
    await refused(pdf('/Open#41ction << /S /#4a#61vaScript /#4a#73 (app.alert(1)) >>'), ACTIVE);
    const hidden = await compressedPdf(true);
    expect(hidden.toString('latin1')).not.toMatch(/JavaScript|OpenAction/);
    await refused(hidden, ACTIVE);
  });

  // It still refuses a script behind a fake picture header.
  it('takes a photo PDF whose picture bytes happen to spell /JS, /AA and /JavaScript', async () => {
    const photo = await pdfWithPicture({
      jpeg: jpegWithScanData(Buffer.concat([Buffer.alloc(512, 0x3c), CHANCE_NAMES, Buffer.alloc(512, 0xc3)])),
    });
    expect((await acceptedDownload(photo, 'struk-foto.pdf')).file.rawPayload.equals(photo)).toBe(true);
    await refused(
      pdf('/OpenAction 5 0 R', [
        '<< /Title (<< /Subtype /Image >> stream\n) >>',
        '<< /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>',
        '<< /Note (endstream) >>',
      ]),
      ACTIVE,
    );
  });

  it('refuses launch actions, embedded files and go-tos, rich media, forms that send or import data', async () => {
    const cases = [
      pdf('/AA << /WC << /S /Launch /F (calc.exe) >> >>'),
      pdf('/Names << /EmbeddedFiles << /Names [(a.html) 4 0 R] >> >>', [
        `<< /Type /Filespec /F (a.html) /EF << /F 5 0 R >> >>`,
        `<< /Type /EmbeddedFile /Length ${HTML.length} >>\nstream\n${HTML}\nendstream`,
      ]),
      pdf('', ['<< /Type /Annot /Subtype /RichMedia >>']),
      pdf('/OpenAction << /S /SubmitForm /F (https://contoh.test/curi) >>'),
      pdf('/OpenAction << /S /ImportData /F (data.fdf) >>'),
      pdf('/OpenAction << /S /GoToE /T << /R /C /N (a.pdf) >> >>'),
    ];
    for (const bytes of cases) await refused(bytes, ACTIVE);
  });

  it('refuses a PDF signature then HTML, data after %%EOF, a header not at the start, an unreadable PDF', async () => {
    await refused(latin1(`%PDF-1.4\n${HTML}`), BROKEN);
    await refused(latin1(`%PDF-1.4\n${HTML}\n%%EOF\n`), BROKEN);
    await refused(Buffer.concat([pdf(), latin1(HTML)]), TRAILING);
    await refused(Buffer.concat([latin1(`${HTML}\n`), pdf()]), WRONG_TYPE);
  });

  it('refuses a compressed stream that unpacks beyond the inspection limit (a decompression bomb)', async () => {
    const bomb = deflateSync(Buffer.alloc(40 * 1024 * 1024));
    await refused(withStream(pdf(), '/Filter /FlateDecode', bomb), BROKEN);
  });

  // The PDF may have object streams too.
  it('takes clean PNG, JPEG and PDF proofs and serves them as sandboxed attachments', async () => {
    const png = await acceptedDownload(PNG, 'struk.png');
    expect(png.detail.proof).toMatchObject({ contentType: 'image/png', originalName: 'struk.png', size: PNG.length });
    expect(png.file.headers).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': `attachment; filename="struk.png"; filename*=UTF-8''struk.png`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
    expect(png.file.headers['content-security-policy']).toMatch(/(^|;\s*)sandbox(;|$)/);
    expect(png.file.headers['content-security-policy']).toContain("default-src 'none'");

    const jpg = await acceptedDownload(jpeg, 'halaman.html');
    // The name is the member's, the extension the one the bytes were checked as.
    expect(jpg.file.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-disposition': expect.stringMatching(/^attachment; filename="halaman\.jpg"/),
    });

    const receipt = receiptPdf(['Bukti Transfer', 'Jumlah: Rp 100.000']);
    const plain = await acceptedDownload(receipt, 'bukti.pdf');
    expect(plain.file.rawPayload.equals(receipt)).toBe(true);
    expect(plain.file.headers['content-type']).toBe('application/pdf');
    const modern = await compressedPdf(false);
    expect((await acceptedDownload(modern, 'bukti.pdf')).file.rawPayload.equals(modern)).toBe(true);
    // What was stored is what the checks left, byte for byte.
    const stored = readdirSync(uploadDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    for (const entry of stored)
      expect(readFileSync(path.join(entry.parentPath, entry.name)).toString('latin1').toLowerCase()).not.toContain(
        '<script',
      );
  });
});
