import { createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a server (PostgreSQL, Redis) that a test can take away and bring back:
 * `cut()` drops every open connection and stops listening, so new ones are refused as they are
 * while a server restarts; `restore()` listens again on the same port. Tests of outages use it
 * instead of restarting the machine's shared servers.
 */
export async function startOutageProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = createServer((client) => {
        const upstream = new (client.constructor as typeof Socket)();
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
        upstream.connect(target.port, target.host, () => {
          client.pipe(upstream);
          upstream.pipe(client);
        });
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        port = (s.address() as { port: number }).port;
        server = s;
        resolve();
      });
    });

  await listen();
  return {
    get port() {
      return port;
    },
    /** The server is gone: open connections drop, new ones are refused. */
    async cut() {
      const s = server;
      server = null;
      const closed = s ? new Promise((resolve) => s.close(resolve)) : Promise.resolve();
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: listen,
    async close() {
      await this.cut();
    },
  };
}

export type OutageProxy = Awaited<ReturnType<typeof startOutageProxy>>;
