// The one storage interface for uploaded files (docs/architecture.md): a local folder by default (UPLOAD_DIR), an
// S3-compatible bucket behind the same calls. Large files (videos, their streams) go in from a file and come out as
// a stream, never whole in memory. Keys are made here, from random bytes — never from a
// name or path a user sent — so no upload can reach outside the folder or overwrite another file.
import { randomBytes } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import path from 'node:path';
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
    async delete(key) {
      if (key.startsWith(DEMO_PREFIX)) return;
      await rm(fileOf(key), { force: true });
    },
  };
}
