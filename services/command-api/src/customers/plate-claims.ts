import { plateDecider } from '@lavadero/domain/customers/plate-claim';
import { vehicleDecider } from '@lavadero/domain/customers/vehicle-decide';
import {
  plateKey,
  toPlateStreamId,
  toVehicleStreamId,
  type VehicleEvent,
} from '@lavadero/domain/customers/vehicle-events';
import { foldEvents } from '@lavadero/domain/shared/decider';
import type { Actor } from '../plugins/commands';
import type { WriteDeps } from '../plugins/write-deps';

export interface PlateHolder {
  readonly placa: string;
  readonly vehicleId: string;
}

/** A vehicle as its own stream says it is now (not a read model, which may lag). */
async function vehicleNow(deps: WriteDeps, vehicleId: string) {
  const recorded = await deps.store.readStream(toVehicleStreamId(vehicleId));
  const events = recorded.map((e) => ({ type: e.type, data: e.data }) as VehicleEvent);
  return foldEvents(vehicleDecider, events);
}

/** A removal is final, so a claim held by a removed vehicle can never become valid again. */
async function isRemoved(deps: WriteDeps, vehicleId: string): Promise<boolean> {
  return (await vehicleNow(deps, vehicleId)).status === 'removed';
}

/**
 * Takes the plate for the vehicle on its own stream (of two concurrent claims exactly one wins);
 * refused with 409 'Ya existe otro vehículo registrado con la placa ...' while another active vehicle
 * holds it. True when this call took it, false when the vehicle held it already.
 */
export async function claimPlate(deps: WriteDeps, actor: Actor, holder: PlateHolder): Promise<boolean> {
  const { events } = await deps.dispatch(
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
          (await isRemoved(deps, state.claimedBy)),
      },
    }),
  );
  return events.length > 0;
}

export async function releasePlate(deps: WriteDeps, actor: Actor, holder: PlateHolder) {
  await deps.dispatch(actor, toPlateStreamId(holder.placa), plateDecider, {
    type: 'ReleasePlate',
    data: holder,
  });
}

/**
 * Undoes a claim after the step that needed it failed, unless the vehicle carries the plate anyway
 * (two edits of one vehicle to the same new plate race, and the loser must not free what the winner
 * uses). The original failure is what the caller must hear, so a failure here is only logged.
 */
export async function releasePlateAfterFailure(deps: WriteDeps, actor: Actor, holder: PlateHolder) {
  try {
    const vehicle = await vehicleNow(deps, holder.vehicleId);
    const carriesIt = vehicle.status === 'present' && plateKey(vehicle.placa) === plateKey(holder.placa);
    if (!carriesIt) await releasePlate(deps, actor, holder);
  } catch (error) {
    deps.log.error({ err: error, ...holder }, 'could not release a plate claim');
  }
}
