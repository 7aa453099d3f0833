import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../api/api-error';
import { type FieldIssue, firstIssuePerField } from './field-issues';

/**
 * The messages a refused write carries, per top-level field: its validation `issues` (the route schema's,
 * path as 'a.b' or a list), or a refusal whose `code` the screen ties to one field (`fieldOfCode`).
 */
export function serverFieldErrors(
  error: unknown,
  fieldOfCode: Readonly<Record<string, string>> = {},
): Record<string, string> {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return {};
  const body = error.body as { code?: unknown; message?: unknown; issues?: unknown };
  if (Array.isArray(body.issues)) return firstIssuePerField(body.issues as FieldIssue[]);
  const field = typeof body.code === 'string' ? fieldOfCode[body.code] : undefined;
  return field && typeof body.message === 'string' ? { [field]: body.message } : {};
}

/** Puts a refused write's field messages under the form's fields, where the person looks. */
export function showServerErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  error: unknown,
  fieldOfCode?: Readonly<Record<string, string>>,
): void {
  for (const [field, message] of Object.entries(serverFieldErrors(error, fieldOfCode))) {
    setError(field as FieldPath<Values>, { type: 'server', message });
  }
}
