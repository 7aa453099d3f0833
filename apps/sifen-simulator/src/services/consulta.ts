import { withOffset } from '../asuncion-time';
import { type ResultMessage, result } from '../codes';
import type { XmlNode } from '../soap';
import type { StoredDocument } from '../store';
import { SIFEN_NS, text } from '../xml';
import type { SifenService } from './service';

const answer = (r: ResultMessage, now: Date, content?: string): XmlNode => [
  'rEnviConsDeResponse',
  [
    ['dFecProc', withOffset(now)],
    ['dCodRes', r.code],
    ['dMsgRes', r.message],
    content ? ['xContenDE', content] : null,
  ],
];

/**
 * xContenDE is an xs:string: the rContDe travels as escaped XML text (the client parses it again),
 * holding the DE as approved, its authorization number and the events registered on it.
 */
function contenedor(document: StoredDocument): string {
  const rde = document.xml.replace(/^<\?xml[^>]*\?>/, '');
  const events = document.events.map((e) => `<xContEv>${e.xml}</xContEv>`).join('');
  return `<rContDe xmlns="${SIFEN_NS}">${rde}<dProtAut>${document.protocol}</dProtAut>${events}</rContDe>`;
}

/** siConsDE: 0422 with the stored DE, 0420 when SIFEN never approved that CDC. */
export const consulta: SifenService = {
  name: 'siConsDE',
  path: '/de/ws/consultas/consulta.wsdl',
  requestRoot: 'rEnviConsDeRequest',
  schema: 'WS_SiConsDE_v141.xsd',
  maxBytes: 1000 * 1024,
  handle(request, ctx) {
    const document = ctx.store.documents.get(text(request, 'dCDC') ?? '');
    if (!document) return answer(result('0420'), ctx.now);
    return answer(result('0422'), ctx.now, contenedor(document));
  },
  refuse(error, ctx) {
    return answer(error, ctx.now);
  },
};
