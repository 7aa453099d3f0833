import type { Insertable, Selectable } from 'kysely';

/** Users as the screens and the login lookup read them. No password hash: that stays in the stream. */
export interface UsersTable {
  id: string;
  username: string;
  /** Lower-cased username, for case-insensitive login lookups. */
  usernameKey: string;
  fullName: string | null;
  email: string | null;
  role: string;
  subscriptionType: string;
  monthlyInvoiceLimit: number;
  /** ISO timestamps are kept as text: the events are the record, this is a view of them. */
  expirationDate: string | null;
  isActive: boolean;
  isBlocked: boolean;
  lastLogin: string | null;
  failedLoginAttempts: number;
  lastFailedLogin: string | null;
  createdAt: string;
  updatedAt: string;
  createdBy: string | null;
}
export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
