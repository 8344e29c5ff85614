// The course builder's routes (decision 0053), for the course's author and any admin:
// - GET /api/author/courses/slug-suggestion — a free slug made from a title (the form's suggestion);
// - POST /api/author/courses — a new course, as a draft (authors only: the course is theirs);
// - GET|PUT /api/author/courses/:builtCourseSlug — the builder's view; the settings (once published: to the copy);
// - POST /api/author/courses/:builtCourseSlug/thumbnail — the thumbnail (multipart, this route's scope only);
// - POST|DELETE …/revision — start or drop a change of a published course (its working copy);
// - POST …/submission — submit the draft or the change for review, with an optional note.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  courseCreateInputSchema,
  courseSettingsInputSchema,
  courseSubmitInputSchema,
} from '@akademi-siber/util-contracts';
import { sessionOf } from '../../plugins/auth';
import { errorEnvelopeSchema, errorResponses, ok } from '../../plugins/envelope';
import { ApiError } from '../../plugins/errors';
import { readUploadedFile, stripImageMetadata } from '../storage';
import {
  builtCourseParamsSchema as params,
  builtCourseResponseSchema,
  PUBLISHING_MESSAGES as MESSAGES,
  slugSuggestionQuerySchema,
  slugSuggestionResponseSchema,
  THUMBNAIL_MESSAGES,
} from './schemas';
import type { PublishingService } from './service';
import { detectThumbnailType, THUMBNAIL_MAX_BYTES } from './thumbnail-file';

const tags = ['author'];
const builders = { access: ['author', 'admin'] as const };
const BASE = '/api/author/courses/:builtCourseSlug';
const uploadErrors = {
  413: errorEnvelopeSchema.describe('File melebihi batas ukuran'),
  415: errorEnvelopeSchema.describe('Bukan multipart/form-data'),
};

export const builderRoutes: FastifyPluginAsyncZod<{ service: PublishingService }> = async (app, { service }) => {
  app.get(
    '/api/author/courses/slug-suggestion',
    {
      config: { access: ['author'] },
      schema: {
        tags,
        summary: 'Alamat (slug) kelas yang masih bebas, dari judul atau dari slug yang diminta',
        querystring: slugSuggestionQuerySchema,
        response: { 200: slugSuggestionResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => ok(await service.suggestSlug(request.query.title, request.query.slug)),
  );

  app.post(
    '/api/author/courses',
    {
      config: { access: ['author'] },
      schema: {
        tags,
        summary: 'Membuat kelas baru sebagai draf (belum terlihat peserta sampai disetujui admin)',
        body: courseCreateInputSchema,
        response: { 201: builtCourseResponseSchema, ...errorResponses(400, 401, 403, 409, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await service.create(sessionOf(request), request.body), MESSAGES.created)),
  );

  app.get(
    BASE,
    {
      config: builders,
      schema: {
        tags,
        summary: 'Kelas di pembuat kelas: status tinjauan, pengaturan, slug konten yang diubah, riwayat pengajuan',
        params,
        response: { 200: builtCourseResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await service.detail(sessionOf(request), request.params.builtCourseSlug)),
  );

  app.put(
    BASE,
    {
      config: builders,
      schema: {
        tags,
        summary: 'Menyimpan pengaturan kelas (kelas terbit: ke versi baru yang sedang dikerjakan)',
        params,
        body: courseSettingsInputSchema.nullish(),
        response: { 200: builtCourseResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      ok(await service.saveSettings(sessionOf(request), request.params.builtCourseSlug, request.body), MESSAGES.saved),
  );

  for (const [method, summary, message] of [
    ['POST', 'Mulai mengubah kelas terbit: salinan kerja yang tidak terlihat peserta', MESSAGES.revisionStarted],
    ['DELETE', 'Membuang perubahan yang belum disetujui (versi terbit tetap)', MESSAGES.revisionDiscarded],
  ] as const) {
    app.route({
      method,
      url: `${BASE}/revision`,
      config: builders,
      schema: {
        tags,
        summary,
        params,
        response: { 200: builtCourseResponseSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
      handler: async (request) => {
        const staff = sessionOf(request);
        const slug = (request.params as { builtCourseSlug: string }).builtCourseSlug;
        const answer =
          method === 'POST' ? await service.startRevision(staff, slug) : await service.discardRevision(staff, slug);
        return ok(answer, message);
      },
    });
  }

  app.post(
    `${BASE}/submission`,
    {
      config: builders,
      schema: {
        tags,
        summary: 'Mengajukan draf atau perubahan kelas untuk ditinjau admin, dengan catatan opsional',
        params,
        body: courseSubmitInputSchema.nullish(),
        response: { 200: builtCourseResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      ok(await service.submit(sessionOf(request), request.params.builtCourseSlug, request.body), MESSAGES.submitted),
  );

  // Multipart exists only in this scope: every other route keeps refusing anything but JSON (app.ts).
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: { fileSize: THUMBNAIL_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 50 },
      throwFileSizeLimit: true,
    });
    uploads.withTypeProvider<ZodTypeProvider>().post(
      `${BASE}/thumbnail`,
      {
        config: builders,
        schema: {
          tags,
          summary: 'Unggah gambar sampul kelas (multipart, kolom file: JPG/PNG/WebP, maks. 5 MB)',
          consumes: ['multipart/form-data'],
          params,
          response: {
            200: builtCourseResponseSchema,
            ...errorResponses(400, 401, 403, 404, 409, 422),
            ...uploadErrors,
          },
        },
      },
      async (request) => {
        const staff = sessionOf(request);
        const slug = request.params.builtCourseSlug;
        // Who may touch the course is decided before the upload is read: a stranger learns "not found".
        await service.detail(staff, slug);
        const file = await readUploadedFile(request, detectThumbnailType, THUMBNAIL_MESSAGES);
        const bytes = stripImageMetadata(file.bytes, file.contentType);
        if (!bytes) throw new ApiError(422, THUMBNAIL_MESSAGES.broken);
        return ok(await service.setThumbnail(staff, slug, { ...file, bytes }), MESSAGES.thumbnailSaved);
      },
    );
  });
};
