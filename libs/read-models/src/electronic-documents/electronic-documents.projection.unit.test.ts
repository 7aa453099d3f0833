import type { ElectronicDocumentEvent } from '@lavadero/domain/electronic-documents/events';
import type { SaleIssued } from '@lavadero/domain/sales/events';
import { describe, expect, it } from 'vitest';
import { issued, saleId } from '../sales/sale-events.fixtures';
import { evolveElectronicDocumentRow } from './electronic-documents.projection';
import { toSaleElectronicDocument } from './electronic-documents.queries';

const electronic = (): SaleIssued => {
  const event = issued();
  return {
    ...event,
    data: {
      ...event.data,
      codigoSeguridad: '123456789',
      company: { ...event.data.company, emision: 'electronica' },
    },
  };
};
const cdc = '01800280610001001000000122026112117123456781';
const number = { timbrado: '12345678', establecimiento: '001', puntoExpedicion: '001', secuencia: 1 };
const signed: ElectronicDocumentEvent = {
  type: 'ElectronicDocumentSigned',
  data: {
    saleId,
    numeroFactura: '001-001-0000001',
    number,
    cdc,
    codigoSeguridad: '123456789',
    digestValue: 'ZA==',
    qrUrl: 'https://qr',
    signedAt: '2026-11-21T13:00:01.000Z',
    xml: '<rDE/>',
  },
};
const sent: ElectronicDocumentEvent = {
  type: 'ElectronicDocumentSent',
  data: { saleId, cdc, via: 'recepcion', at: '2026-11-21T13:00:02.000Z' },
};
const fold = (events: (SaleIssued | ElectronicDocumentEvent)[]) =>
  events.reduce(evolveElectronicDocumentRow, null);

describe('electronic documents read model', () => {
  it('has no row for a sale under a printed timbrado', () => {
    expect(fold([issued(), signed])).toBeNull();
  });

  it('follows an electronic sale from pending to approved with observation', () => {
    const pending = fold([electronic()]);
    expect(pending).toMatchObject({
      estado: 'pendiente',
      cdc: null,
      pendingSince: electronic().data.issuedAt,
    });
    expect(fold([electronic(), signed, sent])).toMatchObject({ estado: 'enviado', cdc, qrUrl: 'https://qr' });
    const approved = fold([
      electronic(),
      signed,
      sent,
      {
        type: 'ElectronicDocumentApproved',
        data: {
          saleId,
          cdc,
          protocol: '42',
          observation: { code: '1005', message: 'Extemporáneo' },
          at: 'T',
        },
      },
    ]);
    expect(approved && toSaleElectronicDocument(approved)).toEqual({
      estado: 'aprobado_observacion',
      cdc,
      qrUrl: 'https://qr',
      codigo: '1005',
      mensaje: 'Extemporáneo',
      firmadoEn: '2026-11-21T13:00:01.000Z',
      pendienteDesde: null,
    });
  });

  it('a failed delivery waits as pending with its retry time; a rejection keeps the reason', () => {
    const failed: ElectronicDocumentEvent = {
      type: 'ElectronicDocumentDeliveryFailed',
      data: { saleId, cdc, attempt: 2, error: 'ECONNREFUSED', retryAt: 'R', at: 'T' },
    };
    expect(fold([electronic(), signed, sent, failed])).toMatchObject({
      estado: 'pendiente',
      failures: 2,
      nextAttemptAt: 'R',
    });
    const rejected: ElectronicDocumentEvent = {
      type: 'ElectronicDocumentRejected',
      data: { saleId, cdc, code: '1101', message: 'Timbrado inválido', at: 'T' },
    };
    expect(fold([electronic(), signed, sent, rejected])).toMatchObject({
      estado: 'rechazado',
      codigo: '1101',
      mensaje: 'Timbrado inválido',
      pendingSince: null,
    });
  });

  it('a void before approval leaves the number pending inutilización, in the month of the void', () => {
    const withdrawn: ElectronicDocumentEvent = {
      type: 'ElectronicDocumentWithdrawn',
      data: { saleId, numeroFactura: '001-001-0000001', number, cdc, at: '2026-12-01T02:00:00.000Z' },
    };
    // 23:00 of 30 November in Asunción.
    expect(fold([electronic(), signed, withdrawn])).toMatchObject({
      estado: 'cancelado',
      inutilizacion: 'pendiente',
      withdrawnMonth: '2026-11',
    });
    const inutilized = fold([
      electronic(),
      signed,
      withdrawn,
      {
        type: 'ElectronicDocumentNumberInutilized',
        data: { saleId, range: { first: 1, last: 3 }, protocol: '7', at: 'T' },
      },
    ]);
    expect(inutilized).toMatchObject({ inutilizacion: 'inutilizado', estado: 'cancelado' });
  });
});
