import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { type AddressInfo, createServer as createTcpServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConnection } from './connection-test';
import { makeTestCertificates } from './test-certificates';

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};

describe('DNIT connection test against local servers', () => {
  const certs = makeTestCertificates();
  const servers: Server[] = [];
  const ports: Record<string, number> = {};
  let authorization: string | undefined;
  const silentSockets: Socket[] = [];
  beforeAll(async () => {
    const trusted = createHttpsServer({ key: certs.key, cert: certs.cert }, (req, res) => {
      authorization = req.headers.authorization;
      res.statusCode = req.url === '/roto' ? 503 : 200;
      res.end('ok');
    });
    const selfSigned = createHttpsServer({ key: certs.selfKey, cert: certs.selfCert }, (_req, res) =>
      res.end(),
    );
    const plain = createHttpServer((_req, res) => res.end('plain'));
    const silent = createTcpServer((socket) => {
      silentSockets.push(socket);
    }) as unknown as Server;
    for (const [name, server] of Object.entries({ trusted, selfSigned, plain, silent })) {
      servers.push(server);
      ports[name] = await listen(server);
    }
    // A port that was free a moment ago: nobody listens there.
    const closed = createTcpServer() as unknown as Server;
    ports.closed = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
  });
  afterAll(async () => {
    for (const socket of silentSockets) socket.destroy();
    for (const s of servers) {
      s.closeAllConnections?.();
      await new Promise((resolve) => s.close(resolve));
    }
  });
  const url = (name: string, path = '/') => `https://127.0.0.1:${ports[name]}${path}`;

  it('succeeds when a trusted server answers, sending the token', async () => {
    expect(await testConnection({ endpointUrl: url('trusted'), ca: certs.ca, authToken: 'tok' })).toEqual({
      success: true,
      error: null,
    });
    expect(authorization).toBe('Bearer tok');
  });

  it('fails on an HTTP error status', async () => {
    expect(await testConnection({ endpointUrl: url('trusted', '/roto'), ca: certs.ca })).toEqual({
      success: false,
      error: 'El servidor DNIT respondió con el estado HTTP 503.',
    });
  });

  it('refuses a server whose certificate is not trusted', async () => {
    const self = await testConnection({ endpointUrl: url('selfSigned'), ca: certs.ca });
    expect(self.error).toBe(
      `El certificado del servidor 127.0.0.1:${ports.selfSigned} no es de confianza (DEPTH_ZERO_SELF_SIGNED_CERT).`,
    );
    // Without our test CA, the CA-signed server is not trusted either.
    expect((await testConnection({ endpointUrl: url('trusted') })).error).toContain('no es de confianza');
  });

  it('tells a closed port, a plain HTTP server, a silent one and an unknown name apart', async () => {
    expect((await testConnection({ endpointUrl: url('closed') })).error).toBe(
      `Conexión rechazada: ningún servicio escucha en 127.0.0.1:${ports.closed}.`,
    );
    expect((await testConnection({ endpointUrl: url('plain') })).error).toBe(
      `El servidor 127.0.0.1:${ports.plain} no respondió con TLS (¿la URL debería ser https?).`,
    );
    expect((await testConnection({ endpointUrl: url('silent'), timeoutMs: 300 })).error).toBe(
      `Tiempo de espera agotado al conectar con 127.0.0.1:${ports.silent}.`,
    );
    expect((await testConnection({ endpointUrl: 'https://no-existe.invalid/' })).error).toBe(
      'No se encontró el servidor no-existe.invalid (DNS).',
    );
    expect((await testConnection({ endpointUrl: 'http://127.0.0.1/' })).success).toBe(false);
  });
});
