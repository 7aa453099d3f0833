import { describe, expect, it } from 'vitest';
import type { VoidSale } from '../sales/commands';
import { pointOfSaleDecider } from '../sales/point-of-sale-decide';
import { issuedAt, issueSale, lavadoId, line, request, saleId, userId } from '../sales/test-fixtures';
import { foldEvents, type Message } from '../shared/decider';
import {
  billingStreamIds,
  decideBillingOverStreams,
  decideVoidOverStreams,
  orderBilledBy,
  voidStreamIds,
} from './billing';
import type { WorkOrderCreated } from './events';

const workOrderId = '44444444-4444-4444-8444-444444444444';
const order = `work-order-${workOrderId}`;
const sale = `sale-${saleId}`;
const series = 'invoice-series-12345678-001-001';
const usage = `invoice-usage-${userId}-2026-11`;
const at = '2026-11-21T12:00:00.000Z';

const created = {
  type: 'WorkOrderCreated',
  data: { workOrderId, numero: 7, observaciones: null, lines: [], total: 0 },
} as unknown as WorkOrderCreated;
const advanced = (from: string, to: string) => ({
  type: 'OrderAdvanced',
  data: { workOrderId, from, to, by: userId, at },
});
const terminado = [created, advanced('recibido', 'en_proceso'), advanced('en_proceso', 'terminado')];

const command = issueSale({ request: { ...request([line('service', lavadoId, 1, 35_000)]), workOrderId } });
const histories = (orderHistory: readonly Message[], saleHistory: readonly Message[] = []) =>
  new Map<string, readonly Message[]>([
    [sale, saleHistory],
    [series, []],
    [usage, []],
    [order, orderHistory],
  ]);
const typesOf = (decided: { streamId: string; events: Message[] }[]) =>
  decided.map((d) => [d.streamId, d.events.map((e) => e.type)]);

describe('billing an order', () => {
  it('decides over the sale’s streams and the order’s', () => {
    const absent = foldEvents(pointOfSaleDecider, []).sale;
    expect(billingStreamIds(command, absent)).toEqual([sale, series, usage, order]);
  });

  it('issues the sale, marks the order billed and delivers it, in one decision', () => {
    const decided = decideBillingOverStreams(command, { markAsDelivered: true }, histories(terminado));
    expect(typesOf(decided)).toEqual([
      [series, ['InvoiceNumberAssigned']],
      [usage, ['InvoiceCounted']],
      [sale, ['SaleIssued']],
      [order, ['WorkOrderBilled', 'OrderAdvanced']],
    ]);
    const issued = decided[2]?.events[0] as Message<
      'SaleIssued',
      { workOrderId: string; numeroFactura: string }
    >;
    expect(issued.data.workOrderId).toBe(workOrderId);
    expect(decided[3]?.events[0]?.data).toMatchObject({ saleId, numeroFactura: issued.data.numeroFactura });
  });

  it('refuses an order billed by another sale, before anything about the sale', () => {
    const other = {
      type: 'WorkOrderBilled',
      data: { workOrderId, saleId: 'otra', numeroFactura: 'x', billedBy: userId, at },
    };
    expect(() =>
      decideBillingOverStreams(command, { markAsDelivered: false }, histories([...terminado, other])),
    ).toThrow('La orden ya fue facturada');
  });

  it('refuses an order that is not finished yet, or does not exist', () => {
    expect(() => decideBillingOverStreams(command, { markAsDelivered: false }, histories([created]))).toThrow(
      /Solo se pueden facturar órdenes terminadas o entregadas/,
    );
    expect(() => decideBillingOverStreams(command, { markAsDelivered: false }, histories([]))).toThrow(
      'Orden de trabajo no encontrada',
    );
  });

  it('a retry of the same billing appends nothing', () => {
    const first = decideBillingOverStreams(command, { markAsDelivered: false }, histories(terminado));
    const recorded = (streamId: string) => first.find((d) => d.streamId === streamId)?.events ?? [];
    const again = decideBillingOverStreams(
      command,
      { markAsDelivered: false },
      histories([...terminado, ...recorded(order)], recorded(sale)),
    );
    expect(again).toEqual([]);
  });

  it('a void of the billing sale takes the order’s mark away in the same decision', () => {
    const first = decideBillingOverStreams(command, { markAsDelivered: false }, histories(terminado));
    const recorded = (streamId: string) => first.find((d) => d.streamId === streamId)?.events ?? [];
    const voidSale: VoidSale = { type: 'VoidSale', data: { saleId, userId, now: issuedAt } };
    const sold = foldEvents(pointOfSaleDecider, recorded(sale) as never).sale;
    expect(orderBilledBy(sold)).toBe(workOrderId);
    expect(voidStreamIds(voidSale, sold, workOrderId)).toEqual([sale, order]);
    const decided = decideVoidOverStreams(
      voidSale,
      workOrderId,
      new Map([
        [sale, recorded(sale)],
        [order, [...terminado, ...recorded(order)]],
      ]),
    );
    expect(typesOf(decided)).toEqual([
      [sale, ['SaleVoided']],
      [order, ['WorkOrderBillingVoided']],
    ]);
  });
});
