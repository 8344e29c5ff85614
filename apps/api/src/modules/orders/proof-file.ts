// A transfer proof as uploaded: its type decided by the first bytes (never the name or the declared type), and
// the original name kept only as a label once paths, control and direction characters are gone. Before it is kept,
// an image is reduced to its picture (the avatar's stripper) and a PDF inspected (decision 0026); it is served back
// only as a sandboxed attachment of the type its bytes were checked as.
import { ApiError } from '../../plugins/errors';
import { type DetectedType, detectFileType, inspectPdf, type PdfVerdict, stripImageMetadata } from '../storage';

/** The last path segment, without control/bidi characters or leading dots; a fallback name when nothing is left. */
export function safeOriginalName(name: string | undefined, extension: string): string {
  const lastSegment = (name ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment
    // Control characters (they could forge headers or log lines) and invisible direction marks (they disguise names).
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(0, 200);
  return cleaned === '' || cleaned === '..' ? `bukti-transfer.${extension}` : cleaned;
}

export const PROOF_BROKEN = 'Bukti transfer rusak atau tidak utuh. Silakan unggah file lain.';
const PDF_REFUSALS: Record<Exclude<PdfVerdict, 'ok'>, string> = {
  active: 'Berkas PDF berisi skrip atau tindakan otomatis dan tidak dapat diterima.',
  trailing: 'Berkas PDF berisi data di luar dokumen dan tidak dapat diterima.',
  encrypted:
    'Berkas PDF yang terkunci atau terenkripsi tidak dapat diperiksa. Unggah PDF tanpa kunci atau ' +
    'tangkapan layar bukti transfer.',
  broken: PROOF_BROKEN,
};

/** The bytes to store for an upload of a detected type: an image's picture alone, a PDF that passed inspection. */
export async function cleanProofFile(bytes: Buffer, type: DetectedType): Promise<Buffer> {
  if (type.contentType === 'application/pdf') {
    const verdict = await inspectPdf(bytes);
    if (verdict !== 'ok') throw new ApiError(422, PDF_REFUSALS[verdict]);
    return bytes;
  }
  const picture = stripImageMetadata(bytes, type.contentType);
  if (!picture) throw new ApiError(422, PROOF_BROKEN);
  return picture;
}

/** How a stored proof is sent: the type its bytes show (which upload stored), or a plain download when that is lost. */
export function proofDownload(
  bytes: Buffer,
  storedType: string,
  originalName: string,
): { contentType: string; filename: string } {
  const type = detectFileType(bytes);
  const contentType = type && type.contentType === storedType ? type.contentType : 'application/octet-stream';
  const extension = contentType === 'application/octet-stream' ? 'bin' : (type as DetectedType).extension;
  // The member's name, with the extension of what the file is (a `.html` name never reaches the disk as one).
  const base = originalName.replace(/\.[^.]*$/, '').trim() || 'bukti-transfer';
  return { contentType, filename: `${base}.${extension}` };
}
