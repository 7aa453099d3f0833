import { describe, expect, it } from 'vitest';
import { ApiError, failureReason, failureText, SESSION_EXPIRED } from './api-error';

describe('failureReason', () => {
  it("gives the server's Spanish message, else a hint about the connection", () => {
    expect(failureReason(new ApiError(409, '409: x', { message: 'Ya existe' }))).toBe('Ya existe');
    expect(failureReason(new TypeError('Failed to fetch'))).toBe(
      'Verifique la conexión e intente nuevamente.',
    );
  });

  it('stays quiet when the session expired (the client already said so)', () => {
    expect(failureReason(new Error('Session expired'))).toBeNull();
  });
});

describe('failureText', () => {
  const refused = new ApiError(409, '409: …', { message: 'El documento ya está registrado' });
  it('says the server’s reason when it gave one, whatever the fallback', () => {
    expect(failureText(refused, 'No se pudo guardar.')).toBe('El documento ya está registrado');
  });
  it('falls back when no reason came: no reply, a reply without one, or no call at all', () => {
    expect(failureText(new TypeError('Failed to fetch'), 'No se pudo guardar.')).toBe('No se pudo guardar.');
    expect(failureText(new ApiError(502, '502: Bad Gateway', undefined), 'No se pudo guardar.')).toBe(
      'No se pudo guardar.',
    );
    expect(failureText(null, 'Debe agregar al menos un item')).toBe('Debe agregar al menos un item');
    expect(failureText(new TypeError('Failed to fetch'))).toBe('Verifique la conexión e intente nuevamente.');
  });
  it('is silent after a session expiry', () => {
    expect(failureText(new Error(SESSION_EXPIRED), 'x')).toBeNull();
  });
});
