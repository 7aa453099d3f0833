import { describe, expect, it } from 'vitest';
import { names, stored } from '../shared/history.fixtures';
import { fields } from './customer.fixtures';
import { customerHistory } from './customer-history';
import type { CustomerRegistered, CustomerUpdated } from './events';

describe('a customer told to an auditor', () => {
  it('tells the registration and then only the fields each change touched', () => {
    const registered: CustomerRegistered = {
      type: 'CustomerRegistered',
      data: { ...fields, customerId: 'cli-1', createdAt: '2026-11-21T13:00:00.000Z' },
    };
    const updated: CustomerUpdated = {
      type: 'CustomerUpdated',
      data: { ...fields, telefono: '0971 000 000', customerId: 'cli-1', at: '2026-11-21T14:00:00.000Z' },
    };
    const [first, second] = customerHistory(stored('cajero-1', registered, updated), names);
    expect(first).toMatchObject({ kind: 'registered', who: 'Ana Cajera' });
    expect(first?.details).toContainEqual({ label: 'Documento', value: 'CI 1234567' });
    expect(second?.details).toEqual([{ label: 'Teléfono', value: '0981 123 456 → 0971 000 000' }]);
  });
});
