// GET /api/teacher/classrooms (type `TeacherClassroom` in util-contracts).
import { z } from 'zod';
import { pageEnvelopeSchema } from '../../plugins/envelope';
import { paginationQuerySchema } from '../../plugins/request-schemas';

export const teacherClassroomSchema = z.object({
  slug: z.string(),
  name: z.string(),
  campus: z.string(),
  students: z.number().int(),
  courses: z.number().int(),
  joinCode: z.string().describe('Kode yang dipakai mahasiswa untuk bergabung'),
});

export const teacherClassroomsQuerySchema = paginationQuerySchema;
export const teacherClassroomsResponseSchema = pageEnvelopeSchema(teacherClassroomSchema);
