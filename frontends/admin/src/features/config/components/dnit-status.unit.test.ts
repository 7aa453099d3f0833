import { describe, expect, it } from 'vitest';
import { dnitBannerMessage, dnitBannerState } from './dnit-status';

const config = (
  isActive: boolean,
  lastConnectionStatus: 'success' | 'failed' | null,
  lastConnectionError: string | null = null,
) => ({ isActive, lastConnectionStatus, lastConnectionError });

describe('dnitBannerState', () => {
  it('has the four states of spec 2 §4', () => {
    expect(dnitBannerState(config(true, 'success'))).toBe('working');
    expect(dnitBannerState(config(true, 'failed', 'Tiempo de espera agotado'))).toBe('error');
    expect(dnitBannerState(config(false, 'failed'))).toBe('error');
    expect(dnitBannerState(config(true, null))).toBe('untested');
    expect(dnitBannerState(config(false, null))).toBe('inactive');
    expect(dnitBannerState(config(false, 'success'))).toBe('inactive');
    expect(dnitBannerState(undefined)).toBe('inactive');
  });

  it('shows the stored error, or "Error desconocido"', () => {
    expect(dnitBannerMessage('error', config(true, 'failed', 'Conexión rechazada'))).toBe(
      'Conexión rechazada',
    );
    expect(dnitBannerMessage('error', config(true, 'failed'))).toBe('Error desconocido');
  });
});
