import type { SaleDto } from '@lavadero/contracts/sales';
import { allProjections } from '@lavadero/read-models/projections';
import { rebuildReadModels } from '@lavadero/read-models/rebuild';
import { findUserById } from '@lavadero/read-models/users/users.queries';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyForm } from '../../test-support/config-test-kit';
import { product } from '../../test-support/inventory-test-helpers';
import { type SalesTestServer, startSalesTestServer } from '../../test-support/sales-test-kit';

const ISSUED_AT = '2026-11-21T13:00:00.000Z';
const sequenceOf = (sale: SaleDto) => Number(sale.numeroFactura.slice(-7));

// One server per database; every test leaves the clock at ISSUED_AT and the stamp valid.
describe.each(['pglite', 'postgres'] as const)('sales on %s', (database) => {
  let s: SalesTestServer;
  beforeAll(async () => {
    s = await startSalesTestServer({ database, clockStart: ISSUED_AT });
  });
  afterAll(() => s.t.close());

  it('issues a sale priced by the server, numbered under the stamp in force, and takes its stock', async () => {
    const before = await s.stockOf();
    const sale = await s.sell(s.saleBody({ units: 2 }));
    expect(sale).toMatchObject({
      numeroFactura: expect.stringMatching(/^001-002-\d{7}$/),
      timbradoUsado: '12345678',
      total: 120_000,
      impuestos: 10_909,
      subtotal: 109_091,
      fecha: '2026-11-21',
      customerNombre: 'María González',
      anulada: false,
    });
    expect(sale.items).toHaveLength(2);
    expect(await s.stockOf()).toBe(before - 2);
    // The reply, built from the appended event without reading the read model, is the row it holds.
    const listed = (await s.call('GET', '/api/sales', s.cookies.readonly)).json();
    expect(listed[0]).toEqual(sale);
    const movements = await s.t.readDb
      .selectFrom('inventoryMovements')
      .selectAll()
      .where('saleId', '=', sale.id)
      .execute();
    expect(movements).toEqual([expect.objectContaining({ action: 'remove', quantity: 2, reason: 'venta' })]);
  });

  it('a tourist pays no IVA: subtotal = total, and the invoice shows the company as it was at issue', async () => {
    const sale = await s.sell(s.saleBody({ customer: 'tourist', units: 0 }));
    expect(sale).toMatchObject({ regimenTurismo: true, impuestos: 0, subtotal: 50_000, total: 50_000 });
    await s.call('PUT', '/api/company-config', s.cookies.admin, {
      ...companyForm,
      direccion: 'Otra calle 9',
    });
    const full = (await s.call('GET', `/api/sales/${sale.id}/full`, s.cookies.readonly)).json();
    expect(full.companyConfig.direccion).toBe('Av. España 123');
    expect(full.customer).toMatchObject({ id: s.touristId, regimenTurismo: true });
    expect(full.items).toEqual(sale.items);
    await s.call('PUT', '/api/company-config', s.cookies.admin, companyForm);
  });

  it('prices a combo at its precioTotal and refuses an inactive one', async () => {
    const secado = await s.call('POST', '/api/services', s.cookies.admin, {
      nombre: 'Secado',
      precio: 40_000,
    });
    const serviceIds = [s.serviceId, secado.json().id as string];
    const combo = async (nombre: string, activo: boolean) => {
      const body = { nombre, precioTotal: 80_000, serviceIds, activo };
      const created = await s.call('POST', '/api/service-combos', s.cookies.admin, body);
      expect(created.statusCode, created.body).toBe(201);
      return created.json().id as string;
    };
    const sellCombo = (comboId: string, nombre: string) => {
      const line = { comboId, nombre, cantidad: 2, precioUnitario: 80_000, subtotal: 160_000 };
      const body = s.saleBody({ units: 0 });
      const items = [...body.items, line];
      return s.call('POST', '/api/sales', s.cookies.user, {
        ...body,
        items,
        total: 210_000,
        impuestos: 19_091,
        subtotal: 190_909,
      });
    };
    const sold = await sellCombo(await combo('Combo Brillo', true), 'Combo Brillo');
    expect(sold.statusCode, sold.body).toBe(201);
    expect(sold.json().items).toContainEqual(
      expect.objectContaining({ nombre: 'Combo Brillo', cantidad: 2, precioUnitario: 80_000 }),
    );
    const refused = await sellCombo(await combo('Combo Viejo', false), 'Combo Viejo');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('El combo Combo Viejo no está activo');
  });

  it('refuses wrong prices, regime or amounts with a Spanish 422, appending nothing and consuming no number', async () => {
    const first = await s.sell();
    const events = await s.eventCount();
    const good = s.saleBody();
    const wrongPrice = {
      ...good,
      items: good.items.map((i, n) => (n === 0 ? { ...i, precioUnitario: 1, subtotal: 1 } : i)),
    };
    const refusals = [
      [wrongPrice, 422, 'El precio de Lavado Completo no coincide con el vigente (Gs. 50.000)'],
      [{ ...good, impuestos: 0 }, 422, expect.stringContaining('Los montos no coinciden')],
      [{ ...good, regimenTurismo: true }, 422, expect.stringContaining('régimen de turismo')],
      [{ ...good, items: [] }, 400, 'Debe agregar al menos un item'],
      [
        s.saleBody({ units: 10_000 }),
        409,
        expect.stringMatching(/^Stock insuficiente para Shampoo Neutro: disponible \d+$/),
      ],
      [{ ...good, customerId: '00000000-0000-4000-8000-00000000abcd' }, 404, 'Cliente no encontrado'],
    ] as const;
    for (const [body, status, message] of refusals) {
      const res = await s.call('POST', '/api/sales', s.cookies.user, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toEqual(message);
    }
    const fractional = await s.call('POST', '/api/sales', s.cookies.user, {
      ...good,
      items: [{ ...good.items[0], cantidad: 1.5 }],
    });
    expect(fractional.statusCode).toBe(400);
    expect(await s.eventCount()).toBe(events);
    expect(sequenceOf(await s.sell())).toBe(sequenceOf(first) + 1);
  });

  it('sells at a service’s new price once its change has answered, though the sale before kept its facts', async () => {
    await s.sell(s.saleBody({ units: 0 })); // the API now keeps this sale's facts in memory
    const changed = await s.call('PUT', `/api/services/${s.serviceId}`, s.cookies.admin, { precio: 60_000 });
    expect(changed.statusCode, changed.body).toBe(200);
    try {
      const old = await s.call('POST', '/api/sales', s.cookies.user, s.saleBody({ units: 0 }));
      expect(old.statusCode, old.body).toBe(422);
      expect(old.json().message).toBe('El precio de Lavado Completo no coincide con el vigente (Gs. 60.000)');
      const body = s.saleBody({ units: 0 });
      const line = { ...body.items[0]!, precioUnitario: 60_000, subtotal: 60_000 };
      const sold = await s.call('POST', '/api/sales', s.cookies.user, {
        ...body,
        items: [line],
        subtotal: 54_545,
        impuestos: 5_455,
        total: 60_000,
      });
      expect(sold.statusCode, sold.body).toBe(201);
    } finally {
      await s.call('PUT', `/api/services/${s.serviceId}`, s.cookies.admin, { precio: 50_000 });
    }
  });

  it('gives 10 simultaneous sales 10 consecutive numbers', async () => {
    const bodies = Array.from({ length: 10 }, () => s.saleBody({ units: 0 }));
    const replies = await Promise.all(bodies.map((b) => s.call('POST', '/api/sales', s.cookies.user, b)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    const numbers = replies.map((r) => sequenceOf(r.json())).sort((a, b) => a - b);
    const lowest = numbers[0] as number;
    expect(numbers).toEqual(Array.from({ length: 10 }, (_, i) => lowest + i));
  });

  it('sells the last unit once when two cashiers race for it: one 201, one 409', async () => {
    const last = await s.call(
      'POST',
      '/api/inventory',
      s.cookies.admin,
      product({ nombre: 'Cera Única', stockActual: 1 }),
    );
    const itemId = last.json().id as string;
    const body = () => {
      const b = s.saleBody({ units: 0 });
      const items = [
        {
          inventoryItemId: itemId,
          nombre: 'Cera Única',
          cantidad: 1,
          precioUnitario: 35_000,
          subtotal: 35_000,
        },
      ];
      return { ...b, items, total: 35_000, impuestos: 3_182, subtotal: 31_818 };
    };
    const replies = await Promise.all([
      s.call('POST', '/api/sales', s.cookies.user, body()),
      s.call('POST', '/api/sales', s.cookies.admin, body()),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(replies.find((r) => r.statusCode === 409)?.json().message).toBe(
      'Stock insuficiente para Cera Única: disponible 0',
    );
  });

  it('a retry with the same TEMP key and body returns the same sale; another body under that key is 409', async () => {
    const body = s.saleBody();
    const first = await s.sell(body);
    const events = await s.eventCount();
    const again = await s.call('POST', '/api/sales', s.cookies.user, body);
    expect(again.statusCode).toBe(200);
    // The retry reads the read model; the first answer was folded from the event: the same sale.
    expect(again.json()).toEqual(first);
    const other = await s.call('POST', '/api/sales', s.cookies.user, {
      ...s.saleBody({ units: 2 }),
      numeroFactura: body.numeroFactura,
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('Ya se registró una venta con este número temporal y otros datos');
    expect(await s.eventCount()).toBe(events);
  });

  it('voids within 24 h: the number stays, marked anulada, and the stock comes back; history shows both', async () => {
    const before = await s.stockOf();
    const sale = await s.sell(s.saleBody({ units: 3 }));
    expect(await s.call('DELETE', `/api/sales/${sale.id}`, s.cookies.user)).toMatchObject({
      statusCode: 403,
    });
    const voided = await s.call('DELETE', `/api/sales/${sale.id}`, s.cookies.admin);
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json()).toMatchObject({ numeroFactura: sale.numeroFactura, anulada: true });
    expect(await s.stockOf()).toBe(before);
    const history = (await s.call('GET', `/api/sales/${sale.id}/history`, s.cookies.readonly)).json();
    expect(history.map((e: { kind: string }) => e.kind)).toEqual(['issued', 'voided']);
  });

  it('corrects within 24 h (amounts as strings, admin only) and refuses after with FISCAL_COMPLIANCE_VIOLATION', async () => {
    const sale = await s.sell(s.saleBody({ units: 1 }));
    const body = s.saleBody({ units: 2, customer: 'local' });
    const asStrings = {
      ...body,
      medioPago: 'transferencia',
      items: body.items.map((i) => ({
        ...i,
        precioUnitario: String(i.precioUnitario),
        subtotal: String(i.subtotal),
      })),
      subtotal: String(body.subtotal),
      impuestos: String(body.impuestos),
      total: String(body.total),
    };
    expect((await s.call('PUT', `/api/sales/${sale.id}`, s.cookies.user, asStrings)).statusCode).toBe(403);
    const corrected = await s.call('PUT', `/api/sales/${sale.id}`, s.cookies.admin, asStrings);
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({
      numeroFactura: sale.numeroFactura,
      total: 120_000,
      medioPago: 'transferencia',
    });

    s.clock.set('2026-11-22T14:00:00.000Z');
    try {
      const events = await s.eventCount();
      for (const res of [
        await s.call('PUT', `/api/sales/${sale.id}`, s.cookies.admin, asStrings),
        await s.call('DELETE', `/api/sales/${sale.id}`, s.cookies.admin),
      ]) {
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({
          code: 'FISCAL_COMPLIANCE_VIOLATION',
          details: 'Las facturas solo se pueden modificar o anular dentro de las 24 horas de su emisión',
          hoursElapsed: 25,
          maxHours: 24,
        });
      }
      expect(await s.eventCount()).toBe(events);
    } finally {
      s.clock.set(ISSUED_AT);
    }
  });

  it('refuses an expired stamp with its own error and a user at the monthly limit, consuming no number', async () => {
    const last = await s.sell();
    await s.call('PUT', '/api/company-config', s.cookies.admin, {
      ...companyForm,
      timbradoHasta: '2026-11-20',
    });
    const expired = await s.call('POST', '/api/sales', s.cookies.user, s.saleBody());
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe('Timbrado vencido hace 1 día. No se pueden emitir facturas.');
    await s.call('PUT', '/api/company-config', s.cookies.admin, companyForm);

    const { id: limitedId } = await s.t.createUser(s.cookies.admin, `limitada_${database}`, 'user', {
      monthlyInvoiceLimit: 1,
    });
    const limited = (await s.t.login(`limitada_${database}`, 'Secreto123')).cookie;
    expect((await s.call('POST', '/api/sales', limited, s.saleBody())).statusCode).toBe(201);
    const over = await s.call('POST', '/api/sales', limited, s.saleBody());
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('Límite mensual de facturas alcanzado');
    const row = await findUserById(s.t.readDb, limitedId);
    expect(row?.currentMonthInvoices).toBe(1);
    expect(sequenceOf(await s.sell())).toBe(sequenceOf(last) + 2);
  });

  it('readonly may read but not sell', async () => {
    expect((await s.call('POST', '/api/sales', s.cookies.readonly, s.saleBody())).statusCode).toBe(403);
    expect((await s.call('GET', '/api/sales', s.cookies.readonly)).statusCode).toBe(200);
  });

  it('a sale stored while the read models are stopped answers 202 naming the sale, and so does its retry', async () => {
    const body = s.saleBody({ units: 1 });
    await s.t.runner.stop();
    const first = await s.call('POST', '/api/sales', s.cookies.user, body);
    const retry = await s.call('POST', '/api/sales', s.cookies.user, body);
    await s.t.runner.start();
    expect(first.statusCode).toBe(202);
    const { id, location } = first.json() as { id: string; location: string };
    // The sale, not the product whose stock moved in the same append.
    expect(location).toBe(`/api/sales/${id}`);
    expect(first.headers.location).toBe(location);
    expect(retry.statusCode).toBe(202);
    expect(retry.json()).toMatchObject({ id, location });
    expect(await s.t.runner.waitFor(await s.t.store.lastStoredPosition(), { timeoutMs: 30_000 })).toBe(true);
    const again = await s.call('POST', '/api/sales', s.cookies.user, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id, anulada: false });
  });

  it('a rebuild of the sales, invoice usage and stock read models from the events equals the live tables', async () => {
    const snapshot = async () => ({
      sales: await s.t.readDb.selectFrom('sales').selectAll().orderBy('id').execute(),
      usage: await s.t.readDb.selectFrom('invoiceUsage').selectAll().orderBy('id').execute(),
      items: await s.t.readDb.selectFrom('inventoryItems').selectAll().orderBy('id').execute(),
      movements: await s.t.readDb.selectFrom('inventoryMovements').selectAll().orderBy('id').execute(),
    });
    const live = await snapshot();
    expect(live.sales.length).toBeGreaterThan(10);
    await s.t.runner.stop();
    await rebuildReadModels(
      s.t.readDb,
      s.t.store,
      allProjections.filter(
        (p) => ['sales', 'invoice_usage'].includes(p.name) || p.name.startsWith('inventory'),
      ),
    );
    expect(await snapshot()).toEqual(live);
  });
});
