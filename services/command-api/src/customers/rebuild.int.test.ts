import type { CustomerDto, VehicleDto } from '@lavadero/contracts/customers';
import { customersProjection } from '@lavadero/read-models/customers/customers.projection';
import { rebuildReadModels } from '@lavadero/read-models/rebuild';
import { vehiclesProjection } from '@lavadero/read-models/vehicles/vehicles.projection';
import { describe, expect, it } from 'vitest';
import { ADMIN, startTestServer } from '../../test-support/test-server';

describe.each(['pglite', 'postgres'] as const)(
  'customers and vehicles rebuilt from the events (%s)',
  (database) => {
    // Starts its own server (a PGlite boot or a scratch PostgreSQL database): slow on a busy machine.
    it('equal what the live projections built, removed vehicles included', { timeout: 90_000 }, async () => {
      const t = await startTestServer({ database });
      try {
        const { cookie } = await t.login(ADMIN.username, ADMIN.password);
        const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
          t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
        const ana = (
          await send('POST', '/api/customers', { nombre: 'Ana', docTipo: 'CI', docNumero: '111' })
        ).json<CustomerDto>();
        await send('PUT', `/api/customers/${ana.id}`, {
          nombre: 'Ana Turista',
          docTipo: 'Pasaporte',
          docNumero: 'P1',
          regimenTurismo: true,
          pais: 'Chile',
          pasaporte: 'P1',
          fechaIngreso: '2026-11-01',
        });
        const vehicle = (payload: object) => ({
          customerId: ana.id,
          marca: 'Kia',
          modelo: 'Rio',
          color: 'Rojo',
          ...payload,
        });
        const kept = (await send('POST', '/api/vehicles', vehicle({ placa: 'AAA 111' }))).json<VehicleDto>();
        await send('PUT', `/api/vehicles/${kept.id}`, vehicle({ placa: 'AAA 112', color: 'Azul' }));
        const gone = (await send('POST', '/api/vehicles', vehicle({ placa: 'BBB 222' }))).json<VehicleDto>();
        expect((await send('DELETE', `/api/vehicles/${gone.id}`)).statusCode).toBe(204);

        const snapshot = async () => ({
          customers: await t.readDb.selectFrom('customers').selectAll().orderBy('id').execute(),
          vehicles: await t.readDb.selectFrom('vehicles').selectAll().orderBy('id').execute(),
        });
        const live = await snapshot();
        expect(live.customers).toHaveLength(2);
        expect(live.vehicles).toHaveLength(1);
        await t.runner.stop();
        await rebuildReadModels(t.readDb, t.store, [customersProjection, vehiclesProjection]);
        expect(await snapshot()).toEqual(live);
      } finally {
        await t.close();
      }
    });
  },
);
