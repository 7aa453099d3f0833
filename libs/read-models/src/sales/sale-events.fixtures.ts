// Sale events shared by the sales read-model tests (imported only by tests).
import type { SaleCorrected, SaleIssued, SaleVoided } from '@lavadero/domain/sales/events';
import { saleIssuedEvent } from '@lavadero/domain/sales/test-fixtures';

export const saleId = '11111111-1111-4111-8111-111111111111';
export const issuedAt = '2026-11-21T13:00:00.000Z';
export const issued = (id = saleId, secuencia = 1, total = 85_000, at = issuedAt): SaleIssued =>
  saleIssuedEvent({ saleId: id, secuencia, total, at });

export const corrected = (at: string): SaleCorrected => {
  const { data } = issued();
  return {
    type: 'SaleCorrected',
    data: {
      saleId,
      customer: {
        ...data.customer,
        customerId: '33333333-3333-4333-8333-333333333333',
        nombre: 'João Silva',
        docNumero: 'FZ123456',
        regimenTurismo: true,
      },
      workOrderId: null,
      medioPago: 'tarjeta_debito',
      regimenTurismo: true,
      lines: data.lines,
      subtotal: 85_000,
      impuestos: 0,
      total: 85_000,
      correctedBy: 'admin-1',
      at,
    },
  };
};

export const voided = (at: string, id = saleId): SaleVoided => ({
  type: 'SaleVoided',
  data: { saleId: id, numeroFactura: '001-001-0000001', voidedBy: 'admin-1', at },
});
