// Bundled media (apps/api/media, copied next to main.cjs by build.mjs): files that ship with the API, such as the
// demo seed's free-preview video. A file is named by a material's database row, never by the client, and is sent
// with byte ranges, which a <video> element uses to start quickly and to seek.
import { createReadStream, existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../plugins/errors';
import type { FileStorage } from '../storage';

const STORED_FILE_GONE = 'File tidak ditemukan.';

/** Next to the bundle (dist/apps/api/media), or apps/api/media when running from source (tests). */
const MEDIA_DIR =
  [path.join(__dirname, 'media'), path.resolve(__dirname, '../../../media')].find((folder) => existsSync(folder)) ??
  path.join(__dirname, 'media');

/** Progressive video (free previews): what `bundledMedia` serves unless a caller names other types. */
export const VIDEO_TYPES: Readonly<Record<string, string>> = { '.webm': 'video/webm', '.mp4': 'video/mp4' };
/** An HLS stream: the playlist and its segments (the course player). */
export const HLS_TYPES: Readonly<Record<string, string>> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
};
/** A file material's download. */
export const DOWNLOAD_TYPES: Readonly<Record<string, string>> = {
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A file of the storage interface (an upload: local folder or S3 bucket) as a MediaFile, or null when not stored. */
export async function storedMediaFile(
  storage: FileStorage,
  key: string,
  contentType: string,
): Promise<MediaFile | null> {
  const size = await storage.size(key);
  if (size === null) return null;
  return {
    size,
    contentType,
    async open(range) {
      const stored = await storage.read(key, range);
      // Removed between the size and the read (a replaced upload): the same answer as if it had never been there.
      if (!stored) throw new ApiError(404, STORED_FILE_GONE);
      return stored.body;
    },
  };
}

export type ByteRange = { start: number; end: number };

/** A file to send: its size and type, and its bytes (a range of them) as a stream — a bundled file or a stored one. */
export interface MediaFile {
  size: number;
  contentType: string;
  open(range?: ByteRange): Promise<Readable>;
}

/** A file on this machine's disk as a MediaFile. */
export function localMediaFile(file: string, size: number, contentType: string): MediaFile {
  return { size, contentType, open: async (range) => createReadStream(file, range ?? {}) };
}

/** The bundled file `name` (a relative path inside the media folder) of one of `types`, or null when there is none. */
export async function bundledMedia(
  name: string,
  types: Readonly<Record<string, string>> = VIDEO_TYPES,
): Promise<MediaFile | null> {
  const full = path.resolve(MEDIA_DIR, name);
  if (!full.startsWith(MEDIA_DIR + path.sep)) return null;
  const contentType = types[path.extname(full).toLowerCase()];
  if (!contentType) return null;
  try {
    const info = await stat(full);
    return info.isFile() ? localMediaFile(full, info.size, contentType) : null;
  } catch {
    return null;
  }
}

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

export const RANGE_NOT_SATISFIABLE = 'Bagian file yang diminta di luar ukuran file.';

/**
 * Sends a bundled or stored file, the requested byte range of it (206) or a 416 for a range outside it; `headers` are
 * added to the answer (cache policy, Content-Disposition).
 */
export async function sendMediaFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: MediaFile,
  headers: Record<string, string>,
  rangeMessage = RANGE_NOT_SATISFIABLE,
) {
  const range = parseRange(request.headers.range, file.size);
  if (range === 'unsatisfiable') throw new ApiError(416, rangeMessage, { 'content-range': `bytes */${file.size}` });
  reply
    .header('content-type', file.contentType)
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff')
    .headers(headers);
  if (!range) return reply.header('content-length', file.size).send(await file.open());
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
    .header('content-length', range.end - range.start + 1)
    .send(await file.open(range));
}
