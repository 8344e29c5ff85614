// GET /api/courses/:courseSlug/preview/:hashId/hls/:fileName — the HLS playlists and segments of a FREE-PREVIEW video
// of a published catalogue course, for anyone (the course page's preview dialog plays them with hls.js, no session).
// Any other material, course or file answers 404/403 as the preview itself does (modules/catalog). The same reader
// as the player's (an uploaded video through storage, the demo's from the bundled media), so what a visitor sees is
// what the author uploaded.
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { courseModules, courses, isCatalogCourse, materials } from '../../db/schema';
import { errorResponses } from '../../plugins/envelope';
import { ApiError } from '../../plugins/errors';
import { createMaterialMedia } from '../authoring';
import { RANGE_NOT_SATISFIABLE, sendMediaFile } from '../catalog';
import { createStorage } from '../storage';
import { hlsParamsSchema } from './schemas';
import { videoStreamFile } from './service';

export const PREVIEW_STREAM_MESSAGES = {
  notFound: 'Materi tidak ditemukan.',
  forbidden: 'Materi ini hanya untuk peserta kelas.',
  missing: 'Video pratinjau untuk materi ini belum tersedia.',
} as const;

export const previewStreamRoutes: FastifyPluginAsyncZod = async (app) => {
  const media = createMaterialMedia(createStorage(app.config));

  app.get(
    '/api/courses/:courseSlug/preview/:hashId/hls/:fileName',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'Playlist dan segmen HLS video pratinjau gratis (isFreePreview), tanpa login, dengan Range',
        params: hlsParamsSchema,
        produces: ['application/vnd.apple.mpegurl', 'video/mp2t', 'video/iso.segment', 'video/mp4'],
        response: {
          200: z.any().describe('Playlist atau segmen'),
          206: z.any().describe('Sebagian segmen (Range)'),
          ...errorResponses(403, 404, 416, 422),
        },
      },
    },
    async (request, reply) => {
      const { courseSlug, hashId, fileName } = request.params;
      const [material] = await app.db
        .select({ kind: materials.kind, isFreePreview: materials.isFreePreview, hlsPlaylist: materials.hlsPlaylist })
        .from(materials)
        .innerJoin(courseModules, eq(courseModules.id, materials.moduleId))
        .innerJoin(courses, eq(courses.id, courseModules.courseId))
        .where(and(eq(courses.slug, courseSlug), isCatalogCourse(), eq(materials.hashId, hashId)));
      if (!material) throw new ApiError(404, PREVIEW_STREAM_MESSAGES.notFound);
      if (!material.isFreePreview) throw new ApiError(403, PREVIEW_STREAM_MESSAGES.forbidden);
      const file = await videoStreamFile(media, material, fileName);
      if (!file) throw new ApiError(404, PREVIEW_STREAM_MESSAGES.missing);
      // The same bytes for everyone; a new upload is a new folder.
      return sendMediaFile(request, reply, file, { 'cache-control': 'public, max-age=3600' }, RANGE_NOT_SATISFIABLE);
    },
  );
};
