/**
 * Field-level messages for forms, from both sides of the same zod schema: the form's own `safeParse` before
 * sending, and the API's 422 answer after (`data.errors` = `[{ path, message }]`; a bare list is read too).
 * Each field keeps its first message, the one the user should fix first.
 */
import type { ApiError } from './base-query';

export type FieldErrors = Record<string, string>;

interface FieldIssue {
  path: string;
  message: string;
}

function isFieldIssue(value: unknown): value is FieldIssue {
  return (
    !!value &&
    typeof value === 'object' &&
    typeof (value as FieldIssue).path === 'string' &&
    typeof (value as FieldIssue).message === 'string'
  );
}

function firstPerField(issues: readonly FieldIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.split('.')[0] ?? '';
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** The 422 field errors of an API answer; empty for any other failure. */
export function apiFieldErrors(error: ApiError | null | undefined): FieldErrors {
  if (!error || error.status !== 422) return {};
  const body = error.data as { data?: unknown } | undefined;
  const data = body?.data;
  const list = Array.isArray(data)
    ? data
    : Array.isArray((data as { errors?: unknown } | null)?.errors)
      ? (data as { errors: unknown[] }).errors
      : [];
  return firstPerField(list.filter(isFieldIssue));
}

/** The issues of a failed `schema.safeParse(...)` (zod's `error.issues`), one message per top-level field. */
export function schemaFieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  return firstPerField(issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })));
}
