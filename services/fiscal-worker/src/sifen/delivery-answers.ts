import type { CancellationAnswer, DeliveryAnswer } from '@lavadero/domain/electronic-documents/commands';
import type { DocumentResult, EventoResult } from './soap-answers';

/** SIFEN already holds this CDC: the first send did arrive. Asked for, never recorded as a rejection. */
const CDC_DUPLICADO = '1001';

/** Failures wait 5 s, 10 s, 20 s, ... up to 10 minutes before the next attempt. */
export interface RetryPolicy {
  readonly baseMs: number;
  readonly maxMs: number;
}
export const DEFAULT_RETRY: RetryPolicy = { baseMs: 5_000, maxMs: 600_000 };

export function retryAt(policy: RetryPolicy, failuresSoFar: number, now: Date): string {
  const delay = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.min(failuresSoFar, 20));
  return new Date(now.getTime() + delay).toISOString();
}

export const failed = (error: string, policy: RetryPolicy, failuresSoFar: number, now: Date) =>
  ({ kind: 'failed', error, retryAt: retryAt(policy, failuresSoFar, now) }) as const;

/** What a DE's result means for its stream: an unknown answer is a failure, never an approval. */
export function deliveryAnswerOf(
  result: DocumentResult,
  policy: RetryPolicy,
  failuresSoFar: number,
  now: Date,
): DeliveryAnswer {
  switch (result.kind) {
    case 'approved':
      return result.observation
        ? { kind: 'approved', protocol: result.protocol, observation: result.observation }
        : { kind: 'approved', protocol: result.protocol };
    case 'rejected':
      if (result.code === CDC_DUPLICADO)
        return failed(`SIFEN ya tiene este CDC (${result.code}): se consulta`, policy, failuresSoFar, now);
      return { kind: 'rejected', code: result.code, message: result.message };
    case 'unknown':
      return failed(result.reason, policy, failuresSoFar, now);
    default: {
      const never: never = result;
      return never;
    }
  }
}

export function cancellationAnswerOf(
  result: EventoResult,
  policy: RetryPolicy,
  failuresSoFar: number,
  now: Date,
): CancellationAnswer {
  switch (result.kind) {
    case 'accepted':
      return { kind: 'accepted', protocol: result.protocol };
    case 'refused':
      return { kind: 'refused', code: result.code, message: result.message };
    case 'unknown':
      return failed(result.reason, policy, failuresSoFar, now);
    default: {
      const never: never = result;
      return never;
    }
  }
}

/** A thrown transport error's text for the record. */
export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
