/**
 * The command APIs a shell proxies /api to (`--api http://a:5000,http://b:5001`), taken in turn.
 * One that refused a connection is passed over for `restMs` (a replica being restarted), unless
 * every one is resting: then they are all tried, the least recently failed first.
 */
export class ApiUpstreams {
  readonly #bases: readonly string[];
  readonly #restUntil = new Map<string, number>();
  #next = 0;

  constructor(
    list: string,
    private readonly restMs = 2_000,
    private readonly now: () => number = Date.now,
  ) {
    this.#bases = list
      .split(',')
      .map((base) => base.trim())
      .filter(Boolean);
    if (this.#bases.length === 0) throw new Error('--api necesita al menos una dirección');
  }

  get size(): number {
    return this.#bases.length;
  }

  /** Every upstream in the order this request tries them: the next in turn first, resting ones last. */
  order(): string[] {
    const start = this.#next;
    this.#next = (this.#next + 1) % this.#bases.length;
    const turn = this.#bases.map((_, i) => this.#bases[(start + i) % this.#bases.length] as string);
    const now = this.now();
    const resting = (base: string) => (this.#restUntil.get(base) ?? 0) > now;
    const awake = turn.filter((base) => !resting(base));
    const asleep = turn
      .filter(resting)
      .sort((a, b) => (this.#restUntil.get(a) ?? 0) - (this.#restUntil.get(b) ?? 0));
    return [...awake, ...asleep];
  }

  refused(base: string): void {
    this.#restUntil.set(base, this.now() + this.restMs);
  }

  answered(base: string): void {
    this.#restUntil.delete(base);
  }
}
