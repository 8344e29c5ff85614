// Blog pictures (decision 0052): a cover or a picture in a post's body, JPEG, PNG or WebP by its bytes, its metadata
// (GPS position, camera serial…) stripped, stored as `blog/yyyy/mm/<32 hex>.<ext>` and served at
// `/api/blog/images/<yyyy>-<mm>-<32 hex>.<ext>` — the key's own parts, so serving needs no lookup table.
import { buffer } from 'node:stream/consumers';
import { bundledMedia } from '../catalog';
import { detectFileType, type DetectedType, type FileStorage } from '../storage';

export const BLOG_IMAGE_PREFIX = 'blog';
export const BLOG_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const BLOG_IMAGE_URL_PREFIX = '/api/blog/images/';
const FILE = /^(\d{4})-(\d{2})-([a-f0-9]{32})\.(jpg|png|webp)$/;
const KEY = /^blog\/(\d{4})\/(\d{2})\/([a-f0-9]{32})\.(jpg|png|webp)$/;
const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export const BLOG_IMAGE_MESSAGES = {
  missing: 'Pilih gambar untuk diunggah.',
  tooLarge: `Ukuran gambar maksimal ${BLOG_IMAGE_MAX_BYTES / (1024 * 1024)} MB.`,
  wrongType: 'Gambar harus berupa berkas JPG, PNG, atau WebP.',
  broken: 'Gambar rusak atau tidak utuh. Silakan unggah gambar lain.',
  notMultipart: 'Unggah gambar sebagai multipart/form-data dengan kolom "file".',
  notFound: 'Gambar tidak ditemukan.',
} as const;

export function detectBlogImageType(bytes: Buffer): DetectedType | null {
  const type = detectFileType(bytes);
  return type && type.contentType.startsWith('image/') ? type : null;
}

export function blogImageUrlOf(key: string): string {
  const [, year, month, name, extension] = KEY.exec(key) ?? [];
  if (!name) throw new Error(`blog image: not a blog image key ${key}`);
  return `${BLOG_IMAGE_URL_PREFIX}${year}-${month}-${name}.${extension}`;
}

/** The storage key behind a served file name (or a whole URL), or null when it names no blog image. */
export function blogImageKeyOf(fileOrUrl: string): string | null {
  const file = fileOrUrl.startsWith(BLOG_IMAGE_URL_PREFIX) ? fileOrUrl.slice(BLOG_IMAGE_URL_PREFIX.length) : fileOrUrl;
  const [, year, month, name, extension] = FILE.exec(file) ?? [];
  return name ? `${BLOG_IMAGE_PREFIX}/${year}/${month}/${name}.${extension}` : null;
}

/**
 * The seed's one demo cover (a published post has it, so a fresh database shows a cover): a bundled file
 * (apps/api/media/demo/blog) under a well-formed name, never in UPLOAD_DIR.
 */
export const DEMO_BLOG_COVER_URL = `${BLOG_IMAGE_URL_PREFIX}2026-01-de0000000000000000000000000000b1.jpg`;
const DEMO_COVERS: Record<string, string> = {
  [blogImageKeyOf(DEMO_BLOG_COVER_URL) ?? '']: 'demo/blog/sampul-password.jpg',
};

/** A stored blog picture's bytes (the demo cover from the bundled media), or null when there is none. */
export async function readBlogImage(storage: FileStorage, key: string): Promise<Buffer | null> {
  const demo = DEMO_COVERS[key];
  if (!demo) return storage.get(key);
  const file = await bundledMedia(demo, { '.jpg': 'image/jpeg' });
  return file ? buffer(await file.open()) : null;
}

export const blogImageContentType = (key: string) => CONTENT_TYPES[key.split('.').pop() ?? ''];
