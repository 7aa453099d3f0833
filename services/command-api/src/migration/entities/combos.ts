import { ComboRecord } from '@lavadero/contracts/migration-records';
import { comboDecider, type MemberLookup } from '@lavadero/domain/catalog/combo-decide';
import { toComboStreamId } from '@lavadero/domain/catalog/combo-events';
import { serviceDecider } from '@lavadero/domain/catalog/service-decide';
import { toServiceStreamId } from '@lavadero/domain/catalog/service-events';
import { listCombos } from '@lavadero/read-models/combos/combos.queries';
import { toComboDto } from '../../catalog/catalog-dto';
import type { ImportContext } from '../import-context';
import { entityHandler } from './entity-handler';

/**
 * The member services as the combo decider looks them up: only those present (in this system or
 * earlier in the file). A member deactivated after the combo was made counts as active here: that
 * rule is about composing a combo today, and this combo was composed when its members were active.
 */
function membersOf(ctx: ImportContext, serviceIds: readonly string[]): MemberLookup {
  const lookup: Record<string, { nombre: string; activo: boolean }> = {};
  for (const id of serviceIds) {
    const service = ctx.state(serviceDecider, toServiceStreamId(id), 'epoch');
    if (service.status === 'present') lookup[id] = { nombre: service.nombre, activo: true };
  }
  return lookup;
}

export const combosHandler = entityHandler({
  entity: 'combos',
  exportAll: async (db) => (await listCombos(db)).map(toComboDto),
  schema: ComboRecord,
  streamsOf: (c) => [toComboStreamId(c.id), ...c.serviceIds.map(toServiceStreamId)],
  importRecord(ctx, { id: comboId, createdAt, ...fields }) {
    const stream = toComboStreamId(comboId);
    if (ctx.state(comboDecider, stream, 'epoch').status !== 'absent') return 'skipped';
    ctx.decide(comboDecider, stream, 'epoch', {
      type: 'CreateCombo',
      data: { ...fields, comboId, services: membersOf(ctx, fields.serviceIds), now: createdAt ?? ctx.now },
    });
    return 'created';
  },
});
