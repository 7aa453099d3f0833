import { describe, expect, it } from 'vitest';
import { type CurrentUser, displayName, userFromReply } from './current-user';

const user: CurrentUser = { id: '1', username: 'ana', fullName: 'Ana Benítez', role: 'admin', email: null };

describe('userFromReply', () => {
  it('reads the user under `user`, or with the role directly on the reply', () => {
    expect(userFromReply({ user })).toEqual(user);
    expect(userFromReply(user)).toEqual(user);
  });

  it('reads no user from a 401 (null) or an empty reply', () => {
    expect(userFromReply(null)).toBeNull();
    expect(userFromReply(undefined)).toBeNull();
    expect(userFromReply({})).toBeNull();
  });
});

describe('displayName', () => {
  it('prefers the full name, else the username', () => {
    expect(displayName(user)).toBe('Ana Benítez');
    expect(displayName({ ...user, fullName: null })).toBe('ana');
    expect(displayName({ ...user, fullName: '  ' })).toBe('ana');
  });
});
