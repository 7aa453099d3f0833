import type { SaleEvent } from '@lavadero/domain/sales/events';
import type { RecordedEvent } from '@lavadero/event-store/event-store';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyAlone } from '../apply-alone.fixtures';
import type { ReadModelDb } from '../database';
import { scratchReadModels } from '../scratch-read-models.fixtures';
import { statementLog } from '../statement-log.fixtures';
import { corrected, issued, saleId, voided } from './sale-events.fixtures';
import { salesProjection } from './sales.projection';
import { findSaleById, listSales, listValidSalesOfDay } from './sales.queries';

const recorded = (events: SaleEvent[]) => events.map((e) => ({ ...e }) as unknown as RecordedEvent);
const BIG = 999_999_999_999;

describe.each(['pglite', 'postgres'] as const)('sales read model on %s', (kind) => {
  const scratch = scratchReadModels(kind, 'sales');
  let db: ReadModelDb;
  beforeEach(() => {
    db = scratch.db;
  });

  async function apply(events: SaleEvent[]) {
    await applyAlone(db, salesProjection, recorded(events));
  }

  it('stores, corrects and voids sales, and lists them newest first with integer totals', async () => {
    const second = '22222222-aaaa-4aaa-8aaa-222222222222';
    const third = '33333333-aaaa-4aaa-8aaa-333333333333';
    await apply([issued()]);
    await apply([
      corrected('2026-11-21T14:00:00.000Z'),
      issued(second, 2, BIG, '2026-11-21T16:00:00.000Z'),
      issued(third, 3, 10_000, '2026-11-22T09:00:00.000Z'),
      voided('2026-11-22T10:00:00.000Z', third),
    ]);
    const sales = await listSales(db);
    expect(sales.map((s) => [s.numeroFactura, s.total, s.anulada])).toEqual([
      ['001-001-0000003', 10_000, true],
      ['001-001-0000002', BIG, false],
      ['001-001-0000001', 85_000, false],
    ]);
    const first = await findSaleById(db, saleId);
    expect(first).toMatchObject({ customerNombre: 'João Silva', impuestos: 0, medioPago: 'tarjeta_debito' });
    expect(first?.lines).toEqual(issued().data.lines);
    expect(first?.company.razonSocial).toBe('Lavadero Central S.A.');
    expect((await listValidSalesOfDay(db, '2026-11-22')).length).toBe(0);
    expect((await listValidSalesOfDay(db, '2026-11-21')).map((s) => s.numeroFactura)).toEqual([
      '001-001-0000002',
      '001-001-0000001',
    ]);
  });

  it('a replayed batch changes nothing', async () => {
    await apply([issued(), voided('2026-11-21T14:00:00.000Z')]);
    await apply([issued(), voided('2026-11-21T14:00:00.000Z')]);
    expect(await listSales(db)).toHaveLength(1);
    expect((await findSaleById(db, saleId))?.anulada).toBe(true);
  });

  it('writes a batch of new sales in one statement, and reads only the sales it already holds', async () => {
    const { db: counting, statements } = statementLog(scratch.pool, scratch.schema);
    const applyCounting = (events: SaleEvent[]) => applyAlone(counting, salesProjection, recorded(events));
    const fresh = Array.from({ length: 20 }, (_, i) => issued(`venta-${i}`, i + 1));
    await applyCounting(fresh);
    expect(statements).toHaveLength(1);
    statements.length = 0;
    await applyCounting([voided('2026-11-21T14:00:00.000Z', 'venta-3'), issued('venta-20', 21)]);
    expect(statements).toHaveLength(2);
    expect(await listSales(db)).toHaveLength(21);
    expect((await findSaleById(db, 'venta-3'))?.anulada).toBe(true);
  });
});
