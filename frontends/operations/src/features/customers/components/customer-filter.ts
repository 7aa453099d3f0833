import type { CustomerDto } from '@lavadero/contracts/customers';
import { matchesSearch } from '@lavadero/ui/lib/search-text';

/** The screen's document-type filter offers these (spec 2 §2, §9); 'all' shows every type. */
export const DOC_FILTERS = ['all', 'CI', 'RUC', 'Pasaporte'] as const;
export type DocFilter = (typeof DOC_FILTERS)[number];

export interface CustomerFilters {
  readonly search: string;
  readonly docTipo: DocFilter;
  readonly onlyTourists: boolean;
}

/** Search by name, document, email or phone (spec 2 §2), then the document-type and tourist filters. */
export function filterCustomers(customers: readonly CustomerDto[], filters: CustomerFilters): CustomerDto[] {
  return customers.filter(
    (c) =>
      (filters.docTipo === 'all' || c.docTipo === filters.docTipo) &&
      (!filters.onlyTourists || c.regimenTurismo) &&
      matchesSearch(filters.search, [c.nombre, c.docNumero, c.email ?? '', c.telefono ?? '']),
  );
}
