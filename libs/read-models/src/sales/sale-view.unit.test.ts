import type { SaleEvent } from '@lavadero/domain/sales/events';
import { describe, expect, it } from 'vitest';
import { corrected, issued, issuedAt, saleId, voided } from './sale-events.fixtures';
import { evolveSaleView, fromSaleRow, toSaleRow } from './sale-view';

const fold = (events: SaleEvent[]) => events.reduce(evolveSaleView, null);
const later = '2026-11-21T15:00:00.000Z';

describe('sales read model', () => {
  it('holds an issued sale with its number, buyer, lines, totals and the company at issue', () => {
    expect(fold([issued()])).toMatchObject({
      id: saleId,
      numeroFactura: '001-001-0000001',
      fecha: '2026-11-21',
      createdAt: issuedAt,
      customerNombre: 'María González',
      customerDocNumero: '1234567',
      total: 85_000,
      impuestos: 7_727,
      subtotal: 77_273,
      anulada: false,
      company: expect.objectContaining({ direccion: 'Av. Mariscal López 1234' }),
    });
  });

  it('replaces the content on a correction and keeps number and date', () => {
    const view = fold([issued(), corrected(later)]);
    expect(view).toMatchObject({
      numeroFactura: '001-001-0000001',
      createdAt: issuedAt,
      customerNombre: 'João Silva',
      medioPago: 'tarjeta_debito',
      regimenTurismo: true,
      impuestos: 0,
      updatedAt: later,
    });
  });

  it('keeps a voided sale, marked anulada', () => {
    expect(fold([issued(), voided(later)])).toMatchObject({
      anulada: true,
      anuladaAt: later,
      numeroFactura: '001-001-0000001',
    });
  });

  it('ignores events of a sale it has not seen issued', () => {
    expect(fold([voided(later)])).toBeNull();
  });

  it('writes snapshots as JSON text and reads bigint money from either driver as numbers', () => {
    const view = fold([issued()]);
    if (!view) throw new Error('no view');
    const row = toSaleRow(view);
    expect(JSON.parse(row.lines as string)).toEqual(view.lines);
    expect(fromSaleRow({ ...view, total: '85000', impuestos: 7727, subtotal: '77273' })).toEqual(view);
  });
});
