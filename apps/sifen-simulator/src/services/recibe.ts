import type { Element } from '@xmldom/xmldom';
import { withOffset } from '../asuncion-time';
import { result } from '../codes';
import { processDocuments } from '../process-documents';
import type { XmlNode } from '../soap';
import type { DocumentOutcome } from '../store';
import { childElements, path, SIFEN_NS, serialize } from '../xml';
import { gResProc, type SifenService } from './service';

const protDe = (outcome: DocumentOutcome, now: Date): XmlNode => [
  'rRetEnviDe',
  [
    [
      'rProtDe',
      [
        outcome.cdc ? ['Id', outcome.cdc] : null,
        ['dFecProc', withOffset(now)],
        outcome.digestValue ? ['dDigVal', outcome.digestValue] : null,
        ['dEstRes', outcome.state],
        outcome.protocol ? ['dProtAut', outcome.protocol] : null,
        ...outcome.results.map(gResProc),
      ],
    ],
  ],
];

function innerDocument(request: Element): Element | undefined {
  const xDE = path(request, 'xDE');
  return xDE ? childElements(xDE, 'rDE', SIFEN_NS)[0] : undefined;
}

/** siRecepDE: one rDE inline in xDE, answered with its protocol at once. */
export const recibe: SifenService = {
  name: 'siRecepDE',
  path: '/de/ws/sync/recibe.wsdl',
  requestRoot: 'rEnviDe',
  schema: 'simulador-recibe.xsd',
  maxBytes: 1000 * 1024,
  embedded: (request) => {
    const rde = innerDocument(request);
    return rde ? [serialize(rde)] : [];
  },
  async handle(request, ctx, [schemaError]) {
    const rde = innerDocument(request);
    if (!rde) return this.refuse(result('0100', 'xDE debe contener un rDE'), ctx);
    const [outcome] = await processDocuments([serialize(rde)], ctx, [schemaError ?? null]);
    return protDe(outcome!, ctx.now);
  },
  refuse(error, ctx) {
    return protDe({ cdc: '', state: 'Rechazado', results: [error] }, ctx.now);
  },
};
