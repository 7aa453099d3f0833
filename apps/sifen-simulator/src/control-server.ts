import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { ResultState } from './codes';
import type { SimulatorHooks } from './hooks';
import type { SimulatorStore } from './store';

const STATES: readonly ResultState[] = ['Aprobado', 'Aprobado con observación', 'Rechazado'];

async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/**
 * The hooks over plain HTTP for browser tests and manual use, listening on 127.0.0.1 only:
 * POST /force {cdc, code, message, state?}, /delay {ms}, /drop {count?}, /fail {count?}, /reset;
 * GET /documents lists what the simulator stored.
 */
export function createControlServer(hooks: SimulatorHooks, store: SimulatorStore): Server {
  return createServer((req, res) => {
    const reply = (status: number, body: unknown = { ok: true }) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const route = `${req.method} ${new URL(req.url ?? '/', 'http://127.0.0.1').pathname}`;
    if (route === 'GET /documents') {
      const documents = [...store.documents.values()].map((d) => ({
        cdc: d.cdc,
        state: d.state,
        protocol: d.protocol,
        cancelled: d.cancelled,
        approvedAt: d.approvedAt.toISOString(),
      }));
      return reply(200, { documents, lots: store.lots.size, inutilized: store.inutilized });
    }
    jsonBody(req)
      .then((body) => {
        const count = typeof body.count === 'number' ? body.count : 1;
        switch (route) {
          case 'POST /force':
            if (typeof body.cdc !== 'string' || typeof body.code !== 'string' || !/^\d{4}$/.test(body.code)) {
              return reply(400, { error: 'Se requieren cdc y code (cuatro dígitos)' });
            }
            if (body.state !== undefined && !STATES.includes(body.state as ResultState)) {
              return reply(400, { error: `state debe ser uno de: ${STATES.join(', ')}` });
            }
            hooks.forceResult(body.cdc, {
              code: body.code,
              message: typeof body.message === 'string' ? body.message : `Resultado forzado ${body.code}`,
              state: body.state as ResultState | undefined,
            });
            return reply(200);
          case 'POST /delay':
            hooks.delayAnswers(Number(body.ms ?? 0));
            return reply(200);
          case 'POST /drop':
            hooks.dropConnections(count);
            return reply(200);
          case 'POST /fail':
            hooks.failWith503(count);
            return reply(200);
          case 'POST /reset':
            hooks.reset();
            store.reset();
            return reply(200);
          default:
            return reply(404, { error: 'Ruta desconocida' });
        }
      })
      .catch(() => reply(400, { error: 'JSON inválido' }));
  });
}
