import type { LightMyRequestResponse } from 'fastify';
import { ADMIN, type TestServer } from './test-server';

export type Role = 'admin' | 'user' | 'readonly';

/** Signs in one person per role (creating the user and readonly accounts with unique names). */
export async function cookiesByRole(t: TestServer, prefix: string): Promise<Record<Role, string>> {
  const admin = (await t.login(ADMIN.username, ADMIN.password)).cookie;
  await t.createUser(admin, `${prefix}_user`, 'user');
  await t.createUser(admin, `${prefix}_ro`, 'readonly');
  return {
    admin,
    user: (await t.login(`${prefix}_user`, 'Secreto123')).cookie,
    readonly: (await t.login(`${prefix}_ro`, 'Secreto123')).cookie,
  };
}

/** One call through app.inject, with the session cookie when given. */
export function call(
  t: TestServer,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie: string | null,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** Creates a service and returns its id; fails the test on anything but 201. */
export async function createService(
  t: TestServer,
  cookie: string,
  fields: Record<string, unknown>,
): Promise<string> {
  const res = await call(t, 'POST', '/api/services', cookie, { precio: 10000, ...fields });
  if (res.statusCode !== 201) throw new Error(`createService: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: string }).id;
}

/** The events of one type recorded so far (to prove a refusal appended nothing, or a no-op). */
export async function eventsOfType(t: TestServer, type: string) {
  return (await t.allEvents()).filter((e) => e.type === type);
}
