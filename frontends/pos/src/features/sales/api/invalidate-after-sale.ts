import type { QueryClient } from '@tanstack/react-query';

/**
 * Spec 1 §7: after a sale is written the client refreshes sales, inventory, work orders, company
 * configuration, dashboard and customers data (every key under those paths, the sale's own views too),
 * and a billed order's receipt data (its estado may have moved to entregado).
 */
const AFTER_SALE = [
  '/api/sales',
  '/api/inventory',
  '/api/inventory-items',
  '/api/work-orders',
  '/api/print/work-orders',
  '/api/company-config',
  '/api/customers',
  '/api/auth/me',
];
export function invalidateAfterSale(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => AFTER_SALE.includes(String(query.queryKey[0])),
  });
}
