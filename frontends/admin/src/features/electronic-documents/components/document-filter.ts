import type { ElectronicDocumentState } from '@lavadero/contracts/electronic-documents';

export interface DocumentFilters {
  readonly estado: ElectronicDocumentState | 'todos';
  /** 'YYYY-MM-DD' or '' for an open end. */
  readonly desde: string;
  readonly hasta: string;
}

export const NO_DOCUMENT_FILTERS: DocumentFilters = { estado: 'todos', desde: '', hasta: '' };

/** The list's query string; a range whose start follows its end is not asked (the form says why). */
export function toDocumentsQuery(filters: DocumentFilters): { query: string; error: string | null } {
  if (filters.desde && filters.hasta && filters.desde > filters.hasta)
    return { query: '', error: 'La fecha Desde no puede ser posterior a Hasta' };
  const params = new URLSearchParams();
  if (filters.estado !== 'todos') params.set('estado', filters.estado);
  if (filters.desde) params.set('desde', filters.desde);
  if (filters.hasta) params.set('hasta', filters.hasta);
  return { query: params.toString(), error: null };
}
