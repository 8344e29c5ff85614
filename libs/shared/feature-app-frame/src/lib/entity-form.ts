/**
 * Form state for a create/edit form (the admin remote's staff dialogs), kept by react-hook-form (decision 0034): text
 * values in, the zod schema (mirroring the API's) decides what is sent, the API's 422 field errors land on their
 * fields, a 409 (duplicate, wrong state) and any other failure become the red 'Info' toast, and the form is busy
 * while saving.
 */
import { useState, type FormEvent } from 'react';
import { get, type FieldError, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '@akademi-siber/data-access-api';
import { useToast } from '@akademi-siber/ui-design-system';
import { applyServerFieldErrors, useZodForm } from './zod-form';

export function useEntityForm<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, initial: z.input<S>) {
  type V = z.input<S>;
  const toast = useToast();
  const form = useZodForm(schema, initial);
  const [saving, setSaving] = useState(false);
  const values = form.watch();
  const { errors } = form.formState;

  /** The message on a field, by its path (`speakers.0.name`); an array's own message is at its `root`. */
  function error(name: Path<V>): string | undefined {
    const field = get(errors, name) as (FieldError & { root?: FieldError }) | undefined;
    return field?.message ?? field?.root?.message;
  }

  function set<K extends Path<V>>(name: K, value: PathValue<V, K>) {
    form.setValue(name, value);
  }

  /** Props for a TextField / TextAreaField / Select bound to a string value. */
  function text(name: Path<V>) {
    return { ...form.register(name), error: error(name), disabled: saving };
  }

  /** Props for a Checkbox bound to a boolean, or, with the same name on several boxes and a `value` each, a list. */
  function check(name: Path<V>) {
    return { ...form.register(name), disabled: saving };
  }

  /** Validates, then sends the schema's output; resolves true when saved. */
  async function submit(send: (data: z.output<S>) => Promise<unknown>, successMessage: string): Promise<boolean> {
    let saved = false;
    await form.handleSubmit(async (data) => {
      setSaving(true);
      try {
        await send(data);
        toast.show({ title: 'Berhasil', message: successMessage, variant: 'success' });
        saved = true;
      } catch (failure) {
        if (applyServerFieldErrors(form, failure) === 0) toast.show({ message: errorMessage(failure) });
      } finally {
        setSaving(false);
      }
    })();
    return saved;
  }

  /**
   * The `<form onSubmit>` of a create-or-edit dialog: the browser's submit stopped, `submit` as above, then `onSaved`
   * once saved (the dialog closes).
   */
  function onSubmit(send: (data: z.output<S>) => Promise<unknown>, successMessage: string, onSaved: () => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void submit(send, successMessage).then((saved) => {
        if (saved) onSaved();
      });
    };
  }

  return { form, values, set, text, check, error, saving, submit, onSubmit };
}

export type EntityForm<S extends z.ZodType<FieldValues, FieldValues>> = ReturnType<typeof useEntityForm<S>>;
