// The admin's users (decision 0050):
// - GET /api/admin/users — every account, newest first: search (name, username, email), role, status, pages;
// - GET /api/admin/users/:managedUserId — one account: roles, dates, last activity, counts, history of changes;
// - PUT /api/admin/users/:managedUserId/role — a new role (member, author, admin); its sessions end;
// - PUT /api/admin/users/:managedUserId/status — deactivate (every session ends, no login) or reactivate.
import { userRoleChangeSchema, userStatusChangeSchema } from '@akademi-siber/util-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok, okPage } from '../../plugins/envelope';
import { pageMeta, requiredBody, toPageRequest } from '../../plugins/request-schemas';
import {
  adminUserResponseSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  managedUserParamsSchema,
} from './staff-schemas';
import { ADMIN_USER_MESSAGES, createAdminService } from './staff-service';

const admin = { access: ['admin'] as ['admin'] };
const tags = ['admin'];

export const staffAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminService(app);

  app.get(
    '/api/admin/users',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Daftar pengguna, terbaru lebih dulu: cari nama/username/email, saring peran dan status',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { q, role, status } = request.query;
      const { items, total } = await service.users({ search: q, role, status }, toPageRequest(request.query));
      return okPage(items, pageMeta(request.query, total));
    },
  );

  app.get(
    '/api/admin/users/:managedUserId',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Satu pengguna: peran, tanggal daftar, aktivitas terakhir, jumlah kelas, riwayat perubahan',
        params: managedUserParamsSchema,
        response: { 200: adminUserResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await service.detail(request.params.managedUserId)),
  );

  app.put(
    '/api/admin/users/:managedUserId/role',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Mengubah peran (member, pengajar, admin); semua sesi pengguna diakhiri',
        description: 'Admin aktif terakhir tidak dapat dicabut perannya (409).',
        params: managedUserParamsSchema,
        body: userRoleChangeSchema.nullish(),
        response: { 200: adminUserResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 419, 422) },
      },
    },
    async (request) => {
      const body = requiredBody(userRoleChangeSchema, request.body);
      const changed = await service.changeRole(sessionOf(request).id, request.params.managedUserId, body);
      return ok(changed, ADMIN_USER_MESSAGES.roleChanged);
    },
  );

  app.put(
    '/api/admin/users/:managedUserId/status',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Menonaktifkan (semua sesi diakhiri, tidak dapat masuk) atau mengaktifkan kembali akun',
        description: 'Admin tidak dapat menonaktifkan dirinya sendiri atau admin aktif terakhir (409).',
        params: managedUserParamsSchema,
        body: userStatusChangeSchema.nullish(),
        response: { 200: adminUserResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 419, 422) },
      },
    },
    async (request) => {
      const body = requiredBody(userStatusChangeSchema, request.body);
      const changed = await service.changeStatus(sessionOf(request).id, request.params.managedUserId, body);
      return ok(changed, changed.deactivatedAt ? ADMIN_USER_MESSAGES.deactivated : ADMIN_USER_MESSAGES.reactivated);
    },
  );
};
