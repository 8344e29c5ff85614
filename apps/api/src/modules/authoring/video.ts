// A video material's upload becomes its HLS stream (decision 0042): ffprobe reads what the file is, ffmpeg cuts it
// into MPEG-TS segments of about 6 s with a VOD playlist — copying H.264/AAC from an MP4 as it is, otherwise
// encoding H.264 (at most 720 lines) and AAC — and the segments and playlist go to storage under one folder. One
// video at a time per API process (the CPU is shared with every request); the answer waits for it.
import { spawn } from 'node:child_process';
import { mkdir, open, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from '../storage';
import { MATERIAL_VIDEO_PREFIX, playlistSegments } from './material-files';

/** Why a video was not taken: `refused` is the file's fault (422), `unavailable` the server's (503). */
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
} as const;

export interface VideoProcessorOptions {
  storage: FileStorage;
  /** The longest a probe plus a conversion may take. */
  timeoutMs?: number;
  ffmpeg?: string;
  ffprobe?: string;
}

export interface ProcessedVideo {
  playlistKey: string;
  durationSeconds: number;
}

const TWENTY_MINUTES = 20 * 60 * 1000;
const SEGMENT_SECONDS = 6;

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

function run(command: string, args: string[], deadline: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
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

interface Probe {
  copyable: boolean;
}

async function probe(ffprobe: string, input: string, deadline: number): Promise<Probe> {
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
    format?: { format_name?: string };
    streams?: { codec_type?: string; codec_name?: string; pix_fmt?: string }[];
  };
  const format = info.format?.format_name ?? '';
  const video = info.streams?.find((stream) => stream.codec_type === 'video');
  const audio = info.streams?.find((stream) => stream.codec_type === 'audio');
  if (!video || !/mp4|mov|matroska|webm/.test(format)) throw new VideoError('refused', VIDEO_MESSAGES.unreadable);
  return {
    copyable:
      format.includes('mp4') &&
      video.codec_name === 'h264' &&
      video.pix_fmt === 'yuv420p' &&
      (!audio || audio.codec_name === 'aac'),
  };
}

function hlsArgs(input: string, outDir: string, copy: boolean): string[] {
  const codecs = copy
    ? ['-c', 'copy']
    : [
        ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-profile:v', 'main', '-pix_fmt', 'yuv420p'],
        ...['-vf', "scale=-2:'trunc(min(720,ih)/2)*2'"],
        ...['-force_key_frames', `expr:gte(t,n_forced*${SEGMENT_SECONDS})`],
        ...['-c:a', 'aac', '-b:a', '128k', '-ac', '2', '-threads', '2'],
      ];
  return [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', '-i', input],
    ...['-map', '0:v:0', '-map', '0:a:0?', ...codecs],
    ...['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod'],
    ...['-hls_segment_filename', path.join(outDir, 's%05d.ts'), path.join(outDir, 'index.m3u8')],
  ];
}

/** The stream's length: the sum of its segments' durations (a WebM from a browser often has none in its header). */
export function playlistSeconds(playlist: string): number {
  const total = [...playlist.matchAll(/^#EXTINF:([\d.]+)/gm)].reduce((sum, match) => sum + Number(match[1]), 0);
  return Math.round(total);
}

/** Puts the segments, then the playlist naming them by their stored names; all under one folder, else once more. */
async function storeStream(storage: FileStorage, outDir: string): Promise<string> {
  const playlist = await readFile(path.join(outDir, 'index.m3u8'), 'utf8');
  const files = await readdir(outDir);
  for (let attempt = 1; ; attempt++) {
    const stored = new Map<string, string>();
    for (const line of playlistSegments(playlist)) {
      const name = path.basename(line);
      if (!files.includes(name)) throw new VideoError('refused', VIDEO_MESSAGES.failed);
      stored.set(line, await storage.put(MATERIAL_VIDEO_PREFIX, await readFile(path.join(outDir, name)), 'ts'));
    }
    const text = playlist
      .split(/\r?\n/)
      .map((line) => (stored.has(line.trim()) ? path.posix.basename(stored.get(line.trim()) ?? '') : line))
      .join('\n');
    const playlistKey = await storage.put(MATERIAL_VIDEO_PREFIX, Buffer.from(text, 'utf8'), 'm3u8');
    const folder = path.posix.dirname(playlistKey);
    const keys = [...stored.values()];
    // Keys carry the month: a stream stored across the turn of a month would be split over two folders.
    if (keys.every((key) => path.posix.dirname(key) === folder)) return playlistKey;
    for (const key of [...keys, playlistKey]) await storage.delete(key);
    if (attempt === 2) throw new Error('authoring: the HLS stream could not be stored under one folder');
  }
}

let queue: Promise<unknown> = Promise.resolve();

/** Runs one job after the previous ones of this process. */
function oneAtATime<T>(job: () => Promise<T>): Promise<T> {
  const result = queue.then(job, job);
  queue = result.catch(() => undefined);
  return result;
}

export function createVideoProcessor({
  storage,
  timeoutMs = TWENTY_MINUTES,
  ffmpeg = 'ffmpeg',
  ffprobe = 'ffprobe',
}: VideoProcessorOptions) {
  return {
    /** Converts `input` (a file in `workDir`) and stores the stream; the caller removes `workDir`. */
    process(input: string, workDir: string): Promise<ProcessedVideo> {
      return oneAtATime(async () => {
        const deadline = Date.now() + timeoutMs;
        const { copyable } = await probe(ffprobe, input, deadline);
        const outDir = path.join(workDir, 'hls');
        await mkdir(outDir);
        await run(ffmpeg, hlsArgs(input, outDir, copyable), deadline);
        const durationSeconds = playlistSeconds(await readFile(path.join(outDir, 'index.m3u8'), 'utf8'));
        if (durationSeconds <= 0) throw new VideoError('refused', VIDEO_MESSAGES.unreadable);
        return { playlistKey: await storeStream(storage, outDir), durationSeconds };
      });
    },
  };
}

export type VideoProcessor = ReturnType<typeof createVideoProcessor>;
