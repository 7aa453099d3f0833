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
    readonly changes: readonly FieldChange[];
    readonly userId: string | null;
    readonly at: string;
  }
>;
export type DnitConnectionTested = Message<
  'DnitConnectionTested',
  {
    readonly success: boolean;
    readonly error: string | null;
    readonly userId: string | null;
    readonly at: string;
  }
>;

export type DnitConfigEvent = DnitConfigSaved | DnitConnectionTested;
export const DNIT_CONFIG_EVENT_TYPES: readonly DnitConfigEvent['type'][] = [
  'DnitConfigSaved',
  'DnitConnectionTested',
];

export const DNIT_CONFIG_STREAM_ID = 'dnit-config';
