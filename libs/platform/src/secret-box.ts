import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { resolveKey } from './key-file';

/** A secret as it may enter an event or a table: AES-256-GCM, base64 parts. */
export interface EncryptedSecret {
  readonly alg: 'aes-256-gcm';
  readonly iv: string;
  readonly tag: string;
  readonly data: string;
}

export interface SecretBox {
  encrypt(clear: string): EncryptedSecret;
  decrypt(secret: EncryptedSecret): string;
}

/** Encrypts with a 32-byte key; each secret gets its own random 96-bit nonce. */
export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('La clave de secretos debe tener 32 bytes');
  return {
    encrypt(clear) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(clear, 'utf8'), cipher.final()]);
      return {
        alg: 'aes-256-gcm',
        iv: iv.toString('base64'),
        tag: cipher.getAuthTag().toString('base64'),
        data: data.toString('base64'),
      };
    },
    decrypt(secret) {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(secret.iv, 'base64'));
      decipher.setAuthTag(Buffer.from(secret.tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(secret.data, 'base64')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

/**
 * The key for secrets at rest. Distributed mode: SECRETS_KEY (every service must share it; any
 * text, hashed to 32 bytes). Embedded mode: a random key in `secrets.key` under the data folder,
 * created with mode 0600 so only the service's user can read it.
 */
export function resolveSecretsKey(secret: string | null, dataDir: string): Promise<Buffer> {
  return resolveKey(secret, dataDir, 'secrets.key');
}
