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

/**
 * Whether the screen offers edit and delete for a sale (spec 1 §6), with the reason when not. The
 * server decides again on its own clock; this keeps the buttons and the reason text honest.
 */
export function saleEditPermission(
  sale: { readonly createdAt: string; readonly anulada: boolean; readonly importada: boolean },
  role: string | null | undefined,
  now: Date,
): { readonly allowed: boolean; readonly reason: string | null } {
  if (role !== 'admin') return { allowed: false, reason: 'Solo administradores pueden modificar facturas' };
  if (sale.anulada) return { allowed: false, reason: 'La factura está anulada' };
  if (sale.importada)
    return { allowed: false, reason: 'Importada de un respaldo: no se modifica ni se anula aquí' };
  if (isWithinEditWindow(sale.createdAt, now)) return { allowed: true, reason: null };
  return {
    allowed: false,
    reason: `Factura creada hace ${hoursSinceIssue(sale.createdAt, now)}h (máximo ${EDIT_WINDOW_HOURS}h para modificaciones)`,
  };
}
