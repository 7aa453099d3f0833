import { describe, expect, it } from 'vitest';
import { normalizeParaguayPhone, readyForPickupLink } from './whatsapp-link';

describe('normalizeParaguayPhone', () => {
  it.each([
    ['0981 123 456', '595981123456'],
    ['0981-123-456', '595981123456'],
    ['981123456', '595981123456'],
    ['+595 981 123 456', '595981123456'],
    ['+595 (0981) 123456', '595981123456'],
    ['00595981123456', '595981123456'],
    ['595981123456', '595981123456'],
    ['(021) 555-000', '59521555000'],
  ])('%s → %s', (phone, expected) => {
    expect(normalizeParaguayPhone(phone)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['   '],
    ['sin teléfono'],
    ['12345'],
    ['+54 11 4444 5555'],
    ['0059 1234'],
  ])('refuses %s', (phone) => {
    expect(normalizeParaguayPhone(phone)).toBeNull();
  });
});

describe('readyForPickupLink', () => {
  it('opens a chat with the customer and the pick-up message written', () => {
    const link = readyForPickupLink({ nombre: 'Carlos Benítez', telefono: '0981 123 456' }, 'ABC 123');
    expect(link).not.toBeNull();
    const url = new URL(link as string);
    expect(url.origin + url.pathname).toBe('https://wa.me/595981123456');
    expect(url.searchParams.get('text')).toBe(
      'Hola Carlos Benítez, su vehículo ABC 123 está listo para retirar.',
    );
  });

  it('gives no link without a phone', () => {
    expect(readyForPickupLink({ nombre: 'Ana', telefono: null }, 'XYZ 999')).toBeNull();
  });
});
