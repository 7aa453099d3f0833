import { allProjections } from '@lavadero/read-models/projections';
import { rebuildReadModels } from '@lavadero/read-models/rebuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ConfigTestServer,
  companyForm,
  startConfigTestServer,
} from '../../test-support/config-test-kit';

const customer = { nombre: 'Ana López', docTipo: 'CI', docNumero: '4567890' };

describe.each(['pglite', 'postgres'] as const)('system reset on %s', (database) => {
  let k: ConfigTestServer;
  beforeAll(async () => {
    k = await startConfigTestServer(database);
  }, 120_000);
  afterAll(() => k.t.close());

  const rows = async () => ({
    customers: await k.t.readDb.selectFrom('customers').selectAll().orderBy('id').execute(),
    vehicles: await k.t.readDb.selectFrom('vehicles').selectAll().orderBy('id').execute(),
    inventoryItems: await k.t.readDb.selectFrom('inventoryItems').selectAll().orderBy('id').execute(),
    inventoryMovements: await k.t.readDb.selectFrom('inventoryMovements').selectAll().orderBy('id').execute(),
    services: await k.t.readDb.selectFrom('services').selectAll().orderBy('id').execute(),
    categories: await k.t.readDb.selectFrom('categories').selectAll().orderBy('id').execute(),
    companyConfig: await k.t.readDb.selectFrom('companyConfig').selectAll().execute(),
    users: await k.t.readDb.selectFrom('users').select(['id', 'username']).orderBy('id').execute(),
  });

  it('is for the admin only, and a refusal appends nothing', async () => {
    const before = await k.eventCount();
    for (const cookie of [k.cookies.readonly, k.cookies.user])
      expect((await k.call('POST', '/api/admin/reset-system', cookie, {})).statusCode).toBe(403);
    expect(await k.eventCount()).toBe(before);
  });

  it('empties the operational data, keeps settings and users, and replays the same', {
    timeout: 120_000,
  }, async () => {
    await k.call('PUT', '/api/company-config', k.cookies.admin, companyForm);
    const ana = (await k.call('POST', '/api/customers', k.cookies.user, customer)).json();
    await k.call('POST', '/api/vehicles', k.cookies.user, {
      customerId: ana.id,
      placa: 'ABC 123',
      marca: 'Kia',
      modelo: 'Rio',
      color: 'Rojo',
    });
    await k.call('POST', '/api/inventory', k.cookies.admin, {
      nombre: 'Cera',
      categoria: 'Limpieza',
      precio: 1000,
      stockActual: 3,
    });
    await k.call('POST', '/api/services', k.cookies.admin, { nombre: 'Lavado Básico', precio: 35000 });
    await k.call('POST', '/api/categories', k.cookies.admin, {
      nombre: 'Extra',
      color: '#ABCDEF',
      tipo: 'productos',
    });
    const before = await rows();
    expect(before.customers).toHaveLength(2);
    expect([before.vehicles.length, before.inventoryItems.length, before.services.length]).toEqual([1, 1, 1]);
    expect(before.inventoryMovements).toHaveLength(1);
    const eventsBefore = await k.eventCount();

    const res = await k.call('POST', '/api/admin/reset-system', k.cookies.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Sistema reseteado exitosamente', epoch: 1 });

    const after = await rows();
    expect(after.customers.map((c) => c.nombre)).toEqual(['Cliente General']);
    expect(after.vehicles).toEqual([]);
    expect(after.inventoryItems).toEqual([]);
    expect(after.inventoryMovements).toEqual([]);
    expect(after.services).toEqual([]);
    expect(after.categories).toHaveLength(before.categories.length - 1);
    expect(after.companyConfig).toEqual(before.companyConfig);
    expect(after.users).toEqual(before.users);
    // Nothing was deleted; the new epoch and the freed document and plate are one append.
    const reset = (await k.t.allEvents()).slice(eventsBefore);
    expect(reset.map((e) => e.type).sort()).toEqual([
      'CustomerDocumentReleased',
      'PlateReleased',
      'SystemReset',
    ]);
    expect(new Set(reset.map((e) => e.position.commit)).size).toBe(1);

    // The same customer and plate can be registered again in the new epoch.
    const again = await k.call('POST', '/api/customers', k.cookies.user, customer);
    expect(again.statusCode).toBe(201);
    const car = { customerId: again.json().id, placa: 'ABC 123', marca: 'Kia', modelo: 'Rio', color: 'Rojo' };
    expect((await k.call('POST', '/api/vehicles', k.cookies.user, car)).statusCode).toBe(201);

    const live = await rows();
    await k.t.runner.stop();
    await rebuildReadModels(k.t.readDb, k.t.store, allProjections);
    expect(await rows()).toEqual(live);
  });
});
