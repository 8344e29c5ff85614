// One student's course in a classroom, and a course with its exam as the teacher previews them (types
// `ClassroomStudentCourse`, `TeacherCoursePreview`, `TeacherExamPreview` in util-contracts teacher.ts). No schema has
// a field for a correct option or an accepted answer.
import { QUESTION_TYPES } from '@akademi-siber/util-contracts';
import { z } from 'zod';
import { envelopeSchema } from '../../plugins/envelope';
import { classroomCourseParamsSchema } from './classroom-schemas';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const materialKind = z.enum(['video', 'article', 'file', 'link']);

/** Any text: a value that names no student of the classroom simply finds none (404). */
export const studentCourseParamsSchema = classroomCourseParamsSchema.extend({
  username: z
    .string({ error: 'Username tidak valid' })
    .min(1, { error: 'Username tidak valid' })
    .max(100, { error: 'Username tidak valid' }),
});

export const coursePreviewParamsSchema = z.object({
  courseSlug: z
    .string({ error: 'Alamat kelas online tidak valid' })
    .max(150, { error: 'Alamat kelas online tidak valid' })
    .regex(SLUG, { error: 'Alamat kelas online tidak valid' }),
});

const resultSchema = z.object({
  title: z.string(),
  passingScore: z.number().int(),
  attemptLimit: z.number().int(),
  attempts: z.number().int(),
  bestScore: z.number().int().nullable(),
  passed: z.boolean(),
  lastSubmittedAt: z.string().nullable(),
});

export const studentCourseResponseSchema = envelopeSchema(
  z.object({
    classroom: z.object({ slug: z.string(), name: z.string() }),
    course: z.object({
      slug: z.string(),
      title: z.string(),
      level: z.string(),
      category: z.string(),
      materials: z.number().int(),
    }),
    student: z.object({
      username: z.string(),
      name: z.string(),
      avatarUrl: z.string().nullable(),
      joinedAt: z.string(),
    }),
    enrollment: z
      .object({
        progress: z.number().int().min(0).max(100),
        completedMaterials: z.number().int(),
        enrolledAt: z.string(),
        lastAccessedAt: z.string().nullable(),
        completedAt: z.string().nullable(),
      })
      .nullable(),
    modules: z.array(
      z.object({
        slug: z.string(),
        title: z.string(),
        materials: z.array(z.object({ title: z.string(), kind: materialKind, completedAt: z.string().nullable() })),
        quiz: resultSchema.nullable(),
      }),
    ),
    exam: resultSchema.nullable(),
  }),
);

const previewAssessmentSchema = z.object({
  title: z.string(),
  questions: z.number().int(),
  timeLimitMinutes: z.number().int(),
  passingScore: z.number().int(),
  attemptLimit: z.number().int(),
});

export const coursePreviewResponseSchema = envelopeSchema(
  z.object({
    slug: z.string(),
    title: z.string(),
    level: z.string(),
    category: z.string(),
    description: z.string(),
    authorName: z.string(),
    modules: z.array(
      z.object({
        slug: z.string(),
        title: z.string(),
        materials: z.array(z.object({ title: z.string(), kind: materialKind, durationSeconds: z.number().int() })),
        quiz: previewAssessmentSchema.nullable(),
      }),
    ),
    exam: previewAssessmentSchema.nullable(),
    classrooms: z.number().int(),
  }),
);

export const examPreviewResponseSchema = envelopeSchema(
  z.object({
    course: z.object({ slug: z.string(), title: z.string() }),
    exam: previewAssessmentSchema
      .extend({
        questionList: z.array(
          z.object({
            order: z.number().int(),
            type: z.enum(QUESTION_TYPES),
            prompt: z.string(),
            points: z.number().int(),
            options: z.array(z.string()),
          }),
        ),
      })
      .nullable(),
  }),
);
