import { describe, expect, it } from 'vitest';
import { randomInventoryHistory } from '../inventory/inventory-history.fixtures';
import { foldEvents } from '../shared/decider';
import { lastOfEachType } from '../shared/last-of-each-type';
import type { VoidSale } from './commands';
import { type PointOfSaleEvent, pointOfSaleDecider } from './point-of-sale-decide';
import { saleIdForKey } from './sale-id';
import {
  decideOverStreams,
  groupByStream,
  lastEventStreamsOf,
  lastOfEachTypeStreamsOf,
  streamIdsFor,
} from './streams';
import {
  adminId,
  ceraCreated,
  ceraId,
  ceraStocked,
  issuedAt,
  issuedEvents,
  issueSale,
  lavadoId,
  line,
  request,
  saleId,
  streamsOfIssue,
  userId,
} from './test-fixtures';

const { series, usage, sale, cera } = streamsOfIssue;
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

describe('streams read by their last event alone', () => {
  it('are the series and the month of an issue, and nothing of a void', () => {
    expect(lastEventStreamsOf(issueSale())).toEqual([series, usage]);
    const voidSale: VoidSale = { type: 'VoidSale', data: { saleId, userId: adminId, now: issuedAt } };
    expect(lastEventStreamsOf(voidSale)).toEqual([]);
  });

  it('decide the same from their last event as from their whole history', () => {
    // Three sales in a row: the fourth is decided over the full series and month, then over their last events.
    const histories = new Map<string, PointOfSaleEvent[]>([
      [series, []],
      [usage, []],
    ]);
    for (let n = 1; n <= 3; n++) {
      const key = `TEMP-${n}`;
      const command = issueSale({
        request: request([line('service', lavadoId, 1, 35_000)]),
        saleId: saleIdForKey(userId, key),
      });
      const all = new Map([...histories, [`sale-${command.data.saleId}`, []]]);
      for (const { streamId, events } of decideOverStreams(command, all)) {
        if (histories.has(streamId)) histories.set(streamId, [...histories.get(streamId)!, ...events]);
      }
    }
    const next = issueSale({
      request: request([line('service', lavadoId, 1, 35_000)]),
      saleId: saleIdForKey(userId, 'TEMP-4'),
    });
    const own = `sale-${next.data.saleId}`;
    const full = decideOverStreams(next, new Map([...histories, [own, []]]));
    const lastOnly = decideOverStreams(
      next,
      new Map([...[...histories].map(([id, events]) => [id, events.slice(-1)] as const), [own, []]]),
    );
    expect(lastOnly).toEqual(full);
    const numbers = full.find((d) => d.streamId === series)!.events;
    expect(numbers.map((e) => e.data)).toMatchObject([{ secuencia: 4 }]);
  });
});

describe('products read as the last event of each type', () => {
  /** The decision, or the refusal, as data: both readings must give the same one. */
  const outcome = (decide: () => unknown) => {
    try {
      return { decided: decide() };
    } catch (error) {
      return { refused: error instanceof Error ? [error.name, error.message] : error };
    }
  };

  it('are the products of the plan', () => {
    expect(lastOfEachTypeStreamsOf([sale, series, usage, cera])).toEqual([cera]);
  });

  it('decide an issue and a void the same as their whole history, on any history', () => {
    const saleStream = groupByStream(issuedEvents).get(sale)!;
    const voidSale: VoidSale = { type: 'VoidSale', data: { saleId, userId: adminId, now: issuedAt } };
    const kinds = new Set<string>();
    for (let seed = 1; seed <= 300; seed++) {
      const product = randomInventoryHistory(seed, ceraId);
      for (const [command, saleHistory] of [
        [issueSale(), []],
        [voidSale, saleStream],
      ] as const) {
        const read = (history: readonly PointOfSaleEvent[]) =>
          outcome(() =>
            decideOverStreams(
              command,
              new Map<string, readonly PointOfSaleEvent[]>([
                [sale, saleHistory],
                [series, []],
                [usage, []],
                [cera, history],
              ]),
            ),
          );
        const whole = read(product);
        expect(read(lastOfEachType(product)), `${command.type}, seed ${seed}`).toEqual(whole);
        kinds.add(`${command.type} ${'decided' in whole ? 'decided' : 'refused'}`);
      }
    }
    // Both readings were compared on sales that went through and on sales refused (no stock, no product).
    expect([...kinds].sort()).toEqual([
      'IssueSale decided',
      'IssueSale refused',
      'VoidSale decided',
      'VoidSale refused',
    ]);
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
