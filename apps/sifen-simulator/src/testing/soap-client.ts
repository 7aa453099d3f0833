import { request } from 'node:https';
import { DOMParser } from '@xmldom/xmldom';
import type { SifenSimulator } from '../start-sifen-simulator';

export interface ClientIdentity {
  readonly p12: Buffer;
  readonly password: string;
}

export interface SoapReply {
  readonly status: number;
  readonly body: string;
  /** Text of the first element with that local name in the reply (any namespace). */
  readonly get: (name: string) => string | undefined;
  readonly all: (name: string) => string[];
}

const SOAP = 'http://www.w3.org/2003/05/soap-envelope';

export const soapEnvelope = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="${SOAP}"><env:Header/><env:Body>${body}</env:Body></env:Envelope>`;

/** Test-only SOAP 1.2 client over mutual TLS, as the fiscal worker will talk to SIFEN. */
export function postSoap(
  sim: SifenSimulator,
  path: string,
  payload: string,
  identity: ClientIdentity | null = sim.client,
): Promise<SoapReply> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, sim.url);
    const req = request(
      {
        hostname: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        ca: sim.ca,
        ...(identity ? { pfx: identity.p12, passphrase: identity.password } : {}),
        headers: { 'content-type': 'application/xml; charset=utf-8' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          const doc = body.startsWith('<') ? new DOMParser().parseFromString(body, 'text/xml') : undefined;
          const all = (name: string) =>
            doc ? Array.from(doc.getElementsByTagNameNS('*', name)).map((e) => e.textContent ?? '') : [];
          resolve({ status: res.statusCode ?? 0, body, get: (name) => all(name)[0], all });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
