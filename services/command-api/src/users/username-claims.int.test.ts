import { randomUUID } from 'node:crypto';
import { toUsernameStreamId } from '@lavadero/domain/users/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestServer, type TestServer } from '../../test-support/test-server';
import { repairOrphanedClaims } from '../claims/repair-orphaned-claims';
import { usernameClaims } from './username-claims';

let t: TestServer;
let adminCookie: string;
beforeAll(async () => {
  t = await startTestServer();
  adminCookie = (await t.login(ADMIN.username, ADMIN.password)).cookie;
});
afterAll(() => t.close());

const create = (username: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users',
    headers: { cookie: adminCookie },
    payload: { username, password: 'Secreto123' },
  });

describe('username claims', () => {
  it('the claim and the user are one append: a refused creation leaves the name free', async () => {
    const before = (await t.allEvents()).length;
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { cookie: adminCookie, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'nora', password: 'Secreto123', fullName: 'Nora\u0000' }),
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.allEvents()).length).toBe(before);
    await t.createUser(adminCookie, 'nora', 'user');
    const created = (await t.allEvents()).slice(before);
    expect(created.map((e) => e.type)).toEqual(['UsernameClaimed', 'UserCreated']);
    // One append: both events carry the same global commit.
    expect(created[0]?.position.commit).toBe(created[1]?.position.commit);
  });

  it('an orphaned claim left by the old two-step creation is repaired by claims:repair', async () => {
    // What a failure between the claim and the creation used to leave behind.
    await t.store.append(
      toUsernameStreamId('Olga'),
      [
        {
          id: randomUUID(),
          type: 'UsernameClaimed',
          data: { username: 'Olga', userId: randomUUID() },
          metadata: {},
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    expect((await create('olga')).statusCode).toBe(409);

    const repair = () => repairOrphanedClaims(t.app.deps, [usernameClaims]);
    expect(await repair()).toBe(1);
    expect(await repair(), 'a second run has nothing to repair').toBe(0);
    await t.createUser(adminCookie, 'olga', 'user');
    expect((await t.login('olga', 'Secreto123')).res.statusCode).toBe(200);
    // Real users keep their names.
    expect((await create('nora')).statusCode).toBe(409);
  });
});
