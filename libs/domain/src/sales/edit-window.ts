import { EDIT_WINDOW_HOURS, hoursSinceIssue, isWithinEditWindow } from '@lavadero/fiscal/edit-window';
import { IllegalStateError } from '../shared/errors';
import { saleMessages } from './messages';

/** The refusal carries what spec 1 §8's text needs: `{ hoursElapsed, maxHours }`. */
export function assertWithinEditWindow(issuedAt: string, now: string): void {
  if (isWithinEditWindow(issuedAt, now)) return;
  throw new IllegalStateError('FISCAL_COMPLIANCE_VIOLATION', saleMessages.editWindowClosed, {
    hoursElapsed: hoursSinceIssue(issuedAt, now),
    maxHours: EDIT_WINDOW_HOURS,
  });
}
