import { randomUUID } from 'node:crypto';
import type { CreateSaleInput, SaleDto } from '@lavadero/contracts/sales';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { IdGenerator } from '../src/plugins/clock-and-ids';
import { call as callApi } from './catalog-test-kit';
import { companyForm } from './config-test-kit';
import { local, tourist } from './customer-test-kit';
import { product } from './inventory-test-helpers';
import { ADMIN, startTestServer, type TestServer } from './test-server';

/** A clock the test moves: the 24 h window and the stamp's days are read from it. */
export function fixedClock(start: string) {
  let now = new Date(start);
  return {
    now: () => now,
    set(iso: string) {
      now = new Date(iso);
    },
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The test server with a company, its stamp, one service, one product, a local and a tourist
 * customer, and one session per role: everything a sale needs.
 */
export async function startSalesTestServer(
  options: {
    database?: 'pglite' | 'postgres';
    clockStart?: string;
    stock?: number;
    invoiceLimit?: number;
    ids?: Partial<IdGenerator>;
  } = {},
) {
  const clock = fixedClock(options.clockStart ?? '2026-11-21T13:00:00.000Z');
  const t: TestServer = await startTestServer({ database: options.database, clock, ids: options.ids });
  const admin = (await t.login(ADMIN.username, ADMIN.password)).cookie;
  const suffix = randomUUID().slice(0, 6);
  await t.createUser(admin, `cajera_${suffix}`, 'user', { monthlyInvoiceLimit: options.invoiceLimit ?? 500 });
  await t.createUser(admin, `auditor_${suffix}`, 'readonly');
  const cookies = {
    admin,
    user: (await t.login(`cajera_${suffix}`, 'Secreto123')).cookie,
    readonly: (await t.login(`auditor_${suffix}`, 'Secreto123')).cookie,
  };
  const call = (method: Method, url: string, cookie: string | null, payload?: unknown) =>
    callApi(t, method, url, cookie, payload);
  const created = async (res: LightMyRequestResponse, what: string): Promise<{ id: string }> => {
    if (res.statusCode !== 201 && res.statusCode !== 200) {
      throw new Error(`${what}: ${res.statusCode} ${res.body}`);
    }
    return res.json();
  };

  await created(await call('PUT', '/api/company-config', admin, companyForm), 'company');
  const serviceId = (
    await created(
      await call('POST', '/api/services', admin, { nombre: 'Lavado Completo', precio: 50_000 }),
      'service',
    )
  ).id;
  const productId = (
    await created(
      await call(
        'POST',
        '/api/inventory',
        admin,
        product({ precio: 35_000, stockActual: options.stock ?? 20 }),
      ),
      'product',
    )
  ).id;
  const localId = (await created(await call('POST', '/api/customers', admin, local), 'local')).id;
  const touristId = (await created(await call('POST', '/api/customers', admin, tourist), 'tourist')).id;

  /** A correct body for one service and `units` of the product, priced as the server prices it. */
  function saleBody(
    extra: Partial<CreateSaleInput> & { units?: number; customer?: 'local' | 'tourist' } = {},
  ): CreateSaleInput {
    const { units = 1, customer = 'local', ...rest } = extra;
    const isTourist = customer === 'tourist';
    const items = [
      { serviceId, nombre: 'Lavado Completo', cantidad: 1, precioUnitario: 50_000, subtotal: 50_000 },
      ...(units > 0
        ? [
            {
              inventoryItemId: productId,
              nombre: 'Shampoo Neutro',
              cantidad: units,
              precioUnitario: 35_000,
              subtotal: 35_000 * units,
            },
          ]
        : []),
    ];
    const total = items.reduce((sum, i) => sum + i.subtotal, 0);
    const impuestos = isTourist ? 0 : Math.round(total / 11);
    return {
      customerId: isTourist ? touristId : localId,
      workOrderId: null,
      medioPago: 'efectivo',
      regimenTurismo: isTourist,
      numeroFactura: `TEMP-${randomUUID()}`,
      timbradoUsado: 'lo-que-diga-el-cliente',
      items,
      subtotal: total - impuestos,
      impuestos,
      total,
      ...rest,
    };
  }

  async function sell(body: CreateSaleInput = saleBody(), cookie = cookies.user): Promise<SaleDto> {
    const res = await call('POST', '/api/sales', cookie, body);
    if (res.statusCode !== 201) throw new Error(`sell: ${res.statusCode} ${res.body}`);
    return res.json();
  }

  const stockOf = async () =>
    (await call('GET', '/api/inventory', admin)).json().find((i: { id: string }) => i.id === productId)
      ?.stockActual as number;
  const eventCount = async () => (await t.allEvents()).length;
  /** A refusal with this status, in Spanish, that appended nothing. */
  const refused = async (request: Promise<{ statusCode: number; json(): unknown }>, status: number) => {
    const before = await eventCount();
    const res = await request;
    expect(res.statusCode).toBe(status);
    expect((res.json() as { message: string }).message).toMatch(/[a-záéíóúñ]/i);
    expect(await eventCount()).toBe(before);
    return res.json() as { code: string; message: string };
  };

  return {
    t,
    clock,
    cookies,
    call,
    serviceId,
    productId,
    localId,
    touristId,
    saleBody,
    sell,
    stockOf,
    eventCount,
    refused,
  };
}

export type SalesTestServer = Awaited<ReturnType<typeof startSalesTestServer>>;
