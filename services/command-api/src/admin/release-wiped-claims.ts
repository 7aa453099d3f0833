import { DEFAULT_CUSTOMER } from '@lavadero/contracts/customers';
import { customerDocumentDecider } from '@lavadero/domain/customers/document-claim-decide';
import type { DocTipo } from '@lavadero/domain/customers/events';
import { plateDecider } from '@lavadero/domain/customers/plate-claim-decide';
import { toPlateStreamId } from '@lavadero/domain/customers/vehicle-events';
import { decideStream, type StreamDecision } from '@lavadero/domain/shared/stream-plan';
import type { RecordedEvent } from '@lavadero/event-store/event-store';
import type { CustomerRow } from '@lavadero/read-models/customers/customers.table';
import type { VehicleRow } from '@lavadero/read-models/vehicles/vehicles.table';
import { documentStreamOf } from '../customers/document-claims';

type Histories = ReadonlyMap<string, readonly RecordedEvent[]>;

/**
 * After a reset the wiped customers' documents and vehicles' plates are free again, so the same
 * customer can be registered anew: one release per claim stream, decided in the reset's own append.
 * Only the holder frees a claim, so a value someone else holds now is left alone.
 */
export function wipedClaimReleases(wiped: {
  customers: readonly CustomerRow[];
  vehicles: readonly VehicleRow[];
}): Map<string, (histories: Histories) => StreamDecision> {
  const releases = new Map<string, (histories: Histories) => StreamDecision>();
  for (const c of wiped.customers) {
    if (c.id === DEFAULT_CUSTOMER.id) continue;
    const holder = { docTipo: c.docTipo as DocTipo, docNumero: c.docNumero, customerId: c.id };
    const streamId = documentStreamOf(holder);
    releases.set(streamId, (histories) =>
      decideStream(customerDocumentDecider, streamId, histories, {
        type: 'ReleaseCustomerDocument',
        data: holder,
      }),
    );
  }
  for (const v of wiped.vehicles) {
    const streamId = toPlateStreamId(v.placa);
    releases.set(streamId, (histories) =>
      decideStream(plateDecider, streamId, histories, {
        type: 'ReleasePlate',
        data: { placa: v.placa, vehicleId: v.id },
      }),
    );
  }
  return releases;
}
