import { type ResultMessage, result } from '../codes';
import { ESTADO_DESCRIPCION, type RucRecord } from '../fixtures';
import type { XmlNode } from '../soap';
import { text } from '../xml';
import type { SifenService } from './service';

const answer = (r: ResultMessage, found?: RucRecord): XmlNode => [
  'rResEnviConsRUC',
  [
    ['dCodRes', r.code],
    ['dMsgRes', r.message],
    found
      ? [
          'xContRUC',
          [
            ['dRUCCons', found.ruc],
            ['dRazCons', found.razonSocial],
            ['dCodEstCons', found.estado],
            ['dDesEstCons', ESTADO_DESCRIPCION[found.estado]],
            ['dRUCFactElec', found.facturadorElectronico ? 'S' : 'N'],
          ],
        ]
      : null,
  ],
];

/** siConsRUC: the fixture's RUC table (RUC without check digit). */
export const consultaRuc: SifenService = {
  name: 'siConsRUC',
  path: '/de/ws/consultas/consulta-ruc.wsdl',
  requestRoot: 'rEnviConsRUC',
  schema: 'WS_SiConsRUC_v141.xsd',
  maxBytes: 1000 * 1024,
  handle(request, ctx) {
    const found = ctx.fixtures.rucs.find((r) => r.ruc === text(request, 'dRUCCons'));
    return found ? answer(result('0502'), found) : answer(result('0500'));
  },
  refuse(error) {
    return answer(error);
  },
};
