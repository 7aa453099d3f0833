import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec';
import { type SystemReset, systemResetDecider } from './system-reset-decide';

const spec = deciderSpec(systemResetDecider);
const reset = (epoch: number): SystemReset => ({
  type: 'SystemReset',
  data: { epoch, userId: 'admin-1', at: '2026-11-23T12:00:00.000Z' },
});

describe('system reset', () => {
  it('starts the next epoch each time', () => {
    const command = {
      type: 'ResetSystem',
      data: { userId: 'admin-1', now: '2026-11-23T12:00:00.000Z' },
    } as const;
    spec
      .given([])
      .when(command)
      .then([reset(1)]);
    spec
      .given([reset(1), reset(2)])
      .when(command)
      .then([reset(3)]);
  });
});
