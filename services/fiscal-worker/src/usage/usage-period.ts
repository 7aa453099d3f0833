import { assertNever, type Decider, type Message } from '@lavadero/domain/shared/decider';
import { ValidationError } from '@lavadero/domain/shared/errors';

/**
 * The usage periods the system has opened, one event per month in a singleton stream. Appending
 * with the stream's expected revision makes "open the month" happen once, however many workers,
 * retries and restarts try at the same time; the users' counters are reset in reaction to it.
 */
export const USAGE_PERIODS_STREAM_ID = 'usage-periods';

/** A calendar month on the Paraguayan calendar, 'YYYY-MM'. */
const PERIOD = /^\d{4}-(0[1-9]|1[0-2])$/;

export const usagePeriodMessages = {
  invalidPeriod: 'Período de uso inválido: se espera el formato AAAA-MM',
} as const;

export type UsagePeriodOpened = Message<
  'UsagePeriodOpened',
  { readonly period: string; readonly openedAt: string }
>;
export type UsagePeriodEvent = UsagePeriodOpened;
export const USAGE_PERIOD_EVENT_TYPES: readonly UsagePeriodEvent['type'][] = ['UsagePeriodOpened'];

export type OpenUsagePeriod = Message<'OpenUsagePeriod', { readonly period: string; readonly now: string }>;
export type UsagePeriodCommand = OpenUsagePeriod;

export interface UsagePeriodState {
  /** The latest period opened; null before the first. */
  readonly current: string | null;
}

export const initialUsagePeriodState = (): UsagePeriodState => ({ current: null });

export function evolveUsagePeriod(_state: UsagePeriodState, event: UsagePeriodEvent): UsagePeriodState {
  switch (event.type) {
    // Periods only move forward (see decide), so the latest opening is all the state there is.
    case 'UsagePeriodOpened':
      return { current: event.data.period };
    default:
      return assertNever(event.type);
  }
}

export function decideUsagePeriod(command: UsagePeriodCommand, state: UsagePeriodState): UsagePeriodEvent[] {
  switch (command.type) {
    case 'OpenUsagePeriod': {
      const { period, now } = command.data;
      if (!PERIOD.test(period))
        throw new ValidationError('INVALID_USAGE_PERIOD', usagePeriodMessages.invalidPeriod);
      // 'YYYY-MM' sorts as text. Opening the current month again is a no-op, and so is a late job
      // for an earlier month: usage never goes back to a month that has been closed.
      if (state.current !== null && period <= state.current) return [];
      return [{ type: 'UsagePeriodOpened', data: { period, openedAt: now } }];
    }
    default:
      return assertNever(command.type);
  }
}

export const usagePeriodDecider: Decider<UsagePeriodState, UsagePeriodCommand, UsagePeriodEvent> = {
  initialState: initialUsagePeriodState,
  evolve: evolveUsagePeriod,
  decide: decideUsagePeriod,
};
