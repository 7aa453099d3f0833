import { withOffset } from '../asuncion-time';
import { type ResultMessage, result } from '../codes';
import type { XmlNode } from '../soap';
import type { DocumentOutcome } from '../store';
import { text } from '../xml';
import { gResProc, type SifenService } from './service';

const HOURS_48 = 48 * 3_600_000;

const answer = (r: ResultMessage, now: Date, outcomes: readonly DocumentOutcome[] = []): XmlNode => [
  'rResEnviConsLoteDe',
  [
    ['dFecProc', withOffset(now)],
    ['dCodResLot', r.code],
    ['dMsgResLot', r.message.slice(0, 255)],
    ...outcomes.map(
      (o): XmlNode => [
        'gResProcLote',
        [
          ['id', o.cdc],
          ['dEstRes', o.state],
          o.protocol ? ['dProtAut', o.protocol] : null,
          ...o.results.slice(0, 5).map(gResProc),
        ],
      ],
    ),
  ],
];

/** siResultLoteDE: 0361 for the first polls, then 0362 with each DE; 0364 past 48 h. */
export const consultaLote: SifenService = {
  name: 'siResultLoteDE',
  path: '/de/ws/consultas/consulta-lote.wsdl',
  requestRoot: 'rEnviConsLoteDe',
  schema: 'WS_SiConsLote_v141.xsd',
  maxBytes: 1000 * 1024,
  handle(request, ctx) {
    const lot = ctx.store.lots.get(text(request, 'dProtConsLote') ?? '');
    if (!lot) return answer(result('0360'), ctx.now);
    if (lot.ruc !== ctx.clientRuc) return answer(result('0340'), ctx.now);
    if (ctx.now.getTime() - lot.receivedAt.getTime() > HOURS_48) return answer(result('0364'), ctx.now);
    if (lot.polls < ctx.lotPollsInProcess) {
      lot.polls += 1;
      return answer(result('0361'), ctx.now);
    }
    return lot.refusal ? answer(lot.refusal, ctx.now) : answer(result('0362'), ctx.now, lot.outcomes);
  },
  refuse(error, ctx) {
    return answer(error, ctx.now);
  },
};
