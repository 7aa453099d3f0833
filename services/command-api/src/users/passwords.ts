import argon2 from 'argon2';
import { argon2Gate } from './argon2-gate';

/**
 * argon2id with the library's defaults (64 MiB, 3 passes): slow on purpose, about 110 ms of a core.
 * Only the test runs ask for the cheapest cost (4 MiB, 1 pass, about 4 ms), through
 * INSECURE_TEST_PASSWORD_HASHING=1: thousands of sign-ins and new users made their time mostly
 * argon2's. A hash carries its own parameters, so verifying never depends on this setting. A
 * process started with it says so in its log (auth-routes.ts).
 */
export const insecureTestHashing = process.env.INSECURE_TEST_PASSWORD_HASHING === '1';

const OPTIONS = insecureTestHashing
  ? ({ type: argon2.argon2id, memoryCost: 4096, timeCost: 1 } as const)
  : ({ type: argon2.argon2id } as const);

export function hashPassword(password: string): Promise<string> {
  return argon2Gate(() => argon2.hash(password, OPTIONS));
}

export function verifyPassword(hash: string, password: string): Promise<boolean> {
  return argon2Gate(() => argon2.verify(hash, password).catch(() => false));
}

/**
 * A real argon2id hash of a random password, made with the same parameters as every user's: an
 * unknown username's password is verified against it, so it costs the time a real check does.
 */
let decoy: Promise<string> | null = null;
export const warmDecoyHash = () => {
  decoy ??= argon2.hash(crypto.randomUUID(), OPTIONS);
  return decoy;
};
