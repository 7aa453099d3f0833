import type { CashSessionClosed, CashSessionOpened } from '@lavadero/domain/cash/events';
import { saleIssuedEvent, userId } from '@lavadero/domain/sales/test-fixtures';
import type { RecordedEvent } from '@lavadero/event-store/event-store';
import { describe, expect, it } from 'vitest';
import { scratchReadModels } from '../scratch-read-models.fixtures';
import { cashSessionsProjection } from './cash-sessions.projection';
import { listCashSessionEntries } from './cash-sessions.queries';

const sessionId = 'caja-1';
const at = '2026-11-21T13:00:00.000Z';
const opened: CashSessionOpened = {
  type: 'CashSessionOpened',
  data: { sessionId, userId, fondoInicial: 0, denominaciones: null, openedBy: userId, at },
};
const closed = (throughPosition: string): CashSessionClosed => ({
  type: 'CashSessionClosed',
  data: {
    sessionId,
    userId,
    fondoInicial: 0,
    ventasEfectivo: 0,
    anulacionesEfectivo: 0,
    retiros: 0,
    gastos: 0,
    ingresos: 0,
    esperado: 0,
    contado: 0,
    diferencia: 0,
    porMedio: [],
    denominaciones: null,
    throughPosition,
    closedBy: userId,
    at,
  },
});
const sale = (n: number) =>
  saleIssuedEvent({ saleId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, secuencia: n });
/** Events at (commit, prepare) positions; a commit holds several events in a multi-stream append. */
const positioned = (commit: number, prepare: number, event: { type: string; data: unknown }) =>
  ({
    ...event,
    id: `${commit}-${prepare}`,
    position: { commit: BigInt(commit), prepare: BigInt(prepare) },
  }) as unknown as RecordedEvent;

describe.each(['pglite', 'postgres'] as const)('cajas read model on %s', (kind) => {
  const scratch = scratchReadModels(kind, 'cajas');

  it('keeps in a closed caja only the sales up to the position its closing counted', async () => {
    await scratch.db.transaction().execute((trx) =>
      cashSessionsProjection.applyBatch(trx, [
        positioned(9, 1, opened),
        positioned(10, 3, sale(1)),
        // Same commit, later prepare; then positions whose text sorts before the closing's.
        positioned(100, 2, sale(2)),
        positioned(100, 5, sale(3)),
        positioned(1000, 1, sale(4)),
        positioned(1001, 0, closed('100:2')),
      ]),
    );
    const kept = (await listCashSessionEntries(scratch.db, sessionId))
      .filter((e) => e.kind === 'venta')
      .map((e) => e.saleId?.slice(-1));
    expect(kept.sort()).toEqual(['1', '2']);
  });
});
