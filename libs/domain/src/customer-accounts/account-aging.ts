import { calendarDaysBetween } from '@lavadero/fiscal/asuncion-day';

/** A sale's charge as it stands (after any reversal), dated by its Asunción day. */
export interface OpenCharge {
  readonly saleId: string;
  readonly fecha: string;
  readonly monto: number;
}

export const AGING_BUCKETS = ['d0_30', 'd31_60', 'd61_90', 'd90_mas'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];
export type Aging = Readonly<Record<AgingBucket, number>>;

const bucketOf = (days: number): AgingBucket =>
  days <= 30 ? 'd0_30' : days <= 60 ? 'd31_60' : days <= 90 ? 'd61_90' : 'd90_mas';

/**
 * What the customer still owes, by age: payments settle the oldest charges first (FIFO), and a
 * charge's age is counted in calendar days from its sale's day to `today` (both Asunción days).
 * The buckets add up to the balance when it is positive; a balance in the customer's favour owes nothing.
 */
export function agingOf(charges: readonly OpenCharge[], pagado: number, today: string): Aging {
  const aging: Record<AgingBucket, number> = { d0_30: 0, d31_60: 0, d61_90: 0, d90_mas: 0 };
  const oldestFirst = [...charges].sort(
    (a, b) => a.fecha.localeCompare(b.fecha) || a.saleId.localeCompare(b.saleId),
  );
  let covered = pagado;
  for (const charge of oldestFirst) {
    const paid = Math.max(0, Math.min(covered, charge.monto));
    covered -= paid;
    const unpaid = charge.monto - paid;
    if (unpaid > 0) aging[bucketOf(calendarDaysBetween(charge.fecha, today))] += unpaid;
  }
  return aging;
}
