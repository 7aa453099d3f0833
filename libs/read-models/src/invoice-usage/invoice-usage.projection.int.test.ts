import type { InvoiceCounted } from '@lavadero/domain/sales/invoice-usage-decide';
import type { MonthlyUsageReset } from '@lavadero/domain/users/events';
import { describe, expect, it } from 'vitest';
import { applyEverySplit } from '../batch-splits.fixtures';
import { scratchReadModels } from '../scratch-read-models.fixtures';
import { evolveInvoiceUsage, invoiceUsageProjection } from './invoice-usage.projection';
import type { InvoiceUsageRow } from './invoice-usage.table';

type UsageEvent = InvoiceCounted | MonthlyUsageReset;

const counted = (count: number, period: string): InvoiceCounted => ({
  type: 'InvoiceCounted',
  data: { userId: 'u', period, saleId: `s-${count}`, count, at: `${period}-10T12:00:00.000Z` },
});
const reset = (period: string): MonthlyUsageReset => ({
  type: 'MonthlyUsageReset',
  data: { userId: 'u', period, at: `${period}-01T03:00:00.000Z` },
});

/** The usage and user streams reach the projection in no fixed order: late counts, late resets. */
const histories: Record<string, UsageEvent[]> = {
  'late count': [
    counted(1, '2026-11'),
    counted(2, '2026-11'),
    reset('2026-12'),
    counted(1, '2026-12'),
    counted(3, '2026-11'),
  ],
  'older month after': [counted(5, '2026-12'), counted(9, '2026-11'), counted(6, '2026-12')],
  'reset of the month counted': [
    reset('2026-11'),
    counted(1, '2026-11'),
    reset('2026-11'),
    counted(2, '2026-11'),
  ],
  'late reset': [counted(1, '2027-01'), reset('2026-12'), counted(2, '2027-01')],
};

describe.each(['pglite', 'postgres'] as const)('invoice usage read model on %s', (kind) => {
  const scratch = scratchReadModels(kind, 'usage');

  it('holds what the fold gives however its events are batched, counts written without reading', async () => {
    const ids = await applyEverySplit(
      scratch.db,
      invoiceUsageProjection,
      histories,
      (event, userId) => ({ ...event, data: { ...event.data, userId } }) as UsageEvent,
    );
    const rows = new Map(
      (await scratch.db.selectFrom('invoiceUsage').selectAll().execute()).map((row) => [row.id, row]),
    );
    for (const [name, events] of Object.entries(histories)) {
      const folded = events.reduce<InvoiceUsageRow | null>(evolveInvoiceUsage, null);
      for (const id of ids.get(name)!) expect(rows.get(id), `${name}: ${id}`).toEqual({ ...folded, id });
    }
  });
});
