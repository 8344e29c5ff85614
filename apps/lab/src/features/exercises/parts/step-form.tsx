import { useState } from 'react';
import { errorMessage, type ApiError } from '@akademi-siber/data-access-api';
import { useZodForm } from '@akademi-siber/feature-app-frame/forms';
import { Button, Notice, Stack, TextField } from '@akademi-siber/ui-design-system';
import { labStepAnswerSchema, type LabExerciseStep, type LabStepAnswerResult } from '@akademi-siber/util-contracts';
import { useAnswerLabStepMutation } from '../data/exercises-api';

export interface StepOutcome {
  stepId: number;
  message: string;
  result: LabStepAnswerResult;
}

/**
 * The answer form of the current step. A right answer is reported to the page (the step closes and the next one
 * opens); a wrong one, too many wrong ones (429) or a step answered elsewhere stay here with the API's message.
 */
export function StepForm({
  exerciseSlug,
  step,
  onAnswered,
}: {
  exerciseSlug: string;
  step: LabExerciseStep;
  onAnswered: (outcome: StepOutcome) => void;
}) {
  const form = useZodForm(labStepAnswerSchema, { answer: '' });
  const [answer, { isLoading }] = useAnswerLabStepMutation();
  const [problem, setProblem] = useState<{ tone: 'danger' | 'warning'; message: string } | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { message, data } = await answer({ slug: exerciseSlug, stepId: step.id, answer: values.answer }).unwrap();
      if (data.correct) {
        setProblem(null);
        onAnswered({ stepId: step.id, message, result: data });
      } else {
        setProblem({ tone: 'danger', message });
        form.setFocus('answer');
      }
    } catch (error) {
      setProblem({ tone: (error as ApiError).status === 429 ? 'warning' : 'danger', message: errorMessage(error) });
    }
  });

  const label = step.answerKind === 'flag' ? 'Flag' : 'Jawaban';
  return (
    <Stack as="form" $gap={3} noValidate onSubmit={onSubmit} aria-label={`Jawab langkah ${step.position}`}>
      <TextField
        label={label}
        placeholder={step.answerKind === 'flag' ? 'AKSB{...}' : undefined}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        hint={step.answerFormat ? `Format: ${step.answerFormat}` : undefined}
        error={form.formState.errors.answer?.message}
        {...form.register('answer')}
      />
      <div>
        <Button type="submit" $variant="primary" disabled={isLoading}>
          {isLoading ? 'Memeriksa…' : 'Kirim jawaban'}
        </Button>
      </div>
      {problem && (
        <Notice $tone={problem.tone} role="alert">
          {problem.message}
        </Notice>
      )}
    </Stack>
  );
}
