// The metadata stripper (decision 0023): what a phone writes into a photo beyond the picture leaves; the picture's
// own segments and chunks stay byte for byte; a JPEG keeps only its orientation; malformed files are refused.
import { solidPng } from './demo-files';
import { exifPayload, jpegParts, jpegWithMetadata, pngChunk, riffChunk, webp } from './image-fixtures';
import { stripImageMetadata } from './image-metadata';

const SECRETS = ['GPS -6.2088', 'SERIAL-PONSEL', 'Lokasi rumah', 'IPTC penulis', 'Komentar kamera'];
const text = (bytes: Buffer) => bytes.toString('latin1');

describe('stripImageMetadata', () => {
  it('drops EXIF, XMP, IPTC and comments from a JPEG and keeps the orientation as the only EXIF field', () => {
    const parts = jpegParts({ orientation: 6 });
    const stripped = stripImageMetadata(jpegWithMetadata(6), 'image/jpeg');
    expect(stripped).not.toBeNull();
    for (const secret of SECRETS) expect(text(stripped as Buffer)).not.toContain(secret);
    // SOI, the orientation-only APP1, then the camera's other segments and the scan unchanged.
    const orientationOnly = stripImageMetadata(
      Buffer.concat([parts.soi, Buffer.from([0xff, 0xe1, 0, 0])]),
      'image/jpeg',
    );
    expect(orientationOnly).toBeNull(); // a file without picture data is refused
    const rest = Buffer.concat([parts.app0, parts.icc, parts.dqt, parts.sof, parts.scan]);
    const result = stripped as Buffer;
    expect(result.subarray(0, 2).equals(parts.soi)).toBe(true);
    expect(result[2]).toBe(0xff);
    expect(result[3]).toBe(0xe1);
    const app1Length = result.readUInt16BE(4);
    const app1 = result.subarray(6, 4 + app1Length);
    expect(text(app1)).toMatch(/^Exif\0\0II/);
    expect(app1.readUInt16LE(6 + 8 + 2)).toBe(0x0112);
    expect(app1.readUInt16LE(6 + 8 + 2 + 8)).toBe(6);
    expect(result.subarray(4 + app1Length).equals(rest)).toBe(true);
  });

  it('leaves no EXIF at all when the photo is upright, and keeps a clean JPEG as it was', () => {
    const parts = jpegParts({ orientation: 1 });
    const clean = Buffer.concat([parts.soi, parts.app0, parts.icc, parts.dqt, parts.sof, parts.scan]);
    expect(stripImageMetadata(jpegWithMetadata(1), 'image/jpeg')?.equals(clean)).toBe(true);
    expect(stripImageMetadata(jpegWithMetadata(null), 'image/jpeg')?.equals(clean)).toBe(true);
    expect(stripImageMetadata(clean, 'image/jpeg')?.equals(clean)).toBe(true);
  });

  it('drops eXIf, text and time chunks from a PNG, keeping the picture chunks byte for byte', () => {
    const picture = solidPng(8, [10, 20, 30]);
    const ihdrEnd = 8 + 12 + 13;
    const tagged = Buffer.concat([
      picture.subarray(0, ihdrEnd),
      pngChunk('eXIf', exifPayload(6).subarray(6)),
      pngChunk('tEXt', Buffer.from('Comment\0GPS -6.2088', 'latin1')),
      pngChunk('iTXt', Buffer.from('XML:com.adobe.xmp\0\0\0\0\0Lokasi rumah', 'latin1')),
      pngChunk('tIME', Buffer.from([7, 234, 11, 24, 10, 0, 0])),
      picture.subarray(ihdrEnd),
    ]);
    expect(stripImageMetadata(tagged, 'image/png')?.equals(picture)).toBe(true);
  });

  it('drops EXIF and XMP chunks from a WebP and clears their flags', () => {
    const vp8x = Buffer.alloc(10);
    vp8x[0] = 0x08 | 0x04 | 0x10; // EXIF, XMP, alpha
    const image = riffChunk('VP8L', Buffer.from([0x2f, 1, 2, 3, 4]));
    const tagged = webp([
      riffChunk('VP8X', vp8x),
      image,
      riffChunk('EXIF', exifPayload(6).subarray(6)),
      riffChunk('XMP ', Buffer.from('<x>Lokasi rumah</x>')),
    ]);
    const stripped = stripImageMetadata(tagged, 'image/webp') as Buffer;
    for (const secret of SECRETS) expect(text(stripped)).not.toContain(secret);
    const cleared = Buffer.from(vp8x);
    cleared[0] = 0x10;
    expect(stripped.equals(webp([riffChunk('VP8X', cleared), image]))).toBe(true);
    expect(stripped.readUInt32LE(4)).toBe(stripped.length - 8);
  });

  // A file that is also another kind of file (a polyglot): whatever follows the picture's end, or sits in a segment or
  // chunk no viewer needs, could be read as HTML by whatever opens it next.
  const HTML = Buffer.from('<html><script>alert(document.cookie)</script></html>', 'latin1');

  it('drops all after a JPEG end marker and segments no viewer needs, keeping a multi-scan picture whole', () => {
    const parts = jpegParts({ orientation: 1, withMetadata: false });
    const clean = Buffer.concat([parts.soi, parts.app0, parts.icc, parts.dqt, parts.sof, parts.scan]);
    expect(stripImageMetadata(Buffer.concat([clean, HTML]), 'image/jpeg')?.equals(clean)).toBe(true);
    const app3 = Buffer.concat([Buffer.from([0xff, 0xe3, 0, HTML.length + 2]), HTML]);
    const nonJfifApp0 = Buffer.concat([Buffer.from([0xff, 0xe0, 0, HTML.length + 2]), HTML]);
    const tagged = Buffer.concat([
      parts.soi,
      parts.app0,
      nonJfifApp0,
      app3,
      parts.icc,
      parts.dqt,
      parts.sof,
      parts.scan,
    ]);
    expect(stripImageMetadata(tagged, 'image/jpeg')?.equals(clean)).toBe(true);
    // A progressive JPEG: several scans with tables between them, restart markers and stuffed bytes inside.
    const firstScan = Buffer.concat([
      Buffer.from([0xff, 0xda, 0, 8, 1, 1, 0, 0, 0x3f, 0]),
      Buffer.from([0x01, 0xff, 0x00, 0xff, 0xd0, 0x02]),
    ]);
    const dht = Buffer.from([0xff, 0xc4, 0, 3, 0x10]);
    const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, HTML.length + 2]), HTML]);
    const progressive = (between: Buffer[]) =>
      Buffer.concat([parts.soi, parts.app0, parts.dqt, parts.sof, firstScan, ...between, dht, parts.scan]);
    expect(
      stripImageMetadata(Buffer.concat([progressive([comment]), HTML]), 'image/jpeg')?.equals(progressive([])),
    ).toBe(true);
    // No end marker after the picture: the file is cut short (or something was hidden in its place).
    expect(
      stripImageMetadata(Buffer.concat([parts.soi, parts.app0, parts.dqt, parts.sof, firstScan, HTML]), 'image/jpeg'),
    ).toBeNull();
  });

  it('drops chunks no viewer needs and everything after IEND from a PNG; refuses an unknown critical chunk', () => {
    const picture = solidPng(4, [1, 2, 3]);
    const ihdrEnd = 8 + 12 + 13;
    const tagged = Buffer.concat([
      picture.subarray(0, ihdrEnd),
      pngChunk('htMl', HTML),
      pngChunk('zTXt', HTML),
      picture.subarray(ihdrEnd),
      HTML,
    ]);
    expect(stripImageMetadata(tagged, 'image/png')?.equals(picture)).toBe(true);
    const kept = Buffer.concat([
      picture.subarray(0, ihdrEnd),
      pngChunk('gAMA', Buffer.from([0, 0, 0xb1, 0x8f])),
      picture.subarray(ihdrEnd),
    ]);
    expect(stripImageMetadata(kept, 'image/png')?.equals(kept)).toBe(true);
    expect(
      stripImageMetadata(
        Buffer.concat([picture.subarray(0, ihdrEnd), pngChunk('HTML', HTML), picture.subarray(ihdrEnd)]),
        'image/png',
      ),
    ).toBeNull();
  });

  it('keeps only picture chunks of a WebP and nothing after its RIFF size', () => {
    const image = riffChunk('VP8L', Buffer.from([0x2f, 1, 2, 3, 4]));
    const clean = webp([image]);
    expect(
      stripImageMetadata(Buffer.concat([webp([image, riffChunk('HTML', HTML)]), HTML]), 'image/webp')?.equals(clean),
    ).toBe(true);
  });

  it('refuses bytes that are not a well-formed file of the type', () => {
    const jpeg = jpegWithMetadata();
    expect(stripImageMetadata(jpeg.subarray(0, 40), 'image/jpeg')).toBeNull(); // cut inside the metadata
    expect(
      stripImageMetadata(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32, 2)]), 'image/jpeg'),
    ).toBeNull();
    const png = solidPng(4, [0, 0, 0]);
    expect(stripImageMetadata(png.subarray(0, png.length - 12), 'image/png')).toBeNull(); // no IEND
    expect(stripImageMetadata(Buffer.concat([png.subarray(0, 8), Buffer.alloc(64, 1)]), 'image/png')).toBeNull();
    expect(stripImageMetadata(Buffer.from('RIFF\x04\0\0\0WEBP', 'latin1'), 'image/webp')).toBeNull();
    expect(stripImageMetadata(png, 'image/gif')).toBeNull();
  });
});
