// The staff's own profile (decision 0050), for authors and admins alike — what learners see in a course's byline:
// - GET|PUT /api/staff/profile — read and edit name, bio, expertise (tags) and public links (https only);
// - POST|DELETE /api/staff/profile/avatar — upload (multipart `file`, this route's scope only) or remove the photo,
//   through the same avatar code as the member's profile (JPEG/PNG/WebP by their bytes, metadata stripped).
import multipart from '@fastify/multipart';
import {
  AVATAR_MAX_BYTES,
  STAFF_PROFILE_PATHS,
  staffProfileSchema,
  staffProfileUpdateSchema,
} from '@akademi-siber/util-contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth';
import { envelopeSchema, errorResponses, ok } from '../../plugins/envelope';
import { ApiError } from '../../plugins/errors';
import { AVATAR_UPLOAD_LIMITS, createAvatars, readAvatarUpload } from '../member-profile';
import { createStorage } from '../storage';
import { createStaffProfileRepository } from './repository';

const tags = ['profil staf'];
const staff = { access: ['author', 'admin'] as ['author', 'admin'] };
const responseSchema = envelopeSchema(staffProfileSchema);
const MAX_MB = AVATAR_MAX_BYTES / (1024 * 1024);

export const STAFF_PROFILE_MESSAGES = {
  saved: 'Profil berhasil disimpan. Begini namamu tampil di halaman kelas.',
  avatarSaved: 'Foto profil diperbarui.',
  avatarRemoved: 'Foto profil dihapus.',
} as const;

export const staffProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createStaffProfileRepository(app.db);
  const avatars = createAvatars(app.db, createStorage(app.config));

  async function profile(userId: number) {
    const found = await repository.find(userId);
    // The route lets only authors and admins in; a role changed meanwhile ends the session (decision 0050).
    if (!found) throw new ApiError(401);
    return found;
  }

  app.get(
    STAFF_PROFILE_PATHS.profile,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Profil staf milik sendiri (pengajar atau admin): yang tampil di halaman kelas',
        response: { 200: responseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ok(await profile(sessionOf(request).id)),
  );

  app.put(
    STAFF_PROFILE_PATHS.profile,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Ubah profil staf: nama, bio, keahlian (maks. 8), tautan publik https (maks. 5)',
        body: staffProfileUpdateSchema,
        response: { 200: responseSchema, ...errorResponses(400, 401, 403, 419, 422) },
      },
    },
    async (request) => {
      const userId = sessionOf(request).id;
      await profile(userId);
      await repository.update(userId, request.body);
      return ok(await profile(userId), STAFF_PROFILE_MESSAGES.saved);
    },
  );

  app.delete(
    STAFF_PROFILE_PATHS.avatar,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Hapus foto profil staf',
        response: { 200: responseSchema, ...errorResponses(400, 401, 403, 419) },
      },
    },
    async (request) => {
      const userId = sessionOf(request).id;
      await profile(userId);
      await avatars.remove(userId);
      return ok(await profile(userId), STAFF_PROFILE_MESSAGES.avatarRemoved);
    },
  );

  // Multipart exists only in this scope: every other route keeps refusing anything but JSON (app.ts).
  await app.register(async (uploads) => {
    await uploads.register(multipart, { limits: AVATAR_UPLOAD_LIMITS, throwFileSizeLimit: true });
    uploads.withTypeProvider<ZodTypeProvider>().post(
      STAFF_PROFILE_PATHS.avatar,
      {
        config: staff,
        schema: {
          tags,
          summary: `Unggah foto profil staf (multipart, kolom file: JPG/PNG/WebP, maks. ${MAX_MB} MB)`,
          consumes: ['multipart/form-data'],
          response: { 200: responseSchema, ...errorResponses(400, 401, 403, 413, 415, 419, 422) },
        },
      },
      async (request) => {
        const userId = sessionOf(request).id;
        await profile(userId);
        await avatars.set(userId, await readAvatarUpload(request));
        return ok(await profile(userId), STAFF_PROFILE_MESSAGES.avatarSaved);
      },
    );
  });
};
