import { DEFAULT_CUSTOMER } from '@lavadero/contracts/customers';
import type { DocTipo } from '@lavadero/domain/customers/events';
import type { CustomerRow } from '@lavadero/read-models/customers/customers.table';
import type { VehicleRow } from '@lavadero/read-models/vehicles/vehicles.table';
import type { FastifyInstance } from 'fastify';
import { releaseDocument } from '../customers/document-claims';
import { releasePlate } from '../customers/plate-claims';
import type { Actor } from '../plugins/commands';

/**
 * After a reset the wiped customers' documents and vehicles' plates are free again, so the same
 * customer can be registered anew. Each release is idempotent (only the holder frees a claim).
 */
export async function releaseWipedClaims(
  app: FastifyInstance,
  actor: Actor,
  wiped: { customers: readonly CustomerRow[]; vehicles: readonly VehicleRow[] },
) {
  for (const c of wiped.customers) {
    if (c.id === DEFAULT_CUSTOMER.id) continue;
    await releaseDocument(app, actor, {
      docTipo: c.docTipo as DocTipo,
      docNumero: c.docNumero,
      customerId: c.id,
    });
  }
  for (const v of wiped.vehicles) await releasePlate(app, actor, { placa: v.placa, vehicleId: v.id });
}
