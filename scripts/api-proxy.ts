import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { ApiUpstreams } from './api-upstreams';

function badGateway(res: ServerResponse): void {
  res.writeHead(502, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' });
  res.end(JSON.stringify({ code: 'BAD_GATEWAY', message: 'El servidor no está disponible' }));
}

/** Methods whose request has no body and no effect: sent again on another API when one dies. */
const REPEATABLE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Forwards the request (method, headers, body) to one of the APIs, in turn, and streams the answer
 * back. The X-Forwarded-* headers say what this proxy saw, replacing whatever the client sent about
 * itself: the API (TRUST_PROXY naming this proxy) counts logins per client and checks origins by them.
 *
 * A replica that is down must not fail a request another could answer, and a write must never be
 * applied twice: the body is sent only once the connection is made, so a request whose connection
 * is refused never reached an API and goes to the next one, whatever its method. Once it reached
 * one, only a GET, HEAD or OPTIONS is sent again; a write that lost its API answers 502, and its
 * client retries it with its idempotency key (the POS's TEMP number), as after any lost answer.
 */
export function proxyToApi(req: IncomingMessage, res: ServerResponse, upstreams: ApiUpstreams): void {
  const forwarded = {
    'x-forwarded-for': req.socket.remoteAddress ?? '',
    'x-forwarded-host': req.headers.host ?? '',
    'x-forwarded-proto': 'encrypted' in req.socket ? 'https' : 'http',
  };
  const repeatable = REPEATABLE.has(req.method ?? '');
  const tryNext = (remaining: readonly string[]): void => {
    const [apiBase, ...rest] = remaining;
    if (apiBase === undefined) {
      badGateway(res);
      return;
    }
    const target = new URL(req.url ?? '/', apiBase);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    let connected = false;
    const upstream = send(
      target,
      { method: req.method, headers: { ...req.headers, ...forwarded, host: target.host } },
      (answer) => {
        upstreams.answered(apiBase);
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    const sendBody = () => {
      connected = true;
      if (repeatable) upstream.end();
      else req.pipe(upstream);
    };
    upstream.on('socket', (socket) => {
      if (socket.connecting) socket.once('connect', sendBody);
      else sendBody();
    });
    upstream.on('error', () => {
      if (res.headersSent) return void res.destroy();
      if (!connected) upstreams.refused(apiBase);
      if (!connected || repeatable) tryNext(rest);
      else badGateway(res);
    });
  };
  tryNext(upstreams.order());
}
