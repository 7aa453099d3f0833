export interface LoginFields {
  username: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginFields, string>>;

/**
 * The checks of LoginBody (@lavadero/contracts/auth) on an empty field, with its messages, for the first
 * screen, which shows before zod loads; login-checks.unit.test.ts keeps the two in step. The server
 * checks the body again with the schema itself.
 */
export function loginErrors({ username, password }: LoginFields): LoginErrors {
  return {
    ...(username.trim() === '' && { username: 'El nombre de usuario es requerido' }),
    ...(password === '' && { password: 'La contraseña es requerida' }),
  };
}
