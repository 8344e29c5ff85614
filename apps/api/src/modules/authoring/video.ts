// A video material's upload becomes its HLS stream (decisions 0042, 0051), as a job of the queue: ffprobe reads what
// the file is, ffmpeg encodes H.264/AAC renditions of 360 and 720 lines (never more lines than the original has) in
// ~6 s MPEG-TS segments with a master playlist, reporting its progress (`-progress`), and takes a frame as the
// thumbnail. The segments, the renditions' playlists and the master playlist go to storage under one folder, each
// playlist naming the files it lists by their stored names, which is how the course player serves a stream.
import { spawn } from 'node:child_process';
import { mkdir, open, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from '../storage';
import { MATERIAL_VIDEO_PREFIX, playlistSegments } from './material-files';

/** Why a video was not taken: `refused` is the file's fault (no retry), `unavailable` the server's. */
export class VideoError extends Error {
  constructor(
    readonly reason: 'refused' | 'unavailable',
    message: string,
  ) {
    super(message);
    this.name = 'VideoError';
  }
}

export const VIDEO_MESSAGES = {
  notAVideo: 'Video harus berkas MP4 atau WebM.',
  unreadable: 'Video tidak dapat dibaca. Pastikan berkasnya MP4 atau WebM yang utuh dan berisi gambar.',
  failed: 'Video tidak dapat diproses. Coba simpan ulang videonya sebagai MP4 (H.264) lalu unggah lagi.',
  tooLong: 'Pemrosesan video melebihi batas waktu. Unggah video yang lebih pendek atau lebih kecil.',
  unavailable: 'Server belum dapat memproses video (ffmpeg tidak tersedia). Hubungi admin.',
  lost: 'Berkas unggahan video tidak ditemukan lagi di penyimpanan. Unggah ulang videonya.',
} as const;

export interface VideoProbe {
  width: number;
  height: number;
  durationSeconds: number;
  hasAudio: boolean;
}

export interface TranscodedVideo {
  playlistKey: string;
  thumbnailKey: string;
  durationSeconds: number;
  /** The renditions made, by their lines (e.g. [360, 720]). */
  renditions: number[];
}

export interface TranscoderOptions {
  storage: FileStorage;
  /** The longest a probe plus a conversion may take. */
  timeoutMs?: number;
  ffmpeg?: string;
  ffprobe?: string;
}

const TWENTY_MINUTES = 20 * 60 * 1000;
const SEGMENT_SECONDS = 6;
/** Lines of each rendition, with the bit rate a player may expect of it. */
const RENDITIONS = [
  { lines: 360, maxrate: '900k', bufsize: '1800k' },
  { lines: 720, maxrate: '2800k', bufsize: '5600k' },
];

/** MP4 (`ftyp` box) or WebM/Matroska (EBML header), from the file's first bytes. */
export async function looksLikeVideo(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { bytesRead, buffer } = await handle.read(Buffer.alloc(12), 0, 12, 0);
    if (bytesRead < 12) return false;
    return buffer.subarray(4, 8).toString('latin1') === 'ftyp' || buffer.readUInt32BE(0) === 0x1a45dfa3;
  } finally {
    await handle.close();
  }
}

function run(command: string, args: string[], deadline: number, onLine?: (line: string) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let partial = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      if (!onLine) return void (stdout += text);
      const lines = (partial + text).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) onLine(line.trim());
    });
    // Only the end of ffmpeg's errors is kept (it can be long).
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString('utf8')).slice(-4000)));
    const timer = setTimeout(() => child.kill('SIGKILL'), Math.max(0, deadline - Date.now()));
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(error.code === 'ENOENT' ? new VideoError('unavailable', VIDEO_MESSAGES.unavailable) : (error as Error));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (signal === 'SIGKILL') reject(new VideoError('refused', VIDEO_MESSAGES.tooLong));
      else if (code === 0) resolve(stdout);
      else reject(Object.assign(new VideoError('refused', VIDEO_MESSAGES.failed), { detail: stderr }));
    });
  });
}

/** What the file holds, by ffprobe; refused when it is not an MP4/WebM with a picture. */
export async function probeVideo(input: string, ffprobe = 'ffprobe', deadline = Date.now() + 60_000) {
  let output: string;
  try {
    output = await run(
      ffprobe,
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', input],
      deadline,
    );
  } catch (error) {
    if (error instanceof VideoError && error.reason === 'unavailable') throw error;
    throw new VideoError('refused', VIDEO_MESSAGES.unreadable);
  }
  const info = JSON.parse(output) as {
    format?: { format_name?: string; duration?: string };
    streams?: { codec_type?: string; width?: number; height?: number; duration?: string }[];
  };
  const format = info.format?.format_name ?? '';
  const video = info.streams?.find((stream) => stream.codec_type === 'video');
  if (!video || !video.width || !video.height || !/mp4|mov|matroska|webm/.test(format)) {
    throw new VideoError('refused', VIDEO_MESSAGES.unreadable);
  }
  const seconds = Number(info.format?.duration ?? video.duration ?? 0);
  return {
    width: video.width,
    height: video.height,
    durationSeconds: Number.isFinite(seconds) ? seconds : 0,
    hasAudio: Boolean(info.streams?.some((stream) => stream.codec_type === 'audio')),
  } satisfies VideoProbe;
}

/** The renditions for a picture of `height` lines: 360 and 720 where it has them, never upscaled. */
export function renditionsFor(height: number) {
  const fitting = RENDITIONS.filter((rendition) => rendition.lines <= height);
  if (fitting.length > 0) return fitting;
  return [{ ...RENDITIONS[0], lines: Math.max(2, Math.floor(height / 2) * 2) }];
}

export function hlsArgs(input: string, outDir: string, probe: VideoProbe): string[] {
  const renditions = renditionsFor(probe.height);
  const split = `[0:v]split=${renditions.length}${renditions.map((_r, index) => `[s${index}]`).join('')}`;
  const scales = renditions.map((rendition, index) => `[s${index}]scale=-2:${rendition.lines}[v${index}]`);
  const maps = renditions.flatMap((_rendition, index) => [
    ...['-map', `[v${index}]`],
    ...(probe.hasAudio ? ['-map', '0:a:0'] : []),
  ]);
  const rates = renditions.flatMap((rendition, index) => [
    ...[`-maxrate:v:${index}`, rendition.maxrate, `-bufsize:v:${index}`, rendition.bufsize],
  ]);
  const streamMap = renditions.map((_r, index) => (probe.hasAudio ? `v:${index},a:${index}` : `v:${index}`));
  return [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-nostats', '-y', '-i', input],
    ...['-filter_complex', [split, ...scales].join(';'), ...maps],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-profile:v', 'main', '-pix_fmt', 'yuv420p', ...rates],
    ...['-force_key_frames', `expr:gte(t,n_forced*${SEGMENT_SECONDS})`, '-threads', '2'],
    ...(probe.hasAudio ? ['-c:a', 'aac', '-b:a', '128k', '-ac', '2'] : []),
    ...['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod'],
    ...['-hls_segment_filename', path.join(outDir, 'v%v-s%05d.ts'), '-master_pl_name', 'master.m3u8'],
    ...['-var_stream_map', streamMap.join(' '), '-progress', 'pipe:1', path.join(outDir, 'v%v.m3u8')],
  ];
}

/** A playlist's length: the sum of its segments' durations (a browser's WebM often has none in its header). */
export function playlistSeconds(playlist: string): number {
  const total = [...playlist.matchAll(/^#EXTINF:([\d.]+)/gm)].reduce((sum, match) => sum + Number(match[1]), 0);
  return Math.round(total);
}

/**
 * Puts a playlist's files, then the playlist naming them by their stored names (a master playlist's renditions
 * are playlists themselves); `stored` collects every key.
 */
async function storePlaylist(storage: FileStorage, outDir: string, name: string, stored: string[]): Promise<string> {
  const playlist = await readFile(path.join(outDir, name), 'utf8');
  const renamed = new Map<string, string>();
  for (const line of playlistSegments(playlist)) {
    const file = path.basename(line);
    const key = file.endsWith('.m3u8')
      ? await storePlaylist(storage, outDir, file, stored)
      : await storage.putFile(MATERIAL_VIDEO_PREFIX, path.join(outDir, file), 'ts');
    if (!file.endsWith('.m3u8')) stored.push(key);
    renamed.set(line, path.posix.basename(key));
  }
  const text = playlist
    .split(/\r?\n/)
    .map((line) => renamed.get(line.trim()) ?? line)
    .join('\n');
  const key = await storage.put(MATERIAL_VIDEO_PREFIX, Buffer.from(text, 'utf8'), 'm3u8');
  stored.push(key);
  return key;
}

/** The whole stream under one folder (keys carry the month: a stream stored across its turn is stored again). */
async function storeStream(storage: FileStorage, outDir: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const stored: string[] = [];
    const masterKey = await storePlaylist(storage, outDir, 'master.m3u8', stored);
    const folder = path.posix.dirname(masterKey);
    if (stored.every((key) => path.posix.dirname(key) === folder)) return masterKey;
    for (const key of stored) await storage.delete(key);
    if (attempt === 2) throw new Error('authoring: the HLS stream could not be stored under one folder');
  }
}

export function createTranscoder({
  storage,
  timeoutMs = TWENTY_MINUTES,
  ffmpeg = 'ffmpeg',
  ffprobe = 'ffprobe',
}: TranscoderOptions) {
  return {
    /**
     * Transcodes `input` (a file in `workDir`) and stores the stream and thumbnail; `onProgress` hears the percent
     * done (0–99) as ffmpeg reports it. The caller removes `workDir`.
     */
    async transcode(input: string, workDir: string, onProgress: (percent: number) => void): Promise<TranscodedVideo> {
      const deadline = Date.now() + timeoutMs;
      const probe = await probeVideo(input, ffprobe, deadline);
      const outDir = path.join(workDir, 'hls');
      await mkdir(outDir);
      const total = Math.max(probe.durationSeconds, 0.1) * 1_000_000;
      let last = -1;
      await run(ffmpeg, hlsArgs(input, outDir, probe), deadline, (line) => {
        const match = /^out_time_(?:us|ms)=(\d+)$/.exec(line);
        if (!match) return;
        const percent = Math.min(99, Math.floor((Number(match[1]) / total) * 100));
        if (percent > last) onProgress((last = percent));
      });
      const firstRendition = await readFile(path.join(outDir, 'v0.m3u8'), 'utf8');
      const durationSeconds = Math.round(probe.durationSeconds) || playlistSeconds(firstRendition);
      if (durationSeconds <= 0) throw new VideoError('refused', VIDEO_MESSAGES.unreadable);
      const thumbnail = path.join(workDir, 'thumbnail.jpg');
      const at = Math.min(1, probe.durationSeconds / 2).toFixed(2);
      await run(
        ffmpeg,
        [
          ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', '-ss', at, '-i', input],
          ...['-frames:v', '1', '-vf', "scale=-2:'min(360,ih)'", '-q:v', '4', thumbnail],
        ],
        deadline,
      );
      const playlistKey = await storeStream(storage, outDir);
      const thumbnailKey = await storage.putFile(MATERIAL_VIDEO_PREFIX, thumbnail, 'jpg');
      return {
        playlistKey,
        thumbnailKey,
        durationSeconds,
        renditions: renditionsFor(probe.height).map((rendition) => rendition.lines),
      };
    },
  };
}

export type Transcoder = ReturnType<typeof createTranscoder>;
