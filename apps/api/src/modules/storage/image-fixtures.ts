// Small image files for tests, built segment by segment (structure only: the picture data is a few filler bytes,
// which is all the metadata stripper and the type check read).

const segment = (marker: number, payload: Buffer) => {
  const header = Buffer.from([0xff, marker, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
};

/** EXIF (big-endian TIFF) with the orientation and an IFD entry pointing at a "GPS" text, as a phone writes. */
export function exifPayload(orientation: number | null, secret = 'GPS -6.2088,106.8456 SERIAL-PONSEL-123'): Buffer {
  const text = Buffer.from(`${secret}\0`, 'latin1');
  const entries = orientation === null ? 1 : 2;
  const ifdSize = 2 + entries * 12 + 4;
  const tiff = Buffer.alloc(8 + ifdSize + text.length);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(entries, 8);
  let at = 10;
  if (orientation !== null) {
    tiff.writeUInt16BE(0x0112, at);
    tiff.writeUInt16BE(3, at + 2);
    tiff.writeUInt32BE(1, at + 4);
    tiff.writeUInt16BE(orientation, at + 8);
    at += 12;
  }
  tiff.writeUInt16BE(0x010f, at); // Make, ASCII, pointing at the text
  tiff.writeUInt16BE(2, at + 2);
  tiff.writeUInt32BE(text.length, at + 4);
  tiff.writeUInt32BE(8 + ifdSize, at + 8);
  text.copy(tiff, 8 + ifdSize);
  return Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
}

/** The parts of a JPEG a camera writes, in order; `withMetadata` adds EXIF, XMP, IPTC and a comment. */
export function jpegParts(options: { orientation?: number | null; withMetadata?: boolean } = {}) {
  const { orientation = 6, withMetadata = true } = options;
  const app0 = segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'));
  const metadata = withMetadata
    ? [
        segment(0xe1, exifPayload(orientation)),
        segment(0xe1, Buffer.from('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>Lokasi rumah</x:xmpmeta>', 'latin1')),
        segment(0xed, Buffer.from('Photoshop 3.0\0IPTC penulis', 'latin1')),
        segment(0xfe, Buffer.from('Komentar kamera', 'latin1')),
      ]
    : [];
  const icc = segment(0xe2, Buffer.from('ICC_PROFILE\0\x01\x01profil-warna', 'latin1'));
  const dqt = segment(0xdb, Buffer.alloc(65, 1));
  const sof = segment(0xc0, Buffer.from([8, 0, 8, 0, 8, 1, 1, 0x11, 0]));
  const scan = Buffer.concat([
    segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
    Buffer.from([0x12, 0xff, 0x00, 0x34, 0x56]),
    Buffer.from([0xff, 0xd9]),
  ]);
  return { soi: Buffer.from([0xff, 0xd8]), app0, metadata, icc, dqt, sof, scan };
}

export function jpegWithMetadata(orientation: number | null = 6): Buffer {
  const parts = jpegParts({ orientation });
  return Buffer.concat([parts.soi, parts.app0, ...parts.metadata, parts.icc, parts.dqt, parts.sof, parts.scan]);
}

/** A PNG chunk with its CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A RIFF chunk, padded to an even length. */
export function riffChunk(fourcc: string, data: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.write(fourcc, 0, 'latin1');
  header.writeUInt32LE(data.length, 4);
  return Buffer.concat([header, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
}

export function webp(chunks: Buffer[]): Buffer {
  const body = Buffer.concat(chunks);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length + 4, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body]);
}
