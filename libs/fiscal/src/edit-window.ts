/**
 * Spec 1 §6: an invoice may be corrected or voided only within 24 hours of its issue. Open while
 * less than 24 h have passed: at 23:59:59.999 it may still change, at exactly 24:00 it may not.
 * Shared by the decider (which enforces it) and the screens (which show the reason).
 */
export const EDIT_WINDOW_HOURS = 24;
const HOUR_MS = 3_600_000;

const elapsedMs = (issuedAt: string, now: string | Date) =>
  (typeof now === 'string' ? Date.parse(now) : now.getTime()) - Date.parse(issuedAt);

/** Whole hours since issue, as the screens print them ('Factura creada hace {n}h'). */
export function hoursSinceIssue(issuedAt: string, now: string | Date): number {
  return Math.max(0, Math.floor(elapsedMs(issuedAt, now) / HOUR_MS));
}

export function isWithinEditWindow(issuedAt: string, now: string | Date): boolean {
  return elapsedMs(issuedAt, now) < EDIT_WINDOW_HOURS * HOUR_MS;
}
