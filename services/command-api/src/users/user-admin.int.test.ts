import { UpdateUserBody } from '@lavadero/contracts/users';
import { ADMIN_ROSTER_STREAM_ID } from '@lavadero/domain/users/admin-roster';
import { findUserById } from '@lavadero/read-models/users/users.queries';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestServer, type TestServer } from '../../test-support/test-server';
import { updateUser } from './update-user';

let t: TestServer;
const cookies = { admin: '', user: '', readonly: '' };
let userId: string;

beforeAll(async () => {
  t = await startTestServer();
  cookies.admin = (await t.login(ADMIN.username, ADMIN.password)).cookie;
  userId = (await t.createUser(cookies.admin, 'ursula', 'user')).id;
  await t.createUser(cookies.admin, 'rosa', 'readonly');
  cookies.user = (await t.login('ursula', 'Secreto123')).cookie;
  cookies.readonly = (await t.login('rosa', 'Secreto123')).cookie;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const adminIdOf = async () => (await call('GET', '/api/auth/me', cookies.admin)).json().user.id as string;

describe('user administration per role', () => {
  it('only an admin lists, creates, edits, unblocks or sets passwords; refusals append nothing', async () => {
    const before = (await t.allEvents()).length;
    for (const role of ['user', 'readonly'] as const) {
      const cookie = cookies[role];
      const writes = [
        call('POST', '/api/users', cookie, { username: `x_${role}`, password: 'Secreto123' }),
        call('PUT', `/api/users/${userId}`, cookie, { isBlocked: false }),
        call('POST', `/api/users/${userId}/set-password`, cookie, { newPassword: 'Nueva1234' }),
        call('POST', `/api/users/${userId}/lift-login-throttle`, cookie, {}),
      ];
      for (const res of [await call('GET', '/api/users', cookie), ...(await Promise.all(writes))]) {
        expect(res.statusCode, `${role} ${res.body}`).toBe(403);
      }
    }
    expect((await t.allEvents()).length).toBe(before);
    expect((await call('GET', '/api/users', cookies.admin)).statusCode).toBe(200);
  });
});

describe('plans, usernames and blocking', () => {
  it('a plan sets the default limit, on creation and when the plan changes without one', async () => {
    const created = await call('POST', '/api/users', cookies.admin, {
      username: 'paula',
      password: 'Secreto123',
      subscriptionType: 'premium',
    });
    expect(created.json()).toMatchObject({
      monthlyInvoiceLimit: 1000,
      currentMonthInvoices: 0,
      lastLogin: null,
    });
    const id = created.json().id;
    const basic = await call('PUT', `/api/users/${id}`, cookies.admin, { subscriptionType: 'basic' });
    expect(basic.json()).toMatchObject({ subscriptionType: 'basic', monthlyInvoiceLimit: 200 });
    const own = await call('PUT', `/api/users/${id}`, cookies.admin, {
      subscriptionType: 'enterprise',
      monthlyInvoiceLimit: 300,
    });
    expect(own.json()).toMatchObject({ subscriptionType: 'enterprise', monthlyInvoiceLimit: 300 });
    const name = await call('PUT', `/api/users/${id}`, cookies.admin, { fullName: 'Paula R.' });
    expect(name.json().monthlyInvoiceLimit).toBe(300);
  });

  it('usernames are unique in any case and never change', async () => {
    const taken = await call('POST', '/api/users', cookies.admin, {
      username: 'URSULA',
      password: 'Secreto123',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('El nombre de usuario ya está en uso');
    const rename = await call('PUT', `/api/users/${userId}`, cookies.admin, { username: 'otra' });
    expect(rename.statusCode).toBe(400);
    expect(rename.json().message).toBe('El nombre de usuario no se puede cambiar');
    const bad = await call('POST', '/api/users', cookies.admin, { username: 'a-b', password: 'Secreto123' });
    expect(bad.json().message).toBe('Solo se permiten letras, números y guión bajo');
  });

  it('a blocked user hears why only after the right password; an admin unblocks', async () => {
    const { id } = await t.createUser(cookies.admin, 'berta', 'user', { isBlocked: true });
    const wrong = await t.login('berta', 'Incorrecta1');
    expect(wrong.res.statusCode).toBe(401);
    expect(wrong.res.json().message).toBe('Usuario o contraseña incorrectos');
    const right = await t.login('berta', 'Secreto123');
    expect(right.res.statusCode).toBe(403);
    expect(right.res.json().message).toBe('Usuario bloqueado. Contacte al administrador.');
    const unblocked = await call('PUT', `/api/users/${id}`, cookies.admin, { isBlocked: false });
    expect(unblocked.json()).toMatchObject({ isBlocked: false, failedLoginAttempts: 0 });
    const again = await t.login('berta', 'Secreto123');
    expect(again.res.statusCode).toBe(200);
    const listed = (await call('GET', '/api/users', cookies.admin)).json();
    expect(listed.find((u: { id: string }) => u.id === id).lastLogin).toEqual(expect.any(String));
  });
});

describe('an admin sets another user’s password', () => {
  it('the new password works, the old one does not, and the user’s sessions end', async () => {
    const { id } = await t.createUser(cookies.admin, 'olga', 'user');
    const session = (await t.login('olga', 'Secreto123')).cookie;
    const weak = await call('POST', `/api/users/${id}/set-password`, cookies.admin, { newPassword: 'corta' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('La contraseña debe tener al menos 8 caracteres');
    const set = await call('POST', `/api/users/${id}/set-password`, cookies.admin, {
      newPassword: 'Nueva1234',
    });
    expect(set.statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', session)).statusCode).toBe(401);
    expect((await t.login('olga', 'Secreto123')).res.statusCode).toBe(401);
    expect((await t.login('olga', 'Nueva1234')).res.statusCode).toBe(200);
  });

  it('not their own: that goes through the change with the current password', async () => {
    const res = await call('POST', `/api/users/${await adminIdOf()}/set-password`, cookies.admin, {
      newPassword: 'Nueva1234',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('OWN_PASSWORD_VIA_CHANGE');
  });
});

describe('the last active admin', () => {
  const activeAdmins = async () =>
    (await call('GET', '/api/users', cookies.admin))
      .json()
      .filter(
        (u: { role: string; isActive: boolean; isBlocked: boolean }) =>
          u.role === 'admin' && u.isActive && !u.isBlocked,
      );

  it('cannot be taken away: 409 in Spanish, nothing appended', async () => {
    const alba = await t.createUser(cookies.admin, 'alba', 'admin');
    expect((await call('PUT', `/api/users/${alba.id}`, cookies.admin, { role: 'user' })).statusCode).toBe(
      200,
    );
    const before = (await t.allEvents()).length;
    // The self rules answer demotion, deactivation and blocking; an expiry would lock the last one out too.
    const res = await call('PUT', `/api/users/${await adminIdOf()}`, cookies.admin, {
      expirationDate: '2020-01-01',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'LAST_ACTIVE_ADMIN',
      message:
        'No se puede desactivar, bloquear, quitar el rol de administrador ni adelantar el vencimiento del último administrador activo: el sistema debe tener siempre un administrador.',
    });
    expect((await t.allEvents()).length).toBe(before);
  });

  it('two admins demoting each other at once: one wins, the other is refused, one admin stays', async () => {
    const carmen = await t.createUser(cookies.admin, 'carmen', 'admin');
    const dario = await t.createUser(cookies.admin, 'dario', 'admin');
    const carmenCookie = (await t.login('carmen', 'Secreto123')).cookie;
    // carmen retires the first admin, so carmen and dario are the only active admins.
    expect(
      (await call('PUT', `/api/users/${await adminIdOf()}`, carmenCookie, { isActive: false })).statusCode,
    ).toBe(200);
    cookies.admin = carmenCookie;
    const rowOf = async (id: string) => {
      const row = await findUserById(t.readDb, id);
      if (!row) throw new Error(`no user ${id}`);
      return row;
    };
    const demote = async (actorId: string, targetId: string) =>
      updateUser(
        t.app.deps,
        { userId: actorId, correlationId: `race-${actorId}` },
        await rowOf(targetId),
        UpdateUserBody.parse({ role: 'user' }),
      );
    const outcomes = await Promise.allSettled([demote(carmen.id, dario.id), demote(dario.id, carmen.id)]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'LAST_ACTIVE_ADMIN' });
    const roster = await t.store.readStream(ADMIN_ROSTER_STREAM_ID);
    expect(roster.at(-1)?.data).toMatchObject({ remaining: 1 });
  });

  it('over HTTP too: of two crossed demotions at most one lands', async () => {
    const winner = (await activeAdmins())[0] as { id: string; username: string };
    const { id: eva } = await t.createUser(cookies.admin, 'eva', 'admin');
    const evaCookie = (await t.login('eva', 'Secreto123')).cookie;
    const winnerCookie = cookies.admin;
    const [a, b] = await Promise.all([
      call('PUT', `/api/users/${eva}`, winnerCookie, { role: 'readonly' }),
      call('PUT', `/api/users/${winner.id}`, evaCookie, { role: 'readonly' }),
    ]);
    expect([a.statusCode, b.statusCode].filter((s) => s === 200)).toHaveLength(1);
    // The loser is refused (409), or finds its own session already ended by the winner's change (401).
    expect([409, 401]).toContain(a.statusCode === 200 ? b.statusCode : a.statusCode);
    expect(await t.store.readStream(ADMIN_ROSTER_STREAM_ID)).not.toHaveLength(0);
  });
});
