/**
 * The quiz and question forms: the text as typed, reshaped and piped into the API's own schemas
 * (`assessmentInputSchema`, `questionInputSchema`, util-contracts), so the forms' messages are the API's
 * (decision 0034). Numbers are typed as text; a blank or unreadable one goes on as NaN for the schema to name.
 */
import { z } from 'zod';
import {
  assessmentInputSchema,
  questionInputSchema,
  type AuthoredAssessment,
  type AuthoredQuestion,
  type QuestionType,
} from '@akademi-siber/util-contracts';

const typedNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

export const assessmentFormSchema = z
  .object({
    title: z.string(),
    timeLimitMinutes: z.string(),
    attemptLimit: z.string(),
    passingScore: z.string(),
    shuffle: z.boolean(),
  })
  .transform((form) => ({
    title: form.title,
    timeLimitMinutes: typedNumber(form.timeLimitMinutes),
    attemptLimit: typedNumber(form.attemptLimit),
    passingScore: typedNumber(form.passingScore),
    shuffle: form.shuffle,
  }))
  .pipe(assessmentInputSchema);

export type AssessmentFormValues = z.input<typeof assessmentFormSchema>;
export const ASSESSMENT_FIELDS = ['title', 'timeLimitMinutes', 'attemptLimit', 'passingScore', 'shuffle'] as const;

export function assessmentValues(
  assessment: AuthoredAssessment | null,
  title: string,
  tries = 3,
): AssessmentFormValues {
  return {
    title: assessment?.title ?? title,
    timeLimitMinutes: String(assessment?.timeLimitMinutes ?? 30),
    attemptLimit: String(assessment?.attemptLimit ?? tries),
    passingScore: String(assessment?.passingScore ?? 70),
    shuffle: assessment?.shuffle ?? true,
  };
}

export const QUESTION_TYPE_LABELS: Readonly<Record<QuestionType, string>> = {
  single: 'Pilihan tunggal',
  multiple: 'Pilihan ganda',
  short: 'Isian singkat',
};

export const questionFormSchema = z
  .object({
    type: z.enum(['single', 'multiple', 'short']),
    prompt: z.string(),
    explanation: z.string(),
    points: z.string(),
    options: z.array(z.object({ id: z.number().optional(), text: z.string(), isCorrect: z.boolean() })),
    acceptedAnswers: z.array(z.object({ value: z.string() })),
  })
  .transform((form) => ({
    type: form.type,
    prompt: form.prompt,
    explanation: form.explanation,
    points: typedNumber(form.points),
    options:
      form.type === 'short'
        ? []
        : form.options.map(({ id, text, isCorrect }) =>
            id === undefined ? { text, isCorrect } : { id, text, isCorrect },
          ),
    // An empty extra box is not an answer.
    acceptedAnswers:
      form.type === 'short' ? form.acceptedAnswers.map((answer) => answer.value).filter((value) => value.trim()) : [],
  }))
  .pipe(questionInputSchema);

export type QuestionFormValues = z.input<typeof questionFormSchema>;
export const QUESTION_FIELDS = ['type', 'prompt', 'explanation', 'points', 'options', 'acceptedAnswers'] as const;

const blankOption = () => ({ text: '', isCorrect: false });

export function questionValues(question: AuthoredQuestion | null): QuestionFormValues {
  if (!question)
    return {
      type: 'single',
      prompt: '',
      explanation: '',
      points: '10',
      options: [{ text: '', isCorrect: true }, blankOption(), blankOption(), blankOption()],
      acceptedAnswers: [{ value: '' }],
    };
  return {
    type: question.type,
    prompt: question.prompt,
    explanation: question.explanation,
    points: String(question.points),
    options:
      question.type === 'short' ? [blankOption(), blankOption()] : question.options.map((option) => ({ ...option })),
    acceptedAnswers: question.type === 'short' ? question.acceptedAnswers.map((value) => ({ value })) : [{ value: '' }],
  };
}
