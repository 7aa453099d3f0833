import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec';
import type { SaleIssued, SaleStockAdjusted } from './events';
import type { InvoiceNumberAssigned } from './invoice-series';
import type { InvoiceCounted } from './invoice-usage';
import { type PointOfSaleEvent, pointOfSaleDecider } from './point-of-sale';
import {
  catalog,
  ceraCreated,
  ceraId,
  ceraStocked,
  comboId,
  company,
  fecha,
  issuedAt,
  issueSale,
  lavadoId,
  line,
  local,
  request,
  saleId,
  series,
  tourist,
  userId,
} from './test-fixtures';

const spec = deciderSpec(pointOfSaleDecider);
const stocked = (n: number): PointOfSaleEvent[] => [ceraCreated, ceraStocked(n)];

const assigned = (secuencia: number, id = saleId): InvoiceNumberAssigned => ({
  type: 'InvoiceNumberAssigned',
  data: {
    ...series,
    secuencia,
    numeroFactura: `001-001-${String(secuencia).padStart(7, '0')}`,
    saleId: id,
    at: issuedAt,
  },
});
const counted = (count: number, id = saleId): InvoiceCounted => ({
  type: 'InvoiceCounted',
  data: { userId, period: '2026-11', saleId: id, count, at: issuedAt },
});
const soldCera = (quantity: number, previousStock: number): SaleStockAdjusted => ({
  type: 'StockAdjusted',
  data: {
    itemId: ceraId,
    action: 'remove',
    quantity,
    previousStock,
    newStock: previousStock - quantity,
    reason: 'venta',
    userId,
    at: issuedAt,
    saleId,
  },
});
const issued = (secuencia = 1): SaleIssued => ({
  type: 'SaleIssued',
  data: {
    saleId,
    numeroFactura: `001-001-${String(secuencia).padStart(7, '0')}`,
    series: { ...series, secuencia },
    timbradoUsado: '12345678',
    fecha,
    customer: local,
    workOrderId: null,
    medioPago: 'efectivo',
    regimenTurismo: false,
    lines: [
      {
        kind: 'service',
        itemId: lavadoId,
        nombre: 'Lavado completo',
        cantidad: 1,
        precioUnitario: 35_000,
        subtotal: 35_000,
      },
      {
        kind: 'product',
        itemId: ceraId,
        nombre: 'Cera líquida',
        cantidad: 2,
        precioUnitario: 25_000,
        subtotal: 50_000,
      },
    ],
    subtotal: 77_273,
    impuestos: 7_727,
    total: 85_000,
    company,
    idempotencyKey: 'TEMP-a1b2c3d4',
    issuedBy: userId,
    issuedAt,
  },
});

describe('issuing a sale', () => {
  describe('under electronic emission', () => {
    const electronicCompany = {
      ...company,
      emision: 'electronica',
      timbradoNumero: '80012345',
      timbradoDesde: '2026-11-01',
      timbradoHasta: null,
    } as const;
    const stamp = { company: electronicCompany, isValid: true, error: null };
    const electronicSeries = { ...series, timbrado: '80012345' };

    it("numbers it in the electronic timbrado's own series from 1 and keeps the drawn security code", () => {
      const first: InvoiceNumberAssigned = {
        ...assigned(1),
        data: { ...assigned(1).data, timbrado: '80012345' },
      };
      spec
        .given(stocked(5))
        .when(issueSale({ stamp, codigoSeguridad: '012345678' }))
        .then([
          first,
          counted(1),
          {
            type: 'SaleIssued',
            data: {
              ...issued(1).data,
              series: { ...electronicSeries, secuencia: 1 },
              timbradoUsado: '80012345',
              company: electronicCompany,
              codigoSeguridad: '012345678',
            },
          },
          soldCera(2, 5),
        ]);
    });

    it('refuses an electronic sale without a 9-digit security code; a printed one ignores it', () => {
      spec.given(stocked(5)).when(issueSale({ stamp })).thenThrows('SECURITY_CODE_MISSING');
      spec
        .given(stocked(5))
        .when(issueSale({ stamp, codigoSeguridad: '12345' }))
        .thenThrows('SECURITY_CODE_MISSING');
      spec
        .given(stocked(5))
        .when(issueSale({ codigoSeguridad: '012345678' }))
        .then([assigned(1), counted(1), issued(1), soldCera(2, 5)]);
    });
  });

  it('numbers it, counts it for the user, records it priced by the server and takes the stock', () => {
    spec
      .given(stocked(5))
      .when(issueSale())
      .then([assigned(1), counted(1), issued(1), soldCera(2, 5)]);
  });

  it('takes the next consecutive number of the series; a voided sale keeps its number', () => {
    const earlier = 'a0000000-0000-4000-8000-000000000000';
    spec
      .given([...stocked(5), assigned(1, earlier), assigned(2, earlier), counted(7, earlier)])
      .when(issueSale())
      .then([assigned(3), counted(8), issued(3), soldCera(2, 5)]);
  });

  it('prices combos by their precioTotal and computes IVA as round(total / 11)', () => {
    const events = pointOfSaleDecider.decide(
      issueSale({
        request: request([line('combo', comboId, 1, 120_000), line('service', lavadoId, 1, 35_000)]),
      }),
      pointOfSaleDecider.initialState(),
    );
    expect(events.find((e) => e.type === 'SaleIssued')?.data).toMatchObject({
      total: 155_000,
      impuestos: 14_091,
      subtotal: 140_909,
    });
    expect(events.map((e) => e.type)).toEqual(['InvoiceNumberAssigned', 'InvoiceCounted', 'SaleIssued']);
  });

  it('exempts a tourist from IVA: subtotal = total', () => {
    const events = pointOfSaleDecider.decide(
      issueSale({ customer: tourist, request: request([line('service', lavadoId, 2, 35_000)], tourist) }),
      pointOfSaleDecider.initialState(),
    );
    expect(events.find((e) => e.type === 'SaleIssued')?.data).toMatchObject({
      regimenTurismo: true,
      total: 70_000,
      impuestos: 0,
      subtotal: 70_000,
    });
  });

  describe('idempotency by the TEMP-… key', () => {
    it('the same key and body is the same sale: nothing new', () => {
      spec
        .given([...stocked(5), assigned(1), counted(1), issued(1), soldCera(2, 5)])
        .when(issueSale())
        .then([]);
    });

    it('the same key with a different body is 409', () => {
      const other = issueSale({ request: { ...issueSale().data.request, medioPago: 'tarjeta_debito' } });
      const error = spec
        .given([...stocked(5), assigned(1), counted(1), issued(1), soldCera(2, 5)])
        .when(other)
        .thenThrows('IDEMPOTENCY_CONFLICT');
      expect(error.kind).toBe('illegal_state');
    });
  });

  describe('refusals (nothing appended, no number consumed)', () => {
    it('no items', () => {
      const error = spec
        .given([])
        .when(issueSale({ request: request([]) }))
        .thenThrows('NO_ITEMS');
      expect(error.message).toBe('Debe agregar al menos un item');
    });

    it('a quantity that is not a whole number ≥ 1', () => {
      for (const cantidad of [0, -1, 1.5]) {
        const bad = { ...line('service', lavadoId, 1, 35_000), cantidad };
        spec
          .given([])
          .when(issueSale({ request: request([bad]) }))
          .thenThrows('INVALID_QUANTITY');
      }
    });

    it('an unknown or inactive service, combo or product', () => {
      const unknown = (kind: 'service' | 'combo' | 'product') =>
        issueSale({ request: request([line(kind, 'nope', 1, 1_000)]) });
      expect(spec.given([]).when(unknown('service')).thenThrows('SERVICE_NOT_FOUND').message).toBe(
        'Servicio no encontrado',
      );
      spec.given([]).when(unknown('combo')).thenThrows('COMBO_NOT_FOUND');
      expect(spec.given([]).when(unknown('product')).thenThrows('INVENTORY_ITEM_NOT_FOUND').kind).toBe(
        'not_found',
      );
      const inactive = spec
        .given([])
        .when(issueSale({ request: request([line('service', 'srv-viejo', 1, 50_000)]) }))
        .thenThrows('ITEM_INACTIVE');
      expect(inactive.message).toBe('El servicio Lavado de motor no está activo');
      expect(inactive.kind).toBe('unprocessable');
    });

    it('an unknown customer', () => {
      const error = spec
        .given(stocked(5))
        .when(issueSale({ customer: null }))
        .thenThrows('CUSTOMER_NOT_FOUND');
      expect(error.message).toBe('Cliente no encontrado');
    });

    it('a body whose prices, amounts or regime differ from the server’s: 422 naming the server’s figures', () => {
      const cheap = issueSale({ request: request([line('service', lavadoId, 1, 30_000)]) });
      const price = spec.given([]).when(cheap).thenThrows('PRICE_MISMATCH');
      expect(price.message).toBe('El precio de Lavado completo no coincide con el vigente (Gs. 35.000)');
      expect(price.kind).toBe('unprocessable');

      const badLine = { ...line('service', lavadoId, 2, 35_000), subtotal: 35_000 };
      spec
        .given([])
        .when(issueSale({ request: request([badLine]) }))
        .thenThrows('AMOUNT_MISMATCH');

      const noTax = { ...request([line('service', lavadoId, 1, 35_000)]), impuestos: 0, subtotal: 35_000 };
      const totals = spec
        .given([])
        .when(issueSale({ request: noTax }))
        .thenThrows('AMOUNT_MISMATCH');
      expect(totals.message).toBe(
        'Los montos no coinciden con los calculados: subtotal Gs. 31.818, IVA Gs. 3.182, total Gs. 35.000',
      );

      const claimsTourist = request([line('service', lavadoId, 1, 35_000)], tourist);
      spec
        .given([])
        .when(issueSale({ request: { ...claimsTourist, customerId: local.customerId } }))
        .thenThrows('REGIME_MISMATCH');
    });

    it('a product without enough stock (409, saying how many are left)', () => {
      const error = spec.given(stocked(1)).when(issueSale()).thenThrows('INSUFFICIENT_STOCK');
      expect(error.message).toBe('Stock insuficiente para Cera líquida: disponible 1');
      expect(error.kind).toBe('illegal_state');
    });

    it('counts a product on two lines against its stock once', () => {
      const twice = request([line('product', ceraId, 2, 25_000), line('product', ceraId, 2, 25_000)]);
      spec
        .given(stocked(3))
        .when(issueSale({ request: twice }))
        .thenThrows('INSUFFICIENT_STOCK');
    });

    it('a user at their monthly invoice limit', () => {
      const error = spec
        .given([...stocked(5), counted(3, 'otra')])
        .when(issueSale({ monthlyInvoiceLimit: 3 }))
        .thenThrows('MONTHLY_INVOICE_LIMIT_REACHED');
      expect(error.message).toBe('Límite mensual de facturas alcanzado');
    });

    it('an invalid stamp: the status’s own error, else the default text', () => {
      const missing = spec
        .given(stocked(5))
        .when(issueSale({ stamp: { company: null, isValid: false, error: null } }))
        .thenThrows('INVALID_STAMP');
      expect(missing.message).toBe('Timbrado vencido - No se pueden emitir facturas');
      const notYet = spec
        .given(stocked(5))
        .when(issueSale({ stamp: { company, isValid: false, error: 'El timbrado aún no está vigente' } }))
        .thenThrows('INVALID_STAMP');
      expect(notYet.message).toBe('El timbrado aún no está vigente');
    });

    it('a total beyond what an invoice can write', () => {
      const huge = { ...catalog, services: { big: { nombre: 'Flota', precio: 999_999_999, activo: true } } };
      spec
        .given([])
        .when(issueSale({ catalog: huge, request: request([line('service', 'big', 1001, 999_999_999)]) }))
        .thenThrows('TOTAL_TOO_HIGH');
    });
  });
});
