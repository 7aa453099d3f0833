import { positionToString, START } from '@lavadero/event-store/event-store';
import type { ReplayCheckResult, ReplayPhase } from './replay-check';

export const PHASE_LABELS: Record<ReplayPhase, string> = {
  copia: 'Copia de los modelos en vivo',
  reconstruccion: 'Reconstrucción desde los eventos',
  comparacion: 'Comparación fila por fila',
};

export const MATCHES = 'las proyecciones coinciden con el historial';

/** The check's outcome as the lines `npm run audit:replay` prints, in Spanish. */
export function replayReportLines(result: ReplayCheckResult): string[] {
  const where = result.mixedPositions
    ? `cada modelo en su propio punto de control (el más avanzado: ${result.position})`
    : result.position === positionToString(START)
      ? 'inicio del historial (sin eventos aplicados)'
      : `posición ${result.position}`;
  const lines = [
    `Comparado en la posición de los puntos de control en vivo: ${where}.`,
    `${result.tables} tablas, ${result.rowsCompared} filas comparadas.`,
  ];
  if (result.rowsDiffering === 0) return [...lines, MATCHES];
  for (const d of result.differences) {
    const column = d.column ?? '(fila entera)';
    lines.push(`${d.table} [${d.key}] ${column}: en vivo ${d.live} · reconstruido ${d.replayed}`);
  }
  const listed = new Set(result.differences.map((d) => `${d.table}|${d.key}`)).size;
  if (listed < result.rowsDiffering) {
    lines.push(`… y ${result.rowsDiffering - listed} filas más con diferencias (se listan las primeras).`);
  }
  lines.push(`${result.rowsDiffering} filas difieren del historial.`);
  return lines;
}
