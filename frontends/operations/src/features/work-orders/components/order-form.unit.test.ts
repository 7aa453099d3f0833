import { describe, expect, it } from 'vitest';
import { linesTotal, type OrderLine, removeLine, setLineQuantity, toggleService } from './order-form';

const service = (serviceId: string, quantity = 1): OrderLine => ({
  serviceId,
  comboId: null,
  inventoryItemId: null,
  quantity,
});

describe('order lines', () => {
  it('ticks a service once and unticks it', () => {
    const one = toggleService([], 'lavado');
    expect(one).toEqual([service('lavado')]);
    expect(toggleService(toggleService(one, 'encerado'), 'lavado')).toEqual([service('encerado')]);
  });

  it('removes a combo or product line as well as a service line', () => {
    const combo: OrderLine = { serviceId: null, comboId: 'combo-full', inventoryItemId: null, quantity: 1 };
    const product: OrderLine = { serviceId: null, comboId: null, inventoryItemId: 'cera', quantity: 2 };
    const lines = [service('lavado'), combo, product];
    expect(removeLine(lines, 'combo-full')).toEqual([service('lavado'), product]);
    expect(removeLine(lines, 'cera')).toEqual([service('lavado'), combo]);
    expect(removeLine(lines, 'lavado')).toEqual([combo, product]);
    expect(setLineQuantity(lines, 'cera', 5)).toEqual([
      service('lavado'),
      combo,
      { ...product, quantity: 5 },
    ]);
  });

  it('never lets a quantity go below 1 and keeps whole units', () => {
    const lines = [service('lavado', 2)];
    expect(setLineQuantity(lines, 'lavado', 0)).toEqual([service('lavado', 1)]);
    expect(setLineQuantity(lines, 'lavado', -3)).toEqual([service('lavado', 1)]);
    expect(setLineQuantity(lines, 'lavado', 3.7)).toEqual([service('lavado', 3)]);
    expect(setLineQuantity(lines, 'lavado', Number.NaN)).toEqual([service('lavado', 1)]);
  });

  it('adds price times quantity of every line', () => {
    const prices: Record<string, number> = { lavado: 50_000, encerado: 35_000 };
    expect(linesTotal([service('lavado', 2), service('encerado')], (key) => prices[key] ?? 0)).toBe(135_000);
  });
});
