import { createHash } from 'node:crypto';

/** A fixed namespace for the sales' name-based UUIDs (RFC 9562 v5); never change it. */
const SALES_NAMESPACE = 'b7a3c1d2-5e4f-4a6b-9c8d-0e1f2a3b4c5d';

/**
 * The sale id for a client's idempotency key (its TEMP-… number): a UUID v5 of the user and the key,
 * so a retry of the same request lands on the same sale stream and finds the sale there, with no
 * lookup table. Scoped by user so that two cashiers' keys cannot collide.
 */
export function saleIdForKey(userId: string, idempotencyKey: string): string {
  const namespace = Buffer.from(SALES_NAMESPACE.replaceAll('-', ''), 'hex');
  const hash = createHash('sha1').update(namespace).update(`${userId}\n${idempotencyKey}`).digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
