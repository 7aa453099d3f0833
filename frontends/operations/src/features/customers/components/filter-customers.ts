import type { CustomerDto } from '@lavadero/contracts/customers';

/** The screen's document-type filter offers these (spec 2 §2, §9); 'all' shows every type. */
export const DOC_FILTERS = ['all', 'CI', 'RUC', 'Pasaporte'] as const;
export type DocFilter = (typeof DOC_FILTERS)[number];

export interface CustomerFilters {
  readonly search: string;
  readonly docTipo: DocFilter;
  readonly onlyTourists: boolean;
}

/** Lower case without accents: 'Benítez' is found typing 'benitez'. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
/** Letters and digits only: '1.234.567' and '0981 123 456' are found as typed or without separators. */
const compact = (text: string) => fold(text).replace(/[^\p{L}\p{N}]/gu, '');

/** Search by name, document, email or phone (spec 2 §2), then the document-type and tourist filters. */
export function filterCustomers(customers: readonly CustomerDto[], filters: CustomerFilters): CustomerDto[] {
  const term = fold(filters.search.trim());
  const compactTerm = compact(term);
  return customers.filter((c) => {
    if (filters.docTipo !== 'all' && c.docTipo !== filters.docTipo) return false;
    if (filters.onlyTourists && !c.regimenTurismo) return false;
    if (term === '') return true;
    const texts = [c.nombre, c.docNumero, c.email ?? '', c.telefono ?? ''];
    if (texts.some((text) => fold(text).includes(term))) return true;
    return (
      compactTerm !== '' &&
      [c.docNumero, c.telefono ?? ''].some((text) => compact(text).includes(compactTerm))
    );
  });
}
