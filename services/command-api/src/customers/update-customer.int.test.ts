import { randomUUID } from 'node:crypto';
import type { CustomerDto } from '@lavadero/contracts/customers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CustomersTestServer,
  local,
  startCustomersTestServer,
  tourist,
} from '../../test-support/customer-test-kit';

let k: CustomersTestServer;
beforeAll(async () => {
  k = await startCustomersTestServer();
});
afterAll(() => k.t.close());

describe('PUT /api/customers/{id}', () => {
  const create = async (docNumero: string, extra: object = {}) => {
    const res = await k.send('POST', '/api/customers', {
      ...local,
      nombre: `Cliente ${docNumero}`,
      docNumero,
      ...extra,
    });
    expect(res.statusCode).toBe(201);
    return res.json() as CustomerDto;
  };

  it('updates every field and answers the updated record', async () => {
    const customer = await create('6000001');
    const edited = { ...tourist, docNumero: 'Y1111111', pasaporte: 'Y1111111' };
    const res = await k.send('PUT', `/api/customers/${customer.id}`, edited);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...customer, ...edited, email: null, telefono: null, direccion: null });
    expect((await k.list()).find((c) => c.id === customer.id)).toEqual(res.json());
    // Leaving the tourist regime drops the tourist data.
    const back = await k.send('PUT', `/api/customers/${customer.id}`, { ...edited, regimenTurismo: false });
    expect(back.json()).toMatchObject({
      regimenTurismo: false,
      pais: null,
      pasaporte: null,
      fechaIngreso: null,
    });
  });

  it('frees the old document when the document changes, and holds the new one', async () => {
    const customer = await create('6000002');
    expect(
      (await k.send('PUT', `/api/customers/${customer.id}`, { ...local, docNumero: '6000003' })).statusCode,
    ).toBe(200);
    expect((await create('6000002')).docNumero).toBe('6000002');
    const taken = await k.send('POST', '/api/customers', { ...local, docNumero: '6.000.003' });
    expect(taken.statusCode).toBe(409);
    // Rewriting the same document differently is no change of document.
    const same = await k.send('PUT', `/api/customers/${customer.id}`, { ...local, docNumero: '6.000.003' });
    expect(same.statusCode).toBe(200);
  });

  it('two edits moving one customer to the same new document at once leave that document held', async () => {
    const customer = await create('6100001');
    const edit = (nombre: string) =>
      k.send('PUT', `/api/customers/${customer.id}`, { ...local, nombre, docNumero: '6100002' });
    const results = await Promise.all([edit('Primera'), edit('Segunda')]);
    expect(results.every((r) => [200, 412].includes(r.statusCode))).toBe(true);
    expect((await k.list()).find((c) => c.id === customer.id)?.docNumero).toBe('6100002');
    expect((await k.send('POST', '/api/customers', { ...local, docNumero: '6100002' })).statusCode).toBe(409);
    expect((await create('6100001')).docNumero).toBe('6100001');
  });

  it("refuses another customer's document and appends nothing", async () => {
    const a = await create('6000004');
    await create('6000005');
    const before = await k.eventCount();
    const res = await k.send('PUT', `/api/customers/${a.id}`, { ...local, docNumero: '6000005' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Ya existe otro cliente con el documento CI 6000005');
    expect(await k.eventCount()).toBe(before);
    expect((await k.list()).find((c) => c.id === a.id)?.docNumero).toBe('6000004');
  });

  it('validates like creation and appends nothing', async () => {
    const customer = await create('6000006');
    const before = await k.eventCount();
    const cases: [object, string][] = [
      [{ nombre: ' ' }, 'El nombre es obligatorio'],
      [{ docNumero: '' }, 'El número de documento es obligatorio'],
      [{ email: 'x@' }, 'Email inválido'],
      [{ regimenTurismo: true }, 'Para régimen turismo es obligatorio país, pasaporte y fecha de ingreso'],
      [
        { docTipo: 'RUC', docNumero: '2660-4' },
        'El dígito verificador del RUC no es correcto (debería ser 3)',
      ],
    ];
    for (const [change, message] of cases) {
      const res = await k.send('PUT', `/api/customers/${customer.id}`, {
        ...local,
        docNumero: '6000006',
        ...change,
      });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await k.eventCount()).toBe(before);
  });

  it('answers 404 for an unknown customer and 400 for a malformed id', async () => {
    const before = await k.eventCount();
    const unknown = await k.send('PUT', `/api/customers/${randomUUID()}`, { ...local, docNumero: '6000007' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'CUSTOMER_NOT_FOUND', message: 'Cliente no encontrado' });
    const malformed = await k.send('PUT', '/api/customers/123', local);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Identificador inválido');
    expect(await k.eventCount()).toBe(before);
  });

  it('refuses a readonly user and appends nothing', async () => {
    const customer = await create('6000008');
    const before = await k.eventCount();
    const res = await k.send(
      'PUT',
      `/api/customers/${customer.id}`,
      { ...local, nombre: 'X' },
      k.cookies.readonly,
    );
    expect(res.statusCode).toBe(403);
    expect(await k.eventCount()).toBe(before);
  });
});
