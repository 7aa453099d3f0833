import { strToU8, zipSync } from 'fflate';

/** SIFEN's namespace: requests are in it unprefixed, answers use `ns2:`. */
export const SIFEN_NS = 'http://ekuatia.set.gov.py/sifen/xsd';
const SOAP_NS = 'http://www.w3.org/2003/05/soap-envelope';

/** Where each service is POSTed (the real service's quirk: the path ends in `.wsdl`). */
export const SIFEN_PATHS = {
  recepcion: '/de/ws/sync/recibe.wsdl',
  lote: '/de/ws/async/recibe-lote.wsdl',
  resultadoLote: '/de/ws/consultas/consulta-lote.wsdl',
  consultaDE: '/de/ws/consultas/consulta.wsdl',
  consultaRUC: '/de/ws/consultas/consulta-ruc.wsdl',
  evento: '/de/ws/eventos/evento.wsdl',
} as const;
export type SifenService = keyof typeof SIFEN_PATHS;

/** A lote holds at most this many documents of one type (Manual Técnico v150). */
export const MAX_LOTE_SIZE = 50;

const envelope = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="${SOAP_NS}"><env:Header/><env:Body>${body}</env:Body></env:Envelope>`;

/** The signed text without its XML declaration, to sit inside another document. */
const inline = (xml: string) => xml.replace(/^\s*<\?xml[^>]*\?>\s*/, '');

/** Text content is escaped; the ids and codes we send are digits, but a message may be anything. */
const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const recepcionRequest = (dId: string, signedDe: string) =>
  envelope(`<rEnviDe xmlns="${SIFEN_NS}"><dId>${dId}</dId><xDE>${inline(signedDe)}</xDE></rEnviDe>`);

/** The lote travels as a zip holding one `rLoteDE` document, base64-encoded. */
export function loteRequest(dId: string, signedDes: readonly string[]): string {
  if (signedDes.length === 0 || signedDes.length > MAX_LOTE_SIZE)
    throw new Error(`A lote holds 1 to ${MAX_LOTE_SIZE} documents, not ${signedDes.length}`);
  const lote = `<?xml version="1.0" encoding="UTF-8"?><rLoteDE xmlns="${SIFEN_NS}">${signedDes.map(inline).join('')}</rLoteDE>`;
  const zip = Buffer.from(zipSync({ 'lote.xml': strToU8(lote) })).toString('base64');
  return envelope(`<rEnvioLote xmlns="${SIFEN_NS}"><dId>${dId}</dId><xDE>${zip}</xDE></rEnvioLote>`);
}

export const resultadoLoteRequest = (dId: string, loteProtocol: string) =>
  envelope(
    `<rEnviConsLoteDe xmlns="${SIFEN_NS}"><dId>${dId}</dId><dProtConsLote>${text(loteProtocol)}</dProtConsLote></rEnviConsLoteDe>`,
  );

export const consultaDERequest = (dId: string, cdc: string) =>
  envelope(
    `<rEnviConsDeRequest xmlns="${SIFEN_NS}"><dId>${dId}</dId><dCDC>${text(cdc)}</dCDC></rEnviConsDeRequest>`,
  );

/** `ruc` without its check digit, as SIFEN asks. */
export const consultaRUCRequest = (dId: string, ruc: string) =>
  envelope(
    `<rEnviConsRUC xmlns="${SIFEN_NS}"><dId>${dId}</dId><dRUCCons>${text(ruc)}</dRUCCons></rEnviConsRUC>`,
  );

/**
 * A signed event (rEve with its Signature) inside `dEvReg > gGroupGesEve > rGesEve`, or the signed
 * text as given when it already carries those wrappers.
 */
export function eventoRequest(dId: string, signedEvent: string): string {
  const event = inline(signedEvent);
  const grouped = /^<gGroupGesEve[\s>]/.test(event)
    ? event
    : `<gGroupGesEve>${/^<rGesEve[\s>]/.test(event) ? event : `<rGesEve>${event}</rGesEve>`}</gGroupGesEve>`;
  return envelope(
    `<rEnviEventoDe xmlns="${SIFEN_NS}"><dId>${dId}</dId><dEvReg>${grouped}</dEvReg></rEnviEventoDe>`,
  );
}
