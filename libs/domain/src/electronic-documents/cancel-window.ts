/** An approved factura electrónica can be cancelled within 48 h of its approval (Manual Técnico v150). */
export const CANCEL_WINDOW_HOURS = 48;

/**
 * Whether SIFEN still takes a cancellation event for a document approved at `approvedAt`. Past the
 * window the invoice needs a credit note instead: the API refuses the void with that message.
 */
export function canCancel(approvedAt: string, now: string): boolean {
  const elapsed = Date.parse(now) - Date.parse(approvedAt);
  return elapsed >= 0 && elapsed <= CANCEL_WINDOW_HOURS * 3_600_000;
}
