import { describe, expect, it } from 'vitest';
import { foldEvents } from '../shared/decider';
import { deciderSpec } from '../shared/decider-spec';
import type { CorrectSale, SaleCommand, SaleRequest, VoidSale } from './commands';
import type { SaleStockAdjusted } from './events';
import { decidePointOfSale, type PointOfSaleEvent, pointOfSaleDecider } from './point-of-sale-decide';
import {
  adminId,
  catalog,
  ceraCreated,
  ceraId,
  ceraStocked,
  issuedAt,
  issueSale,
  lavadoId,
  line,
  local,
  request,
  saleId,
  tourist,
} from './test-fixtures';

const spec = deciderSpec(pointOfSaleDecider);
const HOUR = 3_600_000;
const later = (ms: number) => new Date(Date.parse(issuedAt) + ms).toISOString();

const decideAfter = (given: readonly PointOfSaleEvent[], command: SaleCommand) =>
  pointOfSaleDecider.decide(command, foldEvents(pointOfSaleDecider, given));
/** A product with 5 units, then the default sale (1 lavado + 2 ceras) issued at `issuedAt`. */
const stocked: PointOfSaleEvent[] = [ceraCreated, ceraStocked(5)];
const history: PointOfSaleEvent[] = [...stocked, ...decideAfter(stocked, issueSale())];
const sold = history.find((e) => e.type === 'SaleIssued');
const voidAt = (now: string): VoidSale => ({ type: 'VoidSale', data: { saleId, userId: adminId, now } });
const voided: PointOfSaleEvent[] = [...history, ...decideAfter(history, voidAt(later(HOUR)))];

const correct = (req: SaleRequest, now = later(HOUR), customer = local): CorrectSale => ({
  type: 'CorrectSale',
  data: { saleId, userId: adminId, now, request: req, customer, catalog },
});
const ceraMove = (
  action: 'add' | 'remove',
  quantity: number,
  previousStock: number,
  reason: string,
  at: string,
) =>
  ({
    type: 'StockAdjusted',
    data: {
      itemId: ceraId,
      action,
      quantity,
      previousStock,
      newStock: action === 'add' ? previousStock + quantity : previousStock - quantity,
      reason,
      userId: adminId,
      at,
      saleId,
    },
  }) satisfies SaleStockAdjusted;

describe('voiding a sale (DELETE, admin only at the route)', () => {
  it('marks it anulada with its number kept, and gives its stock back', () => {
    const at = later(2 * HOUR);
    spec
      .given(history)
      .when(voidAt(at))
      .then([
        { type: 'SaleVoided', data: { saleId, numeroFactura: '001-001-0000001', voidedBy: adminId, at } },
        ceraMove('add', 2, 3, 'anulación de venta', at),
      ]);
  });

  it("keeps the admin's reason on the void when one is given", () => {
    const at = later(2 * HOUR);
    const withReason: VoidSale = { ...voidAt(at), data: { ...voidAt(at).data, motivo: 'Cobro duplicado' } };
    const [voided] = decidePointOfSale(withReason, foldEvents(pointOfSaleDecider, history));
    expect(voided).toEqual({
      type: 'SaleVoided',
      data: { saleId, numeroFactura: '001-001-0000001', voidedBy: adminId, at, motivo: 'Cobro duplicado' },
    });
  });

  it('is allowed until just before 24 h and refused from 24 h on, with what the screen needs', () => {
    const lastMoment = later(24 * HOUR - 1);
    spec
      .given(history)
      .when(voidAt(lastMoment))
      .then([
        {
          type: 'SaleVoided',
          data: { saleId, numeroFactura: '001-001-0000001', voidedBy: adminId, at: lastMoment },
        },
        ceraMove('add', 2, 3, 'anulación de venta', lastMoment),
      ]);
    const error = spec
      .given(history)
      .when(voidAt(later(24 * HOUR)))
      .thenThrows('FISCAL_COMPLIANCE_VIOLATION');
    expect(error.details).toEqual({ hoursElapsed: 24, maxHours: 24 });
    expect(error.message).toBe(
      'Las facturas solo se pueden modificar o anular dentro de las 24 horas de su emisión',
    );
    const late = spec
      .given(history)
      .when(voidAt(later(30 * HOUR + 59 * 60_000)))
      .thenThrows('FISCAL_COMPLIANCE_VIOLATION');
    expect(late.details).toEqual({ hoursElapsed: 30, maxHours: 24 });
  });

  it('an electronic invoice approved more than 48 h ago needs a nota de crédito', () => {
    const approvedVoid = (now: string, electronicApprovedAt: string): VoidSale => ({
      type: 'VoidSale',
      data: { saleId, userId: adminId, now, electronicApprovedAt },
    });
    const error = spec
      .given(history)
      .when(approvedVoid(later(49 * HOUR), later(0)))
      .thenThrows('DE_CANCEL_WINDOW_CLOSED');
    expect(error.message).toContain('requiere una nota de crédito');
    const events = decideAfter(history, approvedVoid(later(2 * HOUR), later(HOUR)));
    expect(events.map((e) => e.type)).toContain('SaleVoided');
  });

  it('cannot void twice or void an unknown sale', () => {
    spec
      .given(voided)
      .when(voidAt(later(2 * HOUR)))
      .thenThrows('SALE_ALREADY_VOIDED');
    spec
      .given([])
      .when(voidAt(later(HOUR)))
      .thenThrows('SALE_NOT_FOUND');
  });
});

describe('correcting a sale (PUT, admin only at the route)', () => {
  const original = issueSale().data.request;

  it('changes the payment method; the number stays and the stock does not move', () => {
    const at = later(HOUR);
    spec
      .given(history)
      .when(correct({ ...original, medioPago: 'transferencia' }, at))
      .then([
        {
          type: 'SaleCorrected',
          data: {
            customer: local,
            workOrderId: null,
            medioPago: 'transferencia',
            regimenTurismo: false,
            lines: sold?.type === 'SaleIssued' ? sold.data.lines : [],
            subtotal: 77_273,
            impuestos: 7_727,
            total: 85_000,
            saleId,
            correctedBy: adminId,
            at,
          },
        },
      ]);
  });

  it('moves only the stock difference when lines change', () => {
    const at = later(HOUR);
    const more = request([line('service', lavadoId, 1, 35_000), line('product', ceraId, 5, 25_000)]);
    expect(decideAfter(history, correct(more, at))[1]).toEqual(
      ceraMove('remove', 3, 3, 'corrección de venta', at),
    );
    // 2 sold + 3 on the shelf: at most 5 on the corrected sale.
    spec
      .given(history)
      .when(correct(request([line('product', ceraId, 6, 25_000)])))
      .thenThrows('INSUFFICIENT_STOCK');
    const fewer = decideAfter(history, correct(request([line('service', lavadoId, 1, 35_000)]), at));
    expect(fewer[1]).toEqual(ceraMove('add', 2, 3, 'corrección de venta', at));
  });

  it('re-prices for another customer: a tourist makes the sale exempt', () => {
    const events = decideAfter(history, correct(request([...original.items], tourist), later(HOUR), tourist));
    expect(events).toHaveLength(1);
    expect(events[0]?.data).toMatchObject({
      customer: tourist,
      regimenTurismo: true,
      impuestos: 0,
      subtotal: 85_000,
    });
  });

  it('keeps the price a line was sold at, even if the catalogue changed since', () => {
    const pricier = {
      ...catalog,
      services: { [lavadoId]: { nombre: 'Lavado completo', precio: 40_000, activo: true } },
    };
    const command = correct({ ...original, medioPago: 'cheque' });
    const events = decideAfter(history, { ...command, data: { ...command.data, catalog: pricier } });
    expect(events.map((e) => e.type)).toEqual(['SaleCorrected']);
    expect(events[0]?.data).toMatchObject({ medioPago: 'cheque', total: 85_000 });
  });

  it('a correction that changes nothing appends nothing, whatever order the stored keys come back in', () => {
    spec.given(history).when(correct(original)).then([]);
    // jsonb does not keep key order: read the history back with every object's keys reversed.
    const reversed = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(reversed)
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .reverse()
                .map(([k, v]) => [k, reversed(v)]),
            )
          : value;
    spec
      .given(history.map((e) => ({ type: e.type, data: reversed(e.data) }) as PointOfSaleEvent))
      .when(correct(original))
      .then([]);
  });

  it('is refused after 24 h, on a voided sale and with the money rules of a new sale', () => {
    spec
      .given(history)
      .when(correct(original, later(25 * HOUR)))
      .thenThrows('FISCAL_COMPLIANCE_VIOLATION');
    spec.given(voided).when(correct(original)).thenThrows('SALE_VOIDED');
    spec
      .given(history)
      .when(correct(request([])))
      .thenThrows('NO_ITEMS');
    spec
      .given(history)
      .when(correct({ ...original, total: 1 }))
      .thenThrows('AMOUNT_MISMATCH');
  });
});
