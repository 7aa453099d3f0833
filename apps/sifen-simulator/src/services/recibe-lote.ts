import type { Element } from '@xmldom/xmldom';
import { unzipSync } from 'fflate';
import { withOffset } from '../asuncion-time';
import { type ResultMessage, result } from '../codes';
import { processDocuments } from '../process-documents';
import type { XmlNode } from '../soap';
import { childElements, parseXml, SIFEN_NS, serialize, text } from '../xml';
import type { SifenService } from './service';

const answer = (r: ResultMessage, protocol: string, now: Date): XmlNode => [
  'rResEnviLoteDe',
  [
    ['dFecProc', withOffset(now)],
    ['dCodRes', r.code],
    ['dMsgRes', r.message],
    ['dProtConsLote', protocol],
    ['dTpoProces', 0],
  ],
];

/** The rDE of the zipped rLoteDE, or why the lote cannot be queued. */
function unpack(base64: string): Element[] | ResultMessage {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(Buffer.from(base64, 'base64'));
  } catch {
    return result('0301', 'xDE no es un zip en base64');
  }
  const contents = Object.values(files);
  if (contents.length !== 1) return result('0301', 'el zip debe contener un solo XML');
  let lote: Element;
  try {
    lote = parseXml(Buffer.from(contents[0]!).toString('utf8'));
  } catch {
    return result('0301', 'el XML del lote está mal formado');
  }
  if (lote.localName !== 'rLoteDE') return result('0301', 'la raíz debe ser rLoteDE');
  const rdes = childElements(lote, 'rDE', SIFEN_NS);
  if (rdes.length < 1 || rdes.length > 50) return result('0301', 'un lote lleva de 1 a 50 rDE');
  return rdes;
}

/**
 * siRecepLoteDE: the lote is checked and its DE processed when it arrives; siResultLoteDE reveals
 * the results only after the configured number of polls, as SIFEN's queue would.
 */
export const recibeLote: SifenService = {
  name: 'siRecepLoteDE',
  path: '/de/ws/async/recibe-lote.wsdl',
  requestRoot: 'rEnvioLote',
  schema: 'WS_SiRecepLoteDE_v141.xsd',
  maxBytes: 10_000 * 1024,
  async handle(request, ctx) {
    const rdes = unpack(text(request, 'xDE') ?? '');
    if (!Array.isArray(rdes)) return answer(rdes, '0', ctx.now);
    // SIFEN queues a lote that mixes document types and refuses it whole when it is processed.
    const mixed = new Set(rdes.map((rde) => text(rde, 'iTiDE'))).size > 1;
    const outcomes = mixed ? [] : await processDocuments(rdes.map(serialize), ctx);
    const protocol = ctx.store.nextProtocol();
    ctx.store.lots.set(protocol, {
      protocol,
      ruc: ctx.clientRuc,
      receivedAt: ctx.now,
      polls: 0,
      outcomes,
      refusal: mixed ? result('0363') : undefined,
    });
    return answer(result('0300'), protocol, ctx.now);
  },
  refuse(error, ctx) {
    return answer(error, '0', ctx.now);
  },
};
