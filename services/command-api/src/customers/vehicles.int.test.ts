import { randomUUID } from 'node:crypto';
import type { CustomerDto, VehicleDto } from '@lavadero/contracts/customers';
import { toVehicleStreamId } from '@lavadero/domain/customers/vehicle-events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestServer, type TestServer } from '../../test-support/test-server';

let t: TestServer;
const cookies = { admin: '', user: '', readonly: '' };
let owner: CustomerDto;
let other: CustomerDto;

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = cookies.user) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const get = (url: string, cookie = cookies.user) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const eventCount = async () => (await t.allEvents()).length;

let docSeq = 7100000;
async function createCustomer(nombre: string): Promise<CustomerDto> {
  docSeq += 1;
  const res = await send('POST', '/api/customers', { nombre, docTipo: 'CI', docNumero: String(docSeq) });
  expect(res.statusCode).toBe(201);
  return res.json();
}

const vehicle = (placa: string, extra: object = {}) => ({
  customerId: owner.id,
  placa,
  marca: 'Toyota',
  modelo: 'Corolla',
  color: 'Blanco',
  observaciones: '',
  ...extra,
});

async function createVehicle(placa: string, extra: object = {}): Promise<VehicleDto> {
  const res = await send('POST', '/api/vehicles', vehicle(placa, extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

beforeAll(async () => {
  t = await startTestServer();
  cookies.admin = (await t.login(ADMIN.username, ADMIN.password)).cookie;
  await t.createUser(cookies.admin, 'lavador', 'user');
  await t.createUser(cookies.admin, 'mirador', 'readonly');
  cookies.user = (await t.login('lavador', 'Secreto123')).cookie;
  cookies.readonly = (await t.login('mirador', 'Secreto123')).cookie;
  owner = await createCustomer('Carlos Benítez');
  other = await createCustomer('Lucía Ramírez');
});
afterAll(() => t.close());

describe('POST /api/vehicles', () => {
  it('registers a vehicle, normalising the plate, and answers 201 with the record', async () => {
    const res = await send(
      'POST',
      '/api/vehicles',
      vehicle('  abc   123 ', { observaciones: 'Rayón puerta' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      customerId: owner.id,
      placa: 'ABC 123',
      marca: 'Toyota',
      modelo: 'Corolla',
      color: 'Blanco',
      observaciones: 'Rayón puerta',
    });
    expect((await get('/api/vehicles')).json()).toContainEqual(res.json());
  });

  it('answers 404 Cliente no encontrado for an unknown customer and appends nothing', async () => {
    const before = await eventCount();
    const res = await send('POST', '/api/vehicles', vehicle('NEW 001', { customerId: randomUUID() }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'CUSTOMER_NOT_FOUND', message: 'Cliente no encontrado' });
    expect(await eventCount()).toBe(before);
  });

  it('answers every invalid field with the spec message and appends nothing', async () => {
    const before = await eventCount();
    const cases: [object, string][] = [
      [{ placa: '' }, 'La placa es obligatoria'],
      [{ placa: '   ' }, 'La placa es obligatoria'],
      [{ placa: 'A'.repeat(21) }, 'La placa no puede exceder 20 caracteres'],
      [{ marca: '' }, 'La marca es obligatoria'],
      [{ marca: 'M'.repeat(51) }, 'La marca no puede exceder 50 caracteres'],
      [{ modelo: '' }, 'El modelo es obligatorio'],
      [{ modelo: 'M'.repeat(51) }, 'El modelo no puede exceder 50 caracteres'],
      [{ color: '' }, 'El color es obligatorio'],
      [{ color: 'C'.repeat(31) }, 'El color no puede exceder 30 caracteres'],
      [{ customerId: undefined }, 'El cliente es obligatorio'],
      [{ customerId: 'abc' }, 'Cliente inválido'],
    ];
    for (const [change, message] of cases) {
      const res = await send('POST', '/api/vehicles', vehicle('VAL 001', change));
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    }
    expect(await eventCount()).toBe(before);
  });

  it('keeps plates unique among active vehicles, however they are written', async () => {
    await createVehicle('XYZ 987');
    const before = await eventCount();
    for (const placa of ['XYZ 987', 'xyz-987', 'XYZ987']) {
      const res = await send('POST', '/api/vehicles', vehicle(placa, { customerId: other.id }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'PLATE_TAKEN',
        message: `Ya existe otro vehículo registrado con la placa ${placa.toUpperCase()}`,
      });
    }
    expect(await eventCount()).toBe(before);
  });

  it('of two people registering the same plate at once, exactly one succeeds', async () => {
    const attempt = () => send('POST', '/api/vehicles', vehicle('RACE 01'));
    const results = await Promise.all([attempt(), attempt(), attempt()]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const vehicles = (await get('/api/vehicles')).json() as VehicleDto[];
    expect(vehicles.filter((v) => v.placa === 'RACE 01')).toHaveLength(1);
  });

  it('refuses a readonly user and appends nothing', async () => {
    const before = await eventCount();
    const res = await send('POST', '/api/vehicles', vehicle('RO 001'), cookies.readonly);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('READ_ONLY');
    expect(await eventCount()).toBe(before);
  });
});

describe('GET /api/vehicles and /api/vehicles/by-customer/{customerId}', () => {
  it("lists every vehicle, and one customer's vehicles in the order they were registered", async () => {
    const customer = await createCustomer('Flota Sanabria');
    const plates = ['FLT 001', 'FLT 002', 'FLT 003', 'FLT 004'];
    for (const placa of plates) await createVehicle(placa, { customerId: customer.id });
    const mine = await get(`/api/vehicles/by-customer/${customer.id}`, cookies.readonly);
    expect(mine.statusCode).toBe(200);
    expect((mine.json() as VehicleDto[]).map((v) => v.placa)).toEqual(plates);
    const all = (await get('/api/vehicles', cookies.readonly)).json() as VehicleDto[];
    expect(all.filter((v) => v.customerId === customer.id)).toHaveLength(4);
    expect(all.some((v) => v.customerId === owner.id)).toBe(true);
  });

  it('an unknown customer is a 404, a malformed id a 400, and reading needs a session', async () => {
    const unknown = await get(`/api/vehicles/by-customer/${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Cliente no encontrado');
    expect((await get('/api/vehicles/by-customer/nope')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/vehicles' })).statusCode).toBe(401);
  });
});

describe('PUT /api/vehicles/{id}', () => {
  it('updates every field and answers the updated record', async () => {
    const created = await createVehicle('UPD 001');
    const changes = {
      placa: 'upd 002',
      marca: 'Kia',
      modelo: 'Picanto',
      color: 'Rojo',
      observaciones: 'Nuevo',
    };
    const res = await send('PUT', `/api/vehicles/${created.id}`, vehicle('', changes));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...created, ...changes, placa: 'UPD 002' });
    // The old plate is free again, the new one is held.
    expect((await createVehicle('UPD 001', { customerId: other.id })).placa).toBe('UPD 001');
    expect((await send('POST', '/api/vehicles', vehicle('UPD002'))).statusCode).toBe(409);
  });

  it('moves a vehicle to another customer', async () => {
    const created = await createVehicle('MOV 001');
    const res = await send(
      'PUT',
      `/api/vehicles/${created.id}`,
      vehicle('MOV 001', { customerId: other.id }),
    );
    expect(res.json()).toMatchObject({ customerId: other.id });
    const ofOther = (await get(`/api/vehicles/by-customer/${other.id}`)).json() as VehicleDto[];
    expect(ofOther.map((v) => v.id)).toContain(created.id);
  });

  it('two edits moving one vehicle to the same new plate at once leave that plate held', async () => {
    const created = await createVehicle('TWIN 01');
    const edit = () => send('PUT', `/api/vehicles/${created.id}`, vehicle('TWIN 02'));
    const results = await Promise.all([edit(), edit()]);
    expect(results.every((r) => [200, 412].includes(r.statusCode))).toBe(true);
    expect(
      (await send('POST', '/api/vehicles', vehicle('TWIN 02', { customerId: other.id }))).statusCode,
    ).toBe(409);
    expect((await createVehicle('TWIN 01', { customerId: other.id })).placa).toBe('TWIN 01');
  });

  it("refuses another vehicle's plate, unknown records and bad input, appending nothing", async () => {
    const a = await createVehicle('PUT 001');
    await createVehicle('PUT 002');
    const before = await eventCount();
    const taken = await send('PUT', `/api/vehicles/${a.id}`, vehicle('put-002'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Ya existe otro vehículo registrado con la placa PUT-002');
    const unknownVehicle = await send('PUT', `/api/vehicles/${randomUUID()}`, vehicle('PUT 009'));
    expect(unknownVehicle.statusCode).toBe(404);
    expect(unknownVehicle.json().message).toBe('Vehículo no encontrado');
    const unknownCustomer = await send(
      'PUT',
      `/api/vehicles/${a.id}`,
      vehicle('PUT 001', { customerId: randomUUID() }),
    );
    expect(unknownCustomer.statusCode).toBe(404);
    expect(unknownCustomer.json().message).toBe('Cliente no encontrado');
    const invalid = await send('PUT', `/api/vehicles/${a.id}`, vehicle('PUT 001', { color: '' }));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('El color es obligatorio');
    expect((await send('PUT', '/api/vehicles/1', vehicle('PUT 001'))).statusCode).toBe(400);
    const readonly = await send('PUT', `/api/vehicles/${a.id}`, vehicle('PUT 001'), cookies.readonly);
    expect(readonly.statusCode).toBe(403);
    expect(await eventCount()).toBe(before);
  });
});

describe('DELETE /api/vehicles/{id}', () => {
  it('removes the vehicle with an event, answers 204 and frees its plate', async () => {
    const created = await createVehicle('DEL 001');
    const res = await send('DELETE', `/api/vehicles/${created.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(((await get('/api/vehicles')).json() as VehicleDto[]).map((v) => v.id)).not.toContain(created.id);
    const stream = await t.store.readStream(toVehicleStreamId(created.id));
    expect(stream.map((e) => e.type)).toEqual(['VehicleRegistered', 'VehicleRemoved']);
    expect((await createVehicle('DEL 001', { customerId: other.id })).placa).toBe('DEL 001');
    const again = await send('DELETE', `/api/vehicles/${created.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Vehículo no encontrado');
  });

  it('refuses a readonly user and a malformed id, appending nothing', async () => {
    const created = await createVehicle('DEL 002');
    const before = await eventCount();
    expect(
      (await send('DELETE', `/api/vehicles/${created.id}`, undefined, cookies.readonly)).statusCode,
    ).toBe(403);
    expect((await send('DELETE', '/api/vehicles/xyz')).statusCode).toBe(400);
    expect((await send('DELETE', `/api/vehicles/${randomUUID()}`)).statusCode).toBe(404);
    expect(await eventCount()).toBe(before);
  });
});
