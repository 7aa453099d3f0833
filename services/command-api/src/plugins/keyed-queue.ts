/**
 * Runs tasks one at a time per key, in arrival order; different keys run side by side. In front of a
 * hot stream (an invoice series every sale appends to) it turns the losers' retries into a queue
 * inside one process. It is only an optimisation: several API replicas still race on the store, and
 * the expected-revision append with its retries stays what keeps the numbering correct.
 */
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    // Forget the key once its last task is done, so the map does not grow with every key ever seen.
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}
