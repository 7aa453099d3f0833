import { ApiError } from '@lavadero/ui/api/api-error';
import { describe, expect, it } from 'vitest';
import { serverFieldErrors, toFieldErrors } from './form-errors';

describe('form errors', () => {
  it('keeps the first message of each field', () => {
    expect(
      toFieldErrors([
        { path: ['nombre'], message: 'El nombre es obligatorio' },
        { path: ['nombre'], message: 'otro' },
        { path: 'docNumero', message: 'El número de documento es obligatorio' },
      ]),
    ).toEqual({ nombre: 'El nombre es obligatorio', docNumero: 'El número de documento es obligatorio' });
  });

  it('puts a server refusal under its field', () => {
    const taken = new ApiError(409, '409: ...', {
      code: 'DOCUMENT_TAKEN',
      message: 'Ya existe otro cliente con el documento CI 1',
    });
    expect(serverFieldErrors(taken)).toEqual({ docNumero: 'Ya existe otro cliente con el documento CI 1' });
    const invalid = new ApiError(400, '400: ...', {
      code: 'VALIDATION_ERROR',
      message: 'La placa es obligatoria',
      issues: [{ path: 'placa', message: 'La placa es obligatoria' }],
    });
    expect(serverFieldErrors(invalid)).toEqual({ placa: 'La placa es obligatoria' });
    expect(serverFieldErrors(new Error('Failed to fetch'))).toEqual({});
  });
});
