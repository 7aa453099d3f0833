import { ServiceRecord } from '@lavadero/contracts/migration-records';
import { serviceDecider } from '@lavadero/domain/catalog/service-decide';
import { toServiceStreamId } from '@lavadero/domain/catalog/service-events';
import { listServices } from '@lavadero/read-models/services/services.queries';
import { toServiceDto } from '../../catalog/catalog-dto';
import { entityHandler } from './entity-handler';

export const servicesHandler = entityHandler({
  entity: 'services',
  exportAll: async (db) => (await listServices(db)).map(toServiceDto),
  schema: ServiceRecord,
  streamsOf: (s) => [toServiceStreamId(s.id)],
  importRecord(ctx, { id: serviceId, createdAt, ...fields }) {
    const stream = toServiceStreamId(serviceId);
    if (ctx.state(serviceDecider, stream, 'epoch').status !== 'absent') return 'skipped';
    ctx.decide(serviceDecider, stream, 'epoch', {
      type: 'CreateService',
      data: { ...fields, serviceId, now: createdAt ?? ctx.now },
    });
    return 'created';
  },
});
