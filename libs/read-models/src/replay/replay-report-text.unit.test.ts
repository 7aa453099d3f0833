import { describe, expect, it } from 'vitest';
import type { ReplayCheckResult } from './replay-check';
import { MATCHES, replayReportLines } from './replay-report-text';

const equal: ReplayCheckResult = {
  position: '812:4051',
  mixedPositions: false,
  tables: 22,
  rowsCompared: 130,
  rowsDiffering: 0,
  differences: [],
};

describe('the lines audit:replay prints', () => {
  it('say where it compared and that everything matches', () => {
    expect(replayReportLines(equal)).toEqual([
      'Comparado en la posición de los puntos de control en vivo: posición 812:4051.',
      '22 tablas, 130 filas comparadas.',
      MATCHES,
    ]);
  });

  it('list each difference, say when only the first are listed, and when each model had its own position', () => {
    const lines = replayReportLines({
      ...equal,
      mixedPositions: true,
      rowsDiffering: 3,
      differences: [
        { table: 'sales', key: 'id=a', column: 'total', live: '50001', replayed: '50000' },
        { table: 'sales', key: 'id=a', column: 'anulada', live: 'true', replayed: 'false' },
        { table: 'customers', key: 'id=b', column: null, live: '(sin fila)', replayed: '{"id":"b"}' },
      ],
    });
    expect(lines).toEqual([
      'Comparado en la posición de los puntos de control en vivo: cada modelo en su propio punto de control (el más avanzado: 812:4051).',
      '22 tablas, 130 filas comparadas.',
      'sales [id=a] total: en vivo 50001 · reconstruido 50000',
      'sales [id=a] anulada: en vivo true · reconstruido false',
      'customers [id=b] (fila entera): en vivo (sin fila) · reconstruido {"id":"b"}',
      '… y 1 filas más con diferencias (se listan las primeras).',
      '3 filas difieren del historial.',
    ]);
  });
});
