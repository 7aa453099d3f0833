/** Spanish names of the roles (spec 1 §6), shown in the sidebar footer and the users screen. */
export const ROLE_LABELS: Readonly<Record<string, string>> = {
  admin: 'Administrador',
  user: 'Usuario',
  readonly: 'Solo Lectura',
};

/** Anything unknown or missing reads 'Usuario' (spec 1 §1). */
export function roleLabel(role: string | null | undefined): string {
  // Own keys only: 'toString' and friends are not roles.
  return role && Object.hasOwn(ROLE_LABELS, role) ? (ROLE_LABELS[role] as string) : 'Usuario';
}
