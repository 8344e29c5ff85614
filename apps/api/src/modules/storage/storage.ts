// The one storage interface for uploaded files (docs/architecture.md): a local folder by default (UPLOAD_DIR), an
// S3-compatible bucket later behind the same three calls. Keys are made here, from random bytes — never from a
// name or path a user sent — so no upload can reach outside the folder or overwrite another file.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { demoFile } from './demo-files';

export interface FileStorage {
  /** Stores the bytes under a new random key that starts with `prefix` (e.g. `payment-proofs`) and returns it. */
  put(prefix: string, bytes: Buffer, extension: string): Promise<string>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
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
    async delete(key) {
      if (key.startsWith(DEMO_PREFIX)) return;
      await rm(fileOf(key), { force: true });
    },
  };
}
