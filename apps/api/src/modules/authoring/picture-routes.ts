// Pictures in a course article (decision 0054): POST `${BASE}/images` uploads one for whoever may author the content
// (the edit lock applies, as to every write here) and answers its URL, which the article's Markdown then carries;
// GET /api/courses/images/:imageFile serves it to anyone who is shown the article — the name's 128 random bits are
// the only key, as for the blog's pictures (storage/pictures.ts).
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok } from '../../plugins/envelope';
import {
  pictureFolder,
  pictureParamsSchema,
  pictureResponseSchema,
  PICTURE_UPLOAD_LIMITS,
  readPicture,
  sendPicture,
  type FileStorage,
} from '../storage';
import type { ContentAccess } from './access';
import {
  AUTHORING_BASE as BASE,
  authoringAccess as staff,
  authoringTags as tags,
  contentParamsSchema,
} from './schemas';

export const coursePictures = pictureFolder('course-images', '/api/courses/images/');

export const pictureRoutes: FastifyPluginAsyncZod<{ access: ContentAccess; storage: FileStorage }> = async (
  app,
  { access, storage },
) => {
  app.get(
    `${coursePictures.urlPrefix}:imageFile`,
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'Gambar di artikel kelas, JPG/PNG/WebP; URL-nya tetap untuk berkas itu',
        params: pictureParamsSchema,
        produces: ['image/jpeg', 'image/png', 'image/webp'],
        response: { 200: z.any().describe('Gambar'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const key = coursePictures.keyOf(request.params.imageFile);
      return sendPicture(reply, key, key ? await storage.get(key) : null);
    },
  );

  // Multipart exists only in this scope: every other route keeps refusing anything but JSON (app.ts).
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: PICTURE_UPLOAD_LIMITS, throwFileSizeLimit: true });
    scope.withTypeProvider<ZodTypeProvider>().post(
      `${BASE}/images`,
      {
        config: staff,
        schema: {
          tags,
          summary: 'Unggah gambar untuk artikel (multipart, kolom file: JPG/PNG/WebP, maks. 5 MB); metadata dibuang',
          consumes: ['multipart/form-data'],
          params: contentParamsSchema,
          response: { 201: pictureResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 419, 422) },
        },
      },
      async (request, reply) => {
        // Someone who may not author the content is refused before the upload is read.
        await access.readable(sessionOf(request), request.params.authoredContentSlug);
        const url = await coursePictures.store(storage, await readPicture(request));
        return reply.code(201).send(ok({ url }, 'Gambar diunggah'));
      },
    );
  });
};
