import { deciderSpec } from '@lavadero/domain/shared/decider-spec';
import { describe, it } from 'vitest';
import { type OpenUsagePeriod, type UsagePeriodOpened, usagePeriodDecider } from './usage-period';

const spec = deciderSpec(usagePeriodDecider);
const now = '2026-06-01T03:00:05.000Z';
const open = (period: string): OpenUsagePeriod => ({ type: 'OpenUsagePeriod', data: { period, now } });
const opened = (period: string, openedAt = now): UsagePeriodOpened => ({
  type: 'UsagePeriodOpened',
  data: { period, openedAt },
});

describe('usage periods decider', () => {
  it('opens the first period', () => {
    spec
      .given([])
      .when(open('2026-06'))
      .then([opened('2026-06')]);
  });

  it('opens each month once: a second try in the same month changes nothing', () => {
    spec
      .given([opened('2026-06')])
      .when(open('2026-06'))
      .then([]);
  });

  it('opens the next month, also after months nobody opened (the server was down)', () => {
    spec
      .given([opened('2026-06')])
      .when(open('2026-07'))
      .then([opened('2026-07')]);
    spec
      .given([opened('2026-06')])
      .when(open('2027-01'))
      .then([opened('2027-01')]);
  });

  it('ignores a late job for a month before the current one', () => {
    spec
      .given([opened('2026-05', '2026-05-01T03:00:00.000Z'), opened('2026-06')])
      .when(open('2026-05'))
      .then([]);
  });

  it('refuses a period that is not a calendar month', () => {
    spec.given([]).when(open('2026-13')).thenThrows('INVALID_USAGE_PERIOD');
    spec.given([]).when(open('2026-6')).thenThrows('INVALID_USAGE_PERIOD');
    spec.given([]).when(open('junio')).thenThrows('INVALID_USAGE_PERIOD');
  });
});
