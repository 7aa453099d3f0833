import type { FieldChange } from '../company/events';
import type { Message } from '../shared/decider';

/** A secret sealed (AES-256-GCM) before it reaches the domain: events never hold clear secrets. */
export interface SealedSecret {
  readonly alg: 'aes-256-gcm';
  readonly iv: string;
  readonly tag: string;
  readonly data: string;
}

/** A client certificate (.p12/.pfx) with what the screen may show about it. */
export interface StoredCertificate {
  readonly sealed: SealedSecret;
  readonly subject: string | null;
  /** ISO timestamp of notAfter. */
  readonly expiresAt: string | null;
}

export type OperationMode = 'testing' | 'production';

/** How the company issues invoices: under the printed timbrado, or as electronic documents (SIFEN). */
export type Emision = 'impresa' | 'electronica';

/**
 * The electronic emission's settings. An electronic timbrado has a number and a start date, no end;
 * the CSC (id and secret) signs the QR's lookup URL. Before SIFEN no event had them: 'impresa'.
 */
export interface EmissionSettings {
  readonly emision: Emision;
  readonly timbradoElectronico: string | null;
  /** YYYY-MM-DD. */
  readonly timbradoElectronicoDesde: string | null;
  readonly cscId: string | null;
}

/** Secrets are present only when this save replaced them. */
export type DnitConfigSaved = Message<
  'DnitConfigSaved',
  {
    readonly endpointUrl: string;
    readonly operationMode: OperationMode;
    readonly isActive: boolean;
    readonly authToken?: SealedSecret;
    readonly certificate?: StoredCertificate;
    readonly certificatePassword?: SealedSecret;
    /** Absent in events stored before electronic emission: 'impresa', nothing else set. */
    readonly emision?: Emision;
    readonly timbradoElectronico?: string | null;
    readonly timbradoElectronicoDesde?: string | null;
    readonly cscId?: string | null;
    readonly cscSecret?: SealedSecret;
    readonly changes: readonly FieldChange[];
    readonly userId: string | null;
    readonly at: string;
  }
>;
/** An admin asked for a connection test; the fiscal worker performs it and records the result. */
export type DnitConnectionTestRequested = Message<
  'DnitConnectionTestRequested',
  { readonly requestId: string; readonly userId: string | null; readonly at: string }
>;
export type DnitConnectionTested = Message<
  'DnitConnectionTested',
  {
    /** The request it answers (the API waits for it). */
    readonly requestId: string;
    readonly success: boolean;
    readonly error: string | null;
    readonly userId: string | null;
    readonly at: string;
  }
>;

export type DnitConfigEvent = DnitConfigSaved | DnitConnectionTestRequested | DnitConnectionTested;
export const DNIT_CONFIG_EVENT_TYPES: readonly DnitConfigEvent['type'][] = [
  'DnitConfigSaved',
  'DnitConnectionTestRequested',
  'DnitConnectionTested',
];

export const DNIT_CONFIG_STREAM_ID = 'dnit-config';
