// A video material's way from a finished upload to its HLS stream (decision 0051). The upload is checked by its
// bytes (MP4/WebM, then ffprobe) and kept in storage as the material's `video_source` with status `uploaded`; a
// `video-transcode` job makes the renditions (status `processing`, progress in percent) and only then points the
// material at the new stream (status `ready`) and removes the old stream, thumbnail and source — so a replaced video
// keeps playing until its successor is ready. A failed job keeps the reason (Indonesian) and the source, so the
// author can try again. A job for a source that was replaced meanwhile does nothing.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createWriteStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Database } from '../../db/client';
import { materials } from '../../db/schema';
import { ApiError } from '../../plugins/errors';
import type { FileStorage } from '../storage';
import { MATERIAL_VIDEO_PREFIX, removeStoredFiles } from './material-files';
import * as repo from './repository';
import type { UploadTarget } from './upload-service';
import { createTranscoder, looksLikeVideo, probeVideo, VIDEO_MESSAGES, VideoError } from './video';

export const TRANSCODE_JOB = 'video-transcode';

export const PIPELINE_MESSAGES = {
  serverTrouble:
    'Video gagal diproses karena gangguan di server. Sistem akan mencoba lagi; kamu juga bisa menekan Coba lagi.',
  notFailed: 'Video ini tidak sedang gagal diproses, jadi tidak perlu dicoba lagi.',
  retried: 'Video dijadwalkan untuk diproses lagi.',
  accepted: 'Video diterima dan sedang menunggu diproses.',
} as const;

interface TranscodeJob {
  materialId: number;
  sourceKey: string;
}

/** Progress is written at most this often (each write is one UPDATE, seen by the editor's polling). */
const PROGRESS_EVERY_MS = 1000;

async function setState(db: Database, materialId: number, sourceKey: string, change: repo.MaterialChange) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ source: materials.videoSource })
      .from(materials)
      .where(eq(materials.id, materialId))
      .for('update');
    if (row?.source === sourceKey) await repo.updateMaterial(tx, materialId, change);
  });
}

export function createVideoPipeline(app: FastifyInstance, storage: FileStorage) {
  const { db, log, jobs } = app;
  // Read at each use, so a changed setting (a test without ffmpeg) takes effect at once.
  const transcoder = () => createTranscoder({ storage, ...app.config.videoTools });

  async function transcode({ materialId, sourceKey }: TranscodeJob) {
    const [row] = await db
      .select({ source: materials.videoSource })
      .from(materials)
      .where(eq(materials.id, materialId));
    if (row?.source !== sourceKey) return;
    await setState(db, materialId, sourceKey, { videoStatus: 'processing', videoProgress: 0, videoError: null });
    const workDir = await mkdtemp(path.join(tmpdir(), 'akademi-transcode-'));
    try {
      const stored = await storage.read(sourceKey);
      if (!stored) throw new VideoError('refused', VIDEO_MESSAGES.lost);
      const input = path.join(workDir, `masukan${path.extname(sourceKey)}`);
      await pipeline(stored.body, createWriteStream(input));
      let writtenAt = 0;
      const video = await transcoder().transcode(input, workDir, (percent) => {
        if (Date.now() - writtenAt < PROGRESS_EVERY_MS) return;
        writtenAt = Date.now();
        void setState(db, materialId, sourceKey, { videoProgress: percent }).catch(() => undefined);
      });
      const previous = await db.transaction(async (tx) => {
        const before = await repo.lockMaterialFiles(tx, materialId);
        if (!before || before.videoSource !== sourceKey) return null;
        await repo.updateMaterial(tx, materialId, {
          hlsPlaylist: video.playlistKey,
          videoThumbnail: video.thumbnailKey,
          durationSeconds: video.durationSeconds,
          videoSource: null,
          videoStatus: 'ready',
          videoProgress: 100,
          videoError: null,
        });
        return before;
      });
      const replaced = previous
        ? { filePath: null, hlsPlaylist: previous.hlsPlaylist, videoThumbnail: previous.videoThumbnail }
        : { filePath: null, hlsPlaylist: video.playlistKey, videoThumbnail: video.thumbnailKey };
      // The material is gone or has another upload: what this job made leaves storage instead.
      await removeStoredFiles(storage, [{ ...replaced, videoSource: previous ? sourceKey : null }], log);
    } catch (error) {
      const refused = error instanceof VideoError && error.reason === 'refused';
      const message = error instanceof VideoError ? error.message : PIPELINE_MESSAGES.serverTrouble;
      await setState(db, materialId, sourceKey, { videoStatus: 'failed', videoError: message });
      // The file's fault is not retried; the server's (ffmpeg missing, storage down) is, with backoff.
      if (!refused) throw error;
      log.warn({ err: error, materialId }, 'authoring: a video was refused by the transcoder');
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }

  jobs.define<TranscodeJob>({
    name: TRANSCODE_JOB,
    retryLimit: 2,
    retryDelaySeconds: 60,
    expireInSeconds: 30 * 60,
    // One video at a time per process: the CPU is shared with every request.
    concurrency: 1,
    handler: transcode,
  });

  return {
    /**
     * Takes a finished upload (a local file) for the material: checked by its bytes and ffprobe, stored as the
     * material's source, queued for transcoding. Refusals are 422 with the reason; 503 without ffprobe.
     */
    async accept(target: UploadTarget, file: string): Promise<void> {
      if (!(await looksLikeVideo(file))) throw new ApiError(422, VIDEO_MESSAGES.notAVideo);
      try {
        await probeVideo(file, app.config.videoTools.ffprobe);
      } catch (error) {
        if (!(error instanceof VideoError)) throw error;
        throw new ApiError(error.reason === 'unavailable' ? 503 : 422, error.message);
      }
      const header = Buffer.alloc(4);
      const handle = await open(file, 'r');
      await handle.read(header, 0, 4, 0).finally(() => handle.close());
      const extension = header.readUInt32BE(0) === 0x1a45dfa3 ? 'webm' : 'mp4';
      const sourceKey = await storage.putFile(MATERIAL_VIDEO_PREFIX, file, extension);
      const previous = await db.transaction(async (tx) => {
        const before = await repo.lockMaterialFiles(tx, target.materialId);
        if (before) {
          await repo.updateMaterial(tx, target.materialId, {
            videoSource: sourceKey,
            videoStatus: 'uploaded',
            videoProgress: 0,
            videoError: null,
          });
        }
        return before;
      });
      if (!previous) {
        await storage.delete(sourceKey);
        throw new ApiError(404, 'Materi tidak ditemukan.');
      }
      // An upload not transcoded yet is replaced by this one.
      await removeStoredFiles(storage, [{ filePath: null, hlsPlaylist: null, videoSource: previous.videoSource }], log);
      await jobs.send<TranscodeJob>(TRANSCODE_JOB, { materialId: target.materialId, sourceKey });
    },

    /** The author's "Coba lagi": queues the failed source again. */
    async retry(target: UploadTarget): Promise<void> {
      const sourceKey = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ source: materials.videoSource, status: materials.videoStatus })
          .from(materials)
          .where(eq(materials.id, target.materialId))
          .for('update');
        if (!row?.source || row.status !== 'failed') return null;
        await repo.updateMaterial(tx, target.materialId, {
          videoStatus: 'uploaded',
          videoProgress: 0,
          videoError: null,
        });
        return row.source;
      });
      if (!sourceKey) throw new ApiError(409, PIPELINE_MESSAGES.notFailed);
      await jobs.send<TranscodeJob>(TRANSCODE_JOB, { materialId: target.materialId, sourceKey });
    },
  };
}

export type VideoPipeline = ReturnType<typeof createVideoPipeline>;
