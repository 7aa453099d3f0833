import { describe, expect, it } from 'vitest';
import type { Histories } from '../shared/stream-plan';
import { planCloseCashSession, planOpenCashSession } from './cash-session-plan';
import { cashier, close, open, opened, sessionId } from './cash-test-fixtures';
import { toCashDrawerStreamId, toCashSessionStreamId } from './events';

describe('opening and closing plans', () => {
  const drawer = toCashDrawerStreamId(cashier.userId);
  const session = toCashSessionStreamId(sessionId);

  it('opens one caja per user: the drawer is taken in the opening append', () => {
    const plan = planOpenCashSession(open({ monto: 0 }));
    expect(plan.expectNew).toEqual([session]);
    expect(plan.decide(new Map())).toEqual([
      {
        streamId: drawer,
        events: [{ type: 'CashDrawerClaimed', data: { userId: cashier.userId, sessionId } }],
      },
      { streamId: session, events: [opened(0)] },
    ]);
    const taken: Histories = new Map([
      [drawer, [{ type: 'CashDrawerClaimed', data: { userId: cashier.userId, sessionId: 'otra' } }]],
    ]);
    expect(() => plan.decide(taken)).toThrow('Ya tiene una caja abierta');
  });

  it('frees the drawer in the closing append', () => {
    const plan = planCloseCashSession(sessionId, cashier.userId, close({ monto: 0 }));
    const histories: Histories = new Map([
      [session, [opened(0)]],
      [drawer, [{ type: 'CashDrawerClaimed', data: { userId: cashier.userId, sessionId } }]],
    ]);
    const [closed, released] = plan.decide(histories);
    expect(closed?.events.map((e) => e.type)).toEqual(['CashSessionClosed']);
    expect(released?.events).toEqual([
      { type: 'CashDrawerReleased', data: { userId: cashier.userId, sessionId } },
    ]);
  });
});
