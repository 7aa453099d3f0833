import { describe, expect, it } from 'vitest';
import { CreateSaleBody, UpdateSaleBody } from './sales';

const body = {
  customerId: '00000000-0000-4000-8000-000000000001',
  workOrderId: null,
  numeroFactura: 'TEMP-k3j4h5g6',
  items: [
    {
      serviceId: '5b0c7a4e-3f7e-4c1e-9d1a-2f6f2b7c9a10',
      comboId: null,
      inventoryItemId: null,
      cantidad: 1,
      precioUnitario: 85_000,
      subtotal: 85_000,
    },
  ],
  subtotal: 77_273,
  impuestos: 7_727,
  total: 85_000,
};
const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('the parts of a payment in the sale body', () => {
  it('takes parts adding up to the total; the sale method is the first part’s', () => {
    const parsed = CreateSaleBody.parse({
      ...body,
      medioPago: 'cheque',
      pagos: [
        { medio: 'efectivo', monto: 35_000, entregado: 50_000 },
        { medio: 'tarjeta_debito', monto: 50_000 },
      ],
    });
    expect(parsed.medioPago).toBe('efectivo');
    expect(parsed.pagos).toEqual([
      { medio: 'efectivo', monto: 35_000, entregado: 50_000 },
      { medio: 'tarjeta_debito', monto: 50_000, entregado: undefined },
    ]);
  });

  it('without parts keeps today’s body: medioPago alone, pagos null', () => {
    const parsed = CreateSaleBody.parse({ ...body, medioPago: 'transferencia' });
    expect(parsed).toMatchObject({ medioPago: 'transferencia', pagos: null });
    expect(CreateSaleBody.parse({ ...body, pagos: null }).pagos).toBeNull();
  });

  it('refuses, in Spanish, a split that breaks a rule', () => {
    const cases: [unknown, string][] = [
      [[], 'Debe indicar al menos un medio de pago'],
      [
        [{ medio: 'efectivo', monto: 80_000 }],
        'Los medios de pago suman Gs. 80.000 y el total de la venta es Gs. 85.000',
      ],
      [
        [
          { medio: 'efectivo', monto: 0 },
          { medio: 'cheque', monto: 85_000 },
        ],
        'El monto del pago debe ser al menos 1',
      ],
      [[{ medio: 'efectivo', monto: -85_000 }], 'El monto del pago debe ser al menos 1'],
      [[{ medio: 'efectivo', monto: 84_999.5 }], 'El monto del pago debe ser un monto entero en guaraníes'],
      [
        [{ medio: 'bitcoin', monto: 85_000 }],
        expect.stringContaining('Medio de pago inválido') as unknown as string,
      ],
      [
        [
          { medio: 'efectivo', monto: 40_000 },
          { medio: 'efectivo', monto: 45_000 },
        ],
        'Cada medio de pago puede figurar una sola vez: sume los montos del mismo medio',
      ],
      [
        [{ medio: 'tarjeta_credito', monto: 85_000, entregado: 100_000 }],
        'El monto entregado solo corresponde a un pago en efectivo',
      ],
      [
        [{ medio: 'efectivo', monto: 85_000, entregado: 50_000 }],
        'El monto entregado no puede ser menor que el monto en efectivo',
      ],
      ['efectivo', 'Los medios de pago deben ser una lista'],
    ];
    for (const [pagos, message] of cases) {
      expect(messages(CreateSaleBody.safeParse({ ...body, pagos }))).toEqual([message]);
    }
  });

  it('a correction takes the parts as strings too', () => {
    const parsed = UpdateSaleBody.parse({
      ...body,
      pagos: [
        { medio: 'efectivo', monto: '5000', entregado: '10000' },
        { medio: 'cheque', monto: '80000.00' },
      ],
    });
    expect(parsed.pagos).toEqual([
      { medio: 'efectivo', monto: 5_000, entregado: 10_000 },
      { medio: 'cheque', monto: 80_000, entregado: undefined },
    ]);
  });
});
