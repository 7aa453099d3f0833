import type { InvoiceCounted } from '@lavadero/domain/sales/invoice-usage-decide';
import type { MonthlyUsageReset } from '@lavadero/domain/users/events';
import { describe, expect, it } from 'vitest';
import { evolveInvoiceUsage } from './invoice-usage.projection';
import type { InvoiceUsageRow } from './invoice-usage.table';

const at = '2026-11-21T12:00:00.000Z';
const counted = (count: number, period = '2026-11'): InvoiceCounted => ({
  type: 'InvoiceCounted',
  data: { userId: 'u-1', period, saleId: `s-${count}`, count, at },
});
const reset = (period: string): MonthlyUsageReset => ({
  type: 'MonthlyUsageReset',
  data: { userId: 'u-1', period, at },
});
const fold = (events: (InvoiceCounted | MonthlyUsageReset)[]) =>
  events.reduce<InvoiceUsageRow | null>(evolveInvoiceUsage, null);

describe('invoice usage read model', () => {
  it("counts the month's invoices from the usage stream, starting again after the monthly reset", () => {
    expect(fold([counted(1), counted(2)])).toEqual({
      id: 'u-1',
      usageMonth: '2026-11',
      currentMonthInvoices: 2,
      usageResetDate: null,
    });
    expect(fold([counted(1), counted(2), reset('2026-12')])).toEqual({
      id: 'u-1',
      usageMonth: '2026-12',
      currentMonthInvoices: 0,
      usageResetDate: at,
    });
    expect(fold([counted(2), reset('2026-12'), counted(1, '2026-12')])?.currentMonthInvoices).toBe(1);
  });

  it('a reset before any invoice starts the month at zero', () => {
    expect(fold([reset('2026-12')])).toEqual({
      id: 'u-1',
      usageMonth: '2026-12',
      currentMonthInvoices: 0,
      usageResetDate: at,
    });
  });

  describe('whatever order the usage streams and the monthly reset arrive in', () => {
    const invoicesAfter = (events: (InvoiceCounted | MonthlyUsageReset)[]) =>
      fold(events)?.currentMonthInvoices;

    it("keeps a month's count when that month's reset is projected after it", () => {
      expect(invoicesAfter([counted(1, '2026-12'), reset('2026-12')])).toBe(1);
    });

    it('counts a month after its reset', () => {
      expect(invoicesAfter([reset('2026-12'), counted(1, '2026-12')])).toBe(1);
    });

    it('ignores a late count of an older month', () => {
      expect(invoicesAfter([counted(3, '2026-12'), counted(7, '2026-11')])).toBe(3);
    });

    it("zeroes an older month's count when a newer month starts", () => {
      expect(invoicesAfter([counted(7, '2026-11'), reset('2026-12')])).toBe(0);
    });
  });
});
