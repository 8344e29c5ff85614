// Cybercast media (decisions 0049, 0052): an episode's audio is taken by its bytes (MP3, M4A, Ogg), its optional video
// by its bytes too (MP4, played as it is: no transcoding), each confirmed by ffprobe, and every episode file (audio,
// video, cover) is sent with byte ranges so players can seek. Files are uploads read through the storage interface
// (`cybercast/…` keys: the local folder or the S3 bucket) or the seed's bundled ones (`demo/cybercast/…`,
// apps/api/media).
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundledMedia, storedMediaFile, type MediaFile } from '../catalog';
import { isStorageKey, type DetectedType, type FileStorage } from '../storage';

export const CYBERCAST_PREFIX = 'cybercast';
export const AUDIO_MAX_BYTES = 100 * 1024 * 1024;
/** Read into memory like the audio (storage's put takes bytes): a podcast's video clip, not a course video. */
export const VIDEO_MAX_BYTES = 200 * 1024 * 1024;
export const MEDIA_URL_PREFIX = '/api/cybercast/media/';
/** The file part of a media URL: a storage key's last segment. */
export const MEDIA_FILE_PATTERN = /^[a-z0-9-]{1,64}\.(mp3|m4a|ogg|mp4|jpg|png|webp)$/;

const TYPES: Record<string, string> = {
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.ogg': 'audio/ogg',
  '.mp4': 'video/mp4',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

export const AUDIO_MESSAGES = {
  missing: 'Pilih berkas audio untuk diunggah.',
  tooLarge: `Ukuran audio maksimal ${AUDIO_MAX_BYTES / (1024 * 1024)} MB.`,
  wrongType: 'Audio harus berupa berkas MP3, M4A, atau OGG.',
  unreadable: 'Audio tidak dapat dibaca. Pastikan berkasnya utuh dan berisi suara.',
  notMultipart: 'Unggah audio sebagai multipart/form-data dengan kolom "file".',
} as const;

export const VIDEO_MESSAGES = {
  missing: 'Pilih berkas video untuk diunggah.',
  tooLarge: `Ukuran video maksimal ${VIDEO_MAX_BYTES / (1024 * 1024)} MB.`,
  wrongType: 'Video harus berupa berkas MP4.',
  unreadable: 'Video tidak dapat dibaca. Pastikan berkasnya utuh dan berisi gambar.',
  notMultipart: 'Unggah video sebagai multipart/form-data dengan kolom "file".',
} as const;

/** MP4: an `ftyp` box of a video brand (browsers play it as it is). */
export function detectVideoType(bytes: Buffer): DetectedType | null {
  if (bytes.length < 12 || bytes.subarray(4, 8).toString('latin1') !== 'ftyp') return null;
  const brand = bytes.subarray(8, 12).toString('latin1');
  return /^(isom|iso2|iso4|iso5|iso6|mp41|mp42|avc1|M4V |dash)$/.test(brand)
    ? { contentType: 'video/mp4', extension: 'mp4' }
    : null;
}

/** MP3 (ID3 tag or an MPEG audio frame), M4A (an `ftyp` box of an audio brand) or Ogg, from the first bytes. */
export function detectAudioType(bytes: Buffer): DetectedType | null {
  if (bytes.length < 12) return null;
  const head = bytes.subarray(0, 4).toString('latin1');
  if (head.startsWith('ID3') || (bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0))
    return { contentType: 'audio/mpeg', extension: 'mp3' };
  if (head === 'OggS') return { contentType: 'audio/ogg', extension: 'ogg' };
  const brand = bytes.subarray(8, 12).toString('latin1');
  if (bytes.subarray(4, 8).toString('latin1') === 'ftyp' && /^(M4A |M4B |mp42|isom|dash)$/.test(brand))
    return { contentType: 'audio/mp4', extension: 'm4a' };
  return null;
}

/** Seconds of audio ffprobe finds in the bytes, or null when it finds no audio stream (the file is refused). */
export const audioSeconds = (bytes: Buffer, ffprobe = 'ffprobe') => streamSeconds(bytes, 'audio', ffprobe);

/** Seconds of the media ffprobe finds in the bytes, or null without a stream of that kind (the file is refused). */
export async function streamSeconds(
  bytes: Buffer,
  kind: 'audio' | 'video',
  ffprobe = 'ffprobe',
): Promise<number | null> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cybercast-'));
  try {
    const file = path.join(dir, 'input');
    await writeFile(file, bytes);
    const output = await new Promise<string>((resolve) => {
      const child = spawn(ffprobe, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file]);
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      child.on('error', () => resolve(''));
      child.on('close', (code) => {
        clearTimeout(timer);
        resolve(code === 0 ? out : '');
      });
    });
    if (!output) return null;
    const info = JSON.parse(output) as { format?: { duration?: string }; streams?: { codec_type?: string }[] };
    const seconds = Number(info.format?.duration);
    if (!info.streams?.some((s) => s.codec_type === kind) || !Number.isFinite(seconds) || seconds <= 0) return null;
    return Math.max(1, Math.round(seconds));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export const mediaUrlOf = (key: string) => `${MEDIA_URL_PREFIX}${key.split('/').pop()}`;

/** The file behind a stored key, for `sendMediaFile`: an upload through the storage interface, or a bundled one. */
export async function mediaFileOf(storage: FileStorage, key: string): Promise<MediaFile | null> {
  if (key.startsWith('demo/')) return bundledMedia(key, TYPES);
  const contentType = TYPES[path.posix.extname(key).toLowerCase()];
  if (!key.startsWith(`${CYBERCAST_PREFIX}/`) || !contentType || !isStorageKey(key)) return null;
  return storedMediaFile(storage, key, contentType);
}
