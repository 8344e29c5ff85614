/**
 * The exercise lab form: the text as typed, piped into the API's schema (`labExerciseInputSchema`). A step's answer
 * is write-only: a saved step shows an empty box, and leaving it empty keeps the stored answer; a new step needs one.
 */
import { z } from 'zod';
import {
  labExerciseInputSchema,
  LAB_ANSWER_KINDS,
  LAB_CATEGORIES,
  LAB_DIFFICULTIES,
  type AdminLabExercise,
  type LabStepInput,
} from '@akademi-siber/util-contracts';
import { typedNumber } from './challenge-schema';

const stepHintFormSchema = z.object({
  /** The saved hint's id (null for a new one). */
  hintId: z.number().nullable(),
  cost: z.string(),
  body: z.string(),
});
export type StepHintFormValues = z.input<typeof stepHintFormSchema>;

const stepFormSchema = z.object({
  /** The saved step's id (null for a new one); not `id`, which the field array keeps for itself. */
  stepId: z.number().nullable(),
  title: z.string(),
  body: z.string(),
  answerKind: z.enum(LAB_ANSWER_KINDS),
  answer: z.string(),
  answerFormat: z.string(),
  caseInsensitive: z.boolean(),
  hints: z.array(stepHintFormSchema),
});
export type StepFormValues = z.input<typeof stepFormSchema>;

export const exerciseFormSchema = z
  .object({
    title: z.string(),
    slug: z.string(),
    category: z.enum(LAB_CATEGORIES),
    difficulty: z.enum(LAB_DIFFICULTIES),
    summary: z.string(),
    description: z.string(),
    points: z.string(),
    xp: z.string(),
    published: z.boolean(),
    steps: z.array(stepFormSchema),
  })
  .transform((form) => ({
    slug: form.slug,
    title: form.title,
    category: form.category,
    difficulty: form.difficulty,
    summary: form.summary,
    description: form.description,
    points: typedNumber(form.points),
    xp: typedNumber(form.xp),
    published: form.published,
    steps: form.steps.map((step): LabStepInput => ({
      ...(step.stepId === null ? {} : { id: step.stepId }),
      title: step.title,
      body: step.body,
      answerKind: step.answerKind,
      // Left empty on a saved step: the stored answer stays (the API keeps it when `answer` is absent). A new step
      // sends even an empty box, so the API's schema names it ("Jawaban langkah wajib diisi") with the other fields.
      ...(step.stepId !== null && step.answer.trim() === '' ? {} : { answer: step.answer }),
      answerFormat: step.answerFormat.trim() === '' ? null : step.answerFormat,
      caseInsensitive: step.caseInsensitive,
      hints: step.hints.map((hint) => ({
        ...(hint.hintId === null ? {} : { id: hint.hintId }),
        cost: typedNumber(hint.cost),
        body: hint.body,
      })),
    })),
  }))
  .pipe(labExerciseInputSchema);

export type ExerciseFormValues = z.input<typeof exerciseFormSchema>;
export type ExerciseFormOutput = z.output<typeof exerciseFormSchema>;

export const NEW_STEP: StepFormValues = {
  stepId: null,
  title: '',
  body: '',
  answerKind: 'flag',
  answer: '',
  answerFormat: '',
  caseInsensitive: true,
  hints: [],
};

export const NEW_STEP_HINT: StepHintFormValues = { hintId: null, cost: '0', body: '' };

export const NEW_EXERCISE: ExerciseFormValues = {
  title: '',
  slug: '',
  category: 'web',
  difficulty: 'easy',
  summary: '',
  description: '',
  points: '100',
  xp: '200',
  published: false,
  steps: [NEW_STEP],
};

export const exerciseValues = (exercise: AdminLabExercise): ExerciseFormValues => ({
  title: exercise.title,
  slug: exercise.slug,
  category: exercise.category,
  difficulty: exercise.difficulty,
  summary: exercise.summary,
  description: exercise.description,
  points: String(exercise.points),
  xp: String(exercise.xp),
  published: exercise.published,
  steps: [...exercise.stepList]
    .sort((a, b) => a.position - b.position)
    .map((step) => ({
      stepId: step.id,
      title: step.title,
      body: step.body,
      answerKind: step.answerKind,
      answer: '',
      answerFormat: step.answerFormat ?? '',
      caseInsensitive: step.caseInsensitive,
      hints: step.hints.map((hint) => ({ hintId: hint.id, cost: String(hint.cost), body: hint.body })),
    })),
});
