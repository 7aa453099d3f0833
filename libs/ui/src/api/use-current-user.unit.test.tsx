// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CURRENT_USER_KEY, type CurrentUserReply, useCanWrite, userFromReply } from './use-current-user';

afterEach(cleanup);

const user = { id: '1', username: 'ana', fullName: 'Ana Benítez', role: 'admin', email: null };

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

/** useCanWrite over a cache the shell already filled (staleTime keeps it from fetching). */
function canWriteWith(reply: CurrentUserReply): boolean {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(CURRENT_USER_KEY, reply);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useCanWrite(), { wrapper }).result.current;
}

describe('useCanWrite', () => {
  it('lets admin and user write, not readonly nor nobody', () => {
    expect(canWriteWith({ user })).toBe(true);
    expect(canWriteWith({ user: { ...user, role: 'user' } })).toBe(true);
    expect(canWriteWith({ user: { ...user, role: 'readonly' } })).toBe(false);
    expect(canWriteWith(null)).toBe(false);
  });
});
