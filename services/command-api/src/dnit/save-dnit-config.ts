import type { DnitConfigBody } from '@lavadero/contracts/dnit-config';
import {
  type DnitConfigState,
  dnitConfigDecider,
  type SaveDnitConfig,
} from '@lavadero/domain/dnit/dnit-config-decide';
import { DNIT_CONFIG_STREAM_ID, type StoredCertificate } from '@lavadero/domain/dnit/events';
import type { SecretBox } from '@lavadero/platform/secret-box';
import { findCompanyConfig } from '@lavadero/read-models/company-config/company-config.queries';
import type { Actor } from '../plugins/commands';
import { nowIso, type WriteDeps } from '../plugins/write-deps';
import { inspectCertificate, inspectSigningKey } from './certificate';

/**
 * Seals the secrets sent and opens the certificate kept after this save with the password kept
 * after it (either may be the stored one) whenever either changes or the emission is electronic:
 * the decider judges the password, and for electronic emission the expiry and the company's RUC.
 */
export async function saveDnitConfig(
  deps: WriteDeps,
  secrets: SecretBox,
  actor: Actor,
  body: DnitConfigBody,
) {
  const { authToken, certificateData, certificatePassword, cscSecret, ...settings } = body;
  const seal = (clear: string | undefined) => (clear === undefined ? undefined : secrets.encrypt(clear));
  const company = (await findCompanyConfig(deps.readDb)) ?? null;
  await deps.dispatch(actor, DNIT_CONFIG_STREAM_ID, dnitConfigDecider, async (state: DnitConfigState) => {
    const stored = state.status === 'present' ? state : null;
    const pfx =
      certificateData ?? (stored?.certificate ? secrets.decrypt(stored.certificate.sealed) : undefined);
    const password =
      certificatePassword ??
      (stored?.certificatePassword ? secrets.decrypt(stored.certificatePassword) : undefined);
    const touched = certificateData !== undefined || certificatePassword !== undefined;
    const needed = touched || settings.emision === 'electronica';
    const bytes = pfx && needed ? Buffer.from(pfx, 'base64') : null;
    const info = bytes ? inspectCertificate(bytes, password) : null;
    // Electronic emission signs with it: it must also open as the fiscal worker opens it, whose
    // reasons (a .p12 without its private key) say more than the TLS check's.
    const signing = bytes && settings.emision === 'electronica' ? inspectSigningKey(bytes, password) : null;
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
        cscSecret: seal(cscSecret),
        certificateCheck: signing && signing.check !== 'ok' ? signing.check : (info?.check ?? 'none'),
        certificateInForce: signing?.facts ?? null,
        company,
        userId: actor.userId,
        now: nowIso(deps),
      },
    };
    return command;
  });
}
