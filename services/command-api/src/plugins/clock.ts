import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The server's clock. Routes whose rules depend on the time (the 24 h window of an invoice, the
     * stamp's validity, the calendar day in Asunción) read it here, so tests can fix it.
     */
    now: () => Date;
  }
}

export interface ClockOptions {
  readonly now?: () => Date;
}

export default fp(
  async function clock(app: FastifyInstance, opts: ClockOptions) {
    app.decorate('now', opts.now ?? (() => new Date()));
  },
  { name: 'clock' },
);
