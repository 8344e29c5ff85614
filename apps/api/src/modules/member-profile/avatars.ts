// An account's avatar, whoever owns it (the member's profile, decision 0023; the staff's, decision 0050): read from
// the upload's bytes (JPEG, PNG, WebP), stripped of what the picture says beyond itself, kept through the storage
// interface, and the replaced file removed.
import { AVATAR_MAX_BYTES } from '@akademi-siber/util-contracts';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import { readUploadedFile, stripImageMetadata, type FileStorage, type UploadedFile } from '../storage';
import { AVATAR_PREFIX, avatarUrlOf, detectAvatarType } from './avatar-file';
import { createMemberProfileRepository } from './repository';

const MAX_MB = AVATAR_MAX_BYTES / (1024 * 1024);
export const AVATAR_MESSAGES = {
  missing: 'Pilih foto untuk diunggah.',
  tooLarge: `Ukuran foto maksimal ${MAX_MB} MB.`,
  wrongType: 'Foto harus berupa gambar JPG, PNG, atau WebP.',
  broken: 'Foto rusak atau tidak utuh. Silakan unggah foto lain.',
  notMultipart: 'Unggah foto sebagai multipart/form-data dengan kolom "file".',
};

/** The multipart plugin's limits for a route that takes one avatar. */
export const AVATAR_UPLOAD_LIMITS = {
  fileSize: AVATAR_MAX_BYTES,
  files: 1,
  fields: 5,
  parts: 6,
  fieldSize: 1024,
  headerPairs: 50,
};

/** The uploaded photo, its type told by its bytes; what it says beyond the picture (GPS, camera serial…) removed. */
export async function readAvatarUpload(request: FastifyRequest): Promise<UploadedFile> {
  const file = await readUploadedFile(request, detectAvatarType, AVATAR_MESSAGES);
  const bytes = stripImageMetadata(file.bytes, file.contentType);
  if (!bytes) throw new ApiError(422, AVATAR_MESSAGES.broken);
  return { ...file, bytes };
}

export function createAvatars(db: Database, storage: FileStorage) {
  const repository = createMemberProfileRepository(db);
  return {
    async set(userId: number, file: UploadedFile): Promise<void> {
      const key = await storage.put(AVATAR_PREFIX, file.bytes, file.extension);
      const replaced = await repository.replaceAvatar(userId, { key, url: avatarUrlOf(key) });
      if (replaced) await storage.delete(replaced);
    },
    async remove(userId: number): Promise<void> {
      const replaced = await repository.replaceAvatar(userId, null);
      if (replaced) await storage.delete(replaced);
    },
  };
}
