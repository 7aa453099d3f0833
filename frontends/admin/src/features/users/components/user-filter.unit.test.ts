import { describe, expect, it } from 'vitest';
import { filterUsers, NO_USER_FILTERS } from './user-filter';

const now = new Date('2026-11-21T12:00:00Z');
const base = {
  fullName: null,
  email: null,
  role: 'user',
  isActive: true,
  isBlocked: false,
  expirationDate: null,
};
const users = [
  { ...base, username: 'ana', fullName: 'Ana Benítez', role: 'admin' },
  { ...base, username: 'beto', email: 'beto@lavadero.com.py', isActive: false },
  { ...base, username: 'carla', isBlocked: true, role: 'readonly' },
  { ...base, username: 'dario', expirationDate: '2026-11-01T00:00:00Z' },
];
const names = (filters: Partial<typeof NO_USER_FILTERS>) =>
  filterUsers(users, { ...NO_USER_FILTERS, ...filters }, now).map((u) => u.username);

describe('filterUsers', () => {
  it('searches username, full name and email in any case', () => {
    expect(names({ search: 'BENÍ' })).toEqual(['ana']);
    expect(names({ search: 'lavadero.com' })).toEqual(['beto']);
    expect(names({ search: 'carl' })).toEqual(['carla']);
  });

  it('filters by role and by the status of spec 2 §4', () => {
    expect(names({ role: 'readonly' })).toEqual(['carla']);
    expect(names({ status: 'active' })).toEqual(['ana', 'dario']);
    expect(names({ status: 'inactive' })).toEqual(['beto']);
    expect(names({ status: 'blocked' })).toEqual(['carla']);
    expect(names({ status: 'expired' })).toEqual(['dario']);
    expect(names({})).toHaveLength(4);
  });
});
