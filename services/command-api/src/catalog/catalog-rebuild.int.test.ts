import { categoriesProjection } from '@lavadero/read-models/categories/categories.projection';
import { combosProjection } from '@lavadero/read-models/combos/combos.projection';
import { rebuildReadModels } from '@lavadero/read-models/rebuild';
import { servicesProjection } from '@lavadero/read-models/services/services.projection';
import { describe, expect, it } from 'vitest';
import { call, createService } from '../../test-support/catalog-test-kit';
import { ADMIN, startTestServer, type TestServer } from '../../test-support/test-server';

const projections = [servicesProjection, combosProjection, categoriesProjection];

async function snapshot(t: TestServer) {
  return {
    services: await t.readDb.selectFrom('services').selectAll().orderBy('id').execute(),
    serviceCombos: await t.readDb.selectFrom('serviceCombos').selectAll().orderBy('id').execute(),
    categories: await t.readDb.selectFrom('categories').selectAll().orderBy('id').execute(),
  };
}

describe.each(['pglite', 'postgres'] as const)('rebuilding the catalog read models (%s)', (database) => {
  it('gives exactly the rows the live projections built, combo members included', async () => {
    const t = await startTestServer({ database });
    try {
      const { cookie } = await t.login(ADMIN.username, ADMIN.password);
      const a = await createService(t, cookie, { nombre: 'Lavado', precio: '35.000' });
      const b = await createService(t, cookie, {
        nombre: 'Encerado',
        precio: '50.000',
        categoria: 'encerado',
      });
      const c = await createService(t, cookie, { nombre: 'Motor', precio: '60.000', categoria: 'motor' });
      await call(t, 'PUT', `/api/services/${b}`, cookie, { precio: '55.000', descripcion: 'Cera en pasta' });
      const combo = await call(t, 'POST', '/api/service-combos', cookie, {
        nombre: 'Combo Total',
        precioTotal: '120.000',
        serviceIds: [c, a, b],
      });
      const comboId = (combo.json() as { id: string }).id;
      await call(t, 'PUT', `/api/service-combos/${comboId}`, cookie, { serviceIds: [b, a] });
      await call(t, 'POST', '/api/service-combos', cookie, {
        nombre: 'Otro',
        precioTotal: 1,
        serviceIds: [a, c],
      });
      await call(t, 'DELETE', `/api/services/${c}`, cookie);
      await call(t, 'DELETE', `/api/service-combos/${comboId}`, cookie);
      await call(t, 'POST', '/api/categories', cookie, {
        nombre: 'Extra',
        color: '#ABCDEF',
        tipo: 'productos',
      });

      const live = await snapshot(t);
      expect(live.services).toHaveLength(3);
      expect(live.serviceCombos.find((r) => r.id === comboId)?.serviceIds).toEqual([b, a]);
      expect(live.categories).toHaveLength(7);
      await t.runner.stop();
      await rebuildReadModels(t.readDb, t.store, projections);
      expect(await snapshot(t)).toEqual(live);
    } finally {
      await t.close();
    }
  });
});
