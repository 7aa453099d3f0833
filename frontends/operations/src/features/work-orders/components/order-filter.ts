import type { WorkOrderDto, WorkOrderEstado } from '@lavadero/contracts/work-orders';
import { matchesSearch } from '@lavadero/ui/lib/search-text';

/** Spec 2 "Work orders screen": the estado filter offers all and the four stages (not cancelado). */
export type EstadoFilter = 'all' | Exclude<WorkOrderEstado, 'cancelado'>;

export const ESTADO_FILTER_OPTIONS: readonly { value: EstadoFilter; label: string }[] = [
  { value: 'all', label: 'Todos los estados' },
  { value: 'recibido', label: 'Recibido' },
  { value: 'en_proceso', label: 'En Proceso' },
  { value: 'terminado', label: 'Listo' },
  { value: 'entregado', label: 'Entregado' },
];

export interface OrderFilters {
  readonly search: string;
  readonly estado: EstadoFilter;
}

export const NO_ORDER_FILTERS: OrderFilters = { search: '', estado: 'all' };

/**
 * Orders by number ('12', '#12'), customer name or vehicle plate, then by estado. A number search
 * matches the number exactly, so '1' does not bring back orders 10 to 19.
 */
export function filterOrders(orders: readonly WorkOrderDto[], filters: OrderFilters): WorkOrderDto[] {
  const needle = filters.search.trim();
  const asNumber = /^#?\d+$/.test(needle) ? Number(needle.replace('#', '')) : null;
  return orders.filter(
    (order) =>
      (filters.estado === 'all' || order.estado === filters.estado) &&
      (needle === '' ||
        order.numero === asNumber ||
        matchesSearch(needle, [order.customerNombre, order.vehiclePlaca])),
  );
}

export const isFiltered = (filters: OrderFilters) => filters.search.trim() !== '' || filters.estado !== 'all';
