import { describe, expect, it } from 'vitest';
import { ApiError, failureReason } from './api-error';

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
