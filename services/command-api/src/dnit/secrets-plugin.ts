import { loadConfig } from '@lavadero/platform/config';
import { createSecretBox, resolveSecretsKey, type SecretBox } from '@lavadero/platform/secret-box';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Seals DNIT secrets before they enter an event; opens them only to use them. */
    secrets: SecretBox;
  }
}

/** Without a key given (tests give one), the same key the fiscal worker resolves from the environment. */
export default fp(
  async function secrets(app: FastifyInstance, opts: { key?: Buffer }) {
    const key =
      opts.key ??
      (await (async () => {
        const config = loadConfig();
        return resolveSecretsKey(config.secretsKey, config.dataDir);
      })());
    app.decorate('secrets', createSecretBox(key));
  },
  { name: 'secrets' },
);
