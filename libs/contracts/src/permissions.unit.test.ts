import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { can, PERMISSION_ACTIONS, PERMISSIONS } from './permissions';
import { permissionTableMarkdown } from './permissions-table';

describe('the permission table', () => {
  it('is the one the README shows under "Roles y permisos"', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const section = readme.split('## Roles y permisos')[1] ?? '';
    expect(section).toContain(permissionTableMarkdown());
  });

  it('keeps the cashier to the counter: prices, catalogue, corrections and users are admin-only', () => {
    for (const action of [
      'catalog.edit',
      'catalog.delete',
      'inventory.products',
      'inventory.correct',
    ] as const) {
      expect(can('user', action), action).toBe(false);
    }
    expect(can('user', 'inventory.receive')).toBe(true);
    expect(can('user', 'users.manage')).toBe(false);
    expect(can('user', 'sales.issue')).toBe(true);
  });

  it("lets readonly change nothing but its own password (it reads histories, the XML, the auditor's package and the aging of accounts), and an unknown role or nobody do nothing", () => {
    expect(PERMISSION_ACTIONS.filter((action) => can('readonly', action))).toEqual([
      'customerAccounts.aging',
      'electronicDocuments.download',
      'history.view',
      'account.password',
      'audit.chain',
    ]);
    for (const action of PERMISSION_ACTIONS) {
      expect(can('admin', action), action).toBe(true);
      expect(can('jefe', action)).toBe(false);
      expect(can(null, action)).toBe(false);
      expect(PERMISSIONS[action].label).toMatch(/^[A-ZÁÉÍÓÚ]/);
    }
  });
});
