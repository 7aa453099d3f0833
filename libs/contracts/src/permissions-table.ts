import { PERMISSION_ACTIONS, PERMISSION_ROLES, PERMISSIONS } from './permissions';

const ROLE_HEADINGS = { admin: 'Administrador', user: 'Usuario (cajero)', readonly: 'Solo lectura' } as const;

/** The permission table as the README shows it under "Roles y permisos" (a test keeps them equal). */
export function permissionTableMarkdown(): string {
  const header = `| Acción | ${PERMISSION_ROLES.map((r) => ROLE_HEADINGS[r]).join(' | ')} |`;
  const rule = `|---|${PERMISSION_ROLES.map(() => ':-:').join('|')}|`;
  const rows = PERMISSION_ACTIONS.map((action) => {
    const { label, roles } = PERMISSIONS[action];
    const allowed: readonly string[] = roles;
    const cells = PERMISSION_ROLES.map((role) => (allowed.includes(role) ? 'sí' : 'no'));
    return `| ${label} (\`${action}\`) | ${cells.join(' | ')} |`;
  });
  return [header, rule, ...rows].join('\n');
}
