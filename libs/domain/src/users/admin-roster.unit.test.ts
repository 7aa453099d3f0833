import { describe, expect, it } from 'vitest';
import { decideAdminRoster } from './admin-roster';
import type { UserEvent } from './events';
import { evolveUser, initialUserState, type UserState } from './user';

const now = '2026-11-21T12:00:00.000Z';
const profile = {
  fullName: null,
  email: null,
  subscriptionType: 'free' as const,
  monthlyInvoiceLimit: 50,
  expirationDate: null,
};
const user = (userId: string, role: 'admin' | 'user', ...later: UserEvent[]): UserState =>
  [
    {
      type: 'UserCreated',
      data: {
        ...profile,
        role,
        userId,
        username: userId,
        passwordHash: 'h',
        isActive: true,
        createdBy: null,
        createdAt: now,
      },
    } satisfies UserEvent,
    ...later,
  ].reduce(evolveUser, initialUserState());
const deactivated = (userId: string): UserEvent => ({ type: 'UserDeactivated', data: { userId, at: now } });
const blocked = (userId: string): UserEvent => ({
  type: 'UserBlocked',
  data: { userId, reason: 'admin', at: now },
});
const demoted = (userId: string, expirationDate: string | null = null): UserEvent => ({
  type: 'UserProfileUpdated',
  data: { ...profile, expirationDate, role: 'user', userId, at: now },
});

describe('the last active admin', () => {
  it('cannot be demoted, deactivated, blocked or expired', () => {
    const ana = user('ana', 'admin');
    const others = [user('bea', 'admin', deactivated('bea')), user('carla', 'user')];
    for (const after of [
      user('ana', 'admin', demoted('ana')),
      user('ana', 'admin', deactivated('ana')),
      user('ana', 'admin', blocked('ana')),
      user('ana', 'admin', {
        type: 'UserProfileUpdated',
        data: {
          ...profile,
          role: 'admin',
          expirationDate: '2026-01-01T00:00:00.000Z',
          userId: 'ana',
          at: now,
        },
      }),
    ]) {
      expect(() => decideAdminRoster(ana, after, others, now)).toThrow(
        expect.objectContaining({ code: 'LAST_ACTIVE_ADMIN', kind: 'illegal_state' }),
      );
    }
  });

  it('may go while another active admin stays, and the roster records it', () => {
    const ana = user('ana', 'admin');
    expect(decideAdminRoster(ana, user('ana', 'admin', demoted('ana')), [user('bea', 'admin')], now)).toEqual(
      [{ type: 'ActiveAdminRemoved', data: { userId: 'ana', remaining: 1, at: now } }],
    );
  });

  it('changes that remove no active admin leave the roster alone', () => {
    const carla = user('carla', 'user');
    expect(decideAdminRoster(carla, user('carla', 'user', deactivated('carla')), [], now)).toEqual([]);
    const ana = user('ana', 'admin');
    expect(decideAdminRoster(ana, ana, [], now)).toEqual([]);
    const inactive = user('bea', 'admin', deactivated('bea'));
    expect(
      decideAdminRoster(inactive, user('bea', 'admin', deactivated('bea'), demoted('bea')), [], now),
    ).toEqual([]);
  });

  it('leaves an admin at every future date: the only admin may not set an expiry, however far', () => {
    const expiring = (userId: string, expirationDate: string): UserEvent => ({
      type: 'UserProfileUpdated',
      data: { ...profile, role: 'admin', expirationDate, userId, at: now },
    });
    const ana = user('ana', 'admin');
    const tomorrow = user('ana', 'admin', expiring('ana', '2026-11-22T12:00:00.000Z'));
    expect(() => decideAdminRoster(ana, tomorrow, [user('carla', 'user')], now)).toThrow(
      expect.objectContaining({ code: 'LAST_ACTIVE_ADMIN' }),
    );
    // Another admin who expires next week does not cover the days after it either.
    const bea = user('bea', 'admin', expiring('bea', '2026-11-28T12:00:00.000Z'));
    expect(() => decideAdminRoster(ana, tomorrow, [bea], now)).toThrow(
      expect.objectContaining({ code: 'LAST_ACTIVE_ADMIN' }),
    );
    // With an admin for good beside her, she may; the roster records it (she is still active).
    expect(decideAdminRoster(ana, tomorrow, [user('bea', 'admin')], now)).toEqual([
      { type: 'ActiveAdminRemoved', data: { userId: 'ana', remaining: 2, at: now } },
    ]);
    // Moving her expiry later, or removing it, takes nothing away.
    expect(decideAdminRoster(tomorrow, ana, [], now)).toEqual([]);
  });
});
