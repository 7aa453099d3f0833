import { CronExpressionParser } from 'cron-parser';
import type { ScheduleSpec } from './job-queue';

/** The first firing of `spec` strictly after `after`; null when there is none. */
export function nextFiring(spec: ScheduleSpec, after: Date): Date | null {
  const expression = CronExpressionParser.parse(spec.pattern, { currentDate: after, tz: spec.tz });
  return expression.hasNext() ? expression.next().toDate() : null;
}

/**
 * Node fires a setTimeout longer than 2^31-1 ms (~24.8 days) at once, and a monthly cron is often
 * further away than that: long waits are cut into steps of at most a day, re-checked at each step.
 */
const MAX_TIMER_STEP_MS = 24 * 3600 * 1000;

export function setTimerAt(at: Date, onDue: () => void): { cancel(): void } {
  let timer: NodeJS.Timeout;
  const arm = () => {
    const wait = at.getTime() - Date.now();
    timer = setTimeout(
      () => (at.getTime() <= Date.now() ? onDue() : arm()),
      Math.min(Math.max(wait, 0), MAX_TIMER_STEP_MS),
    );
  };
  arm();
  return { cancel: () => clearTimeout(timer) };
}
