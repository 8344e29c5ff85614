// Removes what an uploaded photo says about its owner beyond the picture — EXIF (GPS position, camera serial, time
// taken), XMP, IPTC, comments and text chunks — without decoding or re-encoding the image: the file's segments or
// chunks are walked and the metadata ones left out (decision 0023). A JPEG keeps its EXIF orientation as the only
// EXIF field, so a phone photo still shows upright. Bytes that do not parse as the type they claim are refused
// (null): a file that is not a sound image is no avatar.

const JPEG_SOI = 0xd8;
const JPEG_SOS = 0xda;
const JPEG_EOI = 0xd9;
const JPEG_APP1 = 0xe1;
/** APP1 (EXIF, XMP), APP12 (Ducky/picture info), APP13 (Photoshop IPTC), COM. ICC (APP2) and Adobe (APP14) stay. */
const JPEG_DROPPED = new Set([JPEG_APP1, 0xec, 0xed, 0xfe]);
const EXIF_HEADER = Buffer.from('Exif\0\0', 'latin1');
const ORIENTATION_TAG = 0x0112;

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
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    // Fill bytes (0xFF repeated) may precede a marker.
    let markerAt = at;
    while (markerAt + 1 < bytes.length && bytes[markerAt + 1] === 0xff) markerAt += 1;
    if (markerAt + 1 >= bytes.length) return null;
    const marker = bytes[markerAt + 1];
    if (marker === JPEG_EOI) {
      kept.push(bytes.subarray(markerAt, markerAt + 2));
      break;
    }
    if (markerAt + 4 > bytes.length) return null;
    const length = bytes.readUInt16BE(markerAt + 2);
    const end = markerAt + 2 + length;
    if (length < 2 || end > bytes.length) return null;
    if (marker === JPEG_SOS) {
      // The compressed picture and everything after it, as it is.
      if (orientation !== null && orientation !== 1) kept.splice(1, 0, orientationSegment(orientation));
      kept.push(bytes.subarray(markerAt));
      return Buffer.concat(kept);
    }
    if (JPEG_DROPPED.has(marker)) {
      if (marker === JPEG_APP1) orientation ??= exifOrientation(bytes.subarray(markerAt + 4, end));
    } else {
      kept.push(bytes.subarray(markerAt, end));
    }
    at = end;
  }
  return null; // no picture data
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_DROPPED = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME']);

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
    if (!PNG_DROPPED.has(type)) kept.push(bytes.subarray(at, end));
    at = end;
    if (type === 'IEND') {
      sawEnd = true;
      break;
    }
  }
  return sawEnd ? Buffer.concat(kept) : null;
}

function stripWebp(bytes: Buffer): Buffer | null {
  if (bytes.length < 12 || bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') return null;
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
    } else if (fourcc !== 'EXIF' && fourcc !== 'XMP ') {
      kept.push(bytes.subarray(at, Math.min(end, riffEnd)));
    }
    at = end;
  }
  if (kept.length === 0) return null;
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
