/** Guaraní notes and coins in circulation, largest first: what a cashier counts a drawer in. */
export const DENOMINATIONS = [100_000, 50_000, 20_000, 10_000, 5_000, 2_000, 1_000, 500, 100, 50] as const;
export type Denomination = (typeof DENOMINATIONS)[number];

/** How many of each note or coin were counted; absent denominations count 0. */
export type DenominationCount = Readonly<Partial<Record<`${Denomination}`, number>>>;

export const isDenomination = (value: number): value is Denomination =>
  (DENOMINATIONS as readonly number[]).includes(value);

/** The amount a count stands for. */
export function totalOfCount(count: DenominationCount): number {
  return DENOMINATIONS.reduce((sum, d) => sum + d * (count[`${d}`] ?? 0), 0);
}
