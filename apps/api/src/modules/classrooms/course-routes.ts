// GET one student's course in a classroom (behind …/online-course/detail/{onlineCourseSlug}/people/{username}), and a
// course and its exam as the teacher previews them (behind /teacher/online-courses/{courseSlug} and its /ujian).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok } from '../../plugins/envelope';
import {
  coursePreviewParamsSchema,
  coursePreviewResponseSchema,
  examPreviewResponseSchema,
  studentCourseParamsSchema,
  studentCourseResponseSchema,
} from './course-schemas';
import { createCourseService } from './course-service';

export const teacherCourseRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCourseService(app.db);
  const access = { access: ['teacher'] as const };
  const tags = ['teacher'];

  app.get(
    '/api/teacher/classrooms/:classroomSlug/online-courses/:onlineCourseSlug/students/:username',
    {
      config: access,
      schema: {
        tags,
        summary: 'Satu mahasiswa classroom di satu kelas online: materi yang selesai, kuis, dan ujian',
        params: studentCourseParamsSchema,
        response: { 200: studentCourseResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { classroomSlug, onlineCourseSlug, username } = request.params;
      return ok(await service.studentCourse(sessionOf(request).id, classroomSlug, onlineCourseSlug, username));
    },
  );

  app.get(
    '/api/teacher/online-courses/:courseSlug',
    {
      config: access,
      schema: {
        tags,
        summary: 'Pratinjau kelas online untuk teacher: modul, materi, kuis, ujian (butuh akses Belajar Online)',
        params: coursePreviewParamsSchema,
        response: { 200: coursePreviewResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await service.coursePreview(sessionOf(request).id, request.params.courseSlug)),
  );

  app.get(
    '/api/teacher/online-courses/:courseSlug/exam',
    {
      config: access,
      schema: {
        tags,
        summary: 'Pratinjau ujian kelas online untuk teacher: soal dan pilihan, tanpa kunci jawaban',
        params: coursePreviewParamsSchema,
        response: { 200: examPreviewResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await service.examPreview(sessionOf(request).id, request.params.courseSlug)),
  );
};
