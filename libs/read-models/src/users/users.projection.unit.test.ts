import type { InvoiceCounted } from '@lavadero/domain/sales/invoice-usage';
import type { UserEvent } from '@lavadero/domain/users/events';
import { describe, expect, it } from 'vitest';
import { evolveUserRow } from './users.projection';

const at = '2026-11-21T12:00:00.000Z';
const created: UserEvent = {
  type: 'UserCreated',
  data: {
    userId: 'u-1',
    username: 'Ana',
    passwordHash: 'secret-hash',
    fullName: 'Ana Benítez',
    email: null,
    role: 'user',
    subscriptionType: 'free',
    monthlyInvoiceLimit: 50,
    expirationDate: null,
    isActive: true,
    createdBy: null,
    createdAt: at,
  },
};
const fold = (events: (UserEvent | InvoiceCounted)[]) => events.reduce(evolveUserRow, null);
const counted = (count: number, period = '2026-11'): InvoiceCounted => ({
  type: 'InvoiceCounted',
  data: { userId: 'u-1', period, saleId: `s-${count}`, count, at },
});

describe('users read model', () => {
  it("counts the month's invoices from the usage stream, starting again after the monthly reset", () => {
    expect(fold([created, counted(1), counted(2)])?.currentMonthInvoices).toBe(2);
    const reset: UserEvent = { type: 'MonthlyUsageReset', data: { userId: 'u-1', period: '2026-12', at } };
    expect(fold([created, counted(1), counted(2), reset])?.currentMonthInvoices).toBe(0);
    expect(fold([created, counted(2), reset, counted(1, '2026-12')])?.currentMonthInvoices).toBe(1);
  });

  describe('whatever order the usage streams and the monthly reset arrive in', () => {
    const reset = (period: string): UserEvent => ({
      type: 'MonthlyUsageReset',
      data: { userId: 'u-1', period, at },
    });
    const invoicesAfter = (events: (UserEvent | InvoiceCounted)[]) =>
      fold([created, ...events])?.currentMonthInvoices;

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

  it('never holds the password hash', () => {
    expect(JSON.stringify(fold([created]))).not.toContain('secret-hash');
  });

  it('keys usernames case-insensitively', () => {
    expect(fold([created])?.usernameKey).toBe('ana');
  });

  it('tracks failed logins, blocking and the last login', () => {
    const row = fold([
      created,
      { type: 'LoginFailed', data: { userId: 'u-1', failedAttempts: 1, at } },
      { type: 'UserBlocked', data: { userId: 'u-1', reason: 'too_many_failed_logins', at } },
    ]);
    expect(row).toMatchObject({ failedLoginAttempts: 1, lastFailedLogin: at, isBlocked: true });
    const later = '2026-11-22T08:00:00.000Z';
    expect(
      evolveUserRow(evolveUserRow(row, { type: 'UserUnblocked', data: { userId: 'u-1', at } }), {
        type: 'UserLoggedIn',
        data: { userId: 'u-1', at: later },
      }),
    ).toMatchObject({ isBlocked: false, failedLoginAttempts: 0, lastLogin: later });
  });

  it('ignores events for a user it has not seen created', () => {
    expect(evolveUserRow(null, { type: 'UserActivated', data: { userId: 'u-9', at } })).toBeNull();
  });
});
