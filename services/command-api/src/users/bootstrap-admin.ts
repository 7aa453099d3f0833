import { randomBytes } from 'node:crypto';
import { newPassword } from '@lavadero/contracts/users';
import { countUsers } from '@lavadero/read-models/users/users.queries';
import type { WriteDeps } from '../plugins/write-deps';
import { createUser } from './create-user';

/**
 * On the first start (no user at all) creates the administrator, from ADMIN_USERNAME /
 * ADMIN_PASSWORD or with a generated password printed once. Two instances starting together are
 * safe: the username claim lets exactly one of them create it.
 */
export async function bootstrapAdmin(
  deps: WriteDeps,
  admin: { username: string; password: string | null },
  print: (text: string) => void = console.log,
): Promise<void> {
  if ((await countUsers(deps.readDb)) > 0) return;
  if (admin.password !== null) assertAdminPassword(admin.password);
  const password = admin.password ?? generatePassword();
  try {
    await createUser(
      deps,
      { userId: null, correlationId: 'bootstrap-admin' },
      {
        username: admin.username,
        password,
        fullName: 'Administrador',
        email: null,
        role: 'admin',
        subscriptionType: 'enterprise',
        monthlyInvoiceLimit: 10000,
        expirationDate: null,
        isActive: true,
        isBlocked: false,
      },
    );
  } catch (error) {
    if ((error as { code?: string }).code === 'USERNAME_TAKEN') return;
    throw error;
  }
  if (admin.password) {
    print(`Usuario administrador '${admin.username}' creado con la contraseña de ADMIN_PASSWORD.`);
    return;
  }
  print(
    [
      '',
      '================================================================',
      ' Usuario administrador creado (se muestra una sola vez):',
      `   usuario:    ${admin.username}`,
      `   contraseña: ${password}`,
      ' Cámbiela desde Configuración > Seguridad después de ingresar.',
      '================================================================',
      '',
    ].join('\n'),
  );
}

/** The first admin follows the same password rule as every other user; start-up stops otherwise. */
export function assertAdminPassword(password: string): void {
  const weak = newPassword.safeParse(password).error;
  if (weak) throw new Error(`ADMIN_PASSWORD no es válida: ${weak.issues[0]?.message}`);
}

/** Meets the user-form password rules: upper, lower and a digit, 16 characters. */
function generatePassword(): string {
  const body = randomBytes(12).toString('base64url').replace(/[-_]/g, 'x');
  return `Lv${body}7a`;
}
