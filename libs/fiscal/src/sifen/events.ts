import { asuncionDateTime } from './asuncion-time';
import { isValidCdc } from './cdc';
import { SifenInputError } from './errors';
import { checkTimbradoNumber, seriesCode } from './series-code';
import { el, group, SIFEN_NS } from './xml-text';

/** SIFEN takes at most this many numbers in one inutilización. */
export const MAX_INUTILIZATION_RANGE = 1000;

interface EventCommon {
  /** Why: 5 to 500 characters (mOtEve). */
  readonly reason: string;
  /** ISO instant of signing, written as Asunción wall-clock time. */
  readonly signedAt: string;
  /** rEve's Id, 1 to 9 999 999 999: the caller numbers its events. */
  readonly eventId: number;
}

export interface CancellationInput extends EventCommon {
  readonly cdc: string;
}

export interface InutilizationInput extends EventCommon {
  readonly timbrado: string;
  readonly establecimiento: string;
  readonly punto: string;
  readonly from: number;
  readonly to: number;
  /** 1 factura electrónica. */
  readonly documentType: 1;
}

function reason(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length < 5 || trimmed.length > 500) {
    throw new SifenInputError('EVENT_REASON_INVALID', 'El motivo debe tener entre 5 y 500 caracteres');
  }
  return trimmed;
}

/**
 * The unsigned event: `<gGroupGesEve><rGesEve><rEve Id=…>` (the root siRecepEvento_v150.xsd
 * validates once `signEvent` has put the Signature after rEve); the caller wraps it in rEnviEventoDe.
 */
function eventXml(common: EventCommon, body: string): string {
  if (!Number.isInteger(common.eventId) || common.eventId < 1 || common.eventId > 9_999_999_999) {
    throw new SifenInputError('EVENT_ID_INVALID', 'Identificador de evento inválido');
  }
  const rEve =
    `<rEve Id="${common.eventId}">` +
    el('dFecFirma', asuncionDateTime(common.signedAt)) +
    el('dVerFor', 150) +
    group('gGroupTiEvt', body) +
    '</rEve>';
  return `<?xml version="1.0" encoding="UTF-8"?><gGroupGesEve xmlns="${SIFEN_NS}"><rGesEve>${rEve}</rGesEve></gGroupGesEve>`;
}

/** Cancellation (rGeVeCan) of an approved DE by its CDC. */
export function buildCancellation(input: CancellationInput): string {
  if (!isValidCdc(input.cdc)) throw new SifenInputError('CDC_INVALID', `CDC inválido: ${input.cdc}`);
  return eventXml(input, group('rGeVeCan', el('Id', input.cdc), el('mOtEve', reason(input.reason))));
}

const number7 = (n: number) => String(n).padStart(7, '0');

/** Inutilización (rGeVeInu) of the numbers from…to of one series, at most 1000 of them. */
export function buildInutilization(input: InutilizationInput): string {
  const { from, to } = input;
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 1 || to > 9_999_999 || from > to) {
    throw new SifenInputError(
      'RANGE_INVALID',
      'El rango a inutilizar debe ir de un número a otro mayor o igual',
    );
  }
  if (to - from + 1 > MAX_INUTILIZATION_RANGE) {
    throw new SifenInputError(
      'RANGE_TOO_LONG',
      `No se pueden inutilizar más de ${MAX_INUTILIZATION_RANGE} números en un evento`,
    );
  }
  checkTimbradoNumber(input.timbrado);
  const est = seriesCode(input.establecimiento, 'Establecimiento');
  const punto = seriesCode(input.punto, 'Punto de expedición');
  return eventXml(
    input,
    group(
      'rGeVeInu',
      el('dNumTim', input.timbrado),
      el('dEst', est),
      el('dPunExp', punto),
      el('dNumIn', number7(from)),
      el('dNumFin', number7(to)),
      el('iTiDE', input.documentType),
      el('mOtEve', reason(input.reason)),
    ),
  );
}
