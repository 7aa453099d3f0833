import { describe, expect, it } from 'vitest';
import { type CurrentUser, displayName } from './current-user';

const user: CurrentUser = { id: '1', username: 'ana', fullName: 'Ana Benítez', role: 'admin', email: null };

describe('displayName', () => {
  it('prefers the full name, else the username', () => {
    expect(displayName(user)).toBe('Ana Benítez');
    expect(displayName({ ...user, fullName: null })).toBe('ana');
    expect(displayName({ ...user, fullName: '  ' })).toBe('ana');
  });
});
