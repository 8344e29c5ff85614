// GET /api/profiles/:username — the public profile page's data (spec §2 `/{username}`).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../plugins/envelope';
import { ApiError } from '../../plugins/errors';
import { createProfileRepository } from './repository';
import { profileParamsSchema, publicProfileResponseSchema } from './schemas';

export const PROFILE_NOT_FOUND_MESSAGE = 'Profil tidak ditemukan.';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createProfileRepository(app.db);

  app.get(
    '/api/profiles/:username',
    {
      config: { access: 'public' },
      schema: {
        tags: ['profiles'],
        summary: 'Profil publik seorang pengguna (member, author, teacher)',
        params: profileParamsSchema,
        response: { 200: publicProfileResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const profile = await repository.findPublic(request.params.username);
      if (!profile) throw new ApiError(404, PROFILE_NOT_FOUND_MESSAGE);
      return ok(profile);
    },
  );
};
