// GET /api/author/courses: the author's own courses (type `AuthorCourse` in util-contracts).
import { COURSE_STATES } from '@akademi-siber/util-contracts';
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
  state: z.enum(COURSE_STATES).describe('Draf, ditinjau, dikembalikan, atau terbit (decision 0053)'),
  reviewComment: z.string().nullable().describe('Komentar admin bila dikembalikan'),
  hasChange: z.boolean().describe('Kelas terbit dengan perubahan yang belum terbit'),
});

export const authorCoursesQuerySchema = paginationQuerySchema.extend({
  state: z.enum(COURSE_STATES, { error: 'Status harus draft, in_review, returned, atau published' }).optional(),
});
export const authorCoursesResponseSchema = pageEnvelopeSchema(authorCourseSchema);
