import { checkRuc } from '@lavadero/fiscal/ruc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConfigTestServer, startConfigTestServer } from '../../test-support/config-test-kit';
import { loadDemoDataAtStart } from './demo-at-start';
import { DEMO_NOT_EMPTY } from './load-demo-data';

describe.each(['pglite', 'postgres'] as const)('demo data on %s', (database) => {
  let k: ConfigTestServer;
  beforeAll(async () => {
    k = await startConfigTestServer(database);
  }, 120_000);
  afterAll(() => k.t.close());
  const get = async (url: string) => (await k.call('GET', url)).json();

  it('is for administrators only, and a refusal appends nothing', async () => {
    const before = await k.eventCount();
    for (const cookie of [k.cookies.user, k.cookies.readonly]) {
      expect((await k.call('GET', '/api/admin/demo-data', cookie)).statusCode).toBe(403);
      expect((await k.call('POST', '/api/admin/demo-data', cookie, {})).statusCode).toBe(403);
    }
    expect(await k.eventCount()).toBe(before);
  });

  it('loads a car wash through the ordinary commands on a system with only what the first start made', {
    timeout: 120_000,
  }, async () => {
    // The administrator, the categories and Cliente General do not count as data.
    expect(await get('/api/admin/demo-data')).toEqual({ available: true });
    const res = await k.call('POST', '/api/admin/demo-data', k.cookies.admin, {});
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ services: 8, combos: 2, products: 6, customers: 6, vehicles: 7 });

    const services = await get('/api/services');
    expect(services).toHaveLength(8);
    expect(services.every((s: { precio: number }) => Number.isInteger(s.precio) && s.precio >= 35_000)).toBe(
      true,
    );
    const combos = await get('/api/service-combos');
    expect(combos.map((c: { nombre: string; services: unknown[] }) => [c.nombre, c.services.length])).toEqual(
      expect.arrayContaining([
        ['Combo Full', 3],
        ['Combo Interior Sano', 2],
      ]),
    );
    const products = await get('/api/inventory');
    expect(products).toHaveLength(6);
    // One product below its minimum, so the stock alerts show something real.
    expect(
      products.filter((p: { stockActual: number; stockMinimo: number }) => p.stockActual < p.stockMinimo),
    ).toHaveLength(1);

    const customers = await get('/api/customers');
    expect(customers).toHaveLength(7);
    for (const c of customers.filter((c: { docTipo: string }) => c.docTipo === 'RUC')) {
      expect(checkRuc(c.docNumero), c.docNumero).toMatchObject({ valid: true });
    }
    const tourist = customers.find((c: { regimenTurismo: boolean }) => c.regimenTurismo);
    expect(tourist).toMatchObject({ docTipo: 'Pasaporte', pasaporte: tourist.docNumero, pais: 'Brasil' });
    expect(await get('/api/vehicles')).toHaveLength(7);
  });

  it('is refused once the system has data, and appends nothing', async () => {
    expect(await get('/api/admin/demo-data')).toEqual({ available: false });
    const before = await k.eventCount();
    const res = await k.call('POST', '/api/admin/demo-data', k.cookies.admin, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(DEMO_NOT_EMPTY);
    // DEMO_DATA=1 left set on a later start does nothing either.
    await loadDemoDataAtStart(k.t.app);
    expect(await k.eventCount()).toBe(before);
  });
});
