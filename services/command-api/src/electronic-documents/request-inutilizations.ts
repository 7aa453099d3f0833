import { inutilizationRequestsDecider } from '@lavadero/domain/electronic-documents/inutilization-request-decide';
import { INUTILIZATION_REQUESTS_STREAM_ID } from '@lavadero/domain/electronic-documents/inutilization-requests';
import { countPendingInutilizations } from '@lavadero/read-models/electronic-documents/electronic-documents.list';
import type { Actor } from '../plugins/commands';
import { nowIso, type WriteDeps } from '../plugins/write-deps';

/**
 * 'Enviar inutilizaciones pendientes': asks the fiscal worker to report now the numbers of sales
 * voided before approval, instead of at its monthly run. Returns the request's id and how many wait.
 */
export async function requestInutilizations(deps: WriteDeps, actor: Actor) {
  const pendientes = await countPendingInutilizations(deps.readDb);
  const requestId = deps.ids.newId();
  await deps.dispatch(actor, INUTILIZATION_REQUESTS_STREAM_ID, inutilizationRequestsDecider, {
    type: 'RequestNumbersInutilization',
    data: { requestId, requestedBy: actor.userId, pendingNumbers: pendientes, now: nowIso(deps) },
  });
  return { solicitud: requestId, pendientes };
}
