/**
 * `useZodForm` is `useForm` with the one zod schema the API also uses and the settings every form shares;
 * `applyServerFieldErrors` puts an API 422's field messages on the form's fields (decision 0034).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormSetError,
} from 'react-hook-form';
import type { z } from 'zod';
import { apiFieldErrors, type ApiError } from '@akademi-siber/data-access-api';

/**
 * A form whose values are the schema's input and whose submit handler receives the schema's output (trimmed,
 * numbers parsed, …). Errors stay as they are until the next submit (no re-validation while typing) and the
 * focus stays where it is, as the forms behaved before the move to react-hook-form.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, defaultValues: z.input<S>) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema) as Resolver<z.input<S>, unknown, z.output<S>>,
    defaultValues: defaultValues as DefaultValues<z.input<S>>,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
}

/**
 * Sets the field errors of an API 422 (`data.errors` = `[{ path, message }]`, the first message per top-level
 * field) on the form, limited to `fields` when given. Returns how many were set: 0 for any other failure, which
 * the page then shows as its toast or notice.
 */
export function applyServerFieldErrors<V extends FieldValues>(
  form: { setError: UseFormSetError<V> },
  error: unknown,
  fields?: readonly Path<V>[],
): number {
  let count = 0;
  for (const [field, message] of Object.entries(apiFieldErrors(error as ApiError))) {
    if (fields && !fields.includes(field as Path<V>)) continue;
    form.setError(field as Path<V>, { type: 'server', message });
    count += 1;
  }
  return count;
}
