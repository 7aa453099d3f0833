import type { Selectable } from 'kysely';

/** What the screens may know about the DNIT settings: flags, never the secrets. One row, id 'dnit'. */
export interface DnitConfigTable {
  id: string;
  endpointUrl: string;
  operationMode: string;
  isActive: boolean;
  hasAuthToken: boolean;
  hasCertificate: boolean;
  hasCertificatePassword: boolean;
  /** 'impresa' | 'electronica'. */
  emision: string;
  timbradoElectronico: string | null;
  /** YYYY-MM-DD. */
  timbradoElectronicoDesde: string | null;
  cscId: string | null;
  hasCscSecret: boolean;
  certificateSubject: string | null;
  certificateExpiresAt: string | null;
  lastConnectionTest: string | null;
  /** 'success' | 'failed'. */
  lastConnectionStatus: string | null;
  lastConnectionError: string | null;
  updatedAt: string;
}
export type DnitConfigRow = Selectable<DnitConfigTable>;
