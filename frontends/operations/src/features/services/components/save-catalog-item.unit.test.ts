import { ApiError } from '@lavadero/ui/api/api-error';
import { describe, expect, it } from 'vitest';
import { savedToast, saveFailedToast } from './save-catalog-item';

describe('save toasts', () => {
  it('names what was saved', () => {
    expect(savedToast('servicio', 'Lavado', false)).toEqual({
      title: 'Servicio creado',
      description: '«Lavado» ya está disponible.',
    });
    expect(savedToast('combo', 'Full', true)).toEqual({
      title: 'Combo actualizado',
      description: '«Full» se guardó correctamente.',
    });
  });

  it("gives the server's reason, else a generic one", () => {
    expect(saveFailedToast('combo', false, new TypeError('Failed to fetch'))).toEqual({
      variant: 'destructive',
      title: 'Error al crear combo',
      description: 'No se pudo crear el combo.',
    });
    const refused = new ApiError(409, '409: x', { message: 'Ya existe un servicio con ese nombre' });
    expect(saveFailedToast('servicio', true, refused)).toEqual({
      variant: 'destructive',
      title: 'Error al actualizar servicio',
      description: 'Ya existe un servicio con ese nombre',
    });
  });
});
