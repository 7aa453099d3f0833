import { ApiError, SESSION_EXPIRED } from '@lavadero/ui/api/api-error';
import { describe, expect, it } from 'vitest';
import { userSaveFailure } from './user-save-failure';

const api = (status: number, body: object) =>
  new ApiError(status, `${status}: ${JSON.stringify(body)}`, body);

describe('userSaveFailure (spec 2 §8)', () => {
  it('tells a missing session and missing admin rights apart from the server reasons', () => {
    expect(userSaveFailure(new Error(SESSION_EXPIRED), 'crear', 'x')).toBe(
      'Debe iniciar sesión para realizar esta acción.',
    );
    expect(userSaveFailure(api(403, { message: 'Requiere rol administrador' }), 'crear', 'x')).toBe(
      'Requiere permisos de administrador para crear usuarios.',
    );
    expect(userSaveFailure(api(500, { error: 'Admin access required' }), 'modificar', 'x')).toBe(
      'Requiere permisos de administrador para modificar usuarios.',
    );
    expect(userSaveFailure(api(409, { message: 'El nombre de usuario ya está en uso' }), 'crear', 'x')).toBe(
      'El nombre de usuario ya está en uso',
    );
    expect(userSaveFailure(new TypeError('Failed to fetch'), 'crear', 'No se pudo crear el usuario.')).toBe(
      'No se pudo crear el usuario.',
    );
  });
});
