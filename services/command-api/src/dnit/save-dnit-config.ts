import type { DnitConfigBody } from '@lavadero/contracts/dnit-config';
import {
  type DnitConfigState,
  dnitConfigDecider,
  type SaveDnitConfig,
} from '@lavadero/domain/dnit/dnit-config';
import { DNIT_CONFIG_STREAM_ID, type StoredCertificate } from '@lavadero/domain/dnit/events';
import { findCompanyConfig } from '@lavadero/read-models/company-config/company-config.queries';
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../plugins/commands';
import { inspectCertificate, inspectSigningKey } from './certificate';

/**
 * Seals the secrets sent and opens the certificate kept after this save with the password kept
 * after it (either may be the stored one) whenever either changes or the emission is electronic:
 * the decider judges the password, and for electronic emission the expiry and the company's RUC.
 */
export async function saveDnitConfig(app: FastifyInstance, actor: Actor, body: DnitConfigBody) {
  const { authToken, certificateData, certificatePassword, cscSecret, ...settings } = body;
  const seal = (clear: string | undefined) => (clear === undefined ? undefined : app.secrets.encrypt(clear));
  const companyRuc = (await findCompanyConfig(app.readDb))?.ruc ?? null;
  await app.dispatch(actor, DNIT_CONFIG_STREAM_ID, dnitConfigDecider, async (state: DnitConfigState) => {
    const stored = state.status === 'present' ? state : null;
    const pfx =
      certificateData ?? (stored?.certificate ? app.secrets.decrypt(stored.certificate.sealed) : undefined);
    const password =
      certificatePassword ??
      (stored?.certificatePassword ? app.secrets.decrypt(stored.certificatePassword) : undefined);
    const touched = certificateData !== undefined || certificatePassword !== undefined;
    const needed = touched || settings.emision === 'electronica';
    const bytes = pfx && needed ? Buffer.from(pfx, 'base64') : null;
    const info = bytes ? inspectCertificate(bytes, password) : null;
    // Electronic emission signs with it: it must also open as the fiscal worker opens it, whose
    // reasons (a .p12 without its private key) say more than the TLS check's.
    const signing = bytes && settings.emision === 'electronica' ? inspectSigningKey(bytes, password) : null;
    const certificate: StoredCertificate | undefined =
      certificateData && info
        ? { sealed: app.secrets.encrypt(certificateData), subject: info.subject, expiresAt: info.expiresAt }
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
        companyRuc,
        userId: actor.userId,
        now: app.deps.clock.now().toISOString(),
      },
    };
    return command;
  });
}
