import type { ErrorBody } from '@lavadero/contracts/auth';
import { isDatabaseUnavailable } from '@lavadero/database/database-unavailable';
import { DomainError, type ErrorKind } from '@lavadero/domain/shared/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { schemaValidationFailure } from '../http/validation-error';
import { isRedisUnavailable } from './shared-limits-redis';
import { StoredNotYetReadable } from './stored-not-yet-readable';

/** The one place where a kind of failure becomes an HTTP status. */
const STATUS_BY_KIND: Record<ErrorKind, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  illegal_state: 409,
  unprocessable: 422,
  concurrency: 412,
  rate_limited: 429,
};

/** Fastify's own request errors, told in Spanish. */
const FASTIFY_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'El cuerpo de la solicitud no es un JSON válido' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'El cuerpo de la solicitud está vacío' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'El cuerpo de la solicitud es demasiado grande' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Tipo de contenido no soportado: envíe JSON' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Longitud de contenido inválida' },
};

const DATABASE_RETRY_AFTER_SECONDS = 3;
const DATABASE_UNAVAILABLE_MESSAGE =
  'Sin conexión con la base de datos en este momento. Si estaba guardando algo, no se pudo confirmar: intente nuevamente en unos segundos.';

export function errorBody(code: string, message: string, extra: Record<string, unknown> = {}): ErrorBody {
  return { code, message, details: message, ...extra };
}

export default fp(
  async function errorHandling(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError | Error, request, reply) => {
      // Stored, not readable yet (e.g. a retry of a write whose read models are still behind).
      if (error instanceof StoredNotYetReadable) {
        const body = error.body(request.method, request.url, request.routeOptions.config.createdUnder);
        return reply.status(202).header('location', body.location).send(body);
      }
      if (error instanceof DomainError) {
        const retryAfter = error.details?.retryAfterSeconds;
        if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
        return reply
          .status(STATUS_BY_KIND[error.kind])
          .send(errorBody(error.code, error.message, error.details));
      }
      const invalid = schemaValidationFailure(error);
      if (invalid) {
        return reply
          .status(400)
          .send(errorBody('VALIDATION_ERROR', invalid.message, { issues: invalid.issues }));
      }
      const known = 'code' in error ? FASTIFY_ERRORS[error.code] : undefined;
      if (known)
        return reply
          .status(known.status)
          .send(errorBody(String((error as FastifyError).code), known.message));
      const status = (error as FastifyError).statusCode;
      if (status !== undefined && status >= 400 && status < 500) {
        return reply.status(status).send(errorBody('BAD_REQUEST', 'Solicitud inválida'));
      }
      // The database is away (restarting, connection dropped): the request may be repeated as it is.
      // A write may have been stored before the connection dropped, so this never says it failed: a
      // sale's retry with the same TEMP number finds it.
      if (isDatabaseUnavailable(error) || isRedisUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        return reply
          .status(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send(errorBody('DATABASE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE));
      }
      // A 5xx never shows its internal message: it is logged with the request id instead.
      request.log.error({ err: error }, 'unhandled error');
      return reply
        .status(500)
        .send(errorBody('INTERNAL_ERROR', 'Error interno del servidor. Intente nuevamente.'));
    });
  },
  { name: 'errors' },
);
