import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec';
import {
  type InvoiceNumberAssigned,
  invoiceSeriesDecider,
  toInvoiceSeriesStreamId,
} from './invoice-series-decide';
import { type InvoiceCounted, invoiceUsageDecider } from './invoice-usage-decide';
import { seriesOf } from './point-of-sale-decide';
import { company } from './test-fixtures';

const at = '2026-11-21T13:00:00.000Z';
const series = { timbrado: '12345678', establecimiento: '001', puntoExpedicion: '002' };

describe('invoice series', () => {
  const spec = deciderSpec(invoiceSeriesDecider);
  const assign = (saleId: string) => ({
    type: 'AssignInvoiceNumber' as const,
    data: { ...series, saleId, now: at },
  });
  const assigned = (secuencia: number, saleId: string): InvoiceNumberAssigned => ({
    type: 'InvoiceNumberAssigned',
    data: {
      ...series,
      secuencia,
      numeroFactura: `001-002-${String(secuencia).padStart(7, '0')}`,
      saleId,
      at,
    },
  });

  it('starts a new timbrado at 0000001', () => {
    spec
      .given([])
      .when(assign('s1'))
      .then([assigned(1, 's1')]);
  });

  it('hands out the next number, consecutively, never reusing one', () => {
    spec
      .given([assigned(1, 's1'), assigned(2, 's2')])
      .when(assign('s3'))
      .then([assigned(3, 's3')]);
  });

  it('refuses once the 7 digits are used up', () => {
    spec
      .given([assigned(9_999_999, 'last')])
      .when(assign('s'))
      .thenThrows('INVOICE_SERIES_EXHAUSTED');
  });

  it('one stream per (timbrado, establecimiento, punto); "1" and "001" are the same punto', () => {
    expect(toInvoiceSeriesStreamId(seriesOf(company))).toBe('invoice-series-12345678-001-001');
    expect(seriesOf({ ...company, establecimiento: '001', puntoExpedicion: '1' })).toEqual(seriesOf(company));
    expect(toInvoiceSeriesStreamId(seriesOf({ ...company, timbradoNumero: '87654321' }))).toBe(
      'invoice-series-87654321-001-001',
    );
  });

  it('refuses a configuration whose stamp number or codes cannot number an invoice', () => {
    for (const broken of [{ timbradoNumero: ' ' }, { establecimiento: '0001' }, { puntoExpedicion: 'A1' }]) {
      expect(() => seriesOf({ ...company, ...broken })).toThrow(
        'El timbrado configurado está incompleto: revise número de timbrado, establecimiento y punto de expedición',
      );
    }
  });
});

describe("a user's monthly invoices", () => {
  const spec = deciderSpec(invoiceUsageDecider);
  const count = (saleId: string, monthlyInvoiceLimit = 2) => ({
    type: 'CountInvoice' as const,
    data: { userId: 'u1', period: '2026-11', saleId, monthlyInvoiceLimit, now: at },
  });
  const counted = (n: number, saleId: string): InvoiceCounted => ({
    type: 'InvoiceCounted',
    data: { userId: 'u1', period: '2026-11', saleId, count: n, at },
  });

  it('counts each invoice up to the limit', () => {
    spec
      .given([])
      .when(count('s1'))
      .then([counted(1, 's1')]);
    spec
      .given([counted(1, 's1')])
      .when(count('s2'))
      .then([counted(2, 's2')]);
  });

  it('refuses the invoice past the limit', () => {
    const error = spec
      .given([counted(1, 's1'), counted(2, 's2')])
      .when(count('s3'))
      .thenThrows('MONTHLY_INVOICE_LIMIT_REACHED');
    expect(error.message).toBe('Límite mensual de facturas alcanzado');
  });
});
