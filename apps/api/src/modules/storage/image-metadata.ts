// Keeps only the picture of an uploaded photo or transfer proof: what a phone writes beside it — EXIF (GPS position,
// camera serial, time taken), XMP, IPTC, comments, text chunks — and anything else no viewer needs to draw it
// (unknown chunks and segments, bytes after the file's end marker) is left out, without decoding or re-encoding the
// pixels: the file's segments or chunks are walked and only the known picture ones kept (decisions 0023, 0026).
// That also takes apart a file that is an image and something else at once (HTML after IEND, in a text chunk).
// A JPEG keeps its EXIF orientation as the only EXIF field, so a phone photo still shows upright. Bytes that do not
// parse as the type they claim are refused (null): a file that is not a sound image is no avatar and no proof.

const JPEG_SOI = 0xd8;
const JPEG_SOS = 0xda;
const JPEG_EOI = 0xd9;
const JPEG_APP0 = 0xe0;
const JPEG_APP1 = 0xe1;
const JPEG_APP15 = 0xef;
const JPEG_COM = 0xfe;
/** The application segments a viewer uses, by the identifier they start with; every other APPn (EXIF and XMP in
 *  APP1, IPTC in APP13, vendors' own) and comments are left out. */
const JPEG_KEPT_APP: Record<number, readonly string[]> = {
  0xe0: ['JFIF\0', 'JFXX\0'],
  0xe2: ['ICC_PROFILE\0'],
  0xee: ['Adobe'],
};
const EXIF_HEADER = Buffer.from('Exif\0\0', 'latin1');
const ORIENTATION_TAG = 0x0112;

function keepsJpegSegment(marker: number, payload: Buffer): boolean {
  if (marker === JPEG_COM) return false;
  if (marker < JPEG_APP0 || marker > JPEG_APP15) return true;
  return (JPEG_KEPT_APP[marker] ?? []).some((id) => payload.subarray(0, id.length).toString('latin1') === id);
}

/** Where the entropy-coded data starting at `from` ends: the next marker that is not a stuffed byte or a restart. */
function scanEnd(bytes: Buffer, from: number): number | null {
  for (let at = from; at + 1 < bytes.length; at += 1) {
    if (bytes[at] !== 0xff) continue;
    const next = bytes[at + 1];
    if (next === 0x00 || next === 0xff || (next >= 0xd0 && next <= 0xd7)) continue;
    return at;
  }
  return null;
}

/** The EXIF orientation (1–8) of an APP1 segment's payload, or null. */
function exifOrientation(payload: Buffer): number | null {
  if (payload.length < 14 || !payload.subarray(0, 6).equals(EXIF_HEADER)) return null;
  const tiff = payload.subarray(6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  if (!little && tiff.toString('latin1', 0, 2) !== 'MM') return null;
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return null;
  const entries = u16(ifd);
  for (let index = 0; index < entries; index += 1) {
    const at = ifd + 2 + index * 12;
    if (at + 12 > tiff.length) return null;
    if (u16(at) === ORIENTATION_TAG && u16(at + 2) === 3) {
      const value = u16(at + 8);
      return value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
}

/** An APP1 segment holding only the orientation: "Exif\0\0", a little-endian TIFF header and one IFD entry. */
function orientationSegment(orientation: number): Buffer {
  const tiff = Buffer.alloc(8 + 2 + 12 + 4);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  tiff.writeUInt16LE(1, 8);
  tiff.writeUInt16LE(ORIENTATION_TAG, 10);
  tiff.writeUInt16LE(3, 12); // SHORT
  tiff.writeUInt32LE(1, 14);
  tiff.writeUInt16LE(orientation, 18);
  // Next IFD offset 0 (already zero).
  const payload = Buffer.concat([EXIF_HEADER, tiff]);
  const header = Buffer.from([0xff, JPEG_APP1, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

function stripJpeg(bytes: Buffer): Buffer | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== JPEG_SOI) return null;
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let orientation: number | null = null;
  let sawScan = false;
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    // Fill bytes (0xFF repeated) may precede a marker.
    let markerAt = at;
    while (markerAt + 1 < bytes.length && bytes[markerAt + 1] === 0xff) markerAt += 1;
    if (markerAt + 1 >= bytes.length) return null;
    const marker = bytes[markerAt + 1];
    if (marker === JPEG_EOI) {
      if (!sawScan) return null; // no picture data
      // The end of the picture; whatever follows it is no part of the image and is not kept.
      kept.push(bytes.subarray(markerAt, markerAt + 2));
      if (orientation !== null && orientation !== 1) kept.splice(1, 0, orientationSegment(orientation));
      return Buffer.concat(kept);
    }
    if (markerAt + 4 > bytes.length) return null;
    const length = bytes.readUInt16BE(markerAt + 2);
    const end = markerAt + 2 + length;
    if (length < 2 || end > bytes.length) return null;
    if (marker === JPEG_SOS) {
      // The scan header and its compressed data as they are, up to the next marker (a progressive JPEG has several).
      const dataEnd = scanEnd(bytes, end);
      if (dataEnd === null) return null; // cut short: no end marker
      kept.push(bytes.subarray(markerAt, dataEnd));
      sawScan = true;
      at = dataEnd;
      continue;
    }
    if (marker === JPEG_APP1) orientation ??= exifOrientation(bytes.subarray(markerAt + 4, end));
    if (keepsJpegSegment(marker, bytes.subarray(markerAt + 4, end))) kept.push(bytes.subarray(markerAt, end));
    at = end;
  }
  return null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The chunks that draw the picture (colour, transparency, animation); text, EXIF, time and any other are left out. */
const PNG_KEPT = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'gAMA',
  'cHRM',
  'sRGB',
  'iCCP',
  'sBIT',
  'cICP',
  'mDCV',
  'cLLI',
  'pHYs',
  'bKGD',
  'acTL',
  'fcTL',
  'fdAT',
]);
/** A chunk type starting with a capital letter is critical: a viewer that does not know it cannot draw the file. */
const isCritical = (type: string) => type.charCodeAt(0) >= 0x41 && type.charCodeAt(0) <= 0x5a;

function stripPng(bytes: Buffer): Buffer | null {
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  const kept: Buffer[] = [PNG_SIGNATURE];
  let at = 8;
  let sawEnd = false;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (end > bytes.length) return null;
    if (PNG_KEPT.has(type)) kept.push(bytes.subarray(at, end));
    else if (isCritical(type)) return null;
    at = end;
    if (type === 'IEND') {
      sawEnd = true;
      break;
    }
  }
  return sawEnd ? Buffer.concat(kept) : null;
}

/** The chunks of a still or animated WebP picture; EXIF, XMP and any other are left out, as is anything after the
 *  size the RIFF header gives. */
const WEBP_KEPT = new Set(['VP8 ', 'VP8L', 'ALPH', 'ANIM', 'ANMF', 'ICCP']);
const PICTURE_CHUNKS = new Set(['VP8 ', 'VP8L', 'ANMF']);

function stripWebp(bytes: Buffer): Buffer | null {
  if (bytes.length < 12 || bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP')
    return null;
  const riffEnd = Math.min(bytes.length, 8 + bytes.readUInt32LE(4));
  const kept: Buffer[] = [];
  let at = 12;
  while (at + 8 <= riffEnd) {
    const fourcc = bytes.toString('latin1', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    const end = at + 8 + size + (size % 2);
    if (at + 8 + size > riffEnd) return null;
    if (fourcc === 'VP8X') {
      const chunk = Buffer.from(bytes.subarray(at, Math.min(end, riffEnd)));
      chunk[8] &= ~(0x08 | 0x04); // no EXIF, no XMP
      kept.push(chunk);
    } else if (WEBP_KEPT.has(fourcc)) {
      kept.push(bytes.subarray(at, Math.min(end, riffEnd)));
    }
    at = end;
  }
  if (!kept.some((chunk) => PICTURE_CHUNKS.has(chunk.toString('latin1', 0, 4)))) return null;
  const body = Buffer.concat(kept);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length + 4, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body]);
}

/** The image without its metadata, or null when the bytes are not a well-formed file of that type. */
export function stripImageMetadata(bytes: Buffer, contentType: string): Buffer | null {
  switch (contentType) {
    case 'image/jpeg':
      return stripJpeg(bytes);
    case 'image/png':
      return stripPng(bytes);
    case 'image/webp':
      return stripWebp(bytes);
    default:
      return null;
  }
}
