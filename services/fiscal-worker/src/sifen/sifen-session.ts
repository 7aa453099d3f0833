import { dnitConfigDecider } from '@lavadero/domain/dnit/dnit-config';
import { DNIT_CONFIG_STREAM_ID } from '@lavadero/domain/dnit/events';
import type { EventStore } from '@lavadero/event-store/event-store';
import { foldRecorded } from '@lavadero/event-store/handle-command';
import { buildFacturaElectronica } from '@lavadero/fiscal/sifen/document';
import {
  buildCancellation,
  buildInutilization,
  type InutilizationInput,
} from '@lavadero/fiscal/sifen/events';
import type { SifenEnvironment } from '@lavadero/fiscal/sifen/factura-input';
import { qrUrl, withQr } from '@lavadero/fiscal/sifen/qr';
import { signDocument, signEvent } from '@lavadero/fiscal/sifen/sign';
import { openSigningKey, type SigningKey } from '@lavadero/fiscal/sifen/signing-key';
import type { SecretBox } from '@lavadero/platform/secret-box';
import type { SaleDocumentFacts } from './fiscal-stream';
import { facturaInputOf } from './sale-document';
import { SifenClient } from './sifen-client';

/** The DNIT settings do not allow electronic emission (yet): documents wait, nothing is sent. */
export class SifenNotReadyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SifenNotReadyError';
  }
}

export interface SignedSaleDocument {
  readonly cdc: string;
  readonly xml: string;
  readonly digestValue: string;
  readonly qrUrl: string;
}

/**
 * What the worker signs and sends with, opened from the stored DNIT settings: the signing key
 * (the .p12 is decrypted and parsed once), the CSC and the client holding the TLS connections.
 */
export class SifenSession {
  constructor(
    readonly environment: SifenEnvironment,
    readonly client: SifenClient,
    private readonly key: SigningKey,
    private readonly csc: { readonly id: string; readonly secret: string },
  ) {}

  signSale(sale: SaleDocumentFacts, codigoSeguridad: string, signedAt: string): SignedSaleDocument {
    const input = facturaInputOf({ ...sale, codigoSeguridad }, { environment: this.environment, signedAt });
    const { cdc, xml } = buildFacturaElectronica(input);
    const signed = signDocument(xml, this.key);
    const url = qrUrl({
      source: { signedXml: signed.xml },
      cscId: this.csc.id,
      cscSecret: this.csc.secret,
      environment: this.environment,
    });
    return { cdc, xml: withQr(signed.xml, url), digestValue: signed.digestValue, qrUrl: url };
  }

  signCancellation(cdc: string, reason: string, signedAt: string, eventId: number): string {
    return signEvent(buildCancellation({ cdc, reason, signedAt, eventId }), this.key).xml;
  }

  signInutilization(input: InutilizationInput): string {
    return signEvent(buildInutilization(input), this.key).xml;
  }
}

export interface SifenSessionsOptions {
  readonly store: EventStore;
  /** Opens the sealed secrets (the same key as the API's). */
  readonly secrets: () => Promise<SecretBox>;
  /** Extra trusted roots for the SIFEN host (SIFEN_CA_FILE). */
  readonly ca?: string | Buffer;
  /** How often the settings are checked for a change (ms); default 1 s. */
  readonly recheckMs?: number;
  readonly timeoutMs?: number;
}

/**
 * The session of the settings in force: opened once and kept until the DNIT settings change (a new
 * event on their stream). At most once per `recheckMs` it reads the stream's last event to know.
 */
export class SifenSessions {
  private cached: { revision: bigint; session: Promise<SifenSession> } | null = null;
  private checkedAt = 0;

  constructor(private readonly options: SifenSessionsOptions) {}

  async current(): Promise<SifenSession> {
    const { store, recheckMs = 1_000 } = this.options;
    if (this.cached && Date.now() - this.checkedAt < recheckMs) return this.cached.session;
    const [last] =
      (await store.readStreams([DNIT_CONFIG_STREAM_ID], { lastEventOnly: [DNIT_CONFIG_STREAM_ID] })).get(
        DNIT_CONFIG_STREAM_ID,
      ) ?? [];
    this.checkedAt = Date.now();
    if (!last) throw new SifenNotReadyError('La configuración DNIT no está guardada.');
    // A connection test appends to the same stream without changing the settings; reopening then
    // costs one decryption, which is cheap next to getting it wrong.
    if (this.cached?.revision !== last.revision) {
      this.cached?.session.then((s) => s.client.close()).catch(() => {});
      const session = this.open();
      this.cached = { revision: last.revision, session };
      session.catch(() => {
        if (this.cached?.session === session) this.cached = null;
      });
    }
    return this.cached.session;
  }

  close(): void {
    this.cached?.session.then((s) => s.client.close()).catch(() => {});
    this.cached = null;
  }

  private async open(): Promise<SifenSession> {
    const state = foldRecorded(dnitConfigDecider, await this.options.store.readStream(DNIT_CONFIG_STREAM_ID));
    if (state.status === 'absent') throw new SifenNotReadyError('La configuración DNIT no está guardada.');
    const { settings, certificate, certificatePassword, cscSecret } = state;
    if (settings.emision !== 'electronica') throw new SifenNotReadyError('La emisión no es electrónica.');
    if (!certificate || !certificatePassword || !cscSecret || !settings.cscId)
      throw new SifenNotReadyError('Faltan el certificado, su contraseña o el CSC en la configuración DNIT.');
    const box = await this.options.secrets();
    const pfx = Buffer.from(box.decrypt(certificate.sealed), 'base64');
    const passphrase = box.decrypt(certificatePassword);
    const key = openSigningKey(pfx, passphrase);
    const client = new SifenClient({
      url: settings.endpointUrl,
      pfx,
      passphrase,
      ca: this.options.ca,
      timeoutMs: this.options.timeoutMs,
    });
    return new SifenSession(settings.operationMode, client, key, {
      id: settings.cscId,
      secret: box.decrypt(cscSecret),
    });
  }
}
