import { randomUUID } from 'node:crypto';
import { DEFAULT_CUSTOMER, NAME_AND_DOCUMENT_ONLY } from '@lavadero/contracts/customers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CustomersTestServer,
  local,
  startCustomersTestServer,
} from '../../test-support/customer-test-kit';
import { bootstrapDefaultCustomer } from './bootstrap-default-customer';
import { registerCustomer } from './register-customer';

let k: CustomersTestServer;
beforeAll(async () => {
  k = await startCustomersTestServer();
});
afterAll(() => k.t.close());

describe('Cliente General, the default customer', () => {
  it('Cliente General is created once, however many instances bootstrap it', async () => {
    const before = await k.eventCount();
    await Promise.all([bootstrapDefaultCustomer(k.t.app.deps), bootstrapDefaultCustomer(k.t.app.deps)]);
    await bootstrapDefaultCustomer(k.t.app.deps);
    expect(await k.eventCount()).toBe(before);
    const registered = (await k.t.allEvents()).filter(
      (e) => e.type === 'CustomerRegistered' && e.streamId === `customer-${DEFAULT_CUSTOMER.id}`,
    );
    expect(registered).toHaveLength(1);
    expect((await k.list()).filter((c) => c.nombre === 'Cliente General')).toHaveLength(1);
  });

  it('two instances creating the same fixed customer at once: one creates it, the claim stays held', async () => {
    // What bootstrapDefaultCustomer does on a store where the stream is still absent, raced.
    const id = randomUUID();
    const fields = {
      nombre: 'Cliente Fijo',
      docTipo: 'CI' as const,
      docNumero: '9090909',
      ...NAME_AND_DOCUMENT_ONLY,
    };
    const actor = { userId: null, correlationId: 'race' };
    const outcomes = await Promise.allSettled([
      registerCustomer(k.t.app.deps, actor, fields, id),
      registerCustomer(k.t.app.deps, actor, fields, id),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((await k.t.store.readStream(`customer-${id}`)).map((e) => e.type)).toEqual(['CustomerRegistered']);
    // The loser must not have given back the winner's claim.
    const again = await k.send('POST', '/api/customers', { ...local, docNumero: '9090909' });
    expect(again.statusCode).toBe(409);
  });

  it('an admin may edit Cliente General like any other customer', async () => {
    const res = await k.send(
      'PUT',
      `/api/customers/${DEFAULT_CUSTOMER.id}`,
      { ...local, nombre: 'Cliente General', docNumero: '0', telefono: '021 000 000' },
      k.cookies.admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ nombre: 'Cliente General', docNumero: '0', telefono: '021 000 000' });
  });
});
