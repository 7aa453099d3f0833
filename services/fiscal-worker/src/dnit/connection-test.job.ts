import { dnitConfigDecider } from '@lavadero/domain/dnit/dnit-config';
import { DNIT_CONFIG_STREAM_ID, type DnitConnectionTestRequested } from '@lavadero/domain/dnit/events';
import { foldEvents } from '@lavadero/domain/shared/decider';
import { handleCommand } from '@lavadero/event-store/handle-command';
import type { SecretBox } from '@lavadero/platform/secret-box';
import { findCompanyConfig } from '@lavadero/read-models/company-config/company-config.queries';
import { checkOwnRuc } from '../sifen/own-ruc-check';
import { defineJob, type EventJobRule, type JobDefinition, type WorkerContext } from '../worker-module';
import { type ConnectionResult, testConnection } from './connection-test';

export const DNIT_CONNECTION_TEST_JOB = 'dnit.connection-test';

type ConnectionTestData = { readonly requestId: string; readonly userId: string | null };

export const onConnectionTestRequested: EventJobRule = (event) => {
  const { requestId, userId } = event.data as DnitConnectionTestRequested['data'];
  const data: ConnectionTestData = { requestId, userId };
  return { name: DNIT_CONNECTION_TEST_JOB, data };
};

export interface ConnectionTestOptions {
  /** Opens the stored secrets: the same key as the API's (SECRETS_KEY or the data folder's file). */
  readonly secrets: () => Promise<SecretBox>;
  /** Extra trusted roots (tests); production trusts the system's. */
  readonly ca?: Buffer;
}

/**
 * Performs a requested DNIT connection test with the stored settings (secrets opened only here, in
 * memory) and records the answer on the settings' stream, where the waiting API finds it.
 */
export function connectionTestJob(
  { store, readDb, now, logger }: WorkerContext,
  options: ConnectionTestOptions,
): JobDefinition {
  return defineJob<ConnectionTestData>(DNIT_CONNECTION_TEST_JOB, async ({ requestId, userId }) => {
    const recorded = await store.readStream(DNIT_CONFIG_STREAM_ID);
    const state = foldEvents(
      dnitConfigDecider,
      recorded.map((e) => ({ type: e.type, data: e.data }) as never),
    );
    if (state.status === 'absent' || state.answered.includes(requestId)) return;
    const box = await options.secrets();
    const open = <T>(sealed: T | null, read: (s: T) => string) => (sealed ? read(sealed) : undefined);
    let result: ConnectionResult;
    try {
      const pfx = open(state.certificate, (c) => box.decrypt(c.sealed));
      const passphrase = open(state.certificatePassword, (p) => box.decrypt(p));
      const { endpointUrl, emision } = state.settings;
      // Electronic emission: SIFEN itself is asked for the company's RUC, over mutual TLS.
      result =
        emision === 'electronica' && pfx && passphrase !== undefined
          ? await checkOwnRuc(
              {
                url: endpointUrl,
                pfx: Buffer.from(pfx, 'base64'),
                passphrase,
                ca: options.ca,
                timeoutMs: 15_000,
              },
              (await findCompanyConfig(readDb))?.ruc ?? null,
            )
          : await testConnection({
              endpointUrl,
              pfx: pfx ? Buffer.from(pfx, 'base64') : undefined,
              passphrase,
              authToken: open(state.authToken, (t) => box.decrypt(t)),
              ca: options.ca,
            });
    } catch (error) {
      // e.g. the secrets key changed since the settings were saved.
      logger.warn({ requestId, err: (error as Error).message }, 'dnit connection test could not run');
      result = {
        success: false,
        error: 'No se pudieron leer las credenciales DNIT guardadas. Vuelva a guardarlas.',
      };
    }
    await handleCommand(
      store,
      DNIT_CONFIG_STREAM_ID,
      dnitConfigDecider,
      { type: 'RecordConnectionTest', data: { requestId, ...result, userId, now: now().toISOString() } },
      { userId, correlationId: requestId, occurredAt: now().toISOString() },
    );
  });
}
