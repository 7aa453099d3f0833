import { describe, expect, it } from 'vitest';
import { corrected, issued, saleId, voided } from './sale-events.fixtures';
import { saleIdsToRead } from './sale-ids-to-read';

describe('saleIdsToRead', () => {
  it('reads the sales a batch finds already issued, not those it issues', () => {
    const later = '22222222-aaaa-4aaa-8aaa-222222222222';
    const at = '2026-11-21T14:00:00.000Z';
    expect(saleIdsToRead([issued(later), voided(at, later)])).toEqual([]);
    expect(saleIdsToRead([corrected(at), issued(later), voided(at, saleId)])).toEqual([saleId]);
  });
});
