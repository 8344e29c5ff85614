// Avatars: JPEG, PNG or WebP by their bytes (the storage's file signatures, without PDF), stored under UPLOAD_DIR as
// `avatars/yyyy/mm/<32 hex>.<ext>` and served at `/api/avatars/<32 hex>.<ext>` — a URL that never changes for that
// file (a new avatar is a new file and a new URL), so it may be cached for a year.
import { AVATAR_CONTENT_TYPES } from '@akademi-siber/util-contracts';
import { detectFileType, type DetectedType } from '../storage';

export const AVATAR_PREFIX = 'avatars';
export const AVATAR_URL_PREFIX = '/api/avatars/';
/** The file part of an avatar URL: the storage key's random name. */
export const AVATAR_FILE_PATTERN = /^[a-f0-9]{32}\.(jpg|png|webp)$/;

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export function detectAvatarType(bytes: Buffer): DetectedType | null {
  const type = detectFileType(bytes);
  return type && (AVATAR_CONTENT_TYPES as readonly string[]).includes(type.contentType) ? type : null;
}

export function avatarUrlOf(storageKey: string): string {
  return `${AVATAR_URL_PREFIX}${storageKey.split('/').pop()}`;
}

export function avatarContentType(file: string): string {
  return CONTENT_TYPES[file.split('.').pop() ?? ''] ?? 'application/octet-stream';
}
