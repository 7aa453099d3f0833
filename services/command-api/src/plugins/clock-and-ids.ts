import { randomInt, randomUUID } from 'node:crypto';

/** Where "now" comes from: the system clock in production, a fixed one in tests. */
export interface Clock {
  now(): Date;
}

/** Where new record ids come from: random uuids in production, fixed ones in tests. */
export interface IdGenerator {
  newId(): string;
  /**
   * An electronic document's security code (dCodSeg): 9 random digits, part of its CDC, so that
   * nobody can guess a CDC from the invoice number and look the buyer up.
   */
  securityCode(): string;
}

export const systemClock: Clock = { now: () => new Date() };
export const randomIds: IdGenerator = {
  newId: () => randomUUID(),
  securityCode: () => String(randomInt(1, 1_000_000_000)).padStart(9, '0'),
};
