// The certificate as a PDF (decision 0019): A4 landscape, holder, what it certifies, issue date (and expiry),
// number, and a QR code to the public verification page, drawn as vector squares. pdf-lib's standard fonts keep
// the API free of font files; they speak WinAnsi, so a character outside it (a name in another script) is
// printed without its accent or as "?" rather than failing the download — the verification page shows the name
// exactly.
import type { CertificateKind } from '@akademi-siber/util-contracts';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { create as createQrCode } from 'qrcode';

export interface CertificatePdfInput {
  number: string;
  kind: CertificateKind;
  title: string;
  holderName: string;
  issuedAt: Date;
  expiresAt: Date | null;
  /** Absolute URL of the public verification page (the QR code's content). */
  verificationUrl: string;
}

const A4_LANDSCAPE: [number, number] = [841.89, 595.28];
const NAVY = rgb(0.06, 0.16, 0.33);
const TEAL = rgb(0.0, 0.55, 0.6);
const GREY = rgb(0.35, 0.38, 0.42);

const HEADINGS: Record<CertificateKind, { heading: string; lead: string }> = {
  completion: { heading: 'SERTIFIKAT PENYELESAIAN', lead: 'atas keberhasilannya menyelesaikan kelas' },
  attendance: { heading: 'SERTIFIKAT KEHADIRAN', lead: 'atas kehadirannya pada' },
};

const longDate = new Intl.DateTimeFormat('id-ID', {
  timeZone: 'Asia/Jakarta',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** What the standard font can print: accents dropped (é → e), anything else outside WinAnsi as "?". */
export function printable(text: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  return [...text.normalize('NFKD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ')]
    .map((char) => (supported.has(char.codePointAt(0) ?? 0) ? char : '?'))
    .join('')
    .trim();
}

/** Lines of at most `maxWidth`, shrinking the size down to `minSize` before wrapping. */
function fitLines(
  text: string,
  font: PDFFont,
  size: number,
  minSize: number,
  maxWidth: number,
): { lines: string[]; size: number } {
  let current = size;
  while (current > minSize && font.widthOfTextAtSize(text, current) > maxWidth) current -= 1;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, current) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return { lines: lines.slice(0, 3), size: current };
}

function centred(page: PDFPage, text: string, font: PDFFont, size: number, y: number, color = NAVY) {
  const width = font.widthOfTextAtSize(text, size);
  page.drawText(text, { x: (page.getWidth() - width) / 2, y, size, font, color });
}

function drawQrCode(page: PDFPage, content: string, x: number, y: number, size: number) {
  const { modules } = createQrCode(content, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  page.drawRectangle({ x: x - 4, y: y - 4, width: size + 8, height: size + 8, color: rgb(1, 1, 1) });
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      // Rows run downwards in the matrix and upwards in PDF space.
      if (modules.get(row, column))
        page.drawRectangle({
          x: x + column * cell,
          y: y + size - (row + 1) * cell,
          width: cell,
          height: cell,
          color: rgb(0, 0, 0),
        });
    }
  }
}

export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(`Sertifikat ${input.number}`);
  document.setAuthor('Akademi Siber');
  document.setSubject(input.title);
  document.setCreator('Akademi Siber');
  document.setProducer('Akademi Siber');
  const page = document.addPage(A4_LANDSCAPE);
  const [regular, bold, oblique] = await Promise.all([
    document.embedFont(StandardFonts.Helvetica),
    document.embedFont(StandardFonts.HelveticaBold),
    document.embedFont(StandardFonts.HelveticaOblique),
  ]);
  const { width, height } = page.getSize();

  page.drawRectangle({ x: 24, y: 24, width: width - 48, height: height - 48, borderColor: NAVY, borderWidth: 3 });
  page.drawRectangle({ x: 34, y: 34, width: width - 68, height: height - 68, borderColor: TEAL, borderWidth: 1 });

  const text = HEADINGS[input.kind];
  centred(page, 'AKADEMI SIBER', bold, 14, height - 86, TEAL);
  centred(page, text.heading, bold, 34, height - 136);
  centred(page, 'Diberikan kepada', oblique, 14, height - 184, GREY);

  const name = fitLines(printable(input.holderName, bold), bold, 32, 18, width - 160);
  let y = height - 230;
  for (const line of name.lines) {
    centred(page, line, bold, name.size, y);
    y -= name.size + 6;
  }
  centred(page, text.lead, regular, 14, y - 8, GREY);
  const title = fitLines(printable(input.title, bold), bold, 22, 14, width - 200);
  y -= 44;
  for (const line of title.lines) {
    centred(page, line, bold, title.size, y);
    y -= title.size + 6;
  }

  const dates = [`Diterbitkan ${longDate.format(input.issuedAt)}`];
  dates.push(input.expiresAt ? `Berlaku hingga ${longDate.format(input.expiresAt)}` : 'Berlaku tanpa batas waktu');
  page.drawText(dates.join('  |  '), { x: 64, y: 118, size: 12, font: regular, color: NAVY });
  page.drawText(`Nomor sertifikat: ${printable(input.number, bold)}`, {
    x: 64,
    y: 96,
    size: 13,
    font: bold,
    color: NAVY,
  });
  page.drawText('Keaslian sertifikat ini dapat diperiksa dengan memindai kode QR atau membuka:', {
    x: 64,
    y: 74,
    size: 9,
    font: regular,
    color: GREY,
  });
  page.drawText(printable(input.verificationUrl, regular), { x: 64, y: 62, size: 9, font: regular, color: TEAL });

  const qrSize = 104;
  drawQrCode(page, input.verificationUrl, width - 64 - qrSize, 58, qrSize);
  return document.save();
}
