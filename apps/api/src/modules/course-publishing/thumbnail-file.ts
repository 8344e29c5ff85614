// Course thumbnails (decision 0053): JPEG, PNG or WebP by their bytes, without their metadata, stored as
// `course-thumbnails/yyyy/mm/<32 hex>.<ext>` and served at `/api/course-thumbnails/<32 hex>.<ext>` — a URL that never
// changes for that file (a new thumbnail is a new file), so it may be cached for a year.
import { detectFileType, type DetectedType } from '../storage';

export const THUMBNAIL_PREFIX = 'course-thumbnails';
export const THUMBNAIL_URL_PREFIX = '/api/course-thumbnails/';
export const THUMBNAIL_FILE_PATTERN = /^[a-f0-9]{32}\.(jpg|png|webp)$/;
export const THUMBNAIL_MAX_BYTES = 5 * 1024 * 1024;

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export function detectThumbnailType(bytes: Buffer): DetectedType | null {
  const type = detectFileType(bytes);
  return type && Object.values(CONTENT_TYPES).includes(type.contentType) ? type : null;
}

export const thumbnailUrlOf = (key: string) => `${THUMBNAIL_URL_PREFIX}${key.split('/').pop()}`;

export const thumbnailContentType = (file: string) =>
  CONTENT_TYPES[file.split('.').pop() ?? ''] ?? 'application/octet-stream';
