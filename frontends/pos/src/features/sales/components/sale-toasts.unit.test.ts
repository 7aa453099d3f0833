import { ApiError, SESSION_EXPIRED } from '@lavadero/ui/api/api-error';
import { describe, expect, it } from 'vitest';
import { saleFailureText } from './sale-toasts';

const refused = (body: unknown) => new ApiError(409, `409: ${JSON.stringify(body)}`, body);

describe('sale failure text', () => {
  it('shows the 24 h refusal as spec 1 §8 writes it', () => {
    const body = {
      code: 'FISCAL_COMPLIANCE_VIOLATION',
      message: 'No se puede modificar la factura',
      details: 'Las facturas solo pueden modificarse dentro de las 24 horas de su emisión',
      hoursElapsed: 30,
      maxHours: 24,
    };
    expect(saleFailureText(refused(body), 'No se pudo eliminar la factura.')).toBe(
      'Las facturas solo pueden modificarse dentro de las 24 horas de su emisión (30h transcurridas de 24h permitidas)',
    );
  });

  it("shows the server's message, else the fallback; nothing after a session expiry", () => {
    const stock = refused({ message: 'Stock insuficiente para Cera: disponible 0' });
    expect(saleFailureText(stock, 'No se pudo procesar la venta.')).toBe(
      'Stock insuficiente para Cera: disponible 0',
    );
    expect(saleFailureText(new TypeError('Failed to fetch'), 'No se pudo procesar la venta.')).toBe(
      'No se pudo procesar la venta.',
    );
    expect(saleFailureText(null, 'Timbrado no válido')).toBe('Timbrado no válido');
    expect(saleFailureText(new Error(SESSION_EXPIRED), 'x')).toBeNull();
  });
});
