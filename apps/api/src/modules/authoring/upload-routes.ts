// A file material's upload (decision 0042), in its own multipart scope with its own size limit: PDF, DOCX, XLSX, ZIP,
// TXT, CSV, read into memory. The caller and the material are checked before the upload is read. A video's upload
// is resumable (tus) and transcoded by a job: video-upload-routes.ts.
import multipart from '@fastify/multipart';
import { MATERIAL_FILE_MAX_BYTES, MATERIAL_FILE_TYPES_LABEL } from '@akademi-siber/util-contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok } from '../../plugins/envelope';
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

const MB = 1024 * 1024;
const NOT_MULTIPART = 'Unggah berkas sebagai multipart/form-data dengan kolom "file".';

export const FILE_MESSAGES = {
  missing: 'Pilih berkas untuk diunggah.',
  tooLarge: `Ukuran berkas materi maksimal ${MATERIAL_FILE_MAX_BYTES / MB} MB.`,
  wrongType: `Berkas materi harus ${MATERIAL_FILE_TYPES_LABEL}.`,
  notMultipart: NOT_MULTIPART,
};

const uploadErrors = errorResponses(400, 401, 403, 404, 413, 415, 422, 503);
const limits = (fileSize: number) => ({ fileSize, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 50 });

export const uploadRoutes: FastifyPluginAsyncZod<{ service: AuthoringService; storage: FileStorage }> = async (
  app,
  { service, storage },
) => {
  const uploads = createUploadService(app.db, storage, service, app.log);

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
};
