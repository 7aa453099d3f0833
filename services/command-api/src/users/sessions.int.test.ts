import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestServer, type TestServer } from '../../test-support/test-server';

/** Sessions end on the server: a cookie copied before the end no longer signs anyone in. */
describe.each(['pglite', 'postgres'] as const)('sessions that really end (%s)', (database) => {
  let t: TestServer;
  let adminCookie: string;

  beforeAll(async () => {
    t = await startTestServer({ database });
    adminCookie = (await t.login(ADMIN.username, ADMIN.password)).cookie;
  });
  afterAll(() => t.close());

  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
  const updateUser = (id: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: { cookie: adminCookie }, payload });

  it('a cookie captured before logout is refused after it', async () => {
    const { cookie } = await t.login(ADMIN.username, ADMIN.password);
    const other = await t.login(ADMIN.username, ADMIN.password);
    expect((await me(cookie)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    const replay = await me(cookie);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    // Logging out ends that session only.
    expect((await me(other.cookie)).statusCode).toBe(200);
  });

  if (database === 'postgres') return;

  it('a password change ends every other session of the user and keeps the current one', async () => {
    const user = await t.createUser(adminCookie, 'pablo', 'user');
    const laptop = await t.login('pablo', 'Secreto123');
    const phone = await t.login('pablo', 'Secreto123');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/users/${user.id}/change-password`,
      headers: { cookie: laptop.cookie },
      payload: { currentPassword: 'Secreto123', newPassword: 'Cambiada123' },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(laptop.cookie)).statusCode).toBe(200);
    expect((await me(phone.cookie)).statusCode).toBe(401);
  });

  it('a role change ends the sessions: the old role is not kept by a cookie', async () => {
    const user = await t.createUser(adminCookie, 'rosa', 'admin');
    const { cookie } = await t.login('rosa', 'Secreto123');
    expect((await updateUser(user.id, { role: 'readonly' })).statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
    const again = await t.login('rosa', 'Secreto123');
    expect((await me(again.cookie)).json()).toMatchObject({ user: { role: 'readonly' } });
    // An edit that keeps the role keeps the sessions.
    expect((await updateUser(user.id, { fullName: 'Rosa Gómez' })).statusCode).toBe(200);
    expect((await me(again.cookie)).statusCode).toBe(200);
  });

  it('deactivation ends the sessions and re-activation does not revive them', async () => {
    const user = await t.createUser(adminCookie, 'sara', 'user');
    const { cookie } = await t.login('sara', 'Secreto123');
    await updateUser(user.id, { isActive: false });
    expect((await me(cookie)).statusCode).toBe(401);
    await updateUser(user.id, { isActive: true });
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await t.login('sara', 'Secreto123')).res.statusCode).toBe(200);
  });

  it('a block by an admin ends the sessions and unblocking does not revive them', async () => {
    const user = await t.createUser(adminCookie, 'tomas', 'user');
    const { cookie } = await t.login('tomas', 'Secreto123');
    await updateUser(user.id, { isBlocked: true });
    expect((await me(cookie)).statusCode).toBe(401);
    await updateUser(user.id, { isBlocked: false });
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('a cookie without a server-side session (issued before sessions were tracked) is refused', async () => {
    // Re-encrypts the same payload minus the session id, as an old cookie would be.
    const { cookie } = await t.login(ADMIN.username, ADMIN.password);
    const value = decodeURIComponent(cookie.split('=')[1] ?? '');
    const session = t.app.decodeSecureSession(value);
    expect(session?.get('sessionId')).toBeTruthy();
    session?.set('sessionId', undefined as never);
    const old = `lavadero_session=${encodeURIComponent(t.app.encodeSecureSession(session!))}`;
    expect((await me(old)).statusCode).toBe(401);
  });
});
