import argon2 from 'argon2';
import { argon2Gate } from './argon2-gate';

/** argon2id with the library's defaults (64 MiB, 3 passes): slow on purpose. */
export function hashPassword(password: string): Promise<string> {
  return argon2Gate(() => argon2.hash(password, { type: argon2.argon2id }));
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
  decoy ??= argon2.hash(crypto.randomUUID(), { type: argon2.argon2id });
  return decoy;
};
