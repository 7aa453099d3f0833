import { allProjections } from '@lavadero/read-models/projections';
import { rebuildReadModels } from '@lavadero/read-models/rebuild';
import { describe, expect, it } from 'vitest';
import { inventoryClient, signInRoles } from '../../test-support/inventory-test-helpers';
import { startTestServer } from '../../test-support/test-server';

describe.each(['pglite', 'postgres'] as const)('inventory read models (%s)', (database) => {
  it('a rebuild from the events gives exactly the tables the live projections built', async () => {
    const t = await startTestServer({ database });
    try {
      const api = inventoryClient(t);
      const cookies = await signInRoles(t);
      const cera = await api.create(cookies.admin, { nombre: 'Cera', stockActual: 12, stockMinimo: 4 });
      const franela = await api.create(cookies.admin, { nombre: 'Franela', precio: '8.500', stockActual: 0 });
      await api.stock(cookies.admin, cera.id, { action: 'remove', quantity: 7, reason: 'Uso en lavado' });
      await api.stock(cookies.admin, franela.id, { action: 'add', quantity: 30 });
      await api.call('PUT', `/api/inventory/${cera.id}`, cookies.admin, { stockMinimo: 2, stockActual: 9 });

      const snapshot = async () => ({
        items: await t.readDb.selectFrom('inventoryItems').selectAll().orderBy('id').execute(),
        movements: await t.readDb.selectFrom('inventoryMovements').selectAll().orderBy('id').execute(),
      });
      const live = await snapshot();
      expect(live.items).toHaveLength(2);
      // Cera's initial stock, its removal and its recount, and Franela's addition (it started at 0).
      expect(live.movements).toHaveLength(4);
      expect(live.items.find((row) => row.id === cera.id)).toMatchObject({
        stockActual: 9,
        estadoAlerta: 'normal',
      });

      await t.runner.stop();
      await rebuildReadModels(
        t.readDb,
        t.store,
        allProjections.filter((p) => p.name.startsWith('inventory')),
      );
      expect(await snapshot()).toEqual(live);
    } finally {
      await t.close();
    }
  });
});
