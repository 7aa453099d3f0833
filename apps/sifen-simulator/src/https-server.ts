import { X509Certificate } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import { basename, join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import type { SimulatorCertificates } from './certificates';
import { certificateRuc } from './checks/signature';
import { handleSoap } from './handle-request';
import type { SimulatorHooks } from './hooks';
import { SERVICES } from './services/all';
import type { ServiceContext } from './services/service';
import { WSDL_DIR } from './sifen-files';

export type RequestContext = Omit<ServiceContext, 'clientRuc'>;

const MAX_BODY = 11 * 1024 * 1024;

function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    req.on('end', () => resolve(size <= MAX_BODY ? Buffer.concat(chunks) : undefined));
    req.on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The RUC of the client certificate the TLS handshake accepted (mTLS already vouched for it). */
function clientRuc(req: IncomingMessage): string | undefined {
  const raw = (req.socket as TLSSocket).getPeerCertificate().raw;
  return raw ? certificateRuc(new X509Certificate(raw)) : undefined;
}

/**
 * HTTPS with mutual TLS: only client certificates signed by the simulator's CA get a handshake.
 * POST to a service path ending in .wsdl is SOAP; GET with ?wsdl serves the service description.
 */
export function createSifenServer(
  certificates: SimulatorCertificates,
  hooks: SimulatorHooks,
  context: () => RequestContext,
): Server {
  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'https://127.0.0.1');
    const service = SERVICES.find((s) => s.path === url.pathname);
    if (!service) return res.writeHead(404).end();
    if (req.method === 'GET' && url.searchParams.has('wsdl')) {
      const wsdl = await readFile(join(WSDL_DIR, basename(service.path)));
      return res.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' }).end(wsdl);
    }
    if (req.method !== 'POST') return res.writeHead(405).end();
    const raw = await readBody(req);
    if (hooks.takeFailure()) return res.writeHead(503).end();
    const ctx = { ...context(), clientRuc: clientRuc(req) };
    const soap = await handleSoap(service, raw, ctx);
    if (hooks.answerDelayMs > 0) await sleep(hooks.answerDelayMs);
    // Processed and stored, but the client never hears back: what a timeout looks like to it.
    if (hooks.takeDrop()) return req.socket.destroy();
    res.writeHead(soap.status, { 'content-type': 'application/soap+xml; charset=utf-8' }).end(soap.body);
  };
  return createServer(
    {
      key: certificates.serverKey,
      cert: certificates.serverCert,
      ca: certificates.caPem,
      requestCert: true,
      rejectUnauthorized: true,
      minVersion: 'TLSv1.2',
    },
    (req, res) => {
      answer(req, res).catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(500).end(error instanceof Error ? error.message : String(error));
      });
    },
  );
}
