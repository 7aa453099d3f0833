import type { Element } from '@xmldom/xmldom';
import { withOffset } from '../asuncion-time';
import { certificateRuc, checkSignature } from '../checks/signature';
import { type ResultMessage, result } from '../codes';
import { checkCancelacion } from '../events/cancelacion';
import { checkInutilizacion } from '../events/inutilizacion';
import type { XmlNode } from '../soap';
import { findAll, path, serialize } from '../xml';
import { gResProc, type ServiceContext, type SifenService } from './service';

interface EventOutcome {
  readonly id: string;
  readonly protocol?: string;
  readonly result: ResultMessage;
}

const answer = (outcomes: readonly EventOutcome[], now: Date): XmlNode => [
  'rRetEnviEventoDe',
  [
    ['dFecProc', withOffset(now)],
    ...outcomes.map(
      (o): XmlNode => [
        'gResProcEVe',
        [
          ['dEstRes', o.protocol ? 'Aprobado' : 'Rechazado'],
          o.protocol ? ['dProtAut', o.protocol] : null,
          ['id', o.id],
          gResProc(o.result),
        ],
      ],
    ),
  ],
];

/** One signed rGesEve: its signature, then the rules of its kind; registered when they pass. */
function register(gesEve: Element, ctx: ServiceContext): EventOutcome {
  const rEve = path(gesEve, 'rEve');
  const id = rEve?.getAttribute('Id') ?? '0';
  if (!rEve) return { id, result: result('0100', 'falta rEve') };
  const signature = checkSignature(gesEve, rEve);
  if (!signature.ok) return { id, result: signature.error };
  const signer = certificateRuc(signature.certificate);
  const cancelacion = path(rEve, 'gGroupTiEvt', 'rGeVeCan');
  const inutilizacion = path(rEve, 'gGroupTiEvt', 'rGeVeInu');
  const protocol = () => ctx.store.nextProtocol();
  if (cancelacion) {
    const checked = checkCancelacion(cancelacion, signer, ctx.store, ctx.now);
    if ('reject' in checked) return { id, result: checked.reject };
    const registered = { protocol: protocol(), xml: serialize(gesEve), at: ctx.now };
    checked.document.cancelled = true;
    checked.document.events.push(registered);
    return { id, protocol: registered.protocol, result: result('0600') };
  }
  if (inutilizacion) {
    const checked = checkInutilizacion(inutilizacion, signer, ctx.fixtures, ctx.store);
    if ('reject' in checked) return { id, result: checked.reject };
    ctx.store.inutilized.push(checked.range);
    return { id, protocol: protocol(), result: result('0600') };
  }
  return { id, result: result('0100', 'tipo de evento no simulado') };
}

/** siRecepEvento: cancellations and inutilizaciones, one result per rGesEve. */
export const evento: SifenService = {
  name: 'siRecepEvento',
  path: '/de/ws/eventos/evento.wsdl',
  requestRoot: 'rEnviEventoDe',
  schema: 'WS_SiRecepEvento_v150.xsd',
  maxBytes: 1000 * 1024,
  handle(request, ctx) {
    return answer(
      findAll(request, 'rGesEve').map((gesEve) => register(gesEve, ctx)),
      ctx.now,
    );
  },
  refuse(error, ctx) {
    return answer([{ id: '0', result: error }], ctx.now);
  },
};
