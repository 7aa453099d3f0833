import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec';
import type { SaleEvent } from './events';
import { type ImportSale, importedInvoiceNumberDecider, importedSaleDecider } from './import-sale-decide';
import type { InvoiceNumberAssigned } from './invoice-series-decide';
import { adminId, company, issuedAt, lavadoId, local, saleId, series, userId } from './test-fixtures';

const now = '2026-11-25T10:00:00.000Z';
const lines = [
  {
    kind: 'service' as const,
    itemId: lavadoId,
    nombre: 'Lavado',
    cantidad: 2,
    precioUnitario: 33_000,
    subtotal: 66_000,
  },
];

function importSale(changes: Partial<ImportSale['data']> = {}): ImportSale {
  return {
    type: 'ImportSale',
    data: {
      saleId,
      numeroFactura: '001-001-0000042',
      fecha: '2026-03-10',
      issuedAt,
      issuedBy: userId,
      customer: local,
      company,
      workOrderId: null,
      medioPago: 'efectivo',
      regimenTurismo: false,
      lines,
      subtotal: 60_000,
      impuestos: 6_000,
      total: 66_000,
      voidedAt: null,
      importedBy: adminId,
      companyRuc: company.ruc,
      now,
      ...changes,
    },
  };
}

const assigned = (secuencia: number, sale: string): InvoiceNumberAssigned => ({
  type: 'InvoiceNumberAssigned',
  data: {
    ...series,
    secuencia,
    numeroFactura: `001-001-${String(secuencia).padStart(7, '0')}`,
    saleId: sale,
    at: now,
  },
});

describe('importing a historical sale', () => {
  const spec = deciderSpec(importedSaleDecider);

  it('keeps a split payment the backup states, and refuses one that does not add up', () => {
    const pagos = [
      { medio: 'efectivo', monto: 16_000, entregado: 20_000 },
      { medio: 'transferencia', monto: 50_000 },
    ] as const;
    const [issued] = importedSaleDecider.decide(
      importSale({ pagos: [...pagos] }),
      importedSaleDecider.initialState(),
    ) as [SaleEvent];
    expect(issued.data).toMatchObject({ medioPago: 'efectivo', pagos });
    spec
      .given([])
      .when(importSale({ pagos: [{ medio: 'efectivo', monto: 60_000 }] }))
      .thenThrows('PAYMENTS_MISMATCH');
  });

  it('keeps its number, day, prices and stamp: no repricing, no stock, no monthly count', () => {
    const [issued] = importedSaleDecider.decide(importSale(), importedSaleDecider.initialState()) as [
      SaleEvent,
    ];
    expect(issued).toMatchObject({
      type: 'SaleIssued',
      data: {
        numeroFactura: '001-001-0000042',
        series: { ...series, secuencia: 42 },
        fecha: '2026-03-10',
        lines,
        issuedBy: userId,
        issuedAt,
        idempotencyKey: `IMPORT-${saleId}`,
      },
    });
  });

  it('imports a voided sale as issued, then voided', () => {
    const events = importedSaleDecider.decide(importSale({ voidedAt: now, issuedBy: null }), {
      status: 'absent',
    });
    expect(events.map((e) => e.type)).toEqual(['SaleIssued', 'SaleVoided']);
    expect(events[1]?.data).toMatchObject({ voidedBy: adminId, at: now });
  });

  it('appends nothing for a sale already there', () => {
    const [issued] = importedSaleDecider.decide(importSale(), { status: 'absent' }) as [SaleEvent];
    spec.given([issued]).when(importSale()).then([]);
  });

  it('refuses lines or totals that do not add up by the fiscal rule', () => {
    spec
      .given([])
      .when(importSale({ impuestos: 5_000, subtotal: 61_000 }))
      .thenThrows('AMOUNT_MISMATCH');
    spec
      .given([])
      .when(importSale({ lines: [{ ...lines[0]!, subtotal: 65_000 }] }))
      .thenThrows('AMOUNT_MISMATCH');
  });

  it('refuses a sale of another company, one with a wrong RUC, or none configured here', () => {
    spec
      .given([])
      .when(importSale({ company: { ...company, ruc: '80000190-7' } }))
      .thenThrows('IMPORTED_SALE_OTHER_COMPANY');
    spec
      .given([])
      .when(importSale({ company: { ...company, ruc: '80028061-5' }, companyRuc: '80028061-5' }))
      .thenThrows('IMPORTED_SALE_RUC_INVALID');
    spec
      .given([])
      .when(importSale({ companyRuc: null }))
      .thenThrows('COMPANY_NOT_CONFIGURED');
  });

  it('refuses a sale dated after today, or outside its stamp', () => {
    spec
      .given([])
      .when(importSale({ fecha: '2099-01-01' }))
      .thenThrows('IMPORTED_SALE_IN_FUTURE');
    spec
      .given([])
      .when(importSale({ issuedAt: '2026-11-25T10:00:01.000Z' }))
      .thenThrows('IMPORTED_SALE_IN_FUTURE');
    spec
      .given([])
      .when(importSale({ fecha: '2025-12-31' }))
      .thenThrows('IMPORTED_SALE_OUTSIDE_STAMP');
  });

  it("refuses a number of another establecimiento or punto than its stamp's", () => {
    spec
      .given([])
      .when(importSale({ numeroFactura: '001-009-0000042' }))
      .thenThrows('INVOICE_NUMBER_OUTSIDE_SERIES');
  });
});

describe('an imported number in its series', () => {
  const spec = deciderSpec(importedInvoiceNumberDecider);
  const series3 = () =>
    [assigned(3, 'otra')].reduce(
      importedInvoiceNumberDecider.evolve,
      importedInvoiceNumberDecider.initialState(),
    );
  const number = (secuencia: number, heldBy: string | null = null) => ({
    type: 'ImportInvoiceNumber' as const,
    data: { ...series, secuencia, saleId, heldBy, now },
  });

  it('is recorded right after the highest number the series holds', () => {
    spec
      .given([assigned(3, 'otra')])
      .when(number(4))
      .then([assigned(4, saleId)]);
    spec
      .given([])
      .when(number(1))
      .then([assigned(1, saleId)]);
  });

  it('may not leave a gap: the refusal names the missing numbers', () => {
    expect(() => importedInvoiceNumberDecider.decide(number(8), series3())).toThrow(
      'Faltan las facturas 001-001-0000004 a 001-001-0000007 en su serie: la numeración no puede tener huecos',
    );
    expect(() => importedInvoiceNumberDecider.decide(number(5), series3())).toThrow(
      'Falta la factura 001-001-0000004 en su serie',
    );
    spec
      .given([assigned(3, 'otra')])
      .when(number(500))
      .thenThrows('INVOICE_NUMBER_GAP');
  });

  it("is already this sale's after a reset: nothing new", () => {
    spec
      .given([assigned(3, saleId)])
      .when(number(3, saleId))
      .then([]);
  });

  it('is never a number the series gave another sale, nor one behind the highest', () => {
    spec
      .given([assigned(3, 'otra')])
      .when(number(3, 'otra'))
      .thenThrows('INVOICE_NUMBER_TAKEN');
    spec
      .given([assigned(5, 'otra')])
      .when(number(4))
      .thenThrows('INVOICE_NUMBER_BEHIND');
  });
});
