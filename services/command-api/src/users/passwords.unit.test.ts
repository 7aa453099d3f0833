import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword, warmDecoyHash } from './passwords';

// The unit project runs without INSECURE_TEST_PASSWORD_HASHING: these are the production parameters.
describe('password hashes', () => {
  it('are argon2id at the library defaults (64 MiB, 3 passes), the decoy too', async () => {
    expect(process.env.INSECURE_TEST_PASSWORD_HASHING).toBeUndefined();
    const hash = await hashPassword('Secreto123');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
    expect(await warmDecoyHash()).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
    expect(await verifyPassword(hash, 'Secreto123')).toBe(true);
    expect(await verifyPassword(hash, 'Secreto124')).toBe(false);
  });

  it('verify a cheaper hash by its own parameters, so the setting never locks anybody out', async () => {
    // 'Secreto123' at { memoryCost: 4096, timeCost: 1 }, as the test runs make them
    const cheap =
      '$argon2id$v=19$m=4096,p=4,t=1$bE50lXWe8D5OTSS4gBYsdA$VOjvGubI3gTdyZ9zA5ohqxTvbIeCZmeVSZumTgftA3k';
    expect(await verifyPassword(cheap, 'Secreto123')).toBe(true);
    expect(await verifyPassword(cheap, 'Secreto124')).toBe(false);
  });
});
