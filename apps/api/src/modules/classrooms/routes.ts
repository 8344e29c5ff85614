// GET /api/teacher/classrooms, and the module's other routes: one classroom (classroom-routes.ts), a course as the
// teacher looks into it (course-routes.ts), joining by code (join-routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, okPage } from '../../plugins/envelope';
import { pageMeta, toPageRequest } from '../../plugins/request-schemas';
import { teacherClassroomRoutes } from './classroom-routes';
import { teacherCourseRoutes } from './course-routes';
import { classroomJoinRoutes } from './join-routes';
import { teacherClassroomsQuerySchema, teacherClassroomsResponseSchema } from './schemas';
import { createTeacherService } from './service';

export const classroomRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createTeacherService(app.db);

  app.get(
    '/api/teacher/classrooms',
    {
      config: { access: ['teacher'] },
      schema: {
        tags: ['teacher'],
        summary: 'Kelas (classroom) milik teacher',
        querystring: teacherClassroomsQuerySchema,
        response: { 200: teacherClassroomsResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { items, total } = await service.myClassrooms(sessionOf(request).id, toPageRequest(request.query));
      return okPage(items, pageMeta(request.query, total));
    },
  );

  await app.register(teacherClassroomRoutes);
  await app.register(teacherCourseRoutes);
  await app.register(classroomJoinRoutes);
};
