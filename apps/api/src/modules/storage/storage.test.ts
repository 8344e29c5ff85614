// The storage interface's behaviour, the same cases against both implementations: the local folder and the
// S3-compatible bucket (an in-process fake S3 server, s3-fake.ts).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DEMO_TRANSFER } from '../../db/seed-orders-data';
import { demoFile } from './demo-files';
import { startFakeS3, type FakeS3 } from './s3-fake';
import { createLocalStorage, createS3Storage, createStorage, type FileStorage } from './storage';

const BUCKET = 'akademi-test';
const ACCESS_KEY = 'AKIATESTKEY';

async function text(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

let scratch: string;
let fake: FakeS3;

beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'akademi-storage-'));
  fake = await startFakeS3(BUCKET, ACCESS_KEY);
});

afterAll(async () => {
  await fake.close();
  rmSync(scratch, { recursive: true, force: true });
});

const s3Options = () => ({
  bucket: BUCKET,
  region: 'us-east-1',
  endpoint: fake.endpoint,
  forcePathStyle: true,
  prefix: 'akademi/',
  accessKeyId: ACCESS_KEY,
  secretAccessKey: 'test-secret-key',
});

const implementations: [string, () => FileStorage][] = [
  ['the local folder', () => createLocalStorage(path.join(scratch, 'uploads'))],
  ['the S3-compatible bucket', () => createS3Storage(s3Options())],
];

describe.each(implementations)('storage in %s', (_name, make) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = make();
  });

  it('stores bytes under a new random key and gives them back', async () => {
    const key = await storage.put('payment-proofs', Buffer.from('bukti transfer'), 'pdf');
    expect(key).toMatch(/^payment-proofs\/\d{4}\/\d{2}\/[a-f0-9]{32}\.pdf$/);
    const again = await storage.put('payment-proofs', Buffer.from('bukti transfer'), 'pdf');
    expect(again).not.toBe(key);
    expect((await storage.get(key))?.toString('utf8')).toBe('bukti transfer');
    expect(await storage.size(key)).toBe(14);
  });

  it('stores a file from disk and reads it whole or a byte range of it as a stream', async () => {
    const source = path.join(scratch, 'segment.ts');
    writeFileSync(source, '0123456789abcdef');
    const key = await storage.putFile('materials/video', source, 'ts');
    const whole = await storage.read(key);
    expect(whole?.size).toBe(16);
    expect(await text((whole as { body: Readable }).body)).toBe('0123456789abcdef');
    const part = await storage.read(key, { start: 4, end: 9 });
    expect(part?.size).toBe(16);
    expect(await text((part as { body: Readable }).body)).toBe('456789');
  });

  it('answers null for a key with nothing stored, and deletes idempotently', async () => {
    const key = await storage.put('avatars', Buffer.from('foto'), 'png');
    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.read(key)).toBeNull();
    expect(await storage.read(key, { start: 0, end: 1 })).toBeNull();
    expect(await storage.size(key)).toBeNull();
  });

  it('refuses keys it did not make, on every call', async () => {
    for (const key of ['../etc/passwd', 'avatars/../../x.png', 'Avatars/2026/01/abc.png', 'a/b.png']) {
      await expect(storage.get(key)).rejects.toThrow(/refusing key/);
      await expect(storage.read(key)).rejects.toThrow(/refusing key/);
      await expect(storage.size(key)).rejects.toThrow(/refusing key/);
      await expect(storage.delete(key)).rejects.toThrow(/refusing key/);
    }
    await expect(storage.put('../x', Buffer.from('x'), 'png')).rejects.toThrow(/invalid prefix/);
    await expect(storage.put('avatars', Buffer.from('x'), 'p/ng')).rejects.toThrow(/invalid prefix/);
  });

  it('serves `demo/…` keys from the bundled demo files, read-only', async () => {
    const demoKey = DEMO_TRANSFER.storageKey;
    const bundled = demoFile(demoKey) as Buffer;
    expect((await storage.get(demoKey))?.equals(bundled)).toBe(true);
    await expect(storage.delete(demoKey)).resolves.toBeUndefined();
    expect((await storage.get(demoKey))?.equals(bundled)).toBe(true);
    expect(await storage.get('demo/tidak-ada.pdf')).toBeNull();
  });
});

describe('the S3-compatible bucket', () => {
  it('puts objects under the prefix, one PutObject per file, and picks the bucket from the configuration', async () => {
    const options = s3Options();
    const storage = createStorage({ uploadDir: path.join(scratch, 'unused'), s3Storage: options });
    const key = await storage.put('cybercast', Buffer.from('ID3 audio'), 'mp3');
    expect(fake.objects.get(`akademi/${key}`)?.toString('utf8')).toBe('ID3 audio');
    expect(fake.requests.filter((line) => line.endsWith(key))).toEqual([`PUT /${BUCKET}/akademi/${key}`]);
    expect(createStorage({ uploadDir: 'x', s3Storage: options })).toBe(storage); // one client per configuration
  });

  it('passes on errors other than a missing key (a wrong bucket)', async () => {
    const storage = createS3Storage({ ...s3Options(), bucket: 'other-bucket' });
    await expect(storage.put('avatars', Buffer.from('x'), 'png')).rejects.toThrow();
    await expect(storage.get('avatars/2026/01/0123456789abcdef0123456789abcdef.png')).rejects.toThrow();
  });
});
