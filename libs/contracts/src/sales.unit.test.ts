import { describe, expect, it } from 'vitest';
import { CreateSaleBody, saleEditPermission, saleRefusalText, UpdateSaleBody } from './sales';

const serviceId = '5b0c7a4e-3f7e-4c1e-9d1a-2f6f2b7c9a10';
const productId = '6c1d8b5f-4a8f-4d2f-8e2b-3a7a3c8d0b21';
const customerId = '00000000-0000-4000-8000-000000000001';
const body = {
  customerId,
  workOrderId: null,
  medioPago: 'efectivo',
  regimenTurismo: false,
  numeroFactura: 'TEMP-k3j4h5g6',
  timbradoUsado: '99999999',
  items: [
    {
      serviceId,
      comboId: null,
      inventoryItemId: null,
      nombre: 'Lavado',
      cantidad: 1,
      precioUnitario: 35_000,
      subtotal: 35_000,
    },
    {
      serviceId: null,
      comboId: null,
      inventoryItemId: productId,
      nombre: 'Cera',
      cantidad: 2,
      precioUnitario: 25_000,
      subtotal: 50_000,
    },
  ],
  subtotal: 77_273,
  impuestos: 7_727,
  total: 85_000,
};
const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('CreateSaleBody (POST /api/sales)', () => {
  it('reads spec 1 §7 and gives each line its kind; the client’s stamp is dropped', () => {
    const parsed = CreateSaleBody.parse(body);
    expect(parsed.items).toEqual([
      {
        kind: 'service',
        itemId: serviceId,
        nombre: 'Lavado',
        cantidad: 1,
        precioUnitario: 35_000,
        subtotal: 35_000,
      },
      {
        kind: 'product',
        itemId: productId,
        nombre: 'Cera',
        cantidad: 2,
        precioUnitario: 25_000,
        subtotal: 50_000,
      },
    ]);
    expect(parsed.timbradoUsado).toBeUndefined();
    expect(parsed.numeroFactura).toBe('TEMP-k3j4h5g6');
  });

  it('defaults the payment method to efectivo and the regime to local', () => {
    const { medioPago: _, regimenTurismo: __, ...rest } = body;
    expect(CreateSaleBody.parse(rest)).toMatchObject({ medioPago: 'efectivo', regimenTurismo: false });
  });

  it('refuses, in Spanish, what the server would not sell', () => {
    const line = body.items[0];
    const cases: [object, string][] = [
      [{ items: [] }, 'Debe agregar al menos un item'],
      [{ items: undefined }, 'Debe agregar al menos un item'],
      [{ items: [{ ...line, cantidad: 0 }] }, 'La cantidad debe ser al menos 1'],
      [{ items: [{ ...line, cantidad: 1.5 }] }, 'La cantidad debe ser un número entero'],
      [{ items: [{ ...line, precioUnitario: -1 }] }, 'El precio unitario no puede ser negativo'],
      [
        { items: [{ ...line, comboId: serviceId }] },
        'Cada item debe ser un servicio, un combo o un producto',
      ],
      [{ items: [{ ...line, serviceId: null }] }, 'Cada item debe ser un servicio, un combo o un producto'],
      [{ total: 85_000.5 }, 'El total debe ser un monto entero en guaraníes'],
      [{ total: '85000' }, 'El total debe ser un número'],
      [{ customerId: '' }, 'El cliente es obligatorio'],
      [{ medioPago: 'bitcoin' }, expect.stringContaining('Medio de pago inválido') as unknown as string],
      [{ numeroFactura: '001-001-0000001' }, 'Número temporal de factura inválido (TEMP-…)'],
    ];
    for (const [change, message] of cases) {
      expect(messages(CreateSaleBody.safeParse({ ...body, ...change }))).toEqual([message]);
    }
  });
});

describe('UpdateSaleBody (PUT /api/sales/{id})', () => {
  it('takes amounts as strings, as a program writes them', () => {
    const asStrings = {
      ...body,
      items: body.items.map((i) => ({
        ...i,
        cantidad: String(i.cantidad),
        precioUnitario: `${i.precioUnitario}.00`,
        subtotal: String(i.subtotal),
      })),
      subtotal: '77273',
      impuestos: '7727.00',
      total: '85000',
    };
    const parsed = UpdateSaleBody.parse(asStrings);
    expect(parsed).toMatchObject({ subtotal: 77_273, impuestos: 7_727, total: 85_000 });
    expect(parsed.items[1]).toMatchObject({ cantidad: 2, precioUnitario: 25_000 });
    expect(parsed.numeroFactura).toBeUndefined();
    expect(messages(UpdateSaleBody.safeParse({ ...asStrings, total: '85000.50' }))).toEqual([
      'El total debe ser un monto entero en guaraníes',
    ]);
    expect(messages(UpdateSaleBody.safeParse({ ...asStrings, total: 'mucho' }))).toEqual([
      'El total debe ser un número',
    ]);
  });
});

describe('saleRefusalText', () => {
  it('appends the hours to the 24 h refusal (spec 1 §8), else shows the details', () => {
    expect(
      saleRefusalText({
        code: 'FISCAL_COMPLIANCE_VIOLATION',
        message: 'Fuera de plazo',
        details: 'Fuera de plazo',
        hoursElapsed: 30,
        maxHours: 24,
      }),
    ).toBe('Fuera de plazo (30h transcurridas de 24h permitidas)');
    expect(saleRefusalText({ code: 'X', details: 'Otro motivo' })).toBe('Otro motivo');
  });
});

describe('saleEditPermission', () => {
  const createdAt = '2026-11-21T13:00:00.000Z';
  const at = (hours: number) => new Date(Date.parse(createdAt) + hours * 3_600_000);

  it('lets an admin edit within 24 h, and says why not afterwards', () => {
    expect(saleEditPermission({ createdAt, anulada: false, importada: false }, 'admin', at(23.99))).toEqual({
      allowed: true,
      reason: null,
    });
    expect(saleEditPermission({ createdAt, anulada: false, importada: false }, 'admin', at(24))).toEqual({
      allowed: false,
      reason: 'Factura creada hace 24h (máximo 24h para modificaciones)',
    });
  });

  it('never for other roles, nor for a voided sale', () => {
    expect(saleEditPermission({ createdAt, anulada: false, importada: false }, 'user', at(1))).toEqual({
      allowed: false,
      reason: 'Solo administradores pueden modificar facturas',
    });
    expect(saleEditPermission({ createdAt, anulada: true, importada: false }, 'admin', at(1)).allowed).toBe(
      false,
    );
  });

  it('never for a sale imported from a backup, and says so', () => {
    expect(saleEditPermission({ createdAt, anulada: false, importada: true }, 'admin', at(1))).toEqual({
      allowed: false,
      reason: 'Importada de un respaldo: no se modifica ni se anula aquí',
    });
  });
});
