import { isApiError } from '@lavadero/ui/api/api-error';

/** One message per field, the first one found, keyed by the field's name. */
export type FieldErrors = Partial<Record<string, string>>;

interface Issue {
  readonly path: readonly PropertyKey[] | string;
  readonly message: string;
}

/** zod issues (browser) or the server's `issues` (path as 'a.b') as the messages under each field. */
export function toFieldErrors(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(typeof issue.path === 'string' ? issue.path.split('.')[0] : issue.path[0]);
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/** Server refusals that belong to one field, so the form can show them where the person looks. */
const FIELD_OF_CODE: Readonly<Record<string, string>> = {
  DOCUMENT_TAKEN: 'docNumero',
  INVALID_RUC: 'docNumero',
  PLATE_TAKEN: 'placa',
  CUSTOMER_NOT_FOUND: 'customerId',
};

/** The field errors a failed write carries: its validation issues, or a refusal tied to one field. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return {};
  const body = error.body as { code?: unknown; message?: unknown; issues?: unknown };
  if (Array.isArray(body.issues)) return toFieldErrors(body.issues as Issue[]);
  const field = typeof body.code === 'string' ? FIELD_OF_CODE[body.code] : undefined;
  return field && typeof body.message === 'string' ? { [field]: body.message } : {};
}
