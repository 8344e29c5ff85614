// A video material's resumable upload (tus 1.0, decision 0051) and what follows it: POST …/video-uploads makes an
// upload, PATCH sends bytes from the offset HEAD reports (a cut connection resumes there), DELETE abandons it. Each
// request passes the route's access declaration and the material's author check first (a stranger gets the same
// 404 as for a missing material), and an upload's id starts with its material's id, so no one reaches another
// material's upload. Fastify parses no body here: the request stream goes to @tus/server as it arrives, within the
// video size limit. The finished upload is checked and queued for transcoding (video-pipeline.ts). Also: the
// author's "Coba lagi" for a failed transcoding, and the thumbnails the editor shows.
import { FileStore } from '@tus/file-store';
import { Server as TusServer } from '@tus/server';
import { MATERIAL_VIDEO_MAX_BYTES } from '@akademi-siber/util-contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok } from '../../plugins/envelope';
import { ApiError } from '../../plugins/errors';
import type { FileStorage } from '../storage';
import {
  AUTHORING_BASE as BASE,
  authoringAccess as staff,
  authoringTags as tags,
  materialParamsSchema,
  materialResponseSchema,
} from './schemas';
import type { AuthoringService } from './service';
import { createUploadService } from './upload-service';
import { createVideoPipeline, PIPELINE_MESSAGES } from './video-pipeline';

const MB = 1024 * 1024;
export const TUS_VERSION = '1.0.0';
export const VIDEO_UPLOADS_CLEANUP_JOB = 'video-uploads-cleanup';

export const TUS_MESSAGES = {
  notFound: 'Unggahan video tidak ditemukan atau sudah kedaluwarsa. Mulai unggah ulang.',
  offset: 'Posisi unggahan tidak cocok dengan yang diterima server. Lanjutkan dari posisi terakhir.',
  tooLarge: `Ukuran video maksimal ${MATERIAL_VIDEO_MAX_BYTES / MB} MB.`,
  version: 'Versi protokol unggahan (tus) tidak didukung. Muat ulang halaman lalu coba lagi.',
  bad: 'Permintaan unggahan tidak lengkap atau tidak valid. Muat ulang halaman lalu unggah lagi.',
  locked: 'Unggahan ini sedang dikirim dari tempat lain. Tunggu sebentar lalu coba lagi.',
} as const;

const tusStatusMessage = (status: number): string =>
  status === 404 || status === 410
    ? TUS_MESSAGES.notFound
    : status === 409
      ? TUS_MESSAGES.offset
      : status === 413
        ? TUS_MESSAGES.tooLarge
        : status === 412
          ? TUS_MESSAGES.version
          : status === 423
            ? TUS_MESSAGES.locked
            : TUS_MESSAGES.bad;

const uploadParamsSchema = materialParamsSchema.extend({
  videoUploadId: z
    .string()
    .regex(/^\d{1,10}-[a-f0-9]{32}$/, 'ID unggahan tidak valid.')
    .meta({ description: 'ID unggahan tus (diberikan oleh POST)' }),
});
const thumbnailParamsSchema = z.object({
  thumbnailName: z.string().regex(/^\d{4}-\d{2}-[a-f0-9]{32}\.jpg$/, 'Nama gambar tidak valid.'),
});

/** tus headers the browser may read and send (same origin, but tus-js-client reads them from the response). */
const TUS_HEADERS = ['tus-resumable', 'upload-offset', 'upload-length', 'tus-version', 'tus-extension', 'tus-max-size'];

export const videoUploadRoutes: FastifyPluginAsyncZod<{ service: AuthoringService; storage: FileStorage }> = async (
  app,
  { service, storage },
) => {
  const uploads = createUploadService(app.db, storage, service, app.log);
  const pipeline = createVideoPipeline(app, storage);
  const { dir, expiryHours } = app.config.videoUploads;
  mkdirSync(dir, { recursive: true });
  const datastore = new FileStore({ directory: dir, expirationPeriodInMilliseconds: expiryHours * 60 * 60 * 1000 });
  const tus = new TusServer({
    path: '/api/author/content',
    datastore,
    maxSize: MATERIAL_VIDEO_MAX_BYTES,
    // The id names its material; the caller was checked against that material before tus sees the request.
    namingFunction: (request) => {
      const materialId = /\/materials\/(\d+)\/video-uploads\/?$/.exec(new URL(request.url).pathname)?.[1];
      if (!materialId) throw { status_code: 400, body: 'no material' };
      return `${materialId}-${randomBytes(16).toString('hex')}`;
    },
    generateUrl: (request, { id }) => `${new URL(request.url).pathname.replace(/\/+$/, '')}/${id}`,
    getFileIdFromRequest: (request) => /\/video-uploads\/([^/]+)$/.exec(new URL(request.url).pathname)?.[1],
  });

  // Abandoned uploads (not finished within VIDEO_UPLOAD_EXPIRY_HOURS) leave the disk every half hour.
  app.jobs.define<object>({
    name: VIDEO_UPLOADS_CLEANUP_JOB,
    retryLimit: 1,
    handler: async () => {
      const removed = await datastore.deleteExpired();
      if (removed > 0) app.log.info({ removed }, 'authoring: abandoned video uploads removed');
    },
  });
  app.jobs.schedule(VIDEO_UPLOADS_CLEANUP_JOB, '*/30 * * * *');

  /** Hands the request to tus as a web Request and answers with its response; a tus refusal is the envelope. */
  async function toTus(request: FastifyRequest, reply: FastifyReply): Promise<string | null> {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    const streamed = request.headers['content-type'] === 'application/offset+octet-stream';
    const url = new URL(request.url, 'http://akademi.internal');
    const answer = await tus.handleWeb(
      new Request(url, {
        method: request.method,
        headers,
        ...(streamed ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
      } as RequestInit),
    );
    for (const [name, value] of answer.headers) {
      if (TUS_HEADERS.includes(name.toLowerCase()) || name.toLowerCase() === 'location') reply.header(name, value);
    }
    reply.header('cache-control', 'no-store');
    if (answer.status >= 400) {
      request.log.info({ status: answer.status, tus: (await answer.text()).slice(0, 200) }, 'tus refused');
      throw new ApiError(answer.status === 500 ? 503 : answer.status, tusStatusMessage(answer.status));
    }
    reply.code(answer.status);
    return answer.headers.get('upload-offset');
  }

  /** After bytes arrived: a complete upload is checked and queued, then leaves the tus folder either way. */
  async function finishIfComplete(id: string, target: Awaited<ReturnType<typeof uploads.target>>) {
    const upload = await datastore.getUpload(id).catch(() => null);
    if (!upload || upload.size === undefined || upload.offset !== upload.size) return false;
    try {
      await pipeline.accept(target, path.join(dir, id));
    } finally {
      await datastore.remove(id).catch(() => undefined);
    }
    return true;
  }

  await app.register(async (scope) => {
    // The body is tus's: no parser reads it, so it reaches tus as a stream and no body limit applies here.
    scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
    const uploadErrors = errorResponses(400, 401, 403, 404, 409, 412, 413, 422, 423, 503);
    const summaryLimit = `maks. ${MATERIAL_VIDEO_MAX_BYTES / MB} MB, MP4 atau WebM`;

    scope.post(
      `${BASE}/materials/:authoredMaterialId/video-uploads`,
      {
        config: staff,
        schema: {
          tags,
          summary: `Memulai unggahan video yang dapat dilanjutkan (tus 1.0, header Upload-Length; ${summaryLimit})`,
          params: materialParamsSchema,
          response: { 201: z.null(), ...uploadErrors },
        },
      },
      async (request, reply) => {
        const { authoredContentSlug, authoredMaterialId } = request.params as z.infer<typeof materialParamsSchema>;
        const target = await uploads.target(sessionOf(request), authoredContentSlug, authoredMaterialId, 'video');
        await toTus(request, reply);
        const id = /\/video-uploads\/([^/]+)$/.exec(String(reply.getHeader('location') ?? ''))?.[1];
        if (id) await finishIfComplete(id, target);
        return reply.send();
      },
    );

    const uploadRoute = (method: 'HEAD' | 'PATCH' | 'DELETE', summary: string, status: number) =>
      scope.route({
        method,
        url: `${BASE}/materials/:authoredMaterialId/video-uploads/:videoUploadId`,
        config: staff,
        schema: { tags, summary, params: uploadParamsSchema, response: { [status]: z.null(), ...uploadErrors } },
        handler: async (request, reply) => {
          const { authoredContentSlug, authoredMaterialId, videoUploadId } = request.params as z.infer<
            typeof uploadParamsSchema
          >;
          // An upload is of its material, and only a video material has any: otherwise there is nothing to find.
          if (!videoUploadId.startsWith(`${authoredMaterialId}-`)) throw new ApiError(404, TUS_MESSAGES.notFound);
          const target = await uploads
            .target(sessionOf(request), authoredContentSlug, authoredMaterialId, 'video')
            .catch((error: unknown) => {
              throw error instanceof ApiError && error.statusCode === 422
                ? new ApiError(404, TUS_MESSAGES.notFound)
                : error;
            });
          await toTus(request, reply);
          if (method === 'PATCH') await finishIfComplete(videoUploadId, target);
          return reply.send();
        },
      });
    uploadRoute('HEAD', 'Posisi unggahan video (Upload-Offset): dari situ unggahan dilanjutkan', 200);
    uploadRoute('PATCH', 'Mengirim bagian video mulai dari Upload-Offset; bagian terakhir memulai pemrosesan', 204);
    uploadRoute('DELETE', 'Membatalkan unggahan video yang belum selesai', 204);
  });

  app.post(
    `${BASE}/materials/:authoredMaterialId/video/retry`,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Memproses ulang video yang gagal diproses',
        params: materialParamsSchema,
        response: { 200: materialResponseSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { authoredContentSlug, authoredMaterialId } = request.params;
      const target = await uploads.target(sessionOf(request), authoredContentSlug, authoredMaterialId, 'video');
      await pipeline.retry(target);
      return ok(await service.materialAnswer(target.courseId, target.materialId), PIPELINE_MESSAGES.retried);
    },
  );

  // Unguessable names (128 random bits): the editor's <img> sends no token.
  app.get(
    '/api/video-thumbnails/:thumbnailName',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Gambar cuplikan video materi (JPEG)',
        produces: ['image/jpeg'],
        params: thumbnailParamsSchema,
        response: { 200: z.any().describe('Gambar JPEG'), ...errorResponses(404, 422) },
      },
    },
    async (request, reply) => {
      const [year, month, file] = request.params.thumbnailName.split('-');
      const stored = await storage.read(`materials/video/${year}/${month}/${file}`);
      if (!stored) throw new ApiError(404, 'Gambar cuplikan tidak ditemukan.');
      return reply
        .header('content-type', 'image/jpeg')
        .header('content-length', stored.size)
        .header('cache-control', 'private, max-age=86400, immutable')
        .send(stored.body);
    },
  );
};
