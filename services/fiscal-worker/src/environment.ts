import { readFileSync } from 'node:fs';
import { loadConfig } from '@lavadero/platform/config';
import { createSecretBox, resolveSecretsKey, type SecretBox } from '@lavadero/platform/secret-box';

/** The key this process resolves from its environment, once. */
let fromEnvironment: Promise<SecretBox> | null = null;
export const environmentSecrets = (): Promise<SecretBox> => {
  fromEnvironment ??= (async () => {
    const config = loadConfig();
    return createSecretBox(await resolveSecretsKey(config.secretsKey, config.dataDir));
  })();
  return fromEnvironment;
};

/** SIFEN_CA_FILE: an extra root for the SIFEN host (the local simulator's CA), read at start. */
export function environmentSifenCa(): Buffer | undefined {
  const file = loadConfig().sifenCaFile;
  return file ? readFileSync(file) : undefined;
}
