import { randomUUID } from 'node:crypto';
import { BACKUP_ENTITIES, BACKUP_FORMAT, BACKUP_VERSION } from '@lavadero/contracts/migration';
import { companyForm } from './config-test-kit';

/**
 * A backup of `customers` customers, one vehicle each, and `sales` sales numbered 1.. in the test
 * company's series (001-002): customers × 2 + sales records.
 */
export function largeBackup({ customers, sales }: { customers: number; sales: number }) {
  const ids = Array.from({ length: customers }, () => randomUUID());
  const { ruc, razonSocial, nombreFantasia, direccion, ciudad, telefono, moneda, ...stamp } = companyForm;
  const companyConfig = {
    ruc,
    razonSocial,
    nombreFantasia,
    direccion,
    ciudad,
    telefono,
    email: null,
    logoPath: null,
    moneda,
    timbradoNumero: stamp.timbradoNumero,
    establecimiento: stamp.establecimiento,
    puntoExpedicion: stamp.puntoExpedicion,
    timbradoDesde: stamp.timbradoDesde,
    timbradoHasta: stamp.timbradoHasta,
  };
  const customerOf = (i: number) => ({
    id: ids[i],
    nombre: `Cliente Importado ${i}`,
    docTipo: 'CI',
    docNumero: `9${String(i).padStart(7, '0')}`,
    email: `cliente${i}@correo.com.py`,
    telefono: '0981 000 000',
    direccion: 'Av. Mcal. López 1234, Asunción',
    regimenTurismo: false,
    pais: null,
    pasaporte: null,
    fechaIngreso: null,
    createdAt: '2025-06-01T12:00:00.000Z',
  });
  const saleOf = (i: number) => {
    const customer = customerOf(i % customers);
    return {
      id: randomUUID(),
      numeroFactura: `001-002-${String(i + 1).padStart(7, '0')}`,
      fecha: '2026-06-02',
      createdAt: '2026-06-02T15:00:00.000Z',
      createdBy: null,
      customerId: customer.id,
      workOrderId: null,
      medioPago: 'efectivo',
      regimenTurismo: false,
      timbradoUsado: stamp.timbradoNumero,
      items: [
        {
          serviceId: randomUUID(),
          comboId: null,
          inventoryItemId: null,
          nombre: 'Lavado Completo',
          cantidad: 1,
          precioUnitario: 55_000,
          subtotal: 55_000,
        },
      ],
      subtotal: 50_000,
      impuestos: 5_000,
      total: 55_000,
      anulada: false,
      anuladaAt: null,
      customer: { ...customer, docTipo: 'CI' },
      companyConfig,
    };
  };
  const data: Record<string, unknown[]> = Object.fromEntries(BACKUP_ENTITIES.map((e) => [e, []]));
  data.customers = ids.map((_, i) => customerOf(i));
  data.vehicles = ids.map((customerId, i) => ({
    id: randomUUID(),
    customerId,
    placa: `IMP ${String(i).padStart(6, '0')}`,
    marca: 'Toyota',
    modelo: 'Corolla',
    color: 'Blanco',
    observaciones: null,
  }));
  data.sales = Array.from({ length: sales }, (_, i) => saleOf(i));
  return { format: BACKUP_FORMAT, version: BACKUP_VERSION, exportedAt: new Date().toISOString(), data };
}
