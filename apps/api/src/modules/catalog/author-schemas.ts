// GET /api/author/courses: the author's own courses (type `AuthorCourse` in util-contracts).
import { z } from 'zod';
import { pageEnvelopeSchema } from '../../plugins/envelope';
import { paginationQuerySchema } from '../../plugins/request-schemas';

export const authorCourseSchema = z.object({
  slug: z.string(),
  title: z.string(),
  level: z.string(),
  published: z.boolean(),
  students: z.number().int().describe('Jumlah member yang terdaftar'),
  modules: z.number().int(),
});

export const authorCoursesQuerySchema = paginationQuerySchema;
export const authorCoursesResponseSchema = pageEnvelopeSchema(authorCourseSchema);
