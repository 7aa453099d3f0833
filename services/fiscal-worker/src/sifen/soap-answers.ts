import { DOMParser, type Element } from '@xmldom/xmldom';

/**
 * SIFEN's answers, read by local name (the service prefixes its namespace `ns2:`, and a proxy may
 * choose another). Whatever is not an answer we recognise is `unknown`: never an approval, the
 * document is asked for again later.
 */
export interface SifenMessage {
  readonly code: string;
  readonly message: string;
}
export type Unknown = { readonly kind: 'unknown'; readonly reason: string };

export type DocumentResult =
  | { readonly kind: 'approved'; readonly protocol: string; readonly observation?: SifenMessage }
  | ({ readonly kind: 'rejected' } & SifenMessage)
  | Unknown;

export type LoteReceipt =
  | { readonly kind: 'received'; readonly protocol: string }
  | ({ readonly kind: 'refused' } & SifenMessage)
  | Unknown;

export type LoteResult =
  | { readonly kind: 'processing' }
  | { readonly kind: 'done'; readonly documents: ReadonlyMap<string, DocumentResult> }
  /** 0360 unknown lote, 0364 too late to ask: each document is asked for by its CDC instead. */
  | ({ readonly kind: 'unavailable' } & SifenMessage)
  | Unknown;

export type ConsultaDE =
  | {
      readonly kind: 'found';
      readonly protocol: string;
      /** A cancellation event (rGeVeCan) is registered on it. */
      readonly cancelled: boolean;
    }
  | { readonly kind: 'absent' }
  | Unknown;

export type ConsultaRUC =
  | {
      readonly kind: 'found';
      readonly ruc: string;
      readonly razonSocial: string;
      readonly estado: string;
      readonly estadoDescripcion: string;
      readonly facturadorElectronico: boolean;
    }
  | ({ readonly kind: 'not_found' } & SifenMessage)
  | ({ readonly kind: 'error' } & SifenMessage)
  | Unknown;

export type EventoResult =
  | { readonly kind: 'accepted'; readonly protocol: string | null }
  | ({ readonly kind: 'refused' } & SifenMessage)
  | Unknown;

const unknown = (reason: string): Unknown => ({ kind: 'unknown', reason });

/** The body's element named `root`, or a reason why there is none. */
function rootOf(body: string, root: string): Element | string {
  let document: ReturnType<DOMParser['parseFromString']>;
  try {
    document = new DOMParser({ onError: () => {} }).parseFromString(body, 'text/xml');
  } catch {
    return 'respuesta de SIFEN que no es XML';
  }
  const found = document.getElementsByTagNameNS('*', root)[0];
  return found ?? `respuesta de SIFEN sin ${root}`;
}

const children = (parent: Element, name: string): Element[] =>
  Array.from(parent.getElementsByTagNameNS('*', name));

const childText = (parent: Element, name: string): string | null => {
  const element = children(parent, name)[0];
  return element ? (element.textContent ?? '').trim() : null;
};

/** Every gResProc (code, message) under `parent`, in order. */
const processResults = (parent: Element): SifenMessage[] =>
  children(parent, 'gResProc').map((g) => ({
    code: childText(g, 'dCodRes') ?? '',
    message: childText(g, 'dMsgRes') ?? '',
  }));

/** A protocol is digits; anything else is not one. */
const protocolOf = (parent: Element): string | null => {
  const protocol = childText(parent, 'dProtAut');
  return protocol && /^\d+$/.test(protocol) ? protocol : null;
};

/** One DE's result: rProtDe (siRecepDE) or gResProcLote (a lote's result), of the CDC we expect. */
function documentResult(result: Element, cdc: string | null): DocumentResult {
  const id = childText(result, 'Id') ?? childText(result, 'id');
  if (cdc !== null && id !== cdc) return unknown(`respuesta de SIFEN para otro CDC (${id ?? 'ninguno'})`);
  const estado = childText(result, 'dEstRes') ?? '';
  const [first, ...rest] = processResults(result);
  if (/^Aprobado con observaci[oó]n$/i.test(estado)) {
    const protocol = protocolOf(result);
    const observation = [first, ...rest].find((r) => r && r.code !== '0260') ?? first;
    if (!protocol || !observation)
      return unknown('aprobación con observación sin protocolo o sin observación');
    return { kind: 'approved', protocol, observation };
  }
  if (/^Aprobado$/i.test(estado)) {
    const protocol = protocolOf(result);
    return protocol ? { kind: 'approved', protocol } : unknown('aprobación de SIFEN sin número de protocolo');
  }
  if (/^Rechazado$/i.test(estado)) {
    return first ? { kind: 'rejected', ...first } : unknown('rechazo de SIFEN sin código');
  }
  return unknown(`estado de SIFEN desconocido: ${estado || 'vacío'}`);
}

/** siRecepDE: `rRetEnviDe > rProtDe` for the CDC sent. */
export function parseRecepcion(body: string, cdc: string): DocumentResult {
  const root = rootOf(body, 'rProtDe');
  return typeof root === 'string' ? unknown(root) : documentResult(root, cdc);
}

/** siRecepLoteDE: 0300 with the protocol to ask for the result, or a refusal of the whole lote. */
export function parseLoteReceipt(body: string): LoteReceipt {
  const root = rootOf(body, 'rResEnviLoteDe');
  if (typeof root === 'string') return unknown(root);
  const code = childText(root, 'dCodRes') ?? '';
  const message = childText(root, 'dMsgRes') ?? '';
  const protocol = childText(root, 'dProtConsLote') ?? '';
  if (code === '0300')
    return /^[1-9]\d*$/.test(protocol)
      ? { kind: 'received', protocol }
      : unknown('lote recibido sin protocolo');
  return code ? { kind: 'refused', code, message } : unknown('respuesta de lote sin código');
}

/** siResultLoteDE: 0361 in process, 0362 done with one result per CDC; 0360/0364 ask per CDC. */
export function parseLoteResult(body: string): LoteResult {
  const root = rootOf(body, 'rResEnviConsLoteDe');
  if (typeof root === 'string') return unknown(root);
  const code = childText(root, 'dCodResLot') ?? '';
  const message = childText(root, 'dMsgResLot') ?? '';
  if (code === '0361') return { kind: 'processing' };
  if (code === '0360' || code === '0364') return { kind: 'unavailable', code, message };
  if (code !== '0362') return unknown(`resultado de lote desconocido: ${code || 'sin código'}`);
  const documents = new Map<string, DocumentResult>();
  for (const result of children(root, 'gResProcLote')) {
    const cdc = childText(result, 'id') ?? childText(result, 'Id');
    if (cdc) documents.set(cdc, documentResult(result, cdc));
  }
  return { kind: 'done', documents };
}

/** siConsDE: 0422 found (with its protocol), 0420 SIFEN does not have the CDC. */
export function parseConsultaDE(body: string): ConsultaDE {
  const root = rootOf(body, 'rEnviConsDeResponse');
  if (typeof root === 'string') return unknown(root);
  const code = childText(root, 'dCodRes') ?? '';
  if (code === '0420') return { kind: 'absent' };
  if (code !== '0422') return unknown(`consulta de DE con código ${code || 'vacío'}`);
  // xContenDE is declared as a string: the container may come inline or escaped as text.
  const content = children(root, 'xContenDE')[0];
  const inline = content && protocolOf(content);
  const container = inline || !content ? content : rootOf(content.textContent ?? '', 'rContDe');
  const protocol = typeof container === 'object' && container ? protocolOf(container) : null;
  if (!protocol || typeof container !== 'object') return unknown('DE encontrado sin número de protocolo');
  return { kind: 'found', protocol, cancelled: children(container, 'rGeVeCan').length > 0 };
}

export function parseConsultaRUC(body: string): ConsultaRUC {
  const root = rootOf(body, 'rResEnviConsRUC');
  if (typeof root === 'string') return unknown(root);
  const code = childText(root, 'dCodRes') ?? '';
  const message = childText(root, 'dMsgRes') ?? '';
  if (code === '0500') return { kind: 'not_found', code, message };
  if (code !== '0502') return code ? { kind: 'error', code, message } : unknown('consulta de RUC sin código');
  const content = children(root, 'xContRUC')[0];
  if (!content) return unknown('RUC encontrado sin sus datos');
  return {
    kind: 'found',
    ruc: childText(content, 'dRUCCons') ?? '',
    razonSocial: childText(content, 'dRazCons') ?? '',
    estado: childText(content, 'dCodEstCons') ?? '',
    estadoDescripcion: childText(content, 'dDesEstCons') ?? '',
    facturadorElectronico: childText(content, 'dRUCFactElec') === 'S',
  };
}

/** siRecepEvento: the first gResProcEVe (we send one event at a time). */
export function parseEvento(body: string): EventoResult {
  const root = rootOf(body, 'gResProcEVe');
  if (typeof root === 'string') return unknown(root);
  const estado = childText(root, 'dEstRes') ?? '';
  const [first] = processResults(root);
  if (/^Aprobado/i.test(estado) && first?.code === '0600')
    return { kind: 'accepted', protocol: protocolOf(root) };
  if (/^Rechazado$/i.test(estado) && first) return { kind: 'refused', ...first };
  return unknown(`respuesta de evento desconocida: ${estado || 'sin estado'}`);
}
