import { isApiError } from '@lavadero/ui/api/api-error';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

interface Issue {
  readonly path: readonly PropertyKey[] | string;
  readonly message: string;
}

/**
 * Puts the server's validation issues (a 400 with `issues`) under the form's fields, so a refusal the
 * browser could not foresee (e.g. a wrong certificate password) shows where the person looks.
 */
export function applyServerIssues<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): void {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return;
  const issues = (error.body as { issues?: unknown }).issues;
  if (!Array.isArray(issues)) return;
  for (const issue of issues as Issue[]) {
    const field = String(typeof issue.path === 'string' ? issue.path.split('.')[0] : issue.path[0]);
    // A field the form does not show keeps its message in the toast only.
    if (field) setError(field as Path<T>, { message: issue.message });
  }
}
