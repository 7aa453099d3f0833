// @vitest-environment happy-dom
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, renderHook } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToast } from '../hooks/use-toast';
import { isApiError, serverMessage } from './api-error';
import { apiRequest, getQueryFn, queryKeyToPath, SESSION_EXPIRY_REDIRECT_MS } from './client';
import { createQueryClient } from './query-client';
import { onSessionEnd } from './session-expiry';

// A real HTTP server on an ephemeral port; the page (happy-dom) is pointed at its origin so the client's
// relative paths and same-origin cookies work as in the browser.
type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
const seen: Seen[] = [];

function reply(res: ServerResponse, status: number, body: string, contentType?: string): void {
  res.writeHead(status, contentType ? { 'Content-Type': contentType } : {});
  res.end(body);
}

const routes: Record<string, (req: IncomingMessage, res: ServerResponse, body: string) => void> = {
  '/echo': (req, res, body) =>
    reply(
      res,
      200,
      JSON.stringify({ method: req.method, body: body ? JSON.parse(body) : null }),
      'application/json',
    ),
  '/login-cookie': (_req, res) => {
    res.writeHead(200, { 'Set-Cookie': 'sid=abc; Path=/', 'Content-Type': 'application/json' });
    res.end('{"ok":true}');
  },
  '/no-content': (_req, res) => reply(res, 204, ''),
  '/plain': (_req, res) => reply(res, 200, 'hola', 'text/plain'),
  '/empty-json': (_req, res) => reply(res, 200, '', 'application/json'),
  '/bad-json': (_req, res) => reply(res, 200, '{oops', 'application/json; charset=utf-8'),
  '/boom': (_req, res) => reply(res, 500, 'Algo falló', 'text/plain'),
  '/boom-empty': (_req, res) => reply(res, 500, ''),
  '/invalid': (_req, res) =>
    reply(
      res,
      400,
      JSON.stringify({
        code: 'VALIDATION_ERROR',
        message: 'Datos inválidos',
        details: 'username: requerido',
      }),
      'application/json',
    ),
  '/details-only': (_req, res) =>
    reply(res, 409, JSON.stringify({ details: 'Ya existe' }), 'application/json'),
  '/unauthorized': (_req, res) =>
    reply(
      res,
      401,
      JSON.stringify({ code: 'INVALID_CREDENTIALS', message: 'Usuario o contraseña incorrectos' }),
      'application/json',
    ),
  '/forbidden': (_req, res) =>
    reply(res, 403, JSON.stringify({ code: 'FORBIDDEN', message: 'No' }), 'application/json'),
  '/api/sales/12/full': (_req, res) => reply(res, 200, '{"id":12}', 'application/json'),
};

let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const route = routes[req.url ?? ''];
      if (route) route(req, res, body);
      else reply(res, 404, 'Not Found');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
    `http://127.0.0.1:${port}/`,
  );
});

afterAll(() => {
  server.close();
});

beforeEach(() => {
  seen.length = 0;
});

const queryClient = createQueryClient();

afterEach(() => {
  vi.useRealTimers();
  queryClient.clear();
});

const lastRequest = (): Seen => seen.at(-1) as Seen;

/** The part of react-query's QueryFunctionContext that getQueryFn reads. */
const context = (queryKey: unknown[]) =>
  ({ queryKey, signal: new AbortController().signal, meta: undefined, client: queryClient }) as never;

describe('apiRequest', () => {
  it('sends JSON with a content type only when there is a body', async () => {
    const result = await apiRequest<{ method: string; body: unknown }>('POST', '/echo', { a: 1 });
    expect(result).toEqual({ method: 'POST', body: { a: 1 } });
    expect(lastRequest().headers['content-type']).toBe('application/json');

    await apiRequest('GET', '/echo');
    expect(lastRequest().headers['content-type']).toBeUndefined();
  });

  it('includes credentials: the session cookie goes along', async () => {
    await apiRequest('POST', '/login-cookie', {});
    await apiRequest('GET', '/echo');
    expect(lastRequest().headers.cookie).toContain('sid=abc');
  });

  it('gives nothing for DELETE, 204, empty, non-JSON and unparsable replies', async () => {
    expect(await apiRequest('DELETE', '/echo')).toBeUndefined();
    expect(await apiRequest('POST', '/no-content')).toBeUndefined();
    expect(await apiRequest('GET', '/plain')).toBeUndefined();
    expect(await apiRequest('GET', '/empty-json')).toBeUndefined();
    expect(await apiRequest('GET', '/bad-json')).toBeUndefined();
  });

  it("fails with '{status}: {text}' and keeps the status and parsed body", async () => {
    const error = await apiRequest('GET', '/boom').catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect((error as Error).message).toBe('500: Algo falló');

    const empty = await apiRequest('GET', '/boom-empty').catch((e: unknown) => e);
    expect((empty as Error).message).toBe('500: Internal Server Error');

    const invalid = await apiRequest('POST', '/invalid', {}).catch((e: unknown) => e);
    expect(isApiError(invalid) && invalid.status).toBe(400);
    expect((invalid as Error).message).toContain('400: {"code":"VALIDATION_ERROR"');
    expect(serverMessage(invalid, 'fallback')).toBe('Datos inválidos');
  });

  it('serverMessage falls back to details, then to the given text', async () => {
    const conflict = await apiRequest('POST', '/details-only', {}).catch((e: unknown) => e);
    expect(serverMessage(conflict, 'x')).toBe('Ya existe');
    const plain = await apiRequest('GET', '/boom').catch((e: unknown) => e);
    expect(serverMessage(plain, 'No se pudo')).toBe('No se pudo');
    expect(serverMessage(new TypeError('Failed to fetch'), 'No se pudo')).toBe('No se pudo');
  });

  it('leaves a 401 to the caller when asked (login: wrong password is not an expired session)', async () => {
    const ended = vi.fn();
    const off = onSessionEnd(ended);
    const { result } = renderHook(() => useToast());
    act(() => result.current.dismiss());
    const before = result.current.toasts.filter((t) => t.open).length;

    const error = await apiRequest(
      'POST',
      '/unauthorized',
      { username: 'a' },
      { expireSessionOn401: false },
    ).catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(401);
    expect(serverMessage(error, 'x')).toBe('Usuario o contraseña incorrectos');
    expect(result.current.toasts.filter((t) => t.open)).toHaveLength(before);
    off();
    expect(ended).not.toHaveBeenCalled();
  });
});

describe('session expiry (401 on any call)', () => {
  it("toasts, fails with 'Session expired' and ends the session after 1500 ms", async () => {
    const ended = vi.fn();
    const off = onSessionEnd(ended);
    const { result } = renderHook(() => useToast());

    vi.useFakeTimers({ toFake: ['setTimeout'] });
    // act(): the toast store updates the rendered hook while the calls settle.
    const [first, second] = await act(() =>
      Promise.allSettled([
        apiRequest('GET', '/unauthorized'),
        getQueryFn({ on401: 'throw' })(context(['/unauthorized'])),
      ]),
    );
    expect(first).toMatchObject({ status: 'rejected', reason: new Error('Session expired') });
    expect(second).toMatchObject({ status: 'rejected', reason: new Error('Session expired') });

    const visible = result.current.toasts.filter((t) => t.open);
    expect(visible).toHaveLength(1);
    expect(visible[0]).toMatchObject({
      variant: 'destructive',
      title: 'Sesión expirada',
      description: 'Tu sesión ha expirado. Por favor, inicia sesión nuevamente',
    });

    vi.advanceTimersByTime(SESSION_EXPIRY_REDIRECT_MS - 1);
    expect(ended).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    // Two failing calls, one redirect.
    expect(ended).toHaveBeenCalledTimes(1);
    off();
  });

  it("falls back to a full page load of '/' when no handler is registered", async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    await apiRequest('GET', '/unauthorized').catch(() => {});
    vi.advanceTimersByTime(SESSION_EXPIRY_REDIRECT_MS);
    expect(assign).toHaveBeenCalledWith('/');
    assign.mockRestore();
  });
});

describe('getQueryFn', () => {
  it('reads with GET, no browser cache and a no-cache header', async () => {
    const data = await getQueryFn({ on401: 'throw' })(context(['/api/sales', 12, 'full']));
    expect(data).toEqual({ id: 12 });
    expect(lastRequest()).toMatchObject({ method: 'GET', url: '/api/sales/12/full' });
    expect(lastRequest().headers['cache-control']).toBe('no-cache');
  });

  it("'returnNull' reads 401 and 403 as nothing, without ending the session", async () => {
    const ended = vi.fn();
    const off = onSessionEnd(ended);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    expect(await getQueryFn({ on401: 'returnNull' })(context(['/unauthorized']))).toBeNull();
    expect(await getQueryFn({ on401: 'returnNull' })(context(['/forbidden']))).toBeNull();
    vi.advanceTimersByTime(SESSION_EXPIRY_REDIRECT_MS * 2);
    expect(ended).not.toHaveBeenCalled();
    off();
  });

  it('fails like apiRequest on other errors', async () => {
    await expect(getQueryFn({ on401: 'throw' })(context(['/boom']))).rejects.toThrow('500: Algo falló');
    await expect(getQueryFn({ on401: 'returnNull' })(context(['/boom']))).rejects.toThrow('500: Algo falló');
  });

  it('builds the path from the key', () => {
    expect(queryKeyToPath(['/api/work-orders', 7, 'items'])).toBe('/api/work-orders/7/items');
  });
});

describe('createQueryClient defaults', () => {
  it('has no retry, never-stale data, no refetch on focus and no polling', () => {
    const { queries, mutations } = queryClient.getDefaultOptions();
    expect(queries?.retry).toBe(false);
    expect(queries?.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchInterval).toBe(false);
    expect(mutations?.retry).toBe(false);
  });
});
