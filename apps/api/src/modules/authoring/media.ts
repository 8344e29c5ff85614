// Which file a material's `file_path` or `hls_playlist` (or a file beside the playlist) names, for the course player
// (modules/learning): an upload the author made (a storage key, `materials/…`, decision 0042) read through the
// storage interface — the local folder or the S3-compatible bucket, with byte ranges either way — or a file of the
// API's bundled media folder (the demo seed's).
import path from 'node:path';
import { bundledMedia, storedMediaFile } from '../catalog';
import type { FileStorage } from '../storage';
import { isMaterialKey } from './material-files';

/** Like `bundledMedia`: the file `name` of one of `types` (by extension), or null. */
export type MaterialMedia = typeof bundledMedia;

export function createMaterialMedia(storage: FileStorage): MaterialMedia {
  return async (name, types) => {
    if (!isMaterialKey(name)) return bundledMedia(name, types);
    const contentType = types?.[path.posix.extname(name).toLowerCase()];
    return contentType ? storedMediaFile(storage, name, contentType) : null;
  };
}
