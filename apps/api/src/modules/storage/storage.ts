// The one storage interface for uploaded files (docs/architecture.md): a local folder by default (UPLOAD_DIR), an
// S3-compatible bucket (STORAGE_DRIVER=s3, decision 0051) behind the same calls. Large files (videos, their
// streams) go in from a file and come out as a stream, never whole in memory. Keys are made here, from random
// bytes — never from a name or path a user sent — so no upload can reach outside the folder or overwrite another
// file.
import { randomBytes } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { demoFile } from './demo-files';

export interface FileStorage {
  /** Stores the bytes under a new random key that starts with `prefix` (e.g. `payment-proofs`) and returns it. */
  put(prefix: string, bytes: Buffer, extension: string): Promise<string>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Stores a local file (streamed, not read into memory) under a new key, as `put` does. */
  putFile(prefix: string, file: string, extension: string): Promise<string>;
  /** The stored bytes from `start` to `end` (inclusive; the whole file without them) as a stream, or null. */
  read(key: string, range?: { start: number; end: number }): Promise<{ body: Readable; size: number } | null>;
  /** The stored file's size in bytes without reading it (a media route's Range is checked against it), or null. */
  size(key: string): Promise<number | null>;
  delete(key: string): Promise<void>;
}

/** `prefix/yyyy/mm/<32 hex>.<ext>`: letters, digits, `-`, `/` and one dot — checked again on every read. */
const KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*\/[a-f0-9]{32}\.[a-z0-9]{2,5}$/;
const DEMO_PREFIX = 'demo/';

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key) || key.startsWith(DEMO_PREFIX);
}

export function newStorageKey(prefix: string, extension: string, now = new Date()): string {
  const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const key = `${prefix}/${month}/${randomBytes(16).toString('hex')}.${extension}`;
  if (!KEY_PATTERN.test(key)) throw new Error(`storage: invalid prefix or extension for key ${key}`);
  return key;
}

/** Files in a local folder; `demo/…` keys are the read-only files the demo seed refers to (demo-files.ts). */
export function createLocalStorage(rootDir: string): FileStorage {
  const root = path.resolve(rootDir);
  const fileOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error(`storage: refusing key ${JSON.stringify(key)}`);
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) throw new Error(`storage: key ${JSON.stringify(key)} leaves the folder`);
    return file;
  };
  return {
    async put(prefix, bytes, extension) {
      const key = newStorageKey(prefix, extension);
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // `wx`: a key is never reused, so an existing file means something is wrong — never overwrite it.
      await writeFile(file, bytes, { flag: 'wx' });
      return key;
    },
    async get(key) {
      if (key.startsWith(DEMO_PREFIX)) return demoFile(key);
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async putFile(prefix, source, extension) {
      const key = newStorageKey(prefix, extension);
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await copyFile(source, file, constants.COPYFILE_EXCL);
      return key;
    },
    async read(key, range) {
      if (key.startsWith(DEMO_PREFIX)) return null;
      try {
        const file = fileOf(key);
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { body: createReadStream(file, range ?? {}), size: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async size(key) {
      if (key.startsWith(DEMO_PREFIX)) return null;
      try {
        const info = await stat(fileOf(key));
        return info.isFile() ? info.size : null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      if (key.startsWith(DEMO_PREFIX)) return;
      await rm(fileOf(key), { force: true });
    },
  };
}

/** Where an S3-compatible bucket is and how to sign in to it (config.ts, S3_* variables). */
export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server's address (MinIO, R2, …); unset: AWS S3 itself. */
  endpoint: string | undefined;
  /** `https://host/bucket/key` instead of `https://bucket.host/key` (MinIO and most self-hosted servers). */
  forcePathStyle: boolean;
  /** Put before every key (`akademi/` → `akademi/payment-proofs/…`), to share a bucket; empty for none. */
  prefix: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const S3_MISSING = new Set(['NoSuchKey', 'NotFound']);

/** No object under the key (GetObject's NoSuchKey, HeadObject's bodiless 404); a missing bucket is an error. */
function isMissing(error: unknown): boolean {
  return S3_MISSING.has((error as { name?: string }).name ?? '');
}

/** The total size in a `Content-Range: bytes a-b/size` answer. */
function totalOf(contentRange: string | undefined, fallback: number): number {
  const total = /\/(\d+)$/.exec(contentRange ?? '')?.[1];
  return total === undefined ? fallback : Number(total);
}

/**
 * Objects in an S3-compatible bucket, under the same keys and rules as the local folder (`demo/…` keys are the
 * bundled read-only files). A file goes up in one PutObject streamed from disk with its length (S3 takes up to
 * 5 GB so; a transcoded video's files are far smaller), and comes down as the response body's stream.
 */
export function createS3Storage(options: S3StorageOptions, client?: S3Client): FileStorage {
  const s3 =
    client ??
    new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // Checksums only where S3 requires them: many S3-compatible servers refuse the newer checksum trailers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  const Bucket = options.bucket;
  const objectOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error(`storage: refusing key ${JSON.stringify(key)}`);
    return `${options.prefix}${key}`;
  };
  const upload = async (key: string, Body: Buffer | Readable, ContentLength: number) => {
    await s3.send(new PutObjectCommand({ Bucket, Key: objectOf(key), Body, ContentLength }));
    return key;
  };
  return {
    async put(prefix, bytes, extension) {
      return upload(newStorageKey(prefix, extension), bytes, bytes.length);
    },
    async get(key) {
      if (key.startsWith(DEMO_PREFIX)) return demoFile(key);
      try {
        const answer = await s3.send(new GetObjectCommand({ Bucket, Key: objectOf(key) }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async putFile(prefix, source, extension) {
      const { size } = await stat(source);
      return upload(newStorageKey(prefix, extension), createReadStream(source), size);
    },
    async read(key, range) {
      if (key.startsWith(DEMO_PREFIX)) return null;
      const Key = objectOf(key);
      try {
        const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
        const answer = await s3.send(new GetObjectCommand({ Bucket, Key, Range }));
        const body = answer.Body as Readable | undefined;
        const length = answer.ContentLength ?? 0;
        return { body: body ?? Readable.from([]), size: totalOf(answer.ContentRange, length) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async size(key) {
      if (key.startsWith(DEMO_PREFIX)) return null;
      try {
        const answer = await s3.send(new HeadObjectCommand({ Bucket, Key: objectOf(key) }));
        return answer.ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      if (key.startsWith(DEMO_PREFIX)) return;
      // S3 answers 204 for a key that is not there, so deleting twice is fine.
      await s3.send(new DeleteObjectCommand({ Bucket, Key: objectOf(key) }));
    },
  };
}

/** The storage the configuration names: the S3-compatible bucket when S3_BUCKET… are set, else the local folder. */
export function createStorage(config: { uploadDir: string; s3Storage?: S3StorageOptions }): FileStorage {
  const options = config.s3Storage;
  if (!options) return createLocalStorage(config.uploadDir);
  // One client (and its connection pool) per configuration, shared by every module that stores files.
  let storage = S3_STORAGES.get(options);
  if (!storage) S3_STORAGES.set(options, (storage = createS3Storage(options)));
  return storage;
}

const S3_STORAGES = new WeakMap<S3StorageOptions, FileStorage>();
