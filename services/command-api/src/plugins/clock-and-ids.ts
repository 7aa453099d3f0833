import { randomUUID } from 'node:crypto';

/** Where "now" comes from: the system clock in production, a fixed one in tests. */
export interface Clock {
  now(): Date;
}

/** Where new record ids come from: random uuids in production, fixed ones in tests. */
export interface IdGenerator {
  newId(): string;
}

export const systemClock: Clock = { now: () => new Date() };
export const randomIds: IdGenerator = { newId: () => randomUUID() };
