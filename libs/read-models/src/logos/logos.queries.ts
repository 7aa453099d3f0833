import type { ReadModelDb } from '../database';
import type { LogoRow } from './logos.table';

export function findLogo(db: ReadModelDb, sha256: string): Promise<LogoRow | undefined> {
  return db.selectFrom('logos').selectAll().where('id', '=', sha256).executeTakeFirst();
}
