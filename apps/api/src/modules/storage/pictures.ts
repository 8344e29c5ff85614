// Pictures the staff put in what they write (decision 0052): a blog cover, a picture in a blog post's body or in a
// course article. JPEG, PNG or WebP by their bytes, their metadata (GPS position, camera serial…) stripped, stored as
// `<folder>/yyyy/mm/<32 hex>.<ext>` and served at `<url prefix><yyyy>-<mm>-<32 hex>.<ext>` — the key's own parts,
// so serving needs no lookup table. The name's 128 random bits keep a picture private to whoever is shown its page.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { envelopeSchema } from '../../plugins/envelope';
import { ApiError } from '../../plugins/errors';
import { detectFileType } from './file-type';
import { stripImageMetadata } from './image-metadata';
import type { FileStorage } from './storage';
import { readUploadedFile, type DetectedType, type UploadedFile } from './upload';

export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export const PICTURE_MESSAGES = {
  missing: 'Pilih gambar untuk diunggah.',
  tooLarge: `Ukuran gambar maksimal ${PICTURE_MAX_BYTES / (1024 * 1024)} MB.`,
  wrongType: 'Gambar harus berupa berkas JPG, PNG, atau WebP.',
  broken: 'Gambar rusak atau tidak utuh. Silakan unggah gambar lain.',
  notMultipart: 'Unggah gambar sebagai multipart/form-data dengan kolom "file".',
  notFound: 'Gambar tidak ditemukan.',
} as const;

/** A picture upload's multipart limits: one file, a few small fields. */
export const PICTURE_UPLOAD_LIMITS = {
  fileSize: PICTURE_MAX_BYTES,
  files: 1,
  fields: 5,
  parts: 6,
  fieldSize: 1024,
  headerPairs: 50,
};

/** An upload's answer: where the picture is served. */
export const pictureResponseSchema = envelopeSchema(z.object({ url: z.string() }));
/** Anything that is not a picture's file name finds nothing (404, never 422): the URL is public and cacheable. */
export const pictureParamsSchema = z.object({ imageFile: z.string().max(200) });

/** JPEG, PNG or WebP by its bytes, or null. */
export function detectPictureType(bytes: Buffer): DetectedType | null {
  const type = detectFileType(bytes);
  return type && type.contentType.startsWith('image/') ? type : null;
}

/** The picture in a multipart request's `file` (415, 413, 422 in Indonesian otherwise). */
export const readPicture = (request: FastifyRequest) => readUploadedFile(request, detectPictureType, PICTURE_MESSAGES);

export interface PictureFolder {
  /** The storage folder (`blog`, `course-images`). */
  folder: string;
  /** Where the pictures are served (`/api/blog/images/`). */
  urlPrefix: string;
  /** The served URL of a stored key. */
  urlOf(key: string): string;
  /** The storage key behind a served file name (or a whole URL), or null when it names no picture of this folder. */
  keyOf(fileOrUrl: string): string | null;
  /** Strips the picture's metadata and stores it; answers its URL. */
  store(storage: FileStorage, file: UploadedFile): Promise<string>;
}

export function pictureFolder(folder: string, urlPrefix: string): PictureFolder {
  const file = /^(\d{4})-(\d{2})-([a-f0-9]{32})\.(jpg|png|webp)$/;
  const key = new RegExp(`^${folder}/(\\d{4})/(\\d{2})/([a-f0-9]{32})\\.(jpg|png|webp)$`);

  const urlOf = (stored: string) => {
    const [, year, month, name, extension] = key.exec(stored) ?? [];
    if (!name) throw new Error(`pictures: not a ${folder} key ${stored}`);
    return `${urlPrefix}${year}-${month}-${name}.${extension}`;
  };

  return {
    folder,
    urlPrefix,
    urlOf,
    keyOf(fileOrUrl) {
      const name = fileOrUrl.startsWith(urlPrefix) ? fileOrUrl.slice(urlPrefix.length) : fileOrUrl;
      const [, year, month, random, extension] = file.exec(name) ?? [];
      return random ? `${folder}/${year}/${month}/${random}.${extension}` : null;
    },
    async store(storage, upload) {
      // What the picture says beyond the picture is not kept: whoever sees the page sees the file.
      const bytes = stripImageMetadata(upload.bytes, upload.contentType);
      if (!bytes) throw new ApiError(422, PICTURE_MESSAGES.broken);
      return urlOf(await storage.put(folder, bytes, upload.extension));
    },
  };
}

/**
 * Sends a stored picture, or 404 when there is none: inline, sandboxed, cached for good (a new picture is a new
 * URL).
 */
export function sendPicture(reply: FastifyReply, key: string | null, bytes: Buffer | null) {
  if (!key || !bytes) throw new ApiError(404, PICTURE_MESSAGES.notFound);
  return reply
    .header('content-type', CONTENT_TYPES[key.split('.').pop() ?? ''])
    .header('content-disposition', 'inline')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'public, max-age=31536000, immutable')
    .send(bytes);
}
