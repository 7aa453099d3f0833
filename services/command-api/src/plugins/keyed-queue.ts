/**
 * Runs tasks one at a time per key, in arrival order; different keys run side by side. In front of a
 * hot stream (an invoice series every sale appends to) it turns the losers' retries into a queue
 * inside one process. It is only an optimisation: several API replicas still race on the store, and
 * the expected-revision append with its retries stays what keeps the numbering correct.
 *
 * A task may hand the key on before it ends (`release`): a command that has decided and sent its
 * append lets the next one decide meanwhile, so the appends of a queue travel together.
 */
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<void>>();

  run<T>(key: string, task: (release: () => void) => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const turn = new Promise<void>((resolve) => {
      release = resolve;
    });
    const start = () => task(release);
    const result = previous.then(start, start);
    // The key passes on when the task releases it or ends, whichever comes first.
    void result.then(release, release);
    this.tails.set(key, turn);
    // Forget the key once its last task is done, so the map does not grow with every key ever seen.
    void turn.then(() => {
      if (this.tails.get(key) === turn) this.tails.delete(key);
    });
    return result;
  }
}
