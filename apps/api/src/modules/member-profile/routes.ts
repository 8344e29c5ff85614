// The member's profile (decision 0023):
// - GET|PUT /api/member/profile — read and edit (name, username, bio, phone, city, institution, what is public);
// - POST|DELETE /api/member/profile/avatar — upload (multipart `file`, this route's scope only) or remove the avatar;
// - POST|DELETE /api/member/profile/email — ask for an email change (link to the new address) or cancel it;
// - GET /api/member/profile/legacy — the old platform's profile, read-only;
// - DELETE /api/member/account — delete the account (anonymise, end every session);
// - GET /api/avatars/:avatarFile — public: an avatar in use, with its real type.
import multipart from '@fastify/multipart';
import {
  AVATAR_MAX_BYTES,
  changeEmailRequestSchema,
  deleteAccountRequestSchema,
  MEMBER_PROFILE_PATHS,
  profileUpdateRequestSchema,
} from '@akademi-siber/util-contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok } from '../../plugins/envelope';
import { ApiError } from '../../plugins/errors';
import { createStorage } from '../storage';
import { avatarContentType } from './avatar-file';
import { AVATAR_UPLOAD_LIMITS, readAvatarUpload } from './avatars';
import {
  avatarParamsSchema,
  emptyResponseSchema,
  isAvatarFile,
  legacyProfileResponseSchema,
  memberProfileResponseSchema,
  uploadErrorResponses,
} from './schemas';
import { createMemberProfileService, PROFILE_MESSAGES } from './service';

const tags = ['profil member'];
const member = { access: ['member'] as ['member'] };
const MAX_MB = AVATAR_MAX_BYTES / (1024 * 1024);
export const AVATAR_NOT_FOUND = 'Foto tidak ditemukan.';

export const memberProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createMemberProfileService(app, createStorage(app.config));

  // First, so the route table lists it before the avatar DELETE: the authorization matrix reads the demo member's
  // avatar before its write pass removes it.
  app.get(
    '/api/avatars/:avatarFile',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Foto profil yang sedang dipakai (JPG/PNG/WebP); URL-nya tetap selama foto itu dipakai',
        params: avatarParamsSchema,
        produces: ['image/jpeg', 'image/png', 'image/webp'],
        response: { 200: z.any().describe('Gambar'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { avatarFile } = request.params;
      const bytes = isAvatarFile(avatarFile) ? await service.avatarFile(avatarFile) : null;
      if (!bytes) throw new ApiError(404, AVATAR_NOT_FOUND);
      return (
        reply
          .header('content-type', avatarContentType(avatarFile))
          .header('content-disposition', 'inline')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          // A new avatar is a new file and a new URL, so this one never changes while it is served.
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(bytes)
      );
    },
  );

  app.get(
    MEMBER_PROFILE_PATHS.profile,
    {
      config: member,
      schema: {
        tags,
        summary: 'Profil milik sendiri',
        response: { 200: memberProfileResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ok(await service.profile(sessionOf(request).id)),
  );

  app.put(
    MEMBER_PROFILE_PATHS.profile,
    {
      config: member,
      schema: {
        tags,
        summary: 'Ubah profil: nama, username, bio, HP, kota, instansi, dan apa yang tampil di profil publik',
        description: 'Username yang sudah dipakai: 422 dengan data.errors per kolom.',
        body: profileUpdateRequestSchema,
        response: { 200: memberProfileResponseSchema, ...errorResponses(400, 401, 403, 419, 422) },
      },
    },
    async (request) => ok(await service.update(sessionOf(request).id, request.body), PROFILE_MESSAGES.saved),
  );

  app.delete(
    MEMBER_PROFILE_PATHS.avatar,
    {
      config: member,
      schema: {
        tags,
        summary: 'Hapus foto profil',
        response: { 200: memberProfileResponseSchema, ...errorResponses(400, 401, 403, 419) },
      },
    },
    async (request) => ok(await service.removeAvatar(sessionOf(request).id), PROFILE_MESSAGES.avatarRemoved),
  );

  app.post(
    MEMBER_PROFILE_PATHS.email,
    {
      config: member,
      schema: {
        tags,
        summary: 'Minta ganti email: tautan konfirmasi ke alamat baru, pemberitahuan ke alamat lama',
        description:
          'Email akun baru berganti saat tautan dibuka (POST /api/auth/verify-email). Perlu password saat ini.',
        body: changeEmailRequestSchema,
        response: { 200: memberProfileResponseSchema, ...errorResponses(400, 401, 403, 419, 422, 429) },
      },
    },
    async (request) =>
      ok(
        await service.requestEmailChange(sessionOf(request).id, request.body, request.ip),
        PROFILE_MESSAGES.emailLinkSent,
      ),
  );

  app.delete(
    MEMBER_PROFILE_PATHS.email,
    {
      config: member,
      schema: {
        tags,
        summary: 'Batalkan permintaan ganti email',
        response: { 200: memberProfileResponseSchema, ...errorResponses(400, 401, 403, 419) },
      },
    },
    async (request) =>
      ok(await service.cancelEmailChange(sessionOf(request).id), PROFILE_MESSAGES.emailChangeCancelled),
  );

  app.get(
    MEMBER_PROFILE_PATHS.legacy,
    {
      config: member,
      schema: {
        tags,
        summary: 'Profil dari platform lama (hanya baca); null bila tidak ada',
        response: { 200: legacyProfileResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ok(await service.legacy(sessionOf(request).id)),
  );

  app.delete(
    MEMBER_PROFILE_PATHS.account,
    {
      config: member,
      schema: {
        tags,
        summary: 'Hapus akun: data pribadi dianonimkan, semua sesi diakhiri',
        description: 'Perlu frasa HAPUS AKUN SAYA dan, bila akun punya password, password saat ini.',
        body: deleteAccountRequestSchema,
        response: { 200: emptyResponseSchema, ...errorResponses(400, 401, 403, 419, 422, 429) },
      },
    },
    async (request) => {
      await service.deleteAccount(sessionOf(request).id, request.body, request.ip);
      return ok(null, PROFILE_MESSAGES.deleted);
    },
  );

  // Multipart exists only in this scope: every other route keeps refusing anything but JSON (app.ts).
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: AVATAR_UPLOAD_LIMITS,
      throwFileSizeLimit: true,
    });
    uploads.withTypeProvider<ZodTypeProvider>().post(
      MEMBER_PROFILE_PATHS.avatar,
      {
        config: member,
        schema: {
          tags,
          summary: `Unggah foto profil (multipart, kolom file: JPG/PNG/WebP, maks. ${MAX_MB} MB); foto lama dihapus`,
          consumes: ['multipart/form-data'],
          response: {
            200: memberProfileResponseSchema,
            ...errorResponses(400, 401, 403, 419, 422),
            ...uploadErrorResponses,
          },
        },
      },
      async (request) => {
        const file = await readAvatarUpload(request);
        return ok(await service.setAvatar(sessionOf(request).id, file), PROFILE_MESSAGES.avatarSaved);
      },
    );
  });
};
