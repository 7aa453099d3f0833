import type { MemberLookup } from '@lavadero/domain/catalog/combo-decide';
import { serviceDecider } from '@lavadero/domain/catalog/service-decide';
import { type ServiceEvent, toServiceStreamId } from '@lavadero/domain/catalog/service-events';
import { foldEvents } from '@lavadero/domain/shared/decider';
import type { EventStore } from '@lavadero/event-store/event-store';

/**
 * What the combo decider needs to know about the services a combo names, read from the services'
 * own streams rather than the read model, so a service deactivated a moment ago (by anyone, on any
 * API replica) is already seen as inactive. Unknown ids are simply absent from the lookup.
 */
export async function loadMemberServices(store: EventStore, ids: readonly string[]): Promise<MemberLookup> {
  const lookup: Record<string, { nombre: string; activo: boolean }> = {};
  // One at a time: the embedded pool has a single connection, and a combo names a handful of services.
  for (const id of new Set(ids)) {
    const recorded = await store.readStream(toServiceStreamId(id));
    const state = foldEvents(
      serviceDecider,
      recorded.map((e) => ({ type: e.type, data: e.data }) as ServiceEvent),
    );
    if (state.status === 'present') lookup[id] = { nombre: state.nombre, activo: state.activo };
  }
  return lookup;
}
