/** The message of the error every call rejects with once a 401 has ended the session (see client.ts). */
export const SESSION_EXPIRED = 'Session expired';

/**
 * A non-OK reply (other than a session-ending 401). The message keeps the original format
 * `${status}: ${responseText || statusText}` (spec 1 §8), which some screens parse; `status` and the
 * parsed JSON `body` spare everyone else the parsing.
 */
export class ApiError extends Error {
  readonly status: number;
  /** The reply parsed as JSON, or undefined when it was not JSON. */
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/**
 * Checked by shape rather than `instanceof` so that it still holds if a remote ever ends up with its
 * own copy of this module (a Module Federation sharing mistake should not change error messages).
 */
export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof Error &&
    error.name === 'ApiError' &&
    typeof (error as Partial<ApiError>).status === 'number' &&
    'body' in error
  );
}

function textField(body: unknown, key: 'message' | 'details'): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * The server's Spanish explanation of a failed call: `message` of the JSON error body, else its
 * `details`, else `fallback` (network failure, non-JSON reply, or not an API error at all).
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  return textField(error.body, 'message') ?? textField(error.body, 'details') ?? fallback;
}

/**
 * Why a write failed, for its toast: the server's Spanish message, else a hint about the connection.
 * Null when the session expired: the client already toasts that and returns to the login, and a second
 * toast would replace its own.
 */
export function failureReason(error: unknown): string | null {
  if (error instanceof Error && error.message === SESSION_EXPIRED) return null;
  return serverMessage(error, 'Verifique la conexión e intente nuevamente.');
}

/**
 * The description of every failure toast (each remote's `toastFailure(title, error, fallback)`):
 * the server's Spanish message, else `fallback` (no reply, a reply without a reason, or no call at
 * all: `error` null), else the connection hint. Null after a session expiry (see failureReason).
 */
export function failureText(error: unknown, fallback?: string): string | null {
  if (error !== null && failureReason(error) === null) return null;
  return serverMessage(error, fallback ?? 'Verifique la conexión e intente nuevamente.');
}
