// Test data shared by the sales unit tests (imported only by *.unit.test.ts).

import type { InventoryItemCreated, StockAdjusted } from '../inventory/events';
import { foldEvents } from '../shared/decider';
import type { CatalogFacts, IssueSale, RequestedLine, SaleRequest, StampFacts } from './commands';
import type { CompanySnapshot, CustomerSnapshot, SaleIssued } from './events';
import { pointOfSaleDecider } from './point-of-sale-decide';

export const saleId = '11111111-1111-4111-8111-111111111111';
export const userId = 'cajero-1';
export const adminId = 'admin-1';
export const issuedAt = '2026-11-21T13:00:00.000Z';
export const fecha = '2026-11-21';

export const company: CompanySnapshot = {
  razonSocial: 'Lavadero Central S.A.',
  nombreFantasia: 'Lavadero Central',
  ruc: '80028061-0',
  direccion: 'Av. Mariscal López 1234',
  ciudad: 'Asunción',
  telefono: '021 123 456',
  email: 'ventas@lavadero.com.py',
  logoPath: null,
  moneda: 'PYG',
  timbradoNumero: '12345678',
  establecimiento: '1',
  puntoExpedicion: '001',
  timbradoDesde: '2026-01-01',
  timbradoHasta: '2027-12-31',
};
export const validStamp: StampFacts = { company, isValid: true, error: null };
export const series = { timbrado: '12345678', establecimiento: '001', puntoExpedicion: '001' };

export const local: CustomerSnapshot = {
  customerId: '22222222-2222-4222-8222-222222222222',
  nombre: 'María González',
  docTipo: 'CI',
  docNumero: '1234567',
  direccion: null,
  telefono: null,
  email: null,
  regimenTurismo: false,
  pais: null,
  pasaporte: null,
};
export const tourist: CustomerSnapshot = {
  ...local,
  customerId: '33333333-3333-4333-8333-333333333333',
  nombre: 'João Silva',
  docTipo: 'Pasaporte',
  docNumero: 'FZ123456',
  regimenTurismo: true,
  pais: 'Brasil',
  pasaporte: 'FZ123456',
};

export const lavadoId = 'srv-lavado';
export const comboId = 'combo-full';
export const ceraId = 'prod-cera';
export const catalog: CatalogFacts = {
  services: {
    [lavadoId]: { nombre: 'Lavado completo', precio: 35_000, activo: true },
    'srv-viejo': { nombre: 'Lavado de motor', precio: 50_000, activo: false },
  },
  combos: { [comboId]: { nombre: 'Combo Full', precio: 120_000, activo: true } },
};

export const ceraCreated: InventoryItemCreated = {
  type: 'InventoryItemCreated',
  data: {
    itemId: ceraId,
    nombre: 'Cera líquida',
    descripcion: null,
    precio: 25_000,
    stockMinimo: 2,
    unidadMedida: 'BOT',
    categoria: 'Limpieza',
    proveedor: null,
    ultimoPedido: null,
    activo: true,
    createdBy: adminId,
    createdAt: '2026-11-01T12:00:00.000Z',
  },
};
export const ceraStocked = (n: number): StockAdjusted => ({
  type: 'StockAdjusted',
  data: {
    itemId: ceraId,
    action: 'add',
    quantity: n,
    previousStock: 0,
    newStock: n,
    reason: 'Stock inicial',
    userId: adminId,
    at: '2026-11-01T12:00:00.000Z',
  },
});

export const line = (kind: RequestedLine['kind'], itemId: string, cantidad: number, precio: number) => ({
  kind,
  itemId,
  cantidad,
  precioUnitario: precio,
  subtotal: cantidad * precio,
});

/** A request whose totals are the server's own for its lines and regime. */
export function request(items: RequestedLine[], customer = local): SaleRequest {
  const total = items.reduce((s, i) => s + i.subtotal, 0);
  const impuestos = customer.regimenTurismo ? 0 : Math.round(total / 11);
  return {
    customerId: customer.customerId,
    workOrderId: null,
    medioPago: 'efectivo',
    regimenTurismo: customer.regimenTurismo,
    items,
    subtotal: total - impuestos,
    impuestos,
    total,
  };
}

export function issueSale(changes: Partial<IssueSale['data']> = {}): IssueSale {
  return {
    type: 'IssueSale',
    data: {
      saleId,
      idempotencyKey: 'TEMP-a1b2c3d4',
      userId,
      now: issuedAt,
      fecha,
      request: request([line('service', lavadoId, 1, 35_000), line('product', ceraId, 2, 25_000)]),
      customer: local,
      catalog,
      stamp: validStamp,
      monthlyInvoiceLimit: 100,
      ...changes,
    },
  };
}

/** The streams of `issueSale()`: the sale, its series, the cashier's month and the product sold. */
export const streamsOfIssue = {
  series: 'invoice-series-12345678-001-001',
  usage: `invoice-usage-${userId}-2026-11`,
  sale: `sale-${saleId}`,
  cera: `inventory-item-${ceraId}`,
} as const;

/** What `issueSale()` appends with five units of cera in stock. */
export const issuedEvents = pointOfSaleDecider.decide(
  issueSale(),
  foldEvents(pointOfSaleDecider, [ceraCreated, ceraStocked(5)]),
);

/**
 * A stored SaleIssued of one wash, as the point of sale appends it, for tests that start from the log
 * (read models, the fiscal worker): numbered `secuencia` in series 001-001 under the company's timbrado.
 */
export function saleIssuedEvent(options: {
  saleId?: string;
  secuencia?: number;
  total?: number;
  at?: string;
  company?: CompanySnapshot;
  customer?: CustomerSnapshot;
  lineName?: string;
  codigoSeguridad?: string;
}): SaleIssued {
  const { secuencia = 1, total = 85_000, at = issuedAt, customer = local } = options;
  const id = options.saleId ?? saleId;
  const stamp = options.company ?? company;
  const impuestos = Math.round(total / 11);
  return {
    type: 'SaleIssued',
    data: {
      saleId: id,
      numeroFactura: `001-001-${String(secuencia).padStart(7, '0')}`,
      series: { timbrado: stamp.timbradoNumero, establecimiento: '001', puntoExpedicion: '001', secuencia },
      timbradoUsado: stamp.timbradoNumero,
      fecha: at.slice(0, 10),
      company: stamp,
      idempotencyKey: `TEMP-${id.slice(0, 8)}`,
      ...(options.codigoSeguridad ? { codigoSeguridad: options.codigoSeguridad } : {}),
      issuedBy: userId,
      issuedAt: at,
      customer,
      workOrderId: null,
      medioPago: 'efectivo',
      regimenTurismo: false,
      lines: [
        {
          kind: 'service',
          itemId: 'srv-1',
          nombre: options.lineName ?? 'Lavado',
          cantidad: 1,
          precioUnitario: total,
          subtotal: total,
        },
      ],
      subtotal: total - impuestos,
      impuestos,
      total,
    },
  };
}
