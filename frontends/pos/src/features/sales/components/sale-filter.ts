import type { PaymentMethodValue, SaleDto } from '@lavadero/contracts/sales';

export type PaymentFilter = 'todos' | PaymentMethodValue;
export type CustomerTypeFilter = 'todos' | 'locales' | 'turistas';
export interface SaleFilters {
  readonly search: string;
  readonly medioPago: PaymentFilter;
  readonly tipoCliente: CustomerTypeFilter;
}
export const NO_FILTERS: SaleFilters = { search: '', medioPago: 'todos', tipoCliente: 'todos' };

export const isFiltered = (f: SaleFilters) =>
  f.search.trim() !== '' || f.medioPago !== 'todos' || f.tipoCliente !== 'todos';

/** Spec 1 "Sales screen": search by invoice number, customer name or document; payment and customer type. */
export function filterSales(sales: readonly SaleDto[], f: SaleFilters): SaleDto[] {
  const needle = f.search.trim().toLocaleLowerCase('es');
  return sales.filter(
    (sale) =>
      (needle === '' ||
        [sale.numeroFactura, sale.customerNombre, sale.customerDocNumero].some((text) =>
          text.toLocaleLowerCase('es').includes(needle),
        )) &&
      // A split sale is found under each of its methods.
      (f.medioPago === 'todos' || sale.pagos.some((part) => part.medio === f.medioPago)) &&
      (f.tipoCliente === 'todos' || sale.regimenTurismo === (f.tipoCliente === 'turistas')),
  );
}

export interface SaleStats {
  readonly ventasHoy: number;
  readonly facturasHoy: number;
  readonly promedio: number;
  readonly totalVentas: number;
}

/**
 * The four stat cards. `today` is the calendar day in Asunción (YYYY-MM-DD), compared with each
 * sale's `fecha`, which the server writes in the same zone. Voided sales leave every total.
 */
export function saleStats(sales: readonly SaleDto[], today: string): SaleStats {
  const live = sales.filter((sale) => !sale.anulada);
  const ofToday = live.filter((sale) => sale.fecha >= today);
  const ventasHoy = ofToday.reduce((sum, sale) => sum + sale.total, 0);
  return {
    ventasHoy,
    facturasHoy: ofToday.length,
    promedio: ofToday.length === 0 ? 0 : Math.round(ventasHoy / ofToday.length),
    totalVentas: live.length,
  };
}
