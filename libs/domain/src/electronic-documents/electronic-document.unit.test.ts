import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec';
import { CANCEL_WINDOW_HOURS, canCancel } from './cancel-window';
import type { DeliveryAnswer, ElectronicDocumentCommand } from './commands';
import { electronicDocumentDecider } from './electronic-document-decide';
import type { ElectronicDocumentEvent, ElectronicDocumentSigned } from './events';

const spec = deciderSpec(electronicDocumentDecider);
const saleId = 'sale-1';
const cdc = '01800280610001001000000122026112517123456781';
const newCdc = '01800280610001001000000122026112517987654321';
const T0 = '2026-11-25T12:00:00.000Z';
const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.parse(T0) + hours * HOUR).toISOString();
const number = { timbrado: '12345678', establecimiento: '001', puntoExpedicion: '001', secuencia: 12 };
const numeroFactura = '001-001-0000012';

const signedData = (code = '123456789', theCdc = cdc): ElectronicDocumentSigned['data'] => ({
  saleId,
  numeroFactura,
  number,
  cdc: theCdc,
  codigoSeguridad: code,
  digestValue: 'ZGlnZXN0',
  qrUrl: 'https://ekuatia.set.gov.py/consultas-test/qr?nVersion=150',
  signedAt: T0,
  xml: '<rDE/>',
});
const signed: ElectronicDocumentEvent = { type: 'ElectronicDocumentSigned', data: signedData() };
const sentAlone: ElectronicDocumentEvent = {
  type: 'ElectronicDocumentSent',
  data: { saleId, cdc, via: 'recepcion', at: at(0) },
};
const approved: ElectronicDocumentEvent = {
  type: 'ElectronicDocumentApproved',
  data: { saleId, cdc, protocol: '321', at: at(1) },
};
const rejected: ElectronicDocumentEvent = {
  type: 'ElectronicDocumentRejected',
  data: { saleId, cdc, code: '1101', message: 'Timbrado inválido', at: at(1) },
};
const failed = (attempt: number): ElectronicDocumentEvent => ({
  type: 'ElectronicDocumentDeliveryFailed',
  data: { saleId, cdc, attempt, error: 'ECONNREFUSED', retryAt: at(1), at: at(1) },
});

const sign = (code = '123456789', theCdc = cdc): ElectronicDocumentCommand => {
  const { signedAt: _, ...data } = signedData(code, theCdc);
  return { type: 'SignDocument', data: { ...data, now: T0 } };
};
const send = (consultedAbsent?: boolean): ElectronicDocumentCommand => ({
  type: 'SendDocument',
  data: { saleId, cdc, via: 'recepcion', now: at(0), ...(consultedAbsent && { consultedAbsent }) },
});
const answer = (a: DeliveryAnswer, theCdc = cdc): ElectronicDocumentCommand => ({
  type: 'RecordDeliveryAnswer',
  data: { saleId, cdc: theCdc, answer: a, now: at(1) },
});
const withdraw: ElectronicDocumentCommand = {
  type: 'WithdrawDocument',
  data: { saleId, numeroFactura, number, now: at(2) },
};
const cancel = (hours: number): ElectronicDocumentCommand => ({
  type: 'SendCancellation',
  data: { saleId, reason: 'Anulación de la venta', now: at(hours) },
});

describe('signing and sending a DE', () => {
  it('signs once; the same signature again is nothing new, another one is refused', () => {
    spec.given([]).when(sign()).then([signed]);
    spec.given([signed]).when(sign()).then([]);
    spec.given([signed]).when(sign('999999999', newCdc)).thenThrows('DE_ALREADY_SIGNED');
  });

  it('records the send before it leaves, only for a signed document', () => {
    spec.given([signed]).when(send()).then([sentAlone]);
    spec.given([]).when(send()).thenThrows('DE_NOT_SENDABLE');
    spec.given([signed, sentAlone, approved]).when(send()).thenThrows('DE_NOT_SENDABLE');
  });

  it('never sends again a document whose answer was lost before SIFEN is asked for its CDC', () => {
    spec
      .given([signed, sentAlone, failed(1)])
      .when(send())
      .thenThrows('DE_CONSULT_FIRST');
    spec
      .given([signed, sentAlone, failed(1)])
      .when(send(true))
      .then([sentAlone]);
  });

  it('counts failures in a row, and the document waits to be sent again', () => {
    spec
      .given([signed, sentAlone])
      .when(answer({ kind: 'failed', error: 'ECONNREFUSED', retryAt: at(1) }))
      .then([failed(1)]);
    spec
      .given([signed, sentAlone, failed(1), sentAlone])
      .when(answer({ kind: 'failed', error: 'ECONNREFUSED', retryAt: at(1) }))
      .then([failed(2)]);
  });
});

describe("SIFEN's answers", () => {
  it('approves a sent document once, with its observation when there is one', () => {
    spec
      .given([signed, sentAlone])
      .when(answer({ kind: 'approved', protocol: '321' }))
      .then([approved]);
    const observation = { code: '1005', message: 'Transmisión extemporánea' };
    spec
      .given([signed, sentAlone])
      .when(answer({ kind: 'approved', protocol: '321', observation }))
      .then([{ type: 'ElectronicDocumentApproved', data: { ...approved.data, observation } } as never]);
    spec
      .given([signed, sentAlone, approved])
      .when(answer({ kind: 'approved', protocol: '321' }))
      .then([]);
  });

  it('an approval without a protocol, or for a document never sent, is not an approval', () => {
    spec
      .given([signed, sentAlone])
      .when(answer({ kind: 'approved', protocol: ' ' }))
      .thenThrows('DE_APPROVAL_WITHOUT_PROTOCOL');
    spec
      .given([signed])
      .when(answer({ kind: 'approved', protocol: '321' }))
      .then([]);
    spec
      .given([signed, sentAlone])
      .when(answer({ kind: 'approved', protocol: '321' }, newCdc))
      .then([]);
  });

  it('a document found by siConsDE after a lost answer is approved', () => {
    spec
      .given([signed, sentAlone, failed(1)])
      .when(answer({ kind: 'approved', protocol: '321' }))
      .then([approved]);
  });

  it('rejects with the code and SIFEN message; a rejection after approval changes nothing', () => {
    spec
      .given([signed, sentAlone])
      .when(answer({ kind: 'rejected', code: '1101', message: 'Timbrado inválido' }))
      .then([rejected]);
    spec
      .given([signed, sentAlone, approved])
      .when(answer({ kind: 'rejected', code: '1', message: 'x' }))
      .then([]);
  });

  it('keeps the lote protocol of a document sent in a lote', () => {
    const inLote: ElectronicDocumentEvent = {
      ...sentAlone,
      data: { ...sentAlone.data, via: 'lote' },
    } as never;
    const received: ElectronicDocumentCommand = {
      type: 'RecordLoteReceived',
      data: { saleId, cdc, loteProtocol: '777', now: at(0) },
    };
    spec
      .given([signed, inLote])
      .when(received)
      .then([
        { type: 'ElectronicDocumentLoteReceived', data: { saleId, cdc, loteProtocol: '777', at: at(0) } },
      ]);
    spec.given([signed, sentAlone]).when(received).thenThrows('DE_NOT_IN_LOTE');
  });
});

describe('a resend after a rejection', () => {
  const resend: ElectronicDocumentCommand = {
    type: 'RequestResend',
    data: { saleId, newCodigoSeguridad: '999999999', requestedBy: 'admin-1', now: at(3) },
  };
  const requested: ElectronicDocumentEvent = {
    type: 'ElectronicDocumentResendRequested',
    data: { saleId, newCodigoSeguridad: '999999999', requestedBy: 'admin-1', at: at(3) },
  };

  it('is asked only of a rejected document, and signs again with the new code (new CDC, same number)', () => {
    spec.given([signed, sentAlone, rejected]).when(resend).then([requested]);
    spec.given([signed, sentAlone, approved]).when(resend).thenThrows('DE_NOT_REJECTED');
    spec
      .given([signed, sentAlone, rejected, requested])
      .when(sign('999999999', newCdc))
      .then([{ type: 'ElectronicDocumentSigned', data: signedData('999999999', newCdc) }]);
    spec.given([signed, sentAlone, rejected, requested]).when(sign()).thenThrows('DE_WRONG_CODE');
  });
});

describe('voiding the sale', () => {
  const withdrawn: ElectronicDocumentEvent = {
    type: 'ElectronicDocumentWithdrawn',
    data: { saleId, numeroFactura, number, cdc, at: at(2) },
  };

  it('withdraws a document never approved (its number to be inutilizado), never one awaiting an answer', () => {
    spec.given([signed]).when(withdraw).then([withdrawn]);
    spec.given([signed, sentAlone, rejected]).when(withdraw).then([withdrawn]);
    spec
      .given([])
      .when(withdraw)
      .then([{ type: 'ElectronicDocumentWithdrawn', data: { ...withdrawn.data, cdc: null } }]);
    spec.given([signed, sentAlone]).when(withdraw).thenThrows('DE_ANSWER_PENDING');
    spec
      .given([signed, sentAlone, failed(1)])
      .when(withdraw)
      .thenThrows('DE_ANSWER_PENDING');
    spec.given([signed, sentAlone, approved]).when(withdraw).thenThrows('DE_APPROVED');
  });

  it('a withdrawn document is never signed or sent', () => {
    spec.given([withdrawn]).when(sign()).thenThrows('DE_ALREADY_SIGNED');
    spec.given([signed, withdrawn]).when(send()).thenThrows('DE_NOT_SENDABLE');
  });

  it('inutilizes only a withdrawn number, once', () => {
    const record: ElectronicDocumentCommand = {
      type: 'RecordInutilization',
      data: { saleId, range: { first: 10, last: 14 }, protocol: '55', now: at(5) },
    };
    const inutilized: ElectronicDocumentEvent = {
      type: 'ElectronicDocumentNumberInutilized',
      data: { saleId, range: { first: 10, last: 14 }, protocol: '55', at: at(5) },
    };
    spec.given([signed, withdrawn]).when(record).then([inutilized]);
    spec.given([signed, withdrawn, inutilized]).when(record).then([]);
    spec.given([signed]).when(record).thenThrows('DE_NOT_WITHDRAWN');
  });

  it('cancels an approved document within 48 h of its approval, and not after', () => {
    const sentCancel: ElectronicDocumentEvent = {
      type: 'ElectronicDocumentCancellationSent',
      data: { saleId, cdc, reason: 'Anulación de la venta', at: at(40) },
    };
    spec.given([signed, sentAlone, approved]).when(cancel(40)).then([sentCancel]);
    spec.given([signed, sentAlone, approved]).when(cancel(50)).thenThrows('DE_CANCEL_WINDOW_CLOSED');
    spec.given([signed, sentAlone]).when(cancel(2)).thenThrows('DE_NOT_APPROVED');
    spec.given([signed, sentAlone, approved, sentCancel]).when(cancel(41)).then([]);
    const accepted: ElectronicDocumentCommand = {
      type: 'RecordCancellationAnswer',
      data: { saleId, answer: { kind: 'accepted', protocol: '9' }, now: at(41) },
    };
    spec
      .given([signed, sentAlone, approved, sentCancel])
      .when(accepted)
      .then([{ type: 'ElectronicDocumentCancelled', data: { saleId, cdc, protocol: '9', at: at(41) } }]);
    spec.given([signed, sentAlone, approved]).when(accepted).then([]);
  });
});

describe('canCancel', () => {
  it(`is true up to ${CANCEL_WINDOW_HOURS} h after the approval`, () => {
    expect(canCancel(T0, at(0))).toBe(true);
    expect(canCancel(T0, at(48))).toBe(true);
    expect(canCancel(T0, at(48.01))).toBe(false);
    expect(canCancel(T0, at(-1))).toBe(false);
  });
});
