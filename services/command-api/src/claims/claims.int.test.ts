import { randomUUID } from 'node:crypto';
import type { CustomerDto, VehicleDto } from '@lavadero/contracts/customers';
import { toCustomerDocumentStreamId } from '@lavadero/domain/customers/events';
import { toPlateStreamId, toVehicleStreamId } from '@lavadero/domain/customers/vehicle-events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { local } from '../../test-support/customer-test-kit';
import { ADMIN, startTestServer, type TestServer } from '../../test-support/test-server';
import { documentClaims } from '../customers/document-claims';
import { plateClaims } from '../customers/plate-claims';
import { repairOrphanedClaims } from './repair-orphaned-claims';

describe.each(['pglite', 'postgres'] as const)('document and plate claims on %s', (database) => {
  let t: TestServer;
  let cookie: string;
  // Ids the next writes must take (to force a clash), then random ones.
  const forcedIds: string[] = [];
  beforeAll(async () => {
    t = await startTestServer({ database, ids: { newId: () => forcedIds.shift() ?? randomUUID() } });
    cookie = (await t.login(ADMIN.username, ADMIN.password)).cookie;
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const eventsSince = async (count: number) => (await t.allEvents()).slice(count);
  const customer = async (docNumero: string): Promise<CustomerDto> => {
    const res = await send('POST', '/api/customers', { ...local, docNumero });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  let owner: CustomerDto;
  const vehicleBody = (placa: string) => ({
    customerId: owner.id,
    placa,
    marca: 'Toyota',
    modelo: 'Hilux',
    color: 'Gris',
    observaciones: '',
  });
  const vehicle = async (placa: string): Promise<VehicleDto> => {
    const res = await send('POST', '/api/vehicles', vehicleBody(placa));
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  /** Appends an event straight to a stream: what a failure between two appends used to leave. */
  const seed = async (streamId: string, type: string, data: object) => {
    const revision = (await t.store.readStream(streamId)).at(-1)?.revision;
    await t.store.append(streamId, [{ id: randomUUID(), type, data, metadata: {} }], {
      expectedRevision: revision ?? 'no_stream',
    });
  };
  const repair = () => repairOrphanedClaims(t.app.deps, [documentClaims, plateClaims]);
  beforeAll(async () => {
    owner = await customer('9000001');
  });

  it('a vehicle refused after its plate was found free appends nothing, so the plate stays free', async () => {
    const first = randomUUID();
    forcedIds.push(first);
    await vehicle('ATM 001');
    const before = (await t.allEvents()).length;
    forcedIds.push(first); // the second vehicle's stream exists: refused after the plate's check
    const clash = await send('POST', '/api/vehicles', vehicleBody('ATM 002'));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('VEHICLE_EXISTS');
    expect(await eventsSince(before)).toEqual([]);
    expect((await vehicle('ATM 002')).placa).toBe('ATM 002');
  });

  it('a change of plate claims the new one and frees the old one in the same append as the edit', async () => {
    const created = await vehicle('ONE 001');
    const before = (await t.allEvents()).length;
    expect((await send('PUT', `/api/vehicles/${created.id}`, vehicleBody('ONE 002'))).statusCode).toBe(200);
    const edit = await eventsSince(before);
    expect(edit.map((e) => e.type)).toEqual(['VehicleUpdated', 'PlateClaimed', 'PlateReleased']);
    expect(new Set(edit.map((e) => e.position.commit)).size, 'one atomic append').toBe(1);

    const removedAt = (await t.allEvents()).length;
    expect((await send('DELETE', `/api/vehicles/${created.id}`)).statusCode).toBe(204);
    const removal = await eventsSince(removedAt);
    expect(removal.map((e) => [e.type, e.streamId])).toEqual([
      ['VehicleRemoved', toVehicleStreamId(created.id)],
      ['PlateReleased', toPlateStreamId('ONE 002')],
    ]);
    expect(new Set(removal.map((e) => e.position.commit)).size).toBe(1);
    expect((await vehicle('ONE 001')).placa).toBe('ONE 001');
    expect((await vehicle('ONE 002')).placa).toBe('ONE 002');
  });

  it('a change of document claims the new one and frees the old one in the same append as the edit', async () => {
    const created = await customer('9000002');
    const before = (await t.allEvents()).length;
    const res = await send('PUT', `/api/customers/${created.id}`, { ...local, docNumero: '9000003' });
    expect(res.statusCode).toBe(200);
    const edit = await eventsSince(before);
    expect(edit.map((e) => e.type)).toEqual([
      'CustomerUpdated',
      'CustomerDocumentClaimed',
      'CustomerDocumentReleased',
    ]);
    expect(new Set(edit.map((e) => e.position.commit)).size, 'one atomic append').toBe(1);
    expect((await customer('9000002')).docNumero).toBe('9000002');
  });

  it('of concurrent claims of one plate or document exactly one wins, and no claim is left over', async () => {
    const plates = await Promise.all(
      [1, 2, 3].map(() => send('POST', '/api/vehicles', vehicleBody('RACE 77'))),
    );
    expect(plates.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const plateStream = await t.store.readStream(toPlateStreamId('RACE 77'));
    expect(plateStream.map((e) => e.type)).toEqual(['PlateClaimed']);

    const documents = await Promise.all(
      ['Uno', 'Dos', 'Tres'].map((nombre) =>
        send('POST', '/api/customers', { ...local, nombre, docNumero: '9000077' }),
      ),
    );
    expect(documents.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const documentStream = await t.store.readStream(toCustomerDocumentStreamId('CI', '9000077'));
    expect(documentStream.map((e) => e.type)).toEqual(['CustomerDocumentClaimed']);

    // Two vehicles moving to one plate at once: the loser keeps its own plate and claims nothing.
    const [a, b] = [await vehicle('MOVE 01'), await vehicle('MOVE 02')];
    const moves = await Promise.all(
      [a, b].map((v) => send('PUT', `/api/vehicles/${v.id}`, vehicleBody('MOVE 99'))),
    );
    expect(moves.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await repair(), 'nothing orphaned').toBe(0);
    const taken = await Promise.all(
      ['MOVE 01', 'MOVE 02'].map((p) => send('POST', '/api/vehicles', vehicleBody(p))),
    );
    expect(taken.map((r) => r.statusCode).sort(), 'the loser still holds its plate').toEqual([201, 409]);
  });

  it('frees the document and plate claims whose owner does not hold them', async () => {
    const movedOn = await customer('9000010');
    const removed = await vehicle('ORF 002');
    const movedVehicle = await vehicle('ORF 003');
    // What the old separate appends left behind after a failure or a crash between them:
    await seed(toCustomerDocumentStreamId('CI', '9000011'), 'CustomerDocumentClaimed', {
      docTipo: 'CI',
      docNumero: '9000011',
      customerId: randomUUID(), // a customer never created
    });
    await seed(toCustomerDocumentStreamId('CI', '9000012'), 'CustomerDocumentClaimed', {
      docTipo: 'CI',
      docNumero: '9000012',
      customerId: movedOn.id, // claimed for an edit that never happened
    });
    await seed(toPlateStreamId('ORF 001'), 'PlateClaimed', { placa: 'ORF 001', vehicleId: randomUUID() });
    await seed(toVehicleStreamId(removed.id), 'VehicleRemoved', {
      vehicleId: removed.id,
      customerId: owner.id,
      placa: 'ORF 002',
      at: new Date().toISOString(),
    });
    await seed(toPlateStreamId('ORF 004'), 'PlateClaimed', { placa: 'ORF 004', vehicleId: movedVehicle.id });
    for (const docNumero of ['9000011', '9000012']) {
      expect((await send('POST', '/api/customers', { ...local, docNumero })).statusCode).toBe(409);
    }
    for (const placa of ['ORF 001', 'ORF 002', 'ORF 004']) {
      expect((await send('POST', '/api/vehicles', vehicleBody(placa))).statusCode).toBe(409);
    }

    expect(await repair()).toBe(5);
    expect(await repair(), 'a second run has nothing to repair').toBe(0);

    for (const docNumero of ['9000011', '9000012'])
      expect((await customer(docNumero)).docNumero).toBe(docNumero);
    for (const placa of ['ORF 001', 'ORF 002', 'ORF 004']) expect((await vehicle(placa)).placa).toBe(placa);
    // Owners keep what they carry.
    expect((await send('POST', '/api/customers', { ...local, docNumero: '9000010' })).statusCode).toBe(409);
    expect((await send('POST', '/api/vehicles', vehicleBody('ORF 003'))).statusCode).toBe(409);
  });
});
