import pg from 'pg';
import { pause } from '../wake-signal';

/**
 * A dedicated connection that LISTENs on one channel (appends, checkpoints), so a process wakes as
 * soon as another one's transaction commits. Best effort: it reconnects after a failure, and the
 * subscriptions' polling covers whatever it misses meanwhile.
 */
export class NotificationListener {
  readonly #closing = new AbortController();
  #client: pg.Client | null = null;
  #running: Promise<void> | null = null;
  #listening = false;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly channel: string,
    /** Called with the notification's payload, and with none after (re)connecting: anything may have been missed. */
    private readonly onNotify: (payload?: string) => void,
    private readonly retryDelayMs = 1000,
  ) {}

  /** True while the LISTEN is in place: no notification is being missed (as far as the client knows). */
  get listening(): boolean {
    return this.#listening;
  }

  start(): void {
    this.#running ??= this.#listenUntilClosed();
  }

  async close(): Promise<void> {
    this.#closing.abort();
    await this.#client?.end().catch(() => undefined);
    await this.#running;
  }

  async #listenUntilClosed(): Promise<void> {
    while (!this.#closing.signal.aborted) {
      const client = new pg.Client(this.config);
      // Without a listener a lost connection's 'error' event would crash the process. From that
      // moment nothing is heard, before the loop gets to run again.
      client.on('error', () => (this.#listening = false));
      try {
        const ended = new Promise<void>((resolve) =>
          client.once('end', () => {
            this.#listening = false;
            resolve();
          }),
        );
        await client.connect();
        if (this.#closing.signal.aborted) {
          await client.end();
          return;
        }
        this.#client = client;
        client.on('notification', (message) => this.onNotify(message.payload));
        await client.query(`LISTEN "${this.channel}"`);
        this.#listening = true;
        this.onNotify(); // anything appended while we were not listening
        await ended;
      } catch {
        await client.end().catch(() => undefined);
      }
      this.#client = null;
      await pause(this.retryDelayMs, this.#closing.signal);
    }
  }
}
