// The lab's public and player routes: params, queries and strict response schemas (types in util-contracts lab.ts).
// No response schema has a field that could carry a flag, a step answer, a flag's pattern or a hash of one, except the
// operator's `operatorFlagResponseSchema` (a per-user flag for an instance, to the lab network only).
import {
  LAB_ANSWER_KINDS,
  LAB_CATEGORIES,
  LAB_DIFFICULTIES,
  LAB_SCOREBOARD_PERIODS,
  LAB_VALUE_TYPES,
  labStepAnswerSchema,
  labSubmissionSchema,
} from '@akademi-siber/util-contracts';
import { z } from 'zod';
import { envelopeSchema } from '../../plugins/envelope';
import { idParamSchema } from '../../plugins/request-schemas';

export { labStepAnswerSchema, labSubmissionSchema };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugParam = (message: string) =>
  z.string({ error: message }).max(150, { error: message }).regex(SLUG, { error: message });

export const challengeParamsSchema = z.object({ challengeSlug: slugParam('Alamat tantangan tidak valid') });
export const hintParamsSchema = challengeParamsSchema.extend({ hintId: idParamSchema('hintId') });
export const attachmentParamsSchema = challengeParamsSchema.extend({ attachmentId: idParamSchema('attachmentId') });
export const exerciseParamsSchema = z.object({ exerciseSlug: slugParam('Alamat lab latihan tidak valid') });
export const stepParamsSchema = exerciseParamsSchema.extend({ stepId: idParamSchema('stepId') });
export const stepHintParamsSchema = stepParamsSchema.extend({ hintId: idParamSchema('hintId') });

const category = z.enum(LAB_CATEGORIES);
const difficulty = z.enum(LAB_DIFFICULTIES);
const person = z.object({ username: z.string(), name: z.string() });

export const challengeSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  category,
  difficulty,
  valueType: z.enum(LAB_VALUE_TYPES),
  value: z.number().int(),
  solves: z.number().int(),
  firstBlood: person.nullable(),
  prerequisite: z.object({ slug: z.string(), title: z.string() }).nullable(),
});

const challengeCardSchema = challengeSummarySchema.extend({
  locked: z.boolean(),
  solved: z.boolean(),
  awardedPoints: z.number().int().nullable(),
  attempts: z.number().int(),
  maxAttempts: z.number().int().nullable(),
});

const group = <T extends z.ZodType>(item: T) => z.object({ category, label: z.string(), challenges: z.array(item) });

export const exerciseSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  category,
  difficulty,
  summary: z.string(),
  steps: z.number().int(),
  points: z.number().int(),
  xp: z.number().int(),
  completions: z.number().int(),
});

export const catalogueResponseSchema = envelopeSchema(
  z.object({ categories: z.array(group(challengeSummarySchema)), exercises: z.array(exerciseSummarySchema) }),
);
export const challengeCardsResponseSchema = envelopeSchema(z.array(group(challengeCardSchema)));

const hintSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  cost: z.number().int(),
  unlocked: z.boolean(),
  body: z.string().nullable(),
});
export const attachmentSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  perUser: z.boolean(),
});
const solveSchema = z.object({
  points: z.number().int(),
  xp: z.number().int(),
  firstBlood: z.boolean(),
  solvedAt: z.string(),
});

export const challengeDetailResponseSchema = envelopeSchema(
  challengeSummarySchema.extend({
    description: z.string(),
    connectionInfo: z.string().nullable(),
    visibleUntil: z.string().nullable(),
    reward: z.number().int(),
    hintCosts: z.number().int(),
    attempts: z.number().int(),
    maxAttempts: z.number().int().nullable(),
    attemptsLeft: z.number().int().nullable(),
    solve: solveSchema.nullable(),
    hints: z.array(hintSchema),
    attachments: z.array(attachmentSchema),
  }),
);

export const hintUnlockResponseSchema = envelopeSchema(z.object({ hint: hintSchema, reward: z.number().int() }));

export const submissionResponseSchema = envelopeSchema(
  z.object({
    correct: z.boolean(),
    solve: solveSchema.nullable(),
    attempts: z.number().int(),
    attemptsLeft: z.number().int().nullable(),
  }),
);

// ---------------------------------------------------------------- scoreboard

export const scoreboardQuerySchema = z.object({
  period: z.enum(LAB_SCOREBOARD_PERIODS, { error: 'Periode harus all atau month' }).default('all'),
  limit: z
    .string({ error: 'Jumlah baris harus berupa bilangan bulat 1–100' })
    .regex(/^\d{1,3}$/, { error: 'Jumlah baris harus berupa bilangan bulat 1–100' })
    .transform(Number)
    .pipe(z.number().min(1, { error: 'Jumlah baris minimal 1' }).max(100, { error: 'Jumlah baris maksimal 100' }))
    .default(20),
});
export const standingsQuerySchema = scoreboardQuerySchema.extend({
  classroom: slugParam('Classroom tidak valid').optional(),
});

const scoreboardEntrySchema = z.object({
  rank: z.number().int(),
  username: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  points: z.number().int(),
  solves: z.number().int(),
  lastSolveAt: z.string(),
});
export const scoreboardSchema = z.object({
  period: z.enum(LAB_SCOREBOARD_PERIODS),
  classroom: z.object({ slug: z.string(), name: z.string() }).nullable(),
  frozenAt: z.string().nullable(),
  live: z.boolean(),
  entries: z.array(scoreboardEntrySchema),
  me: scoreboardEntrySchema.nullable(),
});
export const scoreboardResponseSchema = envelopeSchema(scoreboardSchema);
export const playerClassroomsResponseSchema = envelopeSchema(z.array(z.object({ slug: z.string(), name: z.string() })));

// ---------------------------------------------------------------- exercise labs

const progressSchema = z.object({
  answeredSteps: z.number().int(),
  startedAt: z.string(),
  lastActivityAt: z.string(),
  completedAt: z.string().nullable(),
  awardedPoints: z.number().int().nullable(),
  awardedXp: z.number().int().nullable(),
});
const exerciseCardSchema = exerciseSummarySchema.extend({ progress: progressSchema.nullable() });
export const exerciseCardsResponseSchema = envelopeSchema(z.array(exerciseCardSchema));
export const exerciseDetailResponseSchema = envelopeSchema(
  exerciseCardSchema.extend({
    description: z.string(),
    reward: z.number().int(),
    rewardXp: z.number().int(),
    hintCosts: z.number().int(),
    currentStepId: z.number().int().nullable(),
    stepList: z.array(
      z.object({
        id: z.number().int(),
        position: z.number().int(),
        title: z.string(),
        body: z.string().nullable(),
        answerKind: z.enum(LAB_ANSWER_KINDS),
        answerFormat: z.string().nullable(),
        locked: z.boolean(),
        answeredAt: z.string().nullable(),
        hints: z.array(hintSchema),
      }),
    ),
  }),
);
export const stepAnswerResponseSchema = envelopeSchema(
  z.object({
    correct: z.boolean(),
    nextStepId: z.number().int().nullable(),
    completed: z.boolean(),
    award: z.object({ points: z.number().int(), xp: z.number().int() }).nullable(),
  }),
);

// ---------------------------------------------------------------- VPN

export const vpnStatusResponseSchema = envelopeSchema(
  z.object({
    active: z.object({ publicKey: z.string(), address: z.string(), createdAt: z.string() }).nullable(),
    endpoint: z.string(),
    allowedIps: z.string(),
  }),
);
export const vpnConfigResponseSchema = envelopeSchema(
  z.object({
    fileName: z.string(),
    conf: z.string().describe('Berkas wg-quick dengan kunci privat: satu-satunya salinan, tidak disimpan server'),
    publicKey: z.string(),
    address: z.string(),
    createdAt: z.string(),
  }),
);
export const operatorPeersResponseSchema = envelopeSchema(
  z.array(z.object({ publicKey: z.string(), address: z.string(), username: z.string(), createdAt: z.string() })),
);
export const emptyResponseSchema = envelopeSchema(z.null());

/** `POST /api/lab/operator/flags`: a challenge, and the player by username or by the address of their VPN peer. */
export const operatorFlagBodySchema = z
  .strictObject(
    {
      challengeSlug: slugParam('Alamat tantangan tidak valid'),
      username: z
        .string({ error: 'Username harus berupa teks' })
        .trim()
        .min(1, { error: 'Username wajib diisi' })
        .max(100, { error: 'Username maksimal 100 karakter' })
        .optional(),
      address: z
        .string({ error: 'Alamat harus berupa teks' })
        .trim()
        .regex(/^10\.\d{1,3}\.\d{1,3}\.\d{1,3}(\/32)?$/, { error: 'Alamat harus alamat peer VPN lab, mis. 10.64.0.5' })
        .transform((value) => (value.endsWith('/32') ? value : `${value}/32`))
        .optional(),
    },
    { error: 'Data tidak valid' },
  )
  .refine((body) => (body.username === undefined) !== (body.address === undefined), {
    error: 'Isi salah satu: username atau alamat peer VPN',
    path: ['username'],
  });
export const operatorFlagResponseSchema = envelopeSchema(
  z.object({ challengeSlug: z.string(), username: z.string(), flag: z.string() }),
);
