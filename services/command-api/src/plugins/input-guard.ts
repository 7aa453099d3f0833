import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '@lavadero/contracts/storable-text';
import { ValidationError } from '@lavadero/domain/shared/errors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonDepth, MAX_JSON_DEPTH } from '../http/json-depth';

/** True when a string anywhere in the value (keys included) cannot be stored. */
export function hasUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return !isStorableText(value);
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some(hasUnstorableText);
  return Object.entries(value).some(([key, v]) => !isStorableText(key) || hasUnstorableText(v));
}

/**
 * A NUL or a lone surrogate, left through, surfaces as a 500 deep in an append (after a claim may
 * already be taken) with the failing data in the error. Refused here for every route, in params,
 * query and body, before validation and before any handler runs.
 */
export default fp(
  async function inputGuard(app: FastifyInstance) {
    // Fastify's own parser (prototype poisoning refused as before), behind two checks of its own:
    // nesting too deep for any honest body (it would overflow a recursive step later: a 500), and a
    // body that is not an object or array (`null` was taken for `{}` by routes with optional fields).
    const parse = app.getDefaultJsonParser('error', 'error');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body as string;
      if (jsonDepth(text) > MAX_JSON_DEPTH) {
        done(
          new ValidationError('JSON_TOO_DEEP', 'El cuerpo de la solicitud está anidado demasiado profundo'),
        );
        return;
      }
      parse(request, text, (error, value) => {
        if (error) return done(error);
        if (value === null || typeof value !== 'object') {
          return done(
            new ValidationError('BODY_NOT_OBJECT', 'El cuerpo de la solicitud debe ser un objeto JSON'),
          );
        }
        done(null, value);
      });
    });
    app.addHook('preValidation', async (request) => {
      if ([request.params, request.query, request.body].some(hasUnstorableText)) {
        throw new ValidationError('UNSTORABLE_TEXT', UNSTORABLE_TEXT_MESSAGE);
      }
    });
  },
  { name: 'input-guard' },
);
