import argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, 3 passes): slow on purpose. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

export function verifyPassword(hash: string, password: string): Promise<boolean> {
  return argon2.verify(hash, password).catch(() => false);
}

let decoy: Promise<string> | null = null;

/**
 * Spends the same time as a real check when the username does not exist, so response times do not
 * tell which usernames are real.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword('decoy-password-never-matches');
  await verifyPassword(await decoy, password);
  return false;
}
