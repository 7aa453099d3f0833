/** A deterministic pseudo-random source (a linear congruential generator): a failing seed replays. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 2 ** 32;
  };
}

/** One of `values`, drawn from `next`. */
export const pick = <T>(next: () => number, values: readonly T[]): T =>
  values[Math.floor(next() * values.length)]!;
