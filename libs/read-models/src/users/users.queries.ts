import type { ReadModelDb } from '../database';
import type { UserRow } from './users.table';

export function findUserByUsername(db: ReadModelDb, username: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('usernameKey', '=', username.toLowerCase())
    .executeTakeFirst();
}

export function findUserById(db: ReadModelDb, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listUsers(db: ReadModelDb): Promise<UserRow[]> {
  return db.selectFrom('users').selectAll().orderBy('createdAt').orderBy('username').execute();
}

export async function countUsers(db: ReadModelDb): Promise<number> {
  const { n } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Everyone whose role is admin, active or not: the candidates for "another active admin". */
export async function listAdminIds(db: ReadModelDb): Promise<string[]> {
  const rows = await db.selectFrom('users').select('id').where('role', '=', 'admin').execute();
  return rows.map((row) => row.id);
}
