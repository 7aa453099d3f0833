import type { BackupEntity } from '@lavadero/contracts/migration';
import type { BackupRecordSchema } from '@lavadero/contracts/migration-records';
import type { ReadModelDb } from '@lavadero/read-models/database';
import type { ImportContext } from '../import-context';

/**
 * Everything the backup knows about one entity: how to read it for an export (from the read models)
 * and how to import one record of it (the live route's schema, then the live deciders).
 */
export interface EntityHandler<R> {
  readonly entity: BackupEntity;
  /** The records as the screens read them. */
  exportAll(db: ReadModelDb): Promise<readonly unknown[]>;
  readonly schema: BackupRecordSchema<R>;
  /** Every stream the record's decision reads, loaded with all the others in one round trip. */
  streamsOf(record: R): readonly string[];
  /** The order to decide the records in, when it matters (a series' numbers go up). */
  readonly sortKey?: (record: R) => string;
  /**
   * Decides the record into the context; 'skipped' when it is there already (same id), so the same
   * file imported twice changes nothing. Throws the live rules' DomainError when refused.
   */
  importRecord(ctx: ImportContext, record: R): 'created' | 'skipped' | Promise<'created' | 'skipped'>;
}

/** Lets handlers of different record types sit in one list. */
export type AnyEntityHandler = EntityHandler<never> & {
  readonly schema: BackupRecordSchema<unknown>;
};

export const entityHandler = <R>(handler: EntityHandler<R>) => handler as unknown as AnyEntityHandler;
