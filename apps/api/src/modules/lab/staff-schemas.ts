// The staff's lab routes (/api/lcadm/lab/*): params, queries and response schemas. No field carries a flag, a
// pattern, an answer or a hash: a flag is shown as its kind and case rule only.
import {
  LAB_ANSWER_KINDS,
  LAB_CATEGORIES,
  LAB_DIFFICULTIES,
  LAB_FLAG_KINDS,
  LAB_VALUE_TYPES,
} from '@akademi-siber/util-contracts';
import { z } from 'zod';
import { envelopeSchema, pageEnvelopeSchema } from '../../plugins/envelope';
import { idParamSchema, paginationQuerySchema, searchTermSchema } from '../../plugins/request-schemas';
import { attachmentSchema, exerciseSummarySchema, scoreboardQuerySchema, slugParam } from './schemas';

export const challengeIdParamsSchema = z.object({ challengeId: idParamSchema('challengeId') });
export const flagIdParamsSchema = z.object({ flagId: idParamSchema('flagId') });
export const hintIdParamsSchema = z.object({ hintId: idParamSchema('hintId') });
export const attachmentIdParamsSchema = z.object({ attachmentId: idParamSchema('attachmentId') });
export const exerciseIdParamsSchema = z.object({ exerciseId: idParamSchema('exerciseId') });

export const staffChallengesQuerySchema = paginationQuerySchema.extend({
  search: searchTermSchema.describe('Cari pada judul atau slug'),
  category: z
    .enum(LAB_CATEGORIES, { error: `Kategori harus salah satu dari: ${LAB_CATEGORIES.join(', ')}` })
    .optional(),
  visibility: z
    .enum(['visible', 'hidden'], { error: 'Visibilitas harus visible atau hidden' })
    .optional()
    .describe('visible: terbit dan di dalam jendela tampil sekarang; hidden: selain itu'),
});

const booleanText = (label: string) =>
  z
    .enum(['true', 'false'], { error: `${label} harus true atau false` })
    .optional()
    .transform((value) => value === 'true');

export const staffSubmissionsQuerySchema = paginationQuerySchema.extend({
  challengeId: idParamSchema('challengeId').optional(),
  username: z
    .string({ error: 'Username harus berupa teks' })
    .trim()
    .max(100, { error: 'Username maksimal 100 karakter' })
    .optional()
    .transform((value) => (value ? value : undefined)),
  suspicious: booleanText('Filter mencurigakan'),
});

export const attachmentUploadQuerySchema = z.object({ perUser: booleanText('perUser') });

export const staffScoreboardQuerySchema = scoreboardQuerySchema.extend({
  classroom: slugParam('Classroom tidak valid').optional(),
});

const challengeRowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  category: z.enum(LAB_CATEGORIES),
  difficulty: z.enum(LAB_DIFFICULTIES),
  published: z.boolean(),
  visible: z.boolean(),
  visibleFrom: z.string().nullable(),
  visibleUntil: z.string().nullable(),
  valueType: z.enum(LAB_VALUE_TYPES),
  value: z.number().int(),
  solves: z.number().int(),
  submissions: z.number().int(),
  suspicious: z.number().int(),
  updatedAt: z.string(),
});
const staffHintSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  cost: z.number().int(),
  body: z.string(),
  unlocks: z.number().int(),
});

export const staffChallengesResponseSchema = pageEnvelopeSchema(challengeRowSchema);

export const staffChallengeResponseSchema = envelopeSchema(
  challengeRowSchema.extend({
    description: z.string(),
    connectionInfo: z.string().nullable(),
    prerequisite: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }).nullable(),
    initialValue: z.number().int(),
    minimumValue: z.number().int(),
    decay: z.number().int(),
    maxAttempts: z.number().int().nullable(),
    flags: z.array(
      z.object({
        id: z.number().int(),
        kind: z.enum(LAB_FLAG_KINDS),
        caseInsensitive: z.boolean(),
        createdAt: z.string(),
      }),
    ),
    hints: z.array(staffHintSchema),
    attachments: z.array(attachmentSchema),
    createdAt: z.string(),
  }),
);

const person = z.object({ username: z.string(), name: z.string() });
export const staffSubmissionsResponseSchema = pageEnvelopeSchema(
  z.object({
    id: z.number().int(),
    challenge: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }),
    user: person,
    correct: z.boolean(),
    flagOwner: person.nullable(),
    ip: z.string().nullable(),
    submittedAt: z.string(),
  }),
);

export const resetAttemptsResponseSchema = envelopeSchema(z.object({ previousAttempts: z.number().int() }));

const staffExerciseRowSchema = exerciseSummarySchema.extend({
  id: z.number().int(),
  published: z.boolean(),
  updatedAt: z.string(),
});
export const staffExercisesResponseSchema = pageEnvelopeSchema(staffExerciseRowSchema);
export const staffExerciseResponseSchema = envelopeSchema(
  staffExerciseRowSchema.extend({
    description: z.string(),
    stepList: z.array(
      z.object({
        id: z.number().int(),
        position: z.number().int(),
        title: z.string(),
        body: z.string(),
        answerKind: z.enum(LAB_ANSWER_KINDS),
        answerFormat: z.string().nullable(),
        caseInsensitive: z.boolean(),
        hints: z.array(staffHintSchema),
      }),
    ),
  }),
);

export const settingsResponseSchema = envelopeSchema(z.object({ scoreboardFrozenAt: z.string().nullable() }));
