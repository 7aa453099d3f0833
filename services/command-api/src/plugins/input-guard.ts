import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '@lavadero/contracts/storable-text';
import { ValidationError } from '@lavadero/domain/shared/errors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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
    app.addHook('preValidation', async (request) => {
      if ([request.params, request.query, request.body].some(hasUnstorableText)) {
        throw new ValidationError('UNSTORABLE_TEXT', UNSTORABLE_TEXT_MESSAGE);
      }
    });
  },
  { name: 'input-guard' },
);
