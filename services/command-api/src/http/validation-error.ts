import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

export interface ValidationIssue {
  readonly path: string;
  readonly message: string;
}

/**
 * A request that failed its route schema, told the way every 400 is: the first Spanish message, and
 * every issue by field so a form can mark each one. Null when the error is not a schema failure.
 */
export function schemaValidationFailure(
  error: unknown,
): { message: string; issues: ValidationIssue[] } | null {
  if (!hasZodFastifySchemaValidationErrors(error)) return null;
  const issues = error.validation.map((issue) => ({
    path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    message: issue.message ?? 'Dato inválido',
  }));
  // The body itself is not an object: say so instead of zod's generic type message (a rule over the
  // whole body, such as 'at least one field', also sits at the root but keeps its own message).
  const notAnObject = error.validation.some((i) => i.instancePath === '/' && i.keyword === 'invalid_type');
  if (notAnObject && error.validationContext === 'body') {
    return { message: 'El cuerpo de la solicitud debe ser un objeto JSON', issues };
  }
  return { message: issues[0]?.message ?? 'Datos inválidos', issues };
}
