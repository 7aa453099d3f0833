import type { ElectronicDocumentState } from '@lavadero/contracts/electronic-documents';
import type { ReadModelDb } from '../database';
import type { ElectronicDocumentRow } from './electronic-documents.table';

/** Calendar days of issue, both ends included; either may be open. */
export interface IssueDays {
  readonly desde?: string;
  readonly hasta?: string;
}

function inDays(db: ReadModelDb, days: IssueDays) {
  let query = db.selectFrom('electronicDocuments');
  if (days.desde) query = query.where('fecha', '>=', days.desde);
  if (days.hasta) query = query.where('fecha', '<=', days.hasta);
  return query;
}

/** The admin's "Documentos electrónicos": newest first, by state and days of issue. */
export function listElectronicDocumentsOf(
  db: ReadModelDb,
  filter: IssueDays & { readonly estado?: ElectronicDocumentState; readonly limit?: number },
): Promise<ElectronicDocumentRow[]> {
  let query = inDays(db, filter).selectAll();
  if (filter.estado) query = query.where('estado', '=', filter.estado);
  return query
    .orderBy('createdAt', 'desc')
    .orderBy('secuencia', 'desc')
    .limit(filter.limit ?? 500)
    .execute();
}

/** How many documents of those days stand in each state (states with none are absent). */
export async function countElectronicDocumentsByState(
  db: ReadModelDb,
  days: IssueDays,
): Promise<Map<ElectronicDocumentState, number>> {
  const rows = await inDays(db, days)
    .select(['estado', (eb) => eb.fn.countAll<string | number>().as('n')])
    .groupBy('estado')
    .execute();
  return new Map(rows.map((row) => [row.estado, Number(row.n)]));
}

/** Numbers voided before approval that still wait to be reported as inutilizados. */
export async function countPendingInutilizations(db: ReadModelDb): Promise<number> {
  const row = await db
    .selectFrom('electronicDocuments')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('inutilizacion', '=', 'pendiente')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** What the dashboard warns of: rejected documents, and those waiting for SIFEN since before `cutoff`. */
export async function countElectronicDocumentAlerts(
  db: ReadModelDb,
  cutoff: string,
): Promise<{ rechazados: number; demorados: number }> {
  const row = await db
    .selectFrom('electronicDocuments')
    .select((eb) => [
      eb.fn.countAll<string | number>().filterWhere('estado', '=', 'rechazado').as('rechazados'),
      eb.fn
        .countAll<string | number>()
        .filterWhere((w) =>
          w.and([w('estado', 'in', ['pendiente', 'enviado']), w('pendingSince', '<', cutoff)]),
        )
        .as('demorados'),
    ])
    .executeTakeFirstOrThrow();
  return { rechazados: Number(row.rechazados), demorados: Number(row.demorados) };
}

/**
 * Every electronic document by sale, for the sales list: one statement, not one id parameter per
 * sale (a long list would pass PostgreSQL's limit of parameters in one statement).
 */
export async function electronicDocumentsBySale(
  db: ReadModelDb,
): Promise<Map<string, ElectronicDocumentRow>> {
  const rows = await db.selectFrom('electronicDocuments').selectAll().execute();
  return new Map(rows.map((row) => [row.id, row]));
}
