/**
 * A count with its noun in the right number: '1 usuario', '0 usuarios', '3 usuarios'. Spanish uses the
 * singular only for exactly one. The plural is given, not derived ('servicio' → 'servicios' but
 * 'vehículo' → 'vehículos', 'producto tiene' → 'productos tienen').
 */
export function countOf(count: number, singular: string, plural: string): string {
  return `${count.toLocaleString('es-PY')} ${count === 1 ? singular : plural}`;
}
