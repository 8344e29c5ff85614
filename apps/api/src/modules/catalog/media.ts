// Bundled media (apps/api/media, copied next to main.cjs by build.mjs): files that ship with the API, such as the
// demo seed's free-preview video. A file is named by a material's database row, never by the client, and is sent
// with byte ranges, which a <video> element uses to start quickly and to seek.
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';

/** Next to the bundle (dist/apps/api/media), or apps/api/media when running from source (tests). */
const MEDIA_DIR = [path.join(__dirname, 'media'), path.resolve(__dirname, '../../../media')].find((folder) => existsSync(folder)) ?? path.join(__dirname, 'media');

const CONTENT_TYPES: Record<string, string> = { '.webm': 'video/webm', '.mp4': 'video/mp4' };

export interface MediaFile {
  path: string;
  size: number;
  contentType: string;
}

/** The bundled file `name` (a relative path inside the media folder), or null when there is no such video. */
export async function bundledMedia(name: string): Promise<MediaFile | null> {
  const full = path.resolve(MEDIA_DIR, name);
  if (!full.startsWith(MEDIA_DIR + path.sep)) return null;
  const contentType = CONTENT_TYPES[path.extname(full).toLowerCase()];
  if (!contentType) return null;
  try {
    const info = await stat(full);
    return info.isFile() ? { path: full, size: info.size, contentType } : null;
  } catch {
    return null;
  }
}

export type ByteRange = { start: number; end: number };

/**
 * The one range of a `Range` header (`bytes=a-b`, `bytes=a-`, `bytes=-n`) within a file of `size` bytes.
 * `null`: no usable range, send the whole file (RFC 9110 lets a server ignore a Range it does not support, such as
 * several ranges at once); `'unsatisfiable'`: a range outside the file (416).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start >= size || end < start ? 'unsatisfiable' : { start, end };
}
