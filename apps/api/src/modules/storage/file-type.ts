// What an uploaded file is, decided by its bytes, and how a stored file is named when it is sent back. Used by the
// payment proofs (orders), the avatars (member-profile) and any module that takes or serves files.

const SIGNATURES: readonly { contentType: string; extension: string; matches: (bytes: Buffer) => boolean }[] = [
  {
    contentType: 'image/jpeg',
    extension: 'jpg',
    matches: (b) => b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    contentType: 'image/png',
    extension: 'png',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    contentType: 'image/webp',
    extension: 'webp',
    matches: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  { contentType: 'application/pdf', extension: 'pdf', matches: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
];

/** The type of an uploaded file by its first bytes (never its name or declared type): JPEG, PNG, WebP or PDF. */
export function detectFileType(bytes: Buffer): { contentType: string; extension: string } | null {
  const found = SIGNATURES.find((signature) => signature.matches(bytes));
  return found ? { contentType: found.contentType, extension: found.extension } : null;
}

/** A filename for Content-Disposition: ASCII only in `filename`, the UTF-8 name in `filename*`. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
