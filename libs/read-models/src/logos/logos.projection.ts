import { LOGO_EVENT_TYPES, type LogoUploaded } from '@lavadero/domain/company/logo-decide';
import type { Insertable } from 'kysely';
import type { Projection } from '../projection';
import type { LogosTable } from './logos.table';

/**
 * Writes each logo's bytes once; an image is never changed, only replaced by another hash. A batch's
 * logos are one insert, a logo uploaded twice in it one row.
 */
export const logosProjection: Projection = {
  name: 'logos',
  handles: LOGO_EVENT_TYPES,
  tables: ['logos'],
  async applyBatch(trx, events, writes) {
    const logos = new Map<string, Insertable<LogosTable>>();
    for (const event of events) {
      const { sha256, contentType, base64, at } = (event as unknown as LogoUploaded).data;
      // The first upload stays, as when each was an insert that did nothing on a stored hash.
      if (!logos.has(sha256))
        logos.set(sha256, { id: sha256, contentType, bytes: Buffer.from(base64, 'base64'), uploadedAt: at });
    }
    writes.add(
      trx
        .insertInto('logos')
        .values([...logos.values()])
        .onConflict((oc) => oc.column('id').doNothing()),
    );
  },
};
