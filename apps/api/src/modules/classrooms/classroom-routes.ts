// GET /api/teacher/classrooms/:classroomSlug (+ /students, /online-courses/:onlineCourseSlug and its /students)
// behind /teacher/classroom/{classroomSlug}/…, and GET /api/teacher/online-courses behind /teacher/online-courses.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok, okPage } from '../../plugins/envelope';
import { pageMeta, toPageRequest } from '../../plugins/request-schemas';
import {
  classroomCourseDetailResponseSchema,
  classroomCourseParamsSchema,
  classroomCourseStudentsResponseSchema,
  classroomDetailResponseSchema,
  classroomParamsSchema,
  classroomStudentsResponseSchema,
  onlineCoursesQuerySchema,
  searchablePageQuerySchema,
  teacherOnlineCoursesResponseSchema,
} from './classroom-schemas';
import { createClassroomService } from './classroom-service';

export const teacherClassroomRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createClassroomService(app.db);
  const access = { access: ['teacher'] as const };

  app.get(
    '/api/teacher/classrooms/:classroomSlug',
    {
      config: access,
      schema: {
        tags: ['teacher'],
        summary: 'Satu classroom milik teacher: informasi, jumlah mahasiswa, kelas online dan rata-rata progresnya',
        params: classroomParamsSchema,
        response: { 200: classroomDetailResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await service.detail(sessionOf(request).id, request.params.classroomSlug)),
  );

  app.get(
    '/api/teacher/classrooms/:classroomSlug/students',
    {
      config: access,
      schema: {
        tags: ['teacher'],
        summary: 'Mahasiswa classroom, urut nama, dapat dicari',
        params: classroomParamsSchema,
        querystring: searchablePageQuerySchema,
        response: { 200: classroomStudentsResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { items, total } = await service.students(
        sessionOf(request).id,
        request.params.classroomSlug,
        request.query.q,
        toPageRequest(request.query),
      );
      return okPage(items, pageMeta(request.query, total));
    },
  );

  app.get(
    '/api/teacher/classrooms/:classroomSlug/online-courses/:onlineCourseSlug',
    {
      config: access,
      schema: {
        tags: ['teacher'],
        summary: 'Kelas online di classroom: ringkasan progres mahasiswa',
        params: classroomCourseParamsSchema,
        response: { 200: classroomCourseDetailResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      ok(
        await service.courseDetail(
          sessionOf(request).id,
          request.params.classroomSlug,
          request.params.onlineCourseSlug,
        ),
      ),
  );

  app.get(
    '/api/teacher/classrooms/:classroomSlug/online-courses/:onlineCourseSlug/students',
    {
      config: access,
      schema: {
        tags: ['teacher'],
        summary: 'Progres tiap mahasiswa classroom di satu kelas online, progres tertinggi lebih dulu',
        params: classroomCourseParamsSchema,
        querystring: searchablePageQuerySchema,
        response: { 200: classroomCourseStudentsResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { classroomSlug, onlineCourseSlug } = request.params;
      const { items, total } = await service.courseStudents(
        sessionOf(request).id,
        classroomSlug,
        onlineCourseSlug,
        request.query.q,
        toPageRequest(request.query),
      );
      return okPage(items, pageMeta(request.query, total));
    },
  );

  app.get(
    '/api/teacher/online-courses',
    {
      config: access,
      schema: {
        tags: ['teacher'],
        summary: 'Kelas online yang dapat dipakai di classroom (butuh akses Belajar Online)',
        querystring: onlineCoursesQuerySchema,
        response: { 200: teacherOnlineCoursesResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { items, total } = await service.onlineCourses(
        sessionOf(request).id,
        request.query.q,
        toPageRequest(request.query),
      );
      return okPage(items, pageMeta(request.query, total));
    },
  );
};
