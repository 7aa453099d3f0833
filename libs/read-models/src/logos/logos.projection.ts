import { LOGO_EVENT_TYPES, type LogoUploaded } from '@lavadero/domain/company/logo-decide';
import type { Projection } from '../projection';

/** Writes each logo's bytes once; an image is never changed, only replaced by another hash. */
export const logosProjection: Projection = {
  name: 'logos',
  handles: LOGO_EVENT_TYPES,
  tables: ['logos'],
  async applyBatch(trx, events) {
    for (const event of events) {
      const { sha256, contentType, base64, at } = (event as unknown as LogoUploaded).data;
      await trx
        .insertInto('logos')
        .values({ id: sha256, contentType, bytes: Buffer.from(base64, 'base64'), uploadedAt: at })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }
  },
};
