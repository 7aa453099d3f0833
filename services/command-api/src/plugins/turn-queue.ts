interface Waiting<Task, Result> {
  readonly task: Task;
  readonly resolve: (result: Result) => void;
  readonly reject: (reason: unknown) => void;
}

/**
 * Serves the tasks of one key one turn at a time, in arrival order; different keys run side by side.
 * A turn is handed every task of the key waiting when it starts, and settles the first of them or
 * more, in order (`serve` returns their results); the others wait for the next turn, ahead of newer
 * ones. In front of a hot stream (an invoice series every sale appends to) it turns the losers'
 * retries into a queue inside one process, and lets the sales that arrived during one append be
 * stored by the next one together. It is only an optimisation: several API replicas still race on
 * the store, and the expected-revision append with its retries keeps the numbering correct.
 */
export class TurnQueue<Task, Result> {
  readonly #waiting = new Map<string, Waiting<Task, Result>[]>();

  constructor(
    private readonly serve: (tasks: readonly Task[]) => Promise<readonly PromiseSettledResult<Result>[]>,
  ) {}

  run(key: string, task: Task): Promise<Result> {
    return new Promise((resolve, reject) => {
      const waiting = this.#waiting.get(key);
      if (waiting) {
        waiting.push({ task, resolve, reject });
        return;
      }
      this.#waiting.set(key, [{ task, resolve, reject }]);
      void this.#drain(key);
    });
  }

  async #drain(key: string): Promise<void> {
    const waiting = this.#waiting.get(key)!;
    while (waiting.length > 0) {
      const settled = await this.serve(waiting.map((w) => w.task)).catch(
        (reason: unknown): PromiseSettledResult<Result>[] => [{ status: 'rejected', reason }],
      );
      const served = waiting.splice(0, Math.max(1, settled.length));
      for (const [i, { resolve, reject }] of served.entries()) {
        const result = settled[i] ?? { status: 'rejected', reason: new Error('A turn settled nothing') };
        if (result.status === 'fulfilled') resolve(result.value);
        else reject(result.reason);
      }
    }
    // Forget the key once its queue is empty, so the map does not grow with every key ever seen.
    this.#waiting.delete(key);
  }
}
