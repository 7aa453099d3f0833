/**
 * The kinds of failure a command can end in. Each carries a string code and a Spanish message
 * meant for the person at the screen; the command API maps the kind to an HTTP status in one place.
 */
export type ErrorKind =
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'illegal_state'
  | 'unprocessable'
  | 'concurrency'
  | 'rate_limited';

export abstract class DomainError extends Error {
  abstract readonly kind: ErrorKind;
  constructor(
    readonly code: string,
    message: string,
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The input is malformed or breaks a rule that needs no stored state. */
export class ValidationError extends DomainError {
  readonly kind = 'validation';
}

/** Nobody is signed in, or the credentials are wrong. */
export class UnauthorizedError extends DomainError {
  readonly kind = 'unauthorized';
}

/** Signed in, but this role (or this account's state) may not do this. */
export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
}

export class NotFoundError extends DomainError {
  readonly kind = 'not_found';
}

/** The command is well formed but the aggregate's current state does not allow it. */
export class IllegalStateError extends DomainError {
  readonly kind = 'illegal_state';
}

/**
 * Well formed, but the body states facts the server knows otherwise (a price, a total, the tax
 * regime) or names something that cannot be used (an inactive product): 422.
 */
export class UnprocessableError extends DomainError {
  readonly kind = 'unprocessable';
}

/** Someone else changed the same aggregate first; retrying with fresh state may succeed. */
export class ConcurrencyError extends DomainError {
  readonly kind = 'concurrency';
}

/** Too many attempts: refused until `details.retryAfterSeconds` have passed. */
export class RateLimitedError extends DomainError {
  readonly kind = 'rate_limited';
}
