import { Agent, request } from 'node:https';
import { describeConnectionError } from '../dnit/connection-test';

/** How the worker reaches SIFEN: the company's .p12 for mutual TLS, and the roots it trusts. */
export interface SifenEndpoint {
  /** e.g. https://sifen-test.set.gov.py (test) or https://sifen.set.gov.py (production). */
  readonly url: string;
  readonly pfx: Buffer;
  readonly passphrase: string;
  /** Extra trusted roots (SIFEN_CA_FILE: the local simulator's CA); otherwise the system's. */
  readonly ca?: string | Buffer;
  readonly timeoutMs?: number;
}

/** The request may or may not have reached SIFEN: nothing is concluded from it but "ask again". */
export class SifenTransportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SifenTransportError';
  }
}

export interface SoapAnswer {
  readonly status: number;
  readonly body: string;
}

const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * POSTs SOAP 1.2 bodies over one keep-alive agent per endpoint (the TLS handshake with a client
 * certificate costs more than a small request). HTTP 400 is returned, not thrown: SIFEN answers a
 * malformed XML (0160) that way, and the parser reads its code.
 */
export class SoapTransport {
  private readonly agent: Agent;
  private readonly base: URL;

  constructor(private readonly endpoint: SifenEndpoint) {
    this.base = new URL(endpoint.url);
    if (this.base.protocol !== 'https:') throw new SifenTransportError('La URL de SIFEN debe usar https.');
    this.agent = new Agent({
      keepAlive: true,
      maxSockets: 8,
      pfx: endpoint.pfx,
      passphrase: endpoint.passphrase,
      ca: endpoint.ca,
      rejectUnauthorized: true,
    });
  }

  post(path: string, body: string): Promise<SoapAnswer> {
    const url = new URL(path, this.base);
    const host = url.host;
    return new Promise((resolve, reject) => {
      const req = request(url, {
        method: 'POST',
        agent: this.agent,
        headers: {
          'content-type': 'application/soap+xml; charset=utf-8',
          'content-length': Buffer.byteLength(body),
        },
        timeout: this.endpoint.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', (error) => reject(new SifenTransportError(describeConnectionError(error, host))));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          const text = Buffer.concat(chunks).toString('utf8');
          if (status >= 200 && status < 300) resolve({ status, body: text });
          else if (status === 400) resolve({ status, body: text });
          else reject(new SifenTransportError(`SIFEN respondió con el estado HTTP ${status}.`));
        });
      });
      req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })));
      req.on('error', (error: NodeJS.ErrnoException) =>
        reject(new SifenTransportError(describeConnectionError(error, host))),
      );
      req.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
