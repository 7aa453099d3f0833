import { describe, expect, it } from 'vitest';
import type { ElectronicDocumentApproved, ElectronicDocumentRejected } from '../electronic-documents/events';
import { names, stored } from '../shared/history.fixtures';
import type { SaleCorrected, SaleIssued, SaleLine, SaleVoided } from './events';
import { saleHistory } from './sale-history';
import { adminId, issuedEvents, saleId, userId } from './test-fixtures';

const issued = issuedEvents.find((e): e is SaleIssued => e.type === 'SaleIssued');
if (!issued) throw new Error('the fixture issues a sale');

const lavado = issued.data.lines[0];
if (!lavado) throw new Error('the fixture sells a line');
const corrected: SaleCorrected = {
  type: 'SaleCorrected',
  data: {
    ...issued.data,
    medioPago: 'transferencia',
    lines: [{ ...lavado, cantidad: 2, subtotal: lavado.precioUnitario * 2 }],
    total: lavado.precioUnitario * 2,
    subtotal: 0,
    impuestos: 0,
    saleId,
    correctedBy: adminId,
    at: '2026-11-21T14:00:00.000Z',
  },
};
const voided: SaleVoided = {
  type: 'SaleVoided',
  data: {
    saleId,
    numeroFactura: issued.data.numeroFactura,
    voidedBy: adminId,
    at: '2026-11-21T15:00:00.000Z',
  },
};

describe('a sale told to an auditor', () => {
  it('names the issue with its number, buyer, payment, total and lines, by the cashier', () => {
    const [entry] = saleHistory(stored(userId, issued), names);
    expect(entry).toMatchObject({
      kind: 'issued',
      title: 'Factura emitida',
      who: 'Ana Cajera',
      position: '1:0',
    });
    expect(entry?.details).toContainEqual({ label: 'Número', value: issued.data.numeroFactura });
    expect(entry?.details).toContainEqual({ label: 'Medio de pago', value: 'Efectivo' });
    expect(entry?.lines?.before).toBeNull();
    expect(entry?.lines?.after.map((l) => l.nombre)).toEqual(issued.data.lines.map((l) => l.nombre));
  });

  it('tells each method of a split payment with its amount, and the cash tendered and change', () => {
    const split: SaleIssued = {
      ...issued,
      data: {
        ...issued.data,
        pagos: [
          { medio: 'efectivo', monto: 35_000, entregado: 50_000 },
          { medio: 'tarjeta_debito', monto: 50_000 },
        ],
      },
    };
    const [entry] = saleHistory(stored(userId, split), names);
    expect(entry?.details).toContainEqual({
      label: 'Medio de pago',
      value: 'Efectivo Gs. 35.000 (entregado Gs. 50.000, vuelto Gs. 15.000) + Tarjeta de Débito Gs. 50.000',
    });
  });

  it('puts a correction against the lines before it, and says what changed', () => {
    const [, entry] = saleHistory(
      [...stored(userId, issued), ...stored(adminId, corrected).map(second)],
      names,
    );
    expect(entry).toMatchObject({ kind: 'corrected', who: 'Carlos Dueño' });
    expect(entry?.lines?.before?.map((l) => l.cantidad)).toEqual(issued.data.lines.map((l) => l.cantidad));
    expect(entry?.lines?.after).toEqual([
      { ...pick(lavado), cantidad: 2, subtotal: lavado.precioUnitario * 2 },
    ]);
    expect(entry?.details).toContainEqual({ label: 'Medio de pago', value: 'Efectivo → Transferencia' });
  });

  it('tells a void and the fiscal stream in the order given, the worker as Sistema', () => {
    const approved: ElectronicDocumentApproved = {
      type: 'ElectronicDocumentApproved',
      data: { saleId, cdc: '0'.repeat(44), protocol: '123', at: '2026-11-21T13:05:00.000Z' },
    };
    const rejected: ElectronicDocumentRejected = {
      type: 'ElectronicDocumentRejected',
      data: { saleId, cdc: '1'.repeat(44), code: '1001', message: 'CDC duplicado', at: '' },
    };
    const entries = saleHistory([...stored(null, rejected, approved), ...stored(adminId, voided)], names);
    expect(entries.map((e) => [e.kind, e.who])).toEqual([
      ['rejected', 'Sistema'],
      ['approved', 'Sistema'],
      ['voided', 'Carlos Dueño'],
    ]);
    expect(entries[0]?.details).toContainEqual({ label: 'Motivo', value: '1001: CDC duplicado' });
    expect(entries[1]?.details).toContainEqual({ label: 'Protocolo', value: '123' });
  });

  it('never shows a user id, and lists an event it does not know by its type', () => {
    const entries = saleHistory(stored('someone-unknown', { type: 'SomethingNew', data: {} }), names);
    expect(entries[0]).toMatchObject({ kind: 'other', who: 'Usuario sin nombre registrado' });
    expect(JSON.stringify(entries)).not.toContain('someone-unknown');
  });
});

/** The line as the history shows it (no kind, no item id). */
function pick({ nombre, cantidad, precioUnitario, subtotal }: SaleLine) {
  return { nombre, cantidad, precioUnitario, subtotal };
}

function second<T extends { position: string }>(event: T): T {
  return { ...event, position: '2:0' };
}
