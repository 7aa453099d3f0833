/**
 * "Something may have been appended": wakes subscriptions that wait between polls. A version
 * counter instead of a bare event, so that a wake-up arriving while a subscriber is still reading
 * is not lost: the subscriber compares the version it saw before reading and skips the wait.
 */
export class WakeSignal {
  #version = 0;
  readonly #waiters = new Set<() => void>();

  get version(): number {
    return this.#version;
  }

  notify(): void {
    this.#version++;
    for (const wake of this.#waiters) wake();
    this.#waiters.clear();
  }

  /** Resolves on a notify after `seenVersion`, after `timeoutMs`, or on abort; never rejects. */
  wait(seenVersion: number, timeoutMs: number, signal: AbortSignal): Promise<void> {
    if (this.#version !== seenVersion || signal.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        this.#waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      signal.addEventListener('abort', done, { once: true });
      this.#waiters.add(done);
    });
  }
}

/** Sleeps `ms`, cut short by `signal`; never rejects. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new WakeSignal().wait(0, ms, signal);
}
