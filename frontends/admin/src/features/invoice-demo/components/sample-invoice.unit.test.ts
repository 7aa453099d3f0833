import { checkRuc } from '@lavadero/fiscal/ruc';
import { describe, expect, it } from 'vitest';
import { sampleInvoice } from './sample-invoice';

describe('sampleInvoice', () => {
  it("shows a RUC that passes the system's own check digit", () => {
    const { companyConfig } = sampleInvoice('efectivo', '2026-11-20T13:00:00.000Z');
    expect(checkRuc(companyConfig?.ruc ?? '')).toMatchObject({ valid: true });
  });
});
