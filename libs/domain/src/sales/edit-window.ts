import { IllegalStateError } from '../shared/errors';
import { saleMessages } from './messages';

/** Spec 1 §6: an admin may correct or void an invoice only within 24 hours of its issue. */
export const EDIT_WINDOW_HOURS = 24;
const HOUR_MS = 3_600_000;

/** Whole hours since issue, as the screen prints them ('Factura creada hace {n}h'). */
export function hoursElapsed(issuedAt: string, now: string): number {
  return Math.max(0, Math.floor((Date.parse(now) - Date.parse(issuedAt)) / HOUR_MS));
}

/**
 * Open while less than 24 h have passed: at 23:59:59.999 it may still change, at exactly 24:00 it may
 * not. The refusal carries what spec 1 §8's text needs: `{ hoursElapsed, maxHours }`.
 */
export function assertWithinEditWindow(issuedAt: string, now: string): void {
  if (Date.parse(now) - Date.parse(issuedAt) < EDIT_WINDOW_HOURS * HOUR_MS) return;
  throw new IllegalStateError('FISCAL_COMPLIANCE_VIOLATION', saleMessages.editWindowClosed, {
    hoursElapsed: hoursElapsed(issuedAt, now),
    maxHours: EDIT_WINDOW_HOURS,
  });
}
