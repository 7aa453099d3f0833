import type { ReadModelDb } from '../database';
import { DNIT_CONFIG_ROW_ID } from './dnit-config.projection';
import type { DnitConfigRow } from './dnit-config.table';

export function findDnitConfig(db: ReadModelDb): Promise<DnitConfigRow | undefined> {
  return db.selectFrom('dnitConfig').selectAll().where('id', '=', DNIT_CONFIG_ROW_ID).executeTakeFirst();
}
