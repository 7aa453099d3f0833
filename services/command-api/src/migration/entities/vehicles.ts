import { VehicleRecord } from '@lavadero/contracts/migration-records';
import { customerDecider } from '@lavadero/domain/customers/customer-decide';
import { toCustomerStreamId } from '@lavadero/domain/customers/events';
import { customerMessages } from '@lavadero/domain/customers/messages';
import { plateDecider } from '@lavadero/domain/customers/plate-claim-decide';
import { vehicleDecider } from '@lavadero/domain/customers/vehicle-decide';
import { toPlateStreamId, toVehicleStreamId } from '@lavadero/domain/customers/vehicle-events';
import { NotFoundError } from '@lavadero/domain/shared/errors';
import { listVehicles } from '@lavadero/read-models/vehicles/vehicles.queries';
import { toVehicleDto } from '../../customers/customer-dto';
import { customerScope } from './customers';
import { entityHandler } from './entity-handler';

/**
 * Like POST /api/vehicles: the owner must exist (in this system or earlier in the file) and the
 * plate is claimed in the same append as the vehicle.
 */
export const vehiclesHandler = entityHandler({
  entity: 'vehicles',
  exportAll: async (db) => (await listVehicles(db)).map(toVehicleDto),
  schema: VehicleRecord,
  streamsOf: (v) => [toVehicleStreamId(v.id), toPlateStreamId(v.placa), toCustomerStreamId(v.customerId)],
  importRecord(ctx, record) {
    const { id: vehicleId, ...fields } = record;
    const stream = toVehicleStreamId(vehicleId);
    if (ctx.state(vehicleDecider, stream, 'epoch').status !== 'absent') return 'skipped';
    const owner = toCustomerStreamId(fields.customerId);
    if (ctx.state(customerDecider, owner, customerScope(fields.customerId)).status === 'absent') {
      throw new NotFoundError('CUSTOMER_NOT_FOUND', customerMessages.notFound);
    }
    const plate = toPlateStreamId(fields.placa);
    ctx.decide(plateDecider, plate, 'all', {
      type: 'ClaimPlate',
      // A plate another vehicle holds is refused (a reset gives back the wiped vehicles' plates).
      data: { placa: fields.placa, vehicleId },
    });
    ctx.decide(vehicleDecider, stream, 'epoch', {
      type: 'RegisterVehicle',
      data: { ...fields, vehicleId, now: ctx.now },
    });
    return 'created';
  },
});
