// Joining a classroom by code (decision 0037): the member's classrooms and the join (POST /api/member/classrooms/join),
// and the teacher's join code — expiry and seat limit, a new code.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok } from '../../plugins/envelope';
import { CLASSROOM_JOIN_MESSAGES } from '@akademi-siber/util-contracts';
import { classroomParamsSchema } from './classroom-schemas';
import {
  classroomJoinSchema,
  joinCodeResponseSchema,
  memberClassroomResponseSchema,
  memberClassroomsResponseSchema,
  optionalJoinSettingsSchema,
} from './join-schemas';
import { createJoinService } from './join-service';

export const classroomJoinRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createJoinService(app.db);

  app.get(
    '/api/member/classrooms',
    {
      config: { access: ['member'] },
      schema: {
        tags: ['member'],
        summary: 'Classroom tempat member belajar, yang terakhir bergabung lebih dulu',
        response: { 200: memberClassroomsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ok(await service.memberClassrooms(sessionOf(request).id)),
  );

  app.post(
    '/api/member/classrooms/join',
    {
      config: { access: ['member'] },
      schema: {
        tags: ['member'],
        summary:
          'Bergabung ke classroom dengan kode dari dosen (404 kode salah, 410 kedaluwarsa, 409 penuh atau ' +
          'sudah bergabung, 429 terlalu banyak kode salah)',
        body: classroomJoinSchema,
        response: { 200: memberClassroomResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 410, 422, 429) },
      },
    },
    async (request) => ok(await service.join(sessionOf(request).id, request.body.code), CLASSROOM_JOIN_MESSAGES.joined),
  );

  app.put(
    '/api/teacher/classrooms/:classroomSlug/join-code',
    {
      config: { access: ['teacher'] },
      schema: {
        tags: ['teacher'],
        summary:
          'Mengatur kode bergabung classroom: batas waktu (null: tanpa batas) dan batas kursi (null: tanpa batas)',
        params: classroomParamsSchema,
        // May come without a body: the classroom is checked first (another teacher's: 404), then the body (422).
        body: optionalJoinSettingsSchema,
        response: { 200: joinCodeResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) =>
      ok(
        await service.updateSettings(sessionOf(request).id, request.params.classroomSlug, request.body),
        'Pengaturan kode bergabung disimpan',
      ),
  );

  app.post(
    '/api/teacher/classrooms/:classroomSlug/join-code/regenerate',
    {
      config: { access: ['teacher'] },
      schema: {
        tags: ['teacher'],
        summary: 'Membuat kode bergabung baru; kode lama langsung tidak berlaku',
        params: classroomParamsSchema,
        response: { 200: joinCodeResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      ok(await service.regenerate(sessionOf(request).id, request.params.classroomSlug), 'Kode bergabung baru dibuat'),
  );
};
