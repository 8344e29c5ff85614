// The two uploads of authoring (decision 0042), each in its own multipart scope with its own size limit: a file
// material's file (PDF, DOCX, XLSX, ZIP, TXT, CSV; read into memory) and a video material's MP4 or WebM (streamed to a
// temporary folder, turned into its HLS stream, then the folder is removed). The caller and the material are checked
// before the upload is read.
import multipart from '@fastify/multipart';
import {
  MATERIAL_FILE_MAX_BYTES,
  MATERIAL_FILE_TYPES_LABEL,
  MATERIAL_VIDEO_MAX_BYTES,
} from '@akademi-siber/util-contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok } from '../../plugins/envelope';
import { ApiError } from '../../plugins/errors';
import { readUploadedFile, type FileStorage } from '../storage';
import { detectMaterialFile } from './file-types';
import {
  AUTHORING_BASE as BASE,
  AUTHORING_MESSAGES as MESSAGES,
  authoringAccess as staff,
  authoringTags as tags,
  materialParamsSchema,
  materialResponseSchema,
} from './schemas';
import type { AuthoringService } from './service';
import { createUploadService } from './upload-service';
import { createVideoProcessor, looksLikeVideo, VIDEO_MESSAGES, VideoError } from './video';

const MB = 1024 * 1024;
const NOT_MULTIPART = 'Unggah berkas sebagai multipart/form-data dengan kolom "file".';

export const FILE_MESSAGES = {
  missing: 'Pilih berkas untuk diunggah.',
  tooLarge: `Ukuran berkas materi maksimal ${MATERIAL_FILE_MAX_BYTES / MB} MB.`,
  wrongType: `Berkas materi harus ${MATERIAL_FILE_TYPES_LABEL}.`,
  notMultipart: NOT_MULTIPART,
};

export const VIDEO_UPLOAD_MESSAGES = {
  missing: 'Pilih video untuk diunggah.',
  tooLarge: `Ukuran video maksimal ${MATERIAL_VIDEO_MAX_BYTES / MB} MB.`,
  notMultipart: NOT_MULTIPART,
};

const uploadErrors = errorResponses(400, 401, 403, 404, 413, 415, 422, 503);
const limits = (fileSize: number) => ({ fileSize, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 50 });
const LIMIT_CODES = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/** The one `file` part of the request, streamed into `target` within the scope's size limit. */
async function receiveVideo(request: FastifyRequest, target: string): Promise<void> {
  if (!request.isMultipart()) throw new ApiError(415, VIDEO_UPLOAD_MESSAGES.notMultipart);
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw new ApiError(422, VIDEO_UPLOAD_MESSAGES.missing);
    await pipeline(part.file, createWriteStream(target));
    if (part.file.truncated) throw new ApiError(413, VIDEO_UPLOAD_MESSAGES.tooLarge);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: string }).code;
    if (code && LIMIT_CODES.has(code)) throw new ApiError(413, VIDEO_UPLOAD_MESSAGES.tooLarge);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new ApiError(415, VIDEO_UPLOAD_MESSAGES.notMultipart);
    throw new ApiError(400, 'Data unggahan rusak atau tidak lengkap. Silakan unggah ulang.');
  }
  if ((await stat(target)).size === 0) throw new ApiError(422, VIDEO_UPLOAD_MESSAGES.missing);
  if (!(await looksLikeVideo(target))) throw new ApiError(422, VIDEO_MESSAGES.notAVideo);
}

export const uploadRoutes: FastifyPluginAsyncZod<{ service: AuthoringService; storage: FileStorage }> = async (
  app,
  { service, storage },
) => {
  const uploads = createUploadService(app.db, storage, service, app.log);
  const videos = createVideoProcessor({ storage });

  // Multipart exists only in these scopes: every other route keeps refusing anything but JSON (app.ts).
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: limits(MATERIAL_FILE_MAX_BYTES), throwFileSizeLimit: true });
    scope.withTypeProvider<ZodTypeProvider>().post(
      `${BASE}/materials/:authoredMaterialId/file`,
      {
        config: staff,
        schema: {
          tags,
          summary: `Mengunggah berkas materi (multipart, kolom file: ${MATERIAL_FILE_TYPES_LABEL}, maks. ${
            MATERIAL_FILE_MAX_BYTES / MB
          } MB); menggantikan berkas sebelumnya`,
          consumes: ['multipart/form-data'],
          params: materialParamsSchema,
          response: { 200: materialResponseSchema, ...uploadErrors },
        },
      },
      async (request) => {
        const { authoredContentSlug, authoredMaterialId } = request.params;
        const target = await uploads.target(sessionOf(request), authoredContentSlug, authoredMaterialId, 'file');
        const upload = await readUploadedFile(request, (bytes) => detectMaterialFile(bytes, undefined), FILE_MESSAGES);
        // Text is text/plain or text/csv: the name the browser sent only chooses between the two.
        const typed =
          upload.extension === 'txt' ? { ...upload, ...detectMaterialFile(upload.bytes, upload.filename) } : upload;
        return ok(await uploads.attachFile(target, typed), MESSAGES.fileSaved);
      },
    );
  });

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: limits(MATERIAL_VIDEO_MAX_BYTES), throwFileSizeLimit: true });
    scope.withTypeProvider<ZodTypeProvider>().post(
      `${BASE}/materials/:authoredMaterialId/video`,
      {
        config: staff,
        schema: {
          tags,
          summary:
            'Mengunggah video materi (multipart, kolom file: MP4 atau WebM, ' +
            `maks. ${MATERIAL_VIDEO_MAX_BYTES / MB} MB); ` +
            'dijawab setelah video diubah menjadi HLS, menggantikan video sebelumnya',
          consumes: ['multipart/form-data'],
          params: materialParamsSchema,
          response: { 200: materialResponseSchema, ...uploadErrors },
        },
      },
      async (request) => {
        const { authoredContentSlug, authoredMaterialId } = request.params;
        const target = await uploads.target(sessionOf(request), authoredContentSlug, authoredMaterialId, 'video');
        const workDir = await mkdtemp(path.join(tmpdir(), 'akademi-video-'));
        try {
          const input = path.join(workDir, 'masukan');
          await receiveVideo(request, input);
          const video = await videos.process(input, workDir).catch((error: unknown) => {
            if (!(error instanceof VideoError)) throw error;
            request.log.warn({ err: error }, 'authoring: a video upload was not converted');
            throw new ApiError(error.reason === 'unavailable' ? 503 : 422, error.message);
          });
          return ok(await uploads.attachVideo(target, video), MESSAGES.videoSaved);
        } finally {
          await rm(workDir, { recursive: true, force: true });
        }
      },
    );
  });
};
