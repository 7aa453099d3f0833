import type { ReadModelDb } from '../database';
import type { UserRow } from './users.table';

/** A user with this month's invoice count, as the users screen shows them. */
export type UserWithUsage = UserRow & {
  readonly currentMonthInvoices: number;
  readonly usageMonth: string | null;
  readonly usageResetDate: string | null;
};

/** The users table beside each user's invoice usage (none yet: no invoice this month, no reset). */
function usersWithUsage(db: ReadModelDb) {
  return db
    .selectFrom('users')
    .leftJoin('invoiceUsage', 'invoiceUsage.id', 'users.id')
    .selectAll('users')
    .select((eb) => [
      eb.fn.coalesce('invoiceUsage.currentMonthInvoices', eb.lit(0)).as('currentMonthInvoices'),
      'invoiceUsage.usageMonth',
      'invoiceUsage.usageResetDate',
    ]);
}

export function findUserByUsername(db: ReadModelDb, username: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('usernameKey', '=', username.toLowerCase())
    .executeTakeFirst();
}

export function findUserById(db: ReadModelDb, id: string): Promise<UserWithUsage | undefined> {
  return usersWithUsage(db).where('users.id', '=', id).executeTakeFirst();
}

export function listUsers(db: ReadModelDb): Promise<UserWithUsage[]> {
  return usersWithUsage(db).orderBy('users.createdAt').orderBy('users.username').execute();
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
