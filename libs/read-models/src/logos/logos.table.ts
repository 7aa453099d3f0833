import type { Selectable } from 'kysely';

/** Uploaded logos by the SHA-256 of their bytes (the id). */
export interface LogosTable {
  id: string;
  contentType: string;
  bytes: Uint8Array;
  uploadedAt: string;
}
export type LogoRow = Selectable<LogosTable>;
