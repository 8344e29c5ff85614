/**
 * Form state for the staff's create/edit forms: text values in, the zod schema (mirroring the API's) decides
 * what is sent, the API's 422 field errors land on their fields, a 409 (duplicate, wrong state) and any other
 * failure become the red 'Info' toast, and the form is busy while saving.
 */
import { useState } from 'react';
import type { z } from 'zod';
import { apiFieldErrors, schemaFieldErrors, type ApiError, type FieldErrors } from '@akademi-siber/data-access-api';
import { useToast } from '@akademi-siber/ui-design-system';

export function useEntityForm<V extends object, S extends z.ZodType>(schema: S, initial: V) {
  const toast = useToast();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  function set<K extends keyof V>(name: K, value: V[K]) {
    setValues((current) => ({ ...current, [name]: value }));
  }

  /** Props for a TextField / TextAreaField / Select bound to a string value. */
  function text(name: keyof V & string) {
    return {
      name,
      value: String(values[name] ?? ''),
      error: errors[name],
      disabled: saving,
      onChange: (event: { target: { value: string } }) => set(name, event.target.value as V[typeof name]),
    };
  }

  function reset(next: V) {
    setValues(next);
    setErrors({});
  }

  /** Validates, then sends the schema's output; resolves true when saved. */
  async function submit(send: (data: z.output<S>) => Promise<unknown>, successMessage: string): Promise<boolean> {
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      // Top-level fields keep their first message; nested ones (a speaker's name) are also kept by full path.
      const nested: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const path = issue.path.map(String).join('.');
        if (issue.path.length > 1 && !(path in nested)) nested[path] = issue.message;
      }
      setErrors({ ...nested, ...schemaFieldErrors(parsed.error.issues) });
      return false;
    }
    setErrors({});
    setSaving(true);
    try {
      await send(parsed.data);
      toast.show({ title: 'Berhasil', message: successMessage, variant: 'success' });
      return true;
    } catch (failure) {
      const error = failure as ApiError;
      const fields = apiFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) toast.show({ message: error.message });
      return false;
    } finally {
      setSaving(false);
    }
  }

  return { values, set, text, errors, setErrors, saving, submit, reset };
}
