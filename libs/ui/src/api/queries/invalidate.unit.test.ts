import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { companyConfigQueryOptions, invalidateCompanyConfig } from './company-config';
import { customersQueryOptions, invalidateCustomers } from './customers';
import { invalidateInventory, inventoryQueryOptions } from './inventory';
import { inventoryItemsQueryOptions } from './inventory-items';
import { salesQueryOptions } from './sales';
import { invalidateServiceCombos, serviceCombosQueryOptions } from './service-combos';
import { invalidateServices, servicesQueryOptions } from './services';
import { timbradoStatusQueryOptions } from './timbrado-status';
import { workOrdersQueryOptions } from './work-orders';

const ALL = [
  companyConfigQueryOptions(),
  customersQueryOptions(),
  inventoryQueryOptions(),
  inventoryItemsQueryOptions(),
  salesQueryOptions(),
  serviceCombosQueryOptions(),
  servicesQueryOptions(),
  timbradoStatusQueryOptions(),
  workOrdersQueryOptions(),
];

/** A client holding an answer under every shared key, plus one nested key per list (an item's view). */
function filledClient(): QueryClient {
  const client = new QueryClient();
  for (const { queryKey } of ALL) {
    client.setQueryData([...queryKey], []);
    client.setQueryData([...queryKey, 'nested'], []);
  }
  return client;
}

function invalidatedPaths(client: QueryClient): string[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryKey.join('|'))
    .sort();
}

describe('shared queries', () => {
  it('give every endpoint its own key, the path the client reads', () => {
    const keys = ALL.map(({ queryKey }) => queryKey.join('|'));
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^\/api\/[a-z/-]+$/);
  });

  it('a company save refreshes the settings and the stamp status computed from them', async () => {
    const client = filledClient();
    await invalidateCompanyConfig(client);
    expect(invalidatedPaths(client)).toEqual([
      '/api/company-config',
      '/api/company-config|nested',
      '/api/timbrado/status',
      '/api/timbrado/status|nested',
    ]);
  });

  it('a service write refreshes the services and the combos that show them', async () => {
    const client = filledClient();
    await invalidateServices(client);
    expect(invalidatedPaths(client)).toEqual([
      '/api/service-combos',
      '/api/service-combos|nested',
      '/api/services',
      '/api/services|nested',
    ]);
  });

  it('an inventory write refreshes the inventory and the point of sale product search', async () => {
    const client = filledClient();
    await invalidateInventory(client);
    expect(invalidatedPaths(client)).toEqual([
      '/api/inventory',
      '/api/inventory-items',
      '/api/inventory-items|nested',
      '/api/inventory|nested',
    ]);
  });

  it('customer and combo writes refresh only their own lists', async () => {
    const client = filledClient();
    await invalidateCustomers(client);
    await invalidateServiceCombos(client);
    expect(invalidatedPaths(client)).toEqual([
      '/api/customers',
      '/api/customers|nested',
      '/api/service-combos',
      '/api/service-combos|nested',
    ]);
  });
});
