import { describe, expect, it } from 'vitest';
import { foldEvents } from '../shared/decider';
import { pointOfSaleDecider } from './point-of-sale';
import { saleIdForKey } from './sale-id';
import { groupByStream, productIdsToLoad } from './streams';
import {
  ceraCreated,
  ceraId,
  ceraStocked,
  issueSale,
  lavadoId,
  line,
  request,
  saleId,
  userId,
} from './test-fixtures';

describe('where a sale’s events go', () => {
  it('splits one decision into the streams of one atomic append', () => {
    const events = pointOfSaleDecider.decide(
      issueSale(),
      foldEvents(pointOfSaleDecider, [ceraCreated, ceraStocked(5)]),
    );
    const streams = groupByStream(events);
    expect([...streams.keys()]).toEqual([
      'invoice-series-12345678-001-001',
      `invoice-usage-${userId}-2026-11`,
      `sale-${saleId}`,
      `inventory-item-${ceraId}`,
    ]);
    expect(streams.get(`sale-${saleId}`)?.map((e) => e.type)).toEqual(['SaleIssued']);
  });

  it('names the products to load: those requested and those already on the sale', () => {
    const issued = pointOfSaleDecider.decide(
      issueSale(),
      foldEvents(pointOfSaleDecider, [ceraCreated, ceraStocked(5)]),
    );
    const sale = foldEvents(pointOfSaleDecider, issued).sale;
    const onlyService = issueSale({ request: request([line('service', lavadoId, 1, 35_000)]) });
    expect(productIdsToLoad(onlyService, sale)).toEqual([ceraId]);
    expect(productIdsToLoad(issueSale(), foldEvents(pointOfSaleDecider, []).sale)).toEqual([ceraId]);
    expect(productIdsToLoad(onlyService, foldEvents(pointOfSaleDecider, []).sale)).toEqual([]);
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
