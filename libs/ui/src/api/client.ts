// Through the package name, not '../hooks/use-toast': see components/toaster.tsx for why.
import { toast } from '@lavadero/ui/hooks/use-toast';
import type { QueryFunction } from '@tanstack/react-query';
import { ApiError, SESSION_EXPIRED } from './api-error';
import { endSession } from './session-expiry';

/**
 * The one HTTP client of every frontend (spec 1 §7 "Shared request behaviour", §8 error catalogue).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /**
   * Whether a 401 ends the session (default true). The login call turns it off: its 401 means
   * "wrong password", not "your session expired". Logout turns it off too, to handle 401 itself.
   */
  expireSessionOn401?: boolean;
  signal?: AbortSignal;
}

/** Delay between the 'Sesión expirada' toast and the return to the login (spec 1 §9). */
export const SESSION_EXPIRY_REDIRECT_MS = 1500;

let redirectPending = false;

/**
 * 401 on any call: tell the user and, after 1.5 s, end the session (the shell's handler forgets every
 * cached answer, the remotes' included, and shows the login at '/').
 */
function expireSession(): Error {
  // Several calls failing together must give one toast and one redirect.
  if (!redirectPending) {
    redirectPending = true;
    toast({
      variant: 'destructive',
      title: 'Sesión expirada',
      description: 'Tu sesión ha expirado. Por favor, inicia sesión nuevamente',
    });
    setTimeout(() => {
      redirectPending = false;
      endSession();
    }, SESSION_EXPIRY_REDIRECT_MS);
  }
  return new Error(SESSION_EXPIRED);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function failure(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  return new ApiError(res.status, `${res.status}: ${text || res.statusText}`, parseJson(text));
}

/** DELETE, 204, and empty or non-JSON replies give nothing; so does JSON that fails to parse. */
async function readResult(method: string, res: Response): Promise<unknown> {
  if (method === 'DELETE' || res.status === 204) return undefined;
  const contentType = res.headers.get('content-type') ?? '';
  if (!contentType.includes('application/json')) return undefined;
  const text = await res.text();
  return text === '' ? undefined : parseJson(text);
}

/**
 * Sends one call. JSON content type only when there is a body; the session cookie always goes along.
 * Resolves to the parsed JSON reply, or undefined (see readResult). Rejects with Error('Session expired')
 * on a 401 (after starting the session-expiry sequence) and with an ApiError on any other non-OK status.
 */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T | undefined> {
  const hasBody = body !== undefined;
  const res = await fetch(path, {
    method,
    headers: hasBody ? { 'Content-Type': 'application/json' } : {},
    body: hasBody ? JSON.stringify(body) : undefined,
    credentials: 'include',
    signal: options.signal,
  });
  if (res.status === 401 && options.expireSessionOn401 !== false) throw expireSession();
  if (!res.ok) throw await failure(res);
  return (await readResult(method, res)) as T | undefined;
}

/**
 * 'returnNull': a 401 or 403 reads as "nothing" (null) instead of failing; used for the current user,
 * where 401 simply means "not signed in". 'throw': the default, where 401 ends the session.
 */
export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The query key is the path: ['/api/sales', 12, 'full'] reads GET /api/sales/12/full. */
export function queryKeyToPath(queryKey: readonly unknown[]): string {
  return queryKey.filter((part) => typeof part === 'string' || typeof part === 'number').join('/');
}

/** Reads: GET on the key's path, never from the browser cache. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKeyToPath(queryKey), {
      credentials: 'include',
      cache: 'no-store',
      headers: { 'Cache-Control': 'no-cache' },
      signal,
    });
    if (on401 === 'returnNull' && (res.status === 401 || res.status === 403)) return null as T;
    if (res.status === 401) throw expireSession();
    if (!res.ok) throw await failure(res);
    // react-query forbids undefined as data: an empty reply reads as null.
    return ((await readResult('GET', res)) ?? null) as T;
  };
}
