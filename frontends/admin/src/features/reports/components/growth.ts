const percent = new Intl.NumberFormat('es-PY', { maximumFractionDigits: 1, signDisplay: 'exceptZero' });

/**
 * The note under a metric card: the change against the previous period of the same length, as
 * '+12,5% vs anterior'. With nothing in the previous period there is no percentage to give.
 */
export function growthNote(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? 'Sin cambios vs anterior' : 'Sin datos del período anterior';
  return `${percent.format(((current - previous) / previous) * 100)}% vs anterior`;
}
