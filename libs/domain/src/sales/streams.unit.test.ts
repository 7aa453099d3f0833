import { describe, expect, it } from 'vitest';
import { foldEvents } from '../shared/decider';
import type { VoidSale } from './commands';
import { pointOfSaleDecider } from './point-of-sale';
import { saleIdForKey } from './sale-id';
import { decideOverStreams, groupByStream, streamIdsFor } from './streams';
import {
  adminId,
  ceraCreated,
  ceraId,
  ceraStocked,
  issuedAt,
  issueSale,
  lavadoId,
  line,
  request,
  saleId,
  userId,
} from './test-fixtures';

const series = 'invoice-series-12345678-001-001';
const usage = `invoice-usage-${userId}-2026-11`;
const sale = `sale-${saleId}`;
const cera = `inventory-item-${ceraId}`;
const issuedEvents = pointOfSaleDecider.decide(
  issueSale(),
  foldEvents(pointOfSaleDecider, [ceraCreated, ceraStocked(5)]),
);
const absent = foldEvents(pointOfSaleDecider, []).sale;
const issuedSale = foldEvents(pointOfSaleDecider, issuedEvents).sale;

describe('where a sale’s events go', () => {
  it('splits one decision into the streams of one atomic append', () => {
    const streams = groupByStream(issuedEvents);
    expect([...streams.keys()]).toEqual([series, usage, sale, cera]);
    expect(streams.get(sale)?.map((e) => e.type)).toEqual(['SaleIssued']);
  });

  it('names every stream a command decides over', () => {
    expect(streamIdsFor(issueSale(), absent)).toEqual([sale, series, usage, cera]);
    const onlyService = issueSale({ request: request([line('service', lavadoId, 1, 35_000)]) });
    expect(streamIdsFor(onlyService, absent)).toEqual([sale, series, usage]);
    const voidSale: VoidSale = { type: 'VoidSale', data: { saleId, userId: adminId, now: issuedAt } };
    expect(streamIdsFor(voidSale, issuedSale)).toEqual([sale, cera]);
  });

  it('decides over loaded histories, ready for the multi-stream append', () => {
    const histories = new Map([
      [sale, []],
      [series, []],
      [usage, []],
      [cera, [ceraCreated, ceraStocked(5)]],
    ]);
    const decided = decideOverStreams(issueSale(), histories);
    expect(decided.map((d) => [d.streamId, d.events.map((e) => e.type)])).toEqual([
      [series, ['InvoiceNumberAssigned']],
      [usage, ['InvoiceCounted']],
      [sale, ['SaleIssued']],
      [cera, ['StockAdjusted']],
    ]);
    // A retry: the same histories plus what was appended decide nothing new.
    const after = new Map(
      [...histories].map(([id, events]) => [id, [...events, ...(groupByStream(issuedEvents).get(id) ?? [])]]),
    );
    expect(decideOverStreams(issueSale(), after)).toEqual([]);
  });
});

describe('saleIdForKey', () => {
  it('gives a retry the same sale id, and other keys or users another one', () => {
    const id = saleIdForKey('u1', 'TEMP-abc123');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(saleIdForKey('u1', 'TEMP-abc123')).toBe(id);
    expect(saleIdForKey('u1', 'TEMP-abc124')).not.toBe(id);
    expect(saleIdForKey('u2', 'TEMP-abc123')).not.toBe(id);
  });
});
