import { SYSTEM_RESET_EVENT_TYPE } from '@lavadero/domain/company/system-reset-decide';
import type {
  CustomerSnapshot,
  SaleCorrected,
  SaleEvent,
  SaleIssued,
  SaleLine,
} from '@lavadero/domain/sales/events';
import { local, tourist } from '@lavadero/domain/sales/test-fixtures';
import type { RecordedEvent } from '@lavadero/event-store/event-store';
import { asuncionToday } from '@lavadero/fiscal/asuncion-day';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyAlone } from '../apply-alone.fixtures';
import type { ReadModelDb } from '../database';
import { resetOnNewEpoch } from '../epochs/reset-on-new-epoch';
import { issued, voided } from '../sales/sale-events.fixtures';
import { scratchReadModels } from '../scratch-read-models.fixtures';
import { statementLog } from '../statement-log.fixtures';
import { reportsProjection } from './reports.projection';
import { countActiveCustomers, customerTotals, dailySales, serviceTotals } from './reports.queries';

const general: CustomerSnapshot = { ...local, customerId: 'cliente-general', nombre: 'Cliente General' };

const line = (kind: SaleLine['kind'], itemId: string, nombre: string, cantidad: number, precio: number) =>
  ({ kind, itemId, nombre, cantidad, precioUnitario: precio, subtotal: cantidad * precio }) as SaleLine;
const lavado = (cantidad = 1) => line('service', 'srv-1', 'Lavado', cantidad, 50_000);
const shampoo = line('product', 'prd-1', 'Shampoo', 1, 35_000);

/** A sale issued at the instant `at`; its day is the Asunción day of that instant, as the server sets it. */
function sale(id: string, at: string, customer: CustomerSnapshot, lines: SaleLine[]): SaleIssued {
  const total = lines.reduce((sum, l) => sum + l.subtotal, 0);
  const impuestos = customer.regimenTurismo ? 0 : Math.round(total / 11);
  const base = issued(id, 1, total, at).data;
  return {
    type: 'SaleIssued',
    data: {
      ...base,
      fecha: asuncionToday(new Date(at)),
      customer,
      regimenTurismo: customer.regimenTurismo,
      lines,
      subtotal: total - impuestos,
      impuestos,
      total,
    },
  };
}

function correction(id: string, customer: CustomerSnapshot, lines: SaleLine[]): SaleCorrected {
  const total = lines.reduce((sum, l) => sum + l.subtotal, 0);
  return {
    type: 'SaleCorrected',
    data: {
      saleId: id,
      customer,
      workOrderId: null,
      medioPago: 'efectivo',
      regimenTurismo: customer.regimenTurismo,
      lines,
      subtotal: total,
      impuestos: 0,
      total,
      correctedBy: 'admin-1',
      at: '2026-12-01T12:00:00.000Z',
    },
  };
}

const recorded = (events: { type: string; data: unknown }[]) =>
  events.map((e) => ({ ...e, metadata: {} }) as unknown as RecordedEvent);

// Hand-computed figures below; each sale's day is its Asunción day (UTC−3).
const events: SaleEvent[] = [
  // Nov 30, 17:00 in Asunción: María, 'Encerado' 30.000; corrected the next day to João, 2 × 30.000.
  sale('s5', '2026-11-30T20:00:00.000Z', local, [line('service', 'srv-2', 'Encerado', 1, 30_000)]),
  // Dec 31: María 85.000 (a service and a product).
  sale('s1', '2026-12-31T12:00:00.000Z', local, [lavado(), shampoo]),
  // Jan 1, 02:30 UTC is still Dec 31, 23:30 in Asunción: João, a tourist, 100.000 with no IVA.
  sale('s2', '2027-01-01T02:30:00.000Z', tourist, [lavado(2)]),
  // Jan 1, 00:30 in Asunción: María, a combo of 120.000.
  sale('s3', '2027-01-01T03:30:00.000Z', local, [line('combo', 'cmb-1', 'Combo Premium', 1, 120_000)]),
  // Jan 1: Cliente General 50.000, voided later.
  sale('s4', '2027-01-01T15:00:00.000Z', general, [lavado()]),
];

describe.each(['pglite', 'postgres'] as const)('reports read model on %s', (kind) => {
  const scratch = scratchReadModels(kind, 'reports');
  let db: ReadModelDb;
  beforeEach(() => {
    db = scratch.db;
  });
  const projection = resetOnNewEpoch(reportsProjection);

  const apply = (batch: { type: string; data: unknown }[]) => applyAlone(db, projection, recorded(batch));

  // The same history in one batch or event by event gives the same figures.
  const histories = {
    'one batch': [
      [
        ...events,
        correction('s5', tourist, [line('service', 'srv-2', 'Encerado', 2, 30_000)]),
        voided('2027-01-01T16:00:00.000Z', 's4'),
      ],
    ],
    'event by event': [
      ...events,
      correction('s5', tourist, [line('service', 'srv-2', 'Encerado', 2, 30_000)]),
      voided('2027-01-01T16:00:00.000Z', 's4'),
    ].map((e) => [e]),
  };

  it.each(Object.keys(histories))(
    'counts per Asunción day, without voided sales, applied %s',
    async (name) => {
      for (const batch of histories[name as keyof typeof histories]) await apply(batch);
      const newYear = { from: '2026-12-31', to: '2027-01-01' };

      expect(
        await dailySales(db, [
          { from: '2026-11-01', to: '2026-11-30' },
          { from: '2026-12-31', to: '2027-01-31' },
        ]),
      ).toEqual([
        { fecha: '2026-11-30', amount: 60_000, orders: 1 },
        { fecha: '2026-12-31', amount: 185_000, orders: 2 },
        { fecha: '2027-01-01', amount: 120_000, orders: 1 },
      ]);
      // María and João; the voided sale's Cliente General is not active.
      expect(await serviceTotals(db, newYear)).toEqual([
        { id: 'srv-1', name: 'Lavado', revenue: 150_000, units: 3 },
        { id: 'cmb-1', name: 'Combo Premium', revenue: 120_000, units: 1 },
      ]);
      expect(await customerTotals(db, newYear, 10)).toEqual([
        { id: local.customerId, name: 'María González', visits: 2, lastVisit: '2027-01-01', spent: 205_000 },
        { id: tourist.customerId, name: 'João Silva', visits: 1, lastVisit: '2026-12-31', spent: 100_000 },
      ]);
      // The correction moved November's sale from María to João, on its own day.
      const november = { from: '2026-11-01', to: '2026-11-30' };
      expect(await customerTotals(db, november, 10)).toEqual([
        { id: tourist.customerId, name: 'João Silva', visits: 1, lastVisit: '2026-11-30', spent: 60_000 },
      ]);
      expect(await serviceTotals(db, november)).toEqual([
        { id: 'srv-2', name: 'Encerado', revenue: 60_000, units: 2 },
      ]);
      // Several ranges in one call, as a period and the one before it.
      expect(await countActiveCustomers(db, [newYear, { from: '2027-01-02', to: '2027-01-31' }])).toEqual([
        2, 0,
      ]);
      // Whole December from the monthly rows, the loose days of November and January from the daily ones.
      const mixed = { from: '2026-11-15', to: '2027-01-01' };
      expect(await countActiveCustomers(db, [mixed])).toEqual([2]);
      expect(await customerTotals(db, mixed, 10)).toEqual([
        { id: local.customerId, name: 'María González', visits: 2, lastVisit: '2027-01-01', spent: 205_000 },
        { id: tourist.customerId, name: 'João Silva', visits: 2, lastVisit: '2026-12-31', spent: 160_000 },
      ]);
      expect(await serviceTotals(db, { from: '2026-12-01', to: '2026-12-31' })).toEqual([
        { id: 'srv-1', name: 'Lavado', revenue: 150_000, units: 3 },
      ]);
    },
  );

  it('keeps the best customers only, and shows the latest name of a renamed service', async () => {
    await apply(events);
    await apply([
      sale('s6', '2027-01-01T18:00:00.000Z', tourist, [line('service', 'srv-1', 'Lavado Full', 1, 50_000)]),
    ]);
    expect(await customerTotals(db, { from: '2027-01-01', to: '2027-01-01' }, 1)).toEqual([
      { id: local.customerId, name: 'María González', visits: 1, lastVisit: '2027-01-01', spent: 120_000 },
    ]);
    expect((await serviceTotals(db, { from: '2026-12-31', to: '2027-01-01' }))[0]).toEqual({
      id: 'srv-1',
      name: 'Lavado Full',
      revenue: 250_000,
      units: 5,
    });
  });

  it('writes a batch in the same few statements however many sales it holds', async () => {
    const { db: counting, statements } = statementLog(scratch.pool, scratch.schema);
    const applyCounting = (batch: { type: string; data: unknown }[]) =>
      applyAlone(counting, projection, recorded(batch));
    const many = Array.from({ length: 30 }, (_, i) =>
      sale(`n${i}`, '2027-01-02T15:00:00.000Z', i % 2 ? local : tourist, [lavado(), shampoo]),
    );
    // New sales have no row to read and only add: every table at once.
    await applyCounting(many);
    expect(statements).toHaveLength(1);
    // A void reads its sale's row and takes a count down: one more, to drop the rows left with no activity.
    statements.length = 0;
    await applyCounting([voided('2027-01-02T16:00:00.000Z', 'n0'), voided('2027-01-02T16:00:00.000Z', 'n2')]);
    expect(statements).toHaveLength(3);
    expect(await countActiveCustomers(db, [{ from: '2027-01-02', to: '2027-01-02' }])).toEqual([2]);
    expect(await dailySales(db, [{ from: '2027-01-02', to: '2027-01-02' }])).toEqual([
      { fecha: '2027-01-02', amount: 28 * 85_000, orders: 28 },
    ]);
  });

  it('starts from nothing after a system reset', async () => {
    await apply([...events, { type: SYSTEM_RESET_EVENT_TYPE, data: {} }]);
    expect(await dailySales(db, [{ from: '2026-01-01', to: '2027-12-31' }])).toEqual([]);
    // A void of a sale from before the reset changes nothing.
    await apply([voided('2027-01-02T12:00:00.000Z', 's1')]);
    expect((await countActiveCustomers(db, [{ from: '2026-01-01', to: '2027-12-31' }]))[0]).toBe(0);
  });
});
