import { bootstrapDefaultCategories } from './catalog/bootstrap-default-categories';
import { bootstrapDefaultCustomer } from './customers/bootstrap-default-customer';
import type { WriteDeps } from './plugins/write-deps';
import { bootstrapAdmin } from './users/bootstrap-admin';

/**
 * What must exist from the first start: the administrator, the six service categories and the
 * walk-in customer 'Cliente General'. Each step is idempotent and safe with two instances starting
 * at once, so it runs on every start.
 */
export async function bootstrapFirstStart(
  deps: WriteDeps,
  admin: { username: string; password: string | null },
  print?: (text: string) => void,
): Promise<void> {
  await bootstrapAdmin(deps, admin, print);
  await bootstrapDefaultCategories(deps);
  await bootstrapDefaultCustomer(deps);
}
