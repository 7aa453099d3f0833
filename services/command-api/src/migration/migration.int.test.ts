import { randomUUID } from 'node:crypto';
import type { SaleDto } from '@lavadero/contracts/sales';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SalesTestServer, startSalesTestServer } from '../../test-support/sales-test-kit';

type Backup = {
  format: string;
  version: number;
  exportedAt: string;
  data: Record<string, Record<string, unknown>[]>;
};

describe.each(['pglite', 'postgres'] as const)('data export and import on %s', (database) => {
  let k: SalesTestServer;
  beforeAll(async () => {
    k = await startSalesTestServer({ database });
  }, 120_000);
  afterAll(() => k.t.close());

  const exportAll = async (): Promise<Backup> => {
    const res = await k.call('GET', '/api/admin/export-all-data', k.cookies.admin);
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const importBackup = (data: unknown, cookie = k.cookies.admin) =>
    k.call('POST', '/api/admin/migrate-json-data', cookie, { importId: randomUUID(), data });
  const withData = (backup: Backup, data: Record<string, unknown[]>) => ({
    ...backup,
    data: { ...Object.fromEntries(Object.keys(backup.data).map((e) => [e, []])), ...data },
  });
  const salesList = async (): Promise<SaleDto[]> =>
    (await k.call('GET', '/api/sales', k.cookies.admin)).json();

  it('is for administrators only: 403 for user and readonly, and nothing is appended', async () => {
    const backup = await exportAll();
    const before = await k.eventCount();
    for (const cookie of [k.cookies.user, k.cookies.readonly]) {
      expect((await k.call('GET', '/api/admin/export-all-data', cookie)).statusCode).toBe(403);
      expect((await importBackup(backup, cookie)).statusCode).toBe(403);
      const progress = `/api/admin/migrate-json-data/progress/${randomUUID()}`;
      expect((await k.call('GET', progress, cookie)).statusCode).toBe(403);
    }
    expect(await k.eventCount()).toBe(before);
  });

  it('exports every entity under a format and version, as a dated file, without secrets', async () => {
    await k.sell();
    const res = await k.call('GET', '/api/admin/export-all-data', k.cookies.admin);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="respaldo-lavadero-2026-11-21.json"',
    );
    const backup: Backup = res.json();
    expect(backup).toMatchObject({ format: 'sistema-lavadero-respaldo', version: 1 });
    expect(Object.keys(backup.data)).toEqual(
      expect.arrayContaining(['users', 'companyConfig', 'categories', 'services', 'combos', 'inventory']),
    );
    expect(backup.data.customers).toHaveLength(3);
    expect(backup.data.sales?.[0]).toMatchObject({
      numeroFactura: '001-002-0000001',
      items: expect.any(Array),
    });
    expect(res.body).not.toMatch(/passwordHash|argon2|authToken|certificate/i);
  });

  it('restores what a reset wiped, events marked as imported by the admin; a second import changes nothing', {
    timeout: 120_000,
  }, async () => {
    const voided = await k.sell();
    expect((await k.call('DELETE', `/api/sales/${voided.id}`, k.cookies.admin)).statusCode).toBeLessThan(300);
    const vehicle = { customerId: k.localId, placa: 'MIG 001', marca: 'Kia', modelo: 'Rio', color: 'Rojo' };
    const vehicleId = (await k.call('POST', '/api/vehicles', k.cookies.admin, vehicle)).json().id;
    const order = await k.call('POST', '/api/work-orders', k.cookies.admin, {
      customerId: k.localId,
      vehicleId,
      observaciones: 'Rayón en la puerta',
      items: [{ serviceId: k.serviceId, quantity: 2 }],
    });
    expect(order.statusCode, order.body).toBe(201);
    const started = await k.call('PUT', `/api/work-orders/${order.json().id}`, k.cookies.admin, {
      estado: 'en_proceso',
    });
    expect(started.statusCode, started.body).toBe(200);
    const backup = await exportAll();
    const screens = async () => ({
      customers: (await k.call('GET', '/api/customers', k.cookies.admin)).json(),
      services: (await k.call('GET', '/api/services', k.cookies.admin)).json(),
      inventory: (await k.call('GET', '/api/inventory', k.cookies.admin)).json(),
      sales: await salesList(),
      vehicles: (await k.call('GET', '/api/vehicles', k.cookies.admin)).json(),
      workOrders: (await k.call('GET', '/api/work-orders', k.cookies.admin)).json(),
    });
    const before = await screens();
    expect((await k.call('POST', '/api/admin/reset-system', k.cookies.admin, {})).statusCode).toBe(200);
    expect((await screens()).sales).toEqual([]);

    const res = await importBackup(backup);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Datos migrados exitosamente',
      counts: {
        customers: { created: 2, skipped: 1 },
        sales: { created: 2, skipped: 0 },
        vehicles: { created: 1, skipped: 0 },
        workOrders: { created: 1, skipped: 0 },
        users: { created: 0, skipped: 3 },
        companyConfig: { created: 0, skipped: 1 },
      },
    });
    // The same screens, except that a restored sale is now an imported one: never edited here.
    expect(await screens()).toEqual({
      ...before,
      sales: before.sales.map((sale: SaleDto) => ({ ...sale, importada: true })),
    });
    // The order numbering goes on after the imported numero, as the invoice series does.
    const next = await k.call('POST', '/api/work-orders', k.cookies.admin, {
      customerId: k.localId,
      vehicleId,
      items: [{ serviceId: k.serviceId }],
    });
    expect(next.json().numero).toBe(order.json().numero + 1);
    const imported = (await k.t.allEvents()).filter((e) => e.metadata.imported === true);
    expect(imported.map((e) => e.type)).toEqual(
      expect.arrayContaining([
        'CustomerRegistered',
        'SaleIssued',
        'SaleVoided',
        'WorkOrderCreated',
        'OrderAdvanced',
      ]),
    );
    const admin = (await k.call('GET', '/api/auth/me', k.cookies.admin)).json().user;
    expect(new Set(imported.map((e) => e.metadata.userId))).toEqual(new Set([admin.id]));

    const eventsBefore = await k.eventCount();
    const again = await importBackup(backup);
    expect(again.statusCode).toBe(200);
    for (const counts of Object.values(again.json().counts as Record<string, { created: number }>)) {
      expect(counts.created).toBe(0);
    }
    expect(await k.eventCount()).toBe(eventsBefore);
  });

  it('stores nothing when one record is invalid, and lists every error by entity, index and field', async () => {
    const backup = await exportAll();
    const customer = (n: number) => ({
      id: randomUUID(),
      nombre: `Cliente ${n}`,
      docTipo: 'CI',
      docNumero: `77${n}`,
    });
    const before = await k.eventCount();
    const res = await importBackup(
      withData(backup, {
        customers: [customer(1), { ...customer(2), nombre: '' }, customer(3)],
        vehicles: [
          {
            id: 'no-es-uuid',
            customerId: randomUUID(),
            placa: 'XYZ 999',
            marca: 'Kia',
            modelo: 'Rio',
            color: 'Rojo',
          },
        ],
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'IMPORT_INVALID',
      message: 'Error al migrar datos',
      errors: [
        { entity: 'customers', index: 1, field: 'nombre', message: 'El nombre es obligatorio' },
        { entity: 'vehicles', index: 0, field: 'id', message: 'Identificador inválido' },
      ],
    });
    expect(await k.eventCount()).toBe(before);

    // Valid records that a live rule refuses: a vehicle of nobody, a document already held.
    const taken = await importBackup(
      withData(backup, {
        customers: [customer(4), { ...customer(5), docNumero: '774' }],
        vehicles: [
          {
            id: randomUUID(),
            customerId: randomUUID(),
            placa: 'XYZ 998',
            marca: 'Kia',
            modelo: 'Rio',
            color: 'Rojo',
          },
        ],
      }),
    );
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual([
      { entity: 'customers', index: 1, field: null, message: expect.stringContaining('774') },
      { entity: 'vehicles', index: 0, field: null, message: 'Cliente no encontrado' },
    ]);
    expect(await k.eventCount()).toBe(before);
  });

  it('keeps imported invoice numbers and continues the series after the highest; never a duplicate', {
    timeout: 60_000,
  }, async () => {
    const backup = await exportAll();
    const template = (await salesList()).find((s) => !s.anulada) as SaleDto;
    const [exported] = backup.data.sales as (Record<string, unknown> & { numeroFactura: string })[];
    const last = Math.max(...(await salesList()).map((s) => Number(s.numeroFactura.slice(-7))));
    const numbered = (n: number) => ({
      ...exported,
      ...template,
      id: randomUUID(),
      anulada: false,
      anuladaAt: null,
      numeroFactura: `001-002-${String(n).padStart(7, '0')}`,
    });
    // Listed newest first: the import decides them in number order.
    const sales = [last + 5, last + 3, last + 4, last + 1, last + 2].map(numbered);
    const res = await importBackup(withData(backup, { sales }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().counts.sales).toEqual({ created: 5, skipped: 0 });
    expect((await k.sell()).numeroFactura).toBe(`001-002-${String(last + 6).padStart(7, '0')}`);

    const before = await k.eventCount();
    const duplicate = await importBackup(withData(backup, { sales: [numbered(last + 2)] }));
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors[0].message).toBe(
      `El número de factura 001-002-${String(last + 2).padStart(7, '0')} ya pertenece a otra venta`,
    );
    expect(await k.eventCount()).toBe(before);
  });

  it('keeps imported history inside the fiscal rules: this company, no future, no gap, never edited', {
    timeout: 90_000,
  }, async () => {
    const backup = await exportAll();
    const template = (await salesList()).find((s) => !s.anulada) as SaleDto;
    const exported = (
      backup.data.sales as (Record<string, unknown> & {
        numeroFactura: string;
        companyConfig: Record<string, unknown>;
      })[]
    )[0]!;
    const last = Math.max(...(await salesList()).map((s) => Number(s.numeroFactura.slice(-7))));
    const number = (n: number) => `001-002-${String(n).padStart(7, '0')}`;
    const sale = (n: number, over: Record<string, unknown> = {}) => ({
      ...exported,
      ...template,
      id: randomUUID(),
      anulada: false,
      anuladaAt: null,
      numeroFactura: number(n),
      ...over,
    });
    const refusal = async (sales: unknown[]) => {
      const before = await k.eventCount();
      const res = await importBackup(withData(backup, { sales }));
      expect(res.statusCode, res.body).toBe(422);
      expect(await k.eventCount()).toBe(before);
      return res.json().errors[0].message as string;
    };

    expect(await refusal([sale(last + 500)])).toBe(
      `Faltan las facturas ${number(last + 1)} a ${number(last + 499)} en su serie: la numeración no puede tener huecos`,
    );
    expect(
      await refusal([sale(last + 1, { fecha: '2099-01-01', createdAt: '2099-01-01T12:00:00.000Z' })]),
    ).toBe(`La factura ${number(last + 1)} tiene una fecha futura`);
    const otherCompany = { ...exported.companyConfig, ruc: '80000190-7', timbradoNumero: '55555555' };
    expect(await refusal([sale(1, { companyConfig: otherCompany })])).toBe(
      `La factura ${number(1)} es de otra empresa (RUC 80000190-7): solo se importan ventas de esta empresa`,
    );
    const badRuc = { ...exported.companyConfig, ruc: '80028061-5' };
    expect(await refusal([sale(last + 1, { companyConfig: badRuc })])).toMatch(/tiene un RUC inválido/);

    // A stamp the company had before: its series starts at 1, and the stamp goes on record.
    const earlier = { ...exported.companyConfig, timbradoNumero: '11112222', timbradoDesde: '2026-01-01' };
    const imported = sale(1, { companyConfig: earlier });
    const res = await importBackup(withData(backup, { sales: [imported] }));
    expect(res.statusCode, res.body).toBe(200);
    const stamps = (await k.t.allEvents()).filter((e) => e.type === 'HistoricStampRecorded');
    expect(stamps.map((e) => e.data)).toEqual([
      expect.objectContaining({ timbrado: '11112222', establecimiento: '001', puntoExpedicion: '002' }),
    ]);

    // Never corrected nor voided through the live 24 h window, and the screen says so.
    const listed = (await salesList()).find((s) => s.id === imported.id) as SaleDto;
    expect(listed.importada).toBe(true);
    const voided = await k.call('DELETE', `/api/sales/${imported.id}`, k.cookies.admin);
    expect(voided.statusCode).toBe(409);
    expect(voided.json().message).toBe(
      'Esta factura fue importada de un respaldo: se emitió en el sistema anterior y no se puede modificar ni anular aquí.',
    );
  });
});
