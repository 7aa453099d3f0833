import { randomUUID } from 'node:crypto';
import type { CompanySnapshot, CustomerSnapshot, SaleEvent, SaleLine } from '@lavadero/domain/sales/events';
import { toSaleStreamId } from '@lavadero/domain/sales/events';
import type { EventStore, StreamAppend } from '@lavadero/event-store/event-store';
import { addCalendarDays } from '@lavadero/fiscal/report-period';

const COMPANY: CompanySnapshot = {
  razonSocial: 'Lavadero Bench S.A.',
  nombreFantasia: null,
  ruc: '80028061-0',
  direccion: null,
  ciudad: null,
  telefono: null,
  email: null,
  logoPath: null,
  moneda: 'PYG',
  timbradoNumero: '12345678',
  establecimiento: '001',
  puntoExpedicion: '001',
  timbradoDesde: '2020-01-01',
  timbradoHasta: null,
};
const SERVICES = Array.from({ length: 15 }, (_, i) => ({
  kind: (i < 12 ? 'service' : 'combo') as SaleLine['kind'],
  itemId: randomUUID(),
  nombre: i < 12 ? `Servicio ${i + 1}` : `Combo ${i - 11}`,
  precio: 30_000 + i * 10_000,
}));
const PRODUCT = { kind: 'product' as const, itemId: randomUUID(), nombre: 'Cera', precio: 35_000 };
/** 1,000 regular customers (one in ten a tourist); four sales in ten go to Cliente General. */
const CUSTOMERS: CustomerSnapshot[] = Array.from({ length: 1_001 }, (_, i) => ({
  customerId: i === 0 ? 'cliente-general' : randomUUID(),
  nombre: i === 0 ? 'Cliente General' : `Cliente ${i}`,
  docTipo: 'CI',
  docNumero: String(1_000_000 + i),
  direccion: null,
  telefono: null,
  email: null,
  regimenTurismo: i % 10 === 5,
  pais: null,
  pasaporte: null,
}));

const line = (
  item: { kind: SaleLine['kind']; itemId: string; nombre: string; precio: number },
  cantidad: number,
) => ({
  kind: item.kind,
  itemId: item.itemId,
  nombre: item.nombre,
  cantidad,
  precioUnitario: item.precio,
  subtotal: item.precio * cantidad,
});

function saleEvents(i: number, fecha: string): SaleEvent[] {
  const saleId = randomUUID();
  const customer = i % 10 < 4 ? CUSTOMERS[0]! : CUSTOMERS[1 + (i % 1_000)]!;
  const lines = [
    line(SERVICES[(i * 7) % SERVICES.length]!, 1),
    ...(i % 3 === 0 ? [line(PRODUCT, 1 + (i % 2))] : []),
  ];
  const total = lines.reduce((sum, l) => sum + l.subtotal, 0);
  const impuestos = customer.regimenTurismo ? 0 : Math.round(total / 11);
  const content = {
    customer,
    workOrderId: null,
    medioPago: 'efectivo' as const,
    regimenTurismo: customer.regimenTurismo,
    lines,
    subtotal: total - impuestos,
    impuestos,
    total,
  };
  const at = `${fecha}T15:00:00.000Z`;
  const events: SaleEvent[] = [
    {
      type: 'SaleIssued',
      data: {
        ...content,
        saleId,
        numeroFactura: `001-001-${String(i + 1).padStart(7, '0')}`,
        series: { timbrado: '12345678', establecimiento: '001', puntoExpedicion: '001', secuencia: i + 1 },
        timbradoUsado: '12345678',
        fecha,
        company: COMPANY,
        idempotencyKey: `TEMP-${saleId}`,
        issuedBy: 'bench',
        issuedAt: at,
      },
    },
  ];
  // One sale in a hundred is corrected (one more unit), two are voided.
  if (i % 100 === 1) {
    const service = SERVICES[(i * 7) % SERVICES.length]!;
    const more = [line(service, 2), ...lines.slice(1)];
    const corrected = more.reduce((sum, l) => sum + l.subtotal, 0);
    events.push({
      type: 'SaleCorrected',
      data: {
        ...content,
        lines: more,
        subtotal: corrected,
        impuestos: 0,
        total: corrected,
        saleId,
        correctedBy: 'bench',
        at,
      },
    });
  }
  if (i % 100 === 2 || i % 100 === 3) {
    events.push({ type: 'SaleVoided', data: { saleId, numeroFactura: `bench-${i}`, voidedBy: 'bench', at } });
  }
  return events;
}

/**
 * Appends `sales` sales spread evenly over the `days` days ending `today`, straight to the event
 * store (one atomic append per 500 sales), with their corrections and voids. Returns the event count.
 * A later seed into the same log starts its invoice numbers at `first` (the sales seeded before it).
 */
export async function seedSales(
  store: EventStore,
  sales: number,
  days: number,
  today: string,
  first = 0,
): Promise<number> {
  let events = 0;
  let batch: StreamAppend[] = [];
  for (let i = 0; i < sales; i++) {
    const fecha = addCalendarDays(today, -Math.floor((i * days) / sales));
    const stream = saleEvents(first + i, fecha);
    events += stream.length;
    batch.push({
      streamId: toSaleStreamId(stream[0]!.data.saleId),
      expectedRevision: 'no_stream',
      events: stream.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata: {} })),
    });
    if (batch.length === 500 || i === sales - 1) {
      await store.appendToStreams(batch);
      batch = [];
    }
  }
  return events;
}
