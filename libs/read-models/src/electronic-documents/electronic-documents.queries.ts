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
