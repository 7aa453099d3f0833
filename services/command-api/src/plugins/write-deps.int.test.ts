import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN, startTestServer, type TestServer } from '../../test-support/test-server';
import type { Clock, IdGenerator } from './write-deps';

// Writes take their time and new ids from the ports on `app.deps`, so a test can fix both.
const NOW = new Date('2026-03-14T12:30:00.000Z');
const fixedClock: Clock = { now: () => NOW };
let counter = 0;
const sequentialIds: IdGenerator = {
  newId: () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`,
  securityCode: () => '000000042',
};

let t: TestServer;
let admin = '';

beforeAll(async () => {
  t = await startTestServer({ clock: fixedClock, ids: sequentialIds });
  admin = (await t.login(ADMIN.username, ADMIN.password)).cookie;
});
afterAll(() => t.close());

it('creates a service with the id and the time the ports give, in the reply and in the events', async () => {
  const expectedId = `00000000-0000-4000-8000-${String(counter + 1).padStart(12, '0')}`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/services',
    headers: { cookie: admin },
    payload: { nombre: 'Lavado fijo', precio: '35.000' },
  });
  expect(res.statusCode).toBe(201);
  expect(res.json()).toMatchObject({ id: expectedId, createdAt: NOW.toISOString(), precio: 35000 });
  const [created] = await t.store.readStream(`service-${expectedId}`);
  expect(created?.type).toBe('ServiceCreated');
  expect(created?.metadata).toMatchObject({ occurredAt: NOW.toISOString() });
});
