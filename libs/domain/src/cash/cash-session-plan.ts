import { decideStream, type StreamPlan } from '../shared/stream-plan';
import { cashDrawerDecider } from './cash-drawer-decide';
import { cashSessionDecider } from './cash-session-decide';
import type { CloseCashSession, OpenCashSession } from './commands';
import { toCashDrawerStreamId, toCashSessionStreamId } from './events';

/**
 * Opening takes the user's drawer in the same atomic append that starts the caja: two tabs
 * opening at once append one caja, the other is decided again and told one is open.
 */
export function planOpenCashSession(command: OpenCashSession): StreamPlan {
  const { sessionId, userId } = command.data;
  const [drawer, session] = [toCashDrawerStreamId(userId), toCashSessionStreamId(sessionId)];
  return {
    streamIds: [drawer, session],
    expectNew: [session],
    lastEventOnly: [drawer],
    decide: (histories) => {
      const opened = decideStream(cashSessionDecider, session, histories, command);
      return [
        decideStream(cashDrawerDecider, drawer, histories, {
          type: 'ClaimCashDrawer',
          data: { userId, sessionId },
        }),
        opened,
      ];
    },
  };
}

/**
 * Closing frees the drawer in the closing's append. Two closings read the same revision of the
 * caja: one is stored, the other is decided again on the closed caja and refused (409).
 */
export function planCloseCashSession(
  sessionId: string,
  userId: string,
  command: CloseCashSession,
): StreamPlan {
  const [drawer, session] = [toCashDrawerStreamId(userId), toCashSessionStreamId(sessionId)];
  return {
    streamIds: [session, drawer],
    lastEventOnly: [drawer],
    decide: (histories) => {
      const closed = decideStream(cashSessionDecider, session, histories, command);
      return [
        closed,
        decideStream(cashDrawerDecider, drawer, histories, {
          type: 'ReleaseCashDrawer',
          data: { userId, sessionId },
        }),
      ];
    },
  };
}
