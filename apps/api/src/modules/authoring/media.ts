// Which file a material's `file_path` or `hls_playlist` (or a file beside the playlist) names, for the course player
// (modules/learning): an upload the author made (a storage key, `materials/…`, decision 0042) or a file of the API's
// bundled media folder (the demo seed's). Storage is the local UPLOAD_DIR today, so a stored file is sent from its
// path with byte ranges like a bundled one; an S3-compatible storage will need a ranged read on its interface.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { bundledMedia } from '../catalog';
import { isMaterialKey } from './material-files';

/** Like `bundledMedia`: the file `name` of one of `types` (by extension), or null. */
export type MaterialMedia = typeof bundledMedia;

export function createMaterialMedia(uploadDir: string): MaterialMedia {
  const root = path.resolve(uploadDir);
  return async (name, types) => {
    if (!isMaterialKey(name)) return bundledMedia(name, types);
    const full = path.resolve(root, name);
    const contentType = types?.[path.extname(full).toLowerCase()];
    if (!full.startsWith(root + path.sep) || !contentType) return null;
    try {
      const info = await stat(full);
      return info.isFile() ? { path: full, size: info.size, contentType } : null;
    } catch {
      return null;
    }
  };
}
