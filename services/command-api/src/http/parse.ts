import { ValidationError } from '@lavadero/domain/shared/errors';
import type { z } from 'zod';

/**
 * Validates input at the edge. A missing body is read as `{}` so the person sees which fields are
 * required instead of a message about the body itself.
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  if (input !== undefined && input !== null && (typeof input !== 'object' || Array.isArray(input))) {
    throw new ValidationError('VALIDATION_ERROR', 'El cuerpo de la solicitud debe ser un objeto JSON');
  }
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  const first = issues[0]?.message ?? 'Datos inválidos';
  throw new ValidationError('VALIDATION_ERROR', first, { issues });
}
