import { bootstrapDefaultCategories } from './catalog/bootstrap-default-categories';
import { repairOrphanedClaims } from './claims/repair-orphaned-claims';
import { bootstrapDefaultCustomer } from './customers/bootstrap-default-customer';
import { documentClaims } from './customers/document-claims';
import { plateClaims } from './customers/plate-claims';
import type { WriteDeps } from './plugins/write-deps';
import { bootstrapAdmin } from './users/bootstrap-admin';
import { usernameClaims } from './users/username-claims';

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
  // First: an orphaned claim on the admin's name (or on CI 0) would otherwise stop its creation.
  await repairOrphanedClaims(deps, [usernameClaims, documentClaims, plateClaims]);
  await bootstrapAdmin(deps, admin, print);
  await bootstrapDefaultCategories(deps);
  await bootstrapDefaultCustomer(deps);
}
