// Where a material's uploaded files live in storage (decision 0042): a file material's file under `materials/file/…`,
// a video's HLS stream under `materials/video/…` — the playlist and its segments under one folder, the playlist
// naming each segment by its file name, which is how the course player serves them (`…/hls/:fileName` beside the
// playlist). Materials of the demo seed point into the API's bundled media folder instead; those are never removed.
import path from 'node:path';
import type { FileStorage } from '../storage';
import type { StoredFiles } from './repository';

export const MATERIAL_FILE_PREFIX = 'materials/file';
export const MATERIAL_VIDEO_PREFIX = 'materials/video';

/** A key storage made for a material (`materials/{file|video}/yyyy/mm/<32 hex>.<ext>`). */
const MATERIAL_KEY = /^materials\/(file|video)\/\d{4}\/\d{2}\/[a-f0-9]{32}\.[a-z0-9]{2,5}$/;

export const isMaterialKey = (key: string | null | undefined): key is string =>
  typeof key === 'string' && MATERIAL_KEY.test(key);

/** The segment file names a playlist lists (every line that is not a tag or blank). */
export function playlistSegments(playlist: string): string[] {
  return playlist
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** The keys of a stored HLS stream: its segments, a master playlist's renditions, and the playlist itself. */
export async function streamKeys(storage: FileStorage, playlistKey: string, depth = 0): Promise<string[]> {
  const playlist = await storage.get(playlistKey);
  const folder = path.posix.dirname(playlistKey);
  const listed = playlist
    ? playlistSegments(playlist.toString('utf8'))
        .map((name) => path.posix.join(folder, path.posix.basename(name)))
        .filter(isMaterialKey)
    : [];
  const keys: string[] = [];
  for (const key of listed) {
    if (key.endsWith('.m3u8') && depth === 0) keys.push(...(await streamKeys(storage, key, 1)));
    else keys.push(key);
  }
  return [...keys, playlistKey];
}

/**
 * Removes what storage holds for these materials (after the rows are gone or point elsewhere). A failure is logged
 * and left: an orphaned file costs space, a failed request after a committed change would mislead the author.
 */
export async function removeStoredFiles(
  storage: FileStorage,
  files: readonly StoredFiles[],
  log: { warn: (object: object, message: string) => void },
): Promise<void> {
  for (const file of files) {
    try {
      if (isMaterialKey(file.filePath)) await storage.delete(file.filePath);
      for (const key of [file.videoSource, file.videoThumbnail]) if (isMaterialKey(key)) await storage.delete(key);
      if (isMaterialKey(file.hlsPlaylist)) {
        for (const key of await streamKeys(storage, file.hlsPlaylist)) await storage.delete(key);
      }
    } catch (error) {
      log.warn({ err: error, file }, 'authoring: a material file could not be removed from storage');
    }
  }
}
