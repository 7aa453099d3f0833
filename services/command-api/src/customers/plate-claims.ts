import { plateDecider } from '@lavadero/domain/customers/plate-claim';
import { vehicleDecider } from '@lavadero/domain/customers/vehicle-decide';
import {
  plateKey,
  toPlateStreamId,
  toVehicleStreamId,
  type VehicleEvent,
} from '@lavadero/domain/customers/vehicle-events';
import { foldEvents } from '@lavadero/domain/shared/decider';
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../plugins/commands';

export interface PlateHolder {
  readonly placa: string;
  readonly vehicleId: string;
}

/** A vehicle as its own stream says it is now (not a read model, which may lag). */
async function vehicleNow(app: FastifyInstance, vehicleId: string) {
  const recorded = await app.store.readStream(toVehicleStreamId(vehicleId));
  const events = recorded.map((e) => ({ type: e.type, data: e.data }) as VehicleEvent);
  return foldEvents(vehicleDecider, events);
}

/** A removal is final, so a claim held by a removed vehicle can never become valid again. */
async function isRemoved(app: FastifyInstance, vehicleId: string): Promise<boolean> {
  return (await vehicleNow(app, vehicleId)).status === 'removed';
}

/**
 * Takes the plate for the vehicle on its own stream (of two concurrent claims exactly one wins);
 * refused with 409 'Ya existe otro vehículo registrado con la placa ...' while another active vehicle
 * holds it. True when this call took it, false when the vehicle held it already.
 */
export async function claimPlate(app: FastifyInstance, actor: Actor, holder: PlateHolder): Promise<boolean> {
  const { events } = await app.dispatch(
    actor,
    toPlateStreamId(holder.placa),
    plateDecider,
    async (state) => ({
      type: 'ClaimPlate' as const,
      data: {
        ...holder,
        holderRemoved:
          state.claimedBy !== null &&
          state.claimedBy !== holder.vehicleId &&
          (await isRemoved(app, state.claimedBy)),
      },
    }),
  );
  return events.length > 0;
}

export async function releasePlate(app: FastifyInstance, actor: Actor, holder: PlateHolder) {
  await app.dispatch(actor, toPlateStreamId(holder.placa), plateDecider, {
    type: 'ReleasePlate',
    data: holder,
  });
}

/**
 * Undoes a claim after the step that needed it failed, unless the vehicle carries the plate anyway
 * (two edits of one vehicle to the same new plate race, and the loser must not free what the winner
 * uses). The original failure is what the caller must hear, so a failure here is only logged.
 */
export async function releasePlateAfterFailure(app: FastifyInstance, actor: Actor, holder: PlateHolder) {
  try {
    const vehicle = await vehicleNow(app, holder.vehicleId);
    const carriesIt = vehicle.status === 'present' && plateKey(vehicle.placa) === plateKey(holder.placa);
    if (!carriesIt) await releasePlate(app, actor, holder);
  } catch (error) {
    app.log.error({ err: error, ...holder }, 'could not release a plate claim');
  }
}
