import type {
  ElectronicDocumentState,
  SaleElectronicDocument,
} from '@lavadero/contracts/electronic-documents';
import type { ReadModelDb } from '../database';
import type { ElectronicDocumentRow } from './electronic-documents.table';

export function findElectronicDocument(
  db: ReadModelDb,
  saleId: string,
): Promise<ElectronicDocumentRow | undefined> {
  return db.selectFrom('electronicDocuments').selectAll().where('id', '=', saleId).executeTakeFirst();
}

/** The rows of several sales at once (a page of sale cards). */
export async function findElectronicDocuments(
  db: ReadModelDb,
  saleIds: readonly string[],
): Promise<Map<string, ElectronicDocumentRow>> {
  if (saleIds.length === 0) return new Map();
  const rows = await db.selectFrom('electronicDocuments').selectAll().where('id', 'in', saleIds).execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** Newest first, optionally of one state: the admin's "Documentos electrónicos". */
export function listElectronicDocuments(
  db: ReadModelDb,
  filter: { readonly estado?: ElectronicDocumentState; readonly limit?: number } = {},
): Promise<ElectronicDocumentRow[]> {
  let query = db.selectFrom('electronicDocuments').selectAll();
  if (filter.estado) query = query.where('estado', '=', filter.estado);
  return query
    .orderBy('createdAt', 'desc')
    .orderBy('secuencia', 'desc')
    .limit(filter.limit ?? 500)
    .execute();
}

/** What the sale DTO carries as `electronico`. */
export function toSaleElectronicDocument(row: ElectronicDocumentRow): SaleElectronicDocument {
  return {
    estado: row.estado,
    cdc: row.cdc ?? '',
    qrUrl: row.qrUrl,
    codigo: row.codigo,
    mensaje: row.mensaje,
    firmadoEn: row.signedAt,
    pendienteDesde: row.pendingSince,
  };
}

export interface RetryWindow {
  /** ISO now: failures whose next attempt is due by then. */
  readonly now: string;
  /** Pending rows untouched since before this (their job is not just running). */
  readonly settledBefore: string;
  /** Sends (and cancellations) without an answer since before this are asked for again. */
  readonly sentBefore: string;
  /** Approvals after this can still be cancelled (48 h before now). */
  readonly cancellableAfter: string;
  readonly limit: number;
}

/**
 * The sales whose DE the worker should look at again: a failure whose retry is due, a send or
 * cancellation left unanswered, a pending document nobody is working on, and a voided sale whose
 * document was not withdrawn or cancelled yet. The job decides what to do; this only finds them.
 */
export async function listDocumentsToRetry(db: ReadModelDb, w: RetryWindow): Promise<string[]> {
  const rows = await db
    .selectFrom('electronicDocuments as d')
    .leftJoin('sales as s', 's.id', 'd.id')
    .select('d.id')
    .where((eb) =>
      eb.or([
        // A failure is retried when due; a document never tried, once no job seems to hold it.
        eb.and([eb('d.estado', '=', 'pendiente'), eb('d.nextAttemptAt', '<=', w.now)]),
        eb.and([
          eb('d.estado', '=', 'pendiente'),
          eb('d.nextAttemptAt', 'is', null),
          eb('d.updatedAt', '<=', w.settledBefore),
        ]),
        eb.and([eb('d.estado', '=', 'enviado'), eb('d.sentAt', '<=', w.sentBefore)]),
        eb.and([
          eb('d.cancelacion', '=', 'enviada'),
          eb.or([eb('d.nextAttemptAt', 'is', null), eb('d.nextAttemptAt', '<=', w.now)]),
          eb('d.sentAt', '<=', w.sentBefore),
        ]),
        eb.and([
          eb('s.anulada', '=', true),
          eb('d.updatedAt', '<=', w.settledBefore),
          eb.or([
            eb('d.estado', '=', 'rechazado'),
            eb.and([
              eb('d.estado', 'in', ['aprobado', 'aprobado_observacion']),
              eb('d.cancelacion', 'is', null),
              eb('d.approvedAt', '>=', w.cancellableAfter),
            ]),
          ]),
        ]),
      ]),
    )
    .orderBy('d.updatedAt')
    .limit(w.limit)
    .execute();
  return rows.map((r) => r.id);
}

/** A voided sale's number waiting to be reported as inutilizado. */
export interface NumberToInutilize {
  readonly saleId: string;
  readonly timbrado: string;
  readonly establecimiento: string;
  readonly puntoExpedicion: string;
  readonly secuencia: number;
  readonly withdrawnMonth: string | null;
}

/** The numbers pending inutilización; only those withdrawn before `beforeMonth` (YYYY-MM) when given. */
export async function listNumbersToInutilize(
  db: ReadModelDb,
  beforeMonth: string | null,
): Promise<NumberToInutilize[]> {
  let query = db
    .selectFrom('electronicDocuments')
    .select(['id as saleId', 'timbrado', 'establecimiento', 'puntoExpedicion', 'secuencia', 'withdrawnMonth'])
    .where('inutilizacion', '=', 'pendiente');
  if (beforeMonth) query = query.where('withdrawnMonth', '<', beforeMonth);
  return query
    .orderBy('timbrado')
    .orderBy('establecimiento')
    .orderBy('puntoExpedicion')
    .orderBy('secuencia')
    .execute();
}
