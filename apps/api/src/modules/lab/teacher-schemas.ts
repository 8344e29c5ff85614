// The teacher's lab routes: params and response schemas (types in util-contracts lab.ts).
import { LAB_CATEGORIES, LAB_DIFFICULTIES, labAssignmentInputSchema } from '@akademi-siber/util-contracts';
import { z } from 'zod';
import { envelopeSchema, pageEnvelopeSchema } from '../../plugins/envelope';
import { paginationQuerySchema, searchTermSchema } from '../../plugins/request-schemas';
import { challengeSummarySchema, exerciseSummarySchema, slugParam } from './schemas';

/** An assignment's body, or none: the service checks the classroom first, then the body. */
export const optionalAssignmentInputSchema = labAssignmentInputSchema.nullish();

export const classroomParamsSchema = z.object({ classroomSlug: slugParam('Alamat classroom tidak valid') });
export const classroomChallengeParamsSchema = classroomParamsSchema.extend({
  challengeSlug: slugParam('Alamat tantangan tidak valid'),
});
export const classroomExerciseParamsSchema = classroomParamsSchema.extend({
  exerciseSlug: slugParam('Alamat lab latihan tidak valid'),
});

export const teacherChallengesResponseSchema = envelopeSchema(
  z.array(
    challengeSummarySchema.extend({
      classrooms: z.number().int(),
      studentSolves: z.number().int().describe('Mahasiswa di classroom milik teacher yang sudah menyelesaikannya'),
    }),
  ),
);
export const teacherExercisesResponseSchema = envelopeSchema(
  z.array(
    exerciseSummarySchema.extend({
      classrooms: z.number().int(),
      studentCompletions: z.number().int().describe('Mahasiswa di classroom milik teacher yang sudah menyelesaikannya'),
    }),
  ),
);

const assignmentSchema = z.object({
  kind: z.enum(['challenge', 'exercise']),
  slug: z.string(),
  title: z.string(),
  category: z.enum(LAB_CATEGORIES),
  difficulty: z.enum(LAB_DIFFICULTIES),
  dueAt: z.string().nullable(),
  assignedAt: z.string(),
  done: z.number().int(),
  late: z.number().int(),
  students: z.number().int(),
});
export const assignmentsResponseSchema = envelopeSchema(z.array(assignmentSchema));
export const assignmentResponseSchema = envelopeSchema(assignmentSchema);

const classroomSchema = z.object({ slug: z.string(), name: z.string() });
const assignmentDatesSchema = z.object({ dueAt: z.string().nullable(), assignedAt: z.string() }).nullable();
const person = z.object({ username: z.string(), name: z.string() });

export const challengeResultsResponseSchema = envelopeSchema(
  z.object({
    classroom: classroomSchema,
    challenge: challengeSummarySchema,
    assignment: assignmentDatesSchema,
    students: z.array(
      z.object({
        username: z.string(),
        name: z.string(),
        avatarUrl: z.string().nullable(),
        solvedAt: z.string().nullable(),
        late: z.boolean(),
        points: z.number().int().nullable(),
        attempts: z.number().int(),
        hintsUsed: z.number().int(),
        suspicious: z.number().int(),
      }),
    ),
    suspicious: z.array(z.object({ user: person, flagOwner: person, submittedAt: z.string() })),
  }),
);

export const exerciseResultsResponseSchema = envelopeSchema(
  z.object({
    classroom: classroomSchema,
    exercise: exerciseSummarySchema,
    assignment: assignmentDatesSchema,
    students: z.array(
      z.object({
        username: z.string(),
        name: z.string(),
        avatarUrl: z.string().nullable(),
        answeredSteps: z.number().int(),
        startedAt: z.string().nullable(),
        completedAt: z.string().nullable(),
        late: z.boolean(),
        hintsUsed: z.number().int(),
        points: z.number().int().nullable(),
      }),
    ),
  }),
);

/** A grid's page of students, searchable by name or username. */
export const gridQuerySchema = paginationQuerySchema.extend({
  q: searchTermSchema.describe('Cari pada nama atau username'),
});

const gridStudent = { username: z.string(), name: z.string(), avatarUrl: z.string().nullable() };

export const challengeGridResponseSchema = pageEnvelopeSchema(
  z.object({
    ...gridStudent,
    cells: z.array(
      z.object({
        slug: z.string(),
        solvedAt: z.string().nullable(),
        late: z.boolean(),
        points: z.number().int().nullable(),
        attempts: z.number().int(),
        hintsUsed: z.number().int(),
      }),
    ),
  }),
);

export const exerciseGridResponseSchema = pageEnvelopeSchema(
  z.object({
    ...gridStudent,
    cells: z.array(
      z.object({
        slug: z.string(),
        answeredSteps: z.number().int(),
        steps: z.number().int(),
        completedAt: z.string().nullable(),
        late: z.boolean(),
      }),
    ),
  }),
);
