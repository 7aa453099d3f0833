import type { DnitConfigBody } from '@lavadero/contracts/dnit-config';
import {
  type DnitConfigState,
  dnitConfigDecider,
  type SaveDnitConfig,
} from '@lavadero/domain/dnit/dnit-config-decide';
import { DNIT_CONFIG_STREAM_ID, type StoredCertificate } from '@lavadero/domain/dnit/events';
import type { SecretBox } from '@lavadero/platform/secret-box';
import type { Actor } from '../plugins/commands';
import { nowIso, type WriteDeps } from '../plugins/write-deps';
import { inspectCertificate } from './certificate';

/**
 * Seals the secrets sent and checks that the certificate kept after this save opens with the
 * password kept after it (either may be the stored one); the decider judges both.
 */
export async function saveDnitConfig(
  deps: WriteDeps,
  secrets: SecretBox,
  actor: Actor,
  body: DnitConfigBody,
) {
  const { authToken, certificateData, certificatePassword, ...settings } = body;
  const seal = (clear: string | undefined) => (clear === undefined ? undefined : secrets.encrypt(clear));
  await deps.dispatch(actor, DNIT_CONFIG_STREAM_ID, dnitConfigDecider, async (state: DnitConfigState) => {
    const stored = state.status === 'present' ? state : null;
    const pfx =
      certificateData ?? (stored?.certificate ? secrets.decrypt(stored.certificate.sealed) : undefined);
    const password =
      certificatePassword ??
      (stored?.certificatePassword ? secrets.decrypt(stored.certificatePassword) : undefined);
    const touched = certificateData !== undefined || certificatePassword !== undefined;
    const info = pfx && touched ? inspectCertificate(Buffer.from(pfx, 'base64'), password) : null;
    const certificate: StoredCertificate | undefined =
      certificateData && info
        ? { sealed: secrets.encrypt(certificateData), subject: info.subject, expiresAt: info.expiresAt }
        : undefined;
    const command: SaveDnitConfig = {
      type: 'SaveDnitConfig',
      data: {
        ...settings,
        authToken: seal(authToken),
        certificate,
        certificatePassword: seal(certificatePassword),
        certificateCheck: info?.check ?? 'none',
        userId: actor.userId,
        now: nowIso(deps),
      },
    };
    return command;
  });
}
