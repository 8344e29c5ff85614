/**
 * A form that saves in place and says so (the member's and the staff's profile): on submit it sends the values, puts
 * the form back to what the API answered, and keeps the outcome for a notice — the API's message, or its field
 * errors on their fields with a general line.
 */
import { useState, type FormEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { errorMessage } from '@akademi-siber/data-access-api';
import { applyServerFieldErrors } from './zod-form';

export type SaveOutcome = { tone: 'success' | 'danger'; text: string } | null;

export function useSavedForm<V extends FieldValues, O extends FieldValues, A>(
  form: UseFormReturn<V, unknown, O>,
  send: (values: O) => Promise<{ message: string; data: A }>,
  valuesOf: (answer: A) => V,
) {
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const save = form.handleSubmit(async (values) => {
    try {
      const answer = await send(values);
      form.reset(valuesOf(answer.data));
      setOutcome({ tone: 'success', text: answer.message });
    } catch (failure) {
      setOutcome({
        tone: 'danger',
        text: applyServerFieldErrors(form, failure) > 0 ? 'Periksa lagi isian yang ditandai.' : errorMessage(failure),
      });
    }
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setOutcome(null);
    void save(event);
  };
  return { outcome, onSubmit };
}
