// Where a material's uploaded files live in storage (decision 0042): a file material's file under `materials/file/…`,
// a video's HLS stream under `materials/video/…` — the playlist and its segments under one folder, the playlist
// naming each segment by its file name, which is how the course player serves them (`…/hls/:fileName` beside the
// playlist). Materials of the demo seed point into the API's bundled media folder instead; those are never removed.
import { inArray, or } from 'drizzle-orm';
import path from 'node:path';
import type { Executor } from '../../db/client';
import { materials } from '../../db/schema';
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
 * A course's working copy shares its published version's files until one is replaced (decision 0053), so a file is
 * removed only when no material names it any more: `keysInUse` answers which of the keys some row still names.
 */
export interface MaterialStorage extends FileStorage {
  keysInUse?: (keys: readonly string[]) => Promise<Set<string>>;
}

/**
 * Removes what storage holds for these materials (after the rows are gone or point elsewhere). A failure is logged
 * and left: an orphaned file costs space, a failed request after a committed change would mislead the author.
 */
export async function removeStoredFiles(
  storage: MaterialStorage,
  files: readonly StoredFiles[],
  log: { warn: (object: object, message: string) => void },
): Promise<void> {
  const keys = files
    .flatMap((file) => [file.filePath, file.hlsPlaylist, file.videoSource, file.videoThumbnail])
    .filter(isMaterialKey);
  const inUse = storage.keysInUse && keys.length > 0 ? await storage.keysInUse(keys) : new Set<string>();
  for (const file of files) {
    try {
      if (isMaterialKey(file.filePath) && !inUse.has(file.filePath)) await storage.delete(file.filePath);
      for (const key of [file.videoSource, file.videoThumbnail])
        if (isMaterialKey(key) && !inUse.has(key)) await storage.delete(key);
      if (isMaterialKey(file.hlsPlaylist) && !inUse.has(file.hlsPlaylist)) {
        for (const key of await streamKeys(storage, file.hlsPlaylist)) await storage.delete(key);
      }
    } catch (error) {
      log.warn({ err: error, file }, 'authoring: a material file could not be removed from storage');
    }
  }
}

/** The storage the authoring routes use: removals skip a file another material (a working copy's) still names. */
export function sharedFileStorage(db: Executor, storage: FileStorage): MaterialStorage {
  return {
    put: (prefix, bytes, extension) => storage.put(prefix, bytes, extension),
    putFile: (prefix, file, extension) => storage.putFile(prefix, file, extension),
    get: (key) => storage.get(key),
    read: (key, range) => storage.read(key, range),
    size: (key) => storage.size(key),
    delete: (key) => storage.delete(key),
    async keysInUse(keys) {
      const named = [...keys];
      const rows = await db
        .select({
          filePath: materials.filePath,
          hlsPlaylist: materials.hlsPlaylist,
          videoSource: materials.videoSource,
          videoThumbnail: materials.videoThumbnail,
        })
        .from(materials)
        .where(
          or(
            inArray(materials.filePath, named),
            inArray(materials.hlsPlaylist, named),
            inArray(materials.videoSource, named),
            inArray(materials.videoThumbnail, named),
          ),
        );
      return new Set(
        rows
          .flatMap((row) => [row.filePath, row.hlsPlaylist, row.videoSource, row.videoThumbnail])
          .filter(isMaterialKey),
      );
    },
  };
}
