import { randomBytes } from 'node:crypto';
import { mkdtemp, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSecretBox, resolveSecretsKey } from './secret-box';

describe('secret box', () => {
  it('round-trips and never shows the clear text', () => {
    const box = createSecretBox(randomBytes(32));
    const sealed = box.encrypt('token-muy-secreto');
    expect(JSON.stringify(sealed)).not.toContain('token-muy-secreto');
    expect(box.decrypt(sealed)).toBe('token-muy-secreto');
  });

  it('refuses a tampered secret or another key', () => {
    const box = createSecretBox(randomBytes(32));
    const sealed = box.encrypt('abc');
    expect(() => createSecretBox(randomBytes(32)).decrypt(sealed)).toThrow();
    expect(() => box.decrypt({ ...sealed, data: Buffer.from('abd').toString('base64') })).toThrow();
  });

  it('keeps the embedded key in a 0600 file and reuses it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'secrets-'));
    const key = await resolveSecretsKey(null, dir);
    expect(key).toHaveLength(32);
    expect((await stat(join(dir, 'secrets.key'))).mode & 0o777).toBe(0o600);
    expect(await resolveSecretsKey(null, dir)).toEqual(key);
    expect(await resolveSecretsKey('clave del entorno', dir)).not.toEqual(key);
  });
});
