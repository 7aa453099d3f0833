import { randomUUID } from 'node:crypto';
import { companyForm } from '../../services/command-api/test-support/config-test-kit';
import { local } from '../../services/command-api/test-support/customer-test-kit';
import { product } from '../../services/command-api/test-support/inventory-test-helpers';

/**
 * Signs in over HTTP and returns the session cookie once the API knows it: a login answered 202
 * (stored, the sessions read model behind) is not usable yet in the distributed mode.
 */
export async function login(base: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`login at ${base}: ${res.status} ${await res.text()}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  for (let tries = 0; tries < 100; tries++) {
    if ((await fetch(`${base}/api/auth/me`, { headers: { cookie } })).ok) return cookie;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`login at ${base}: the session is still unknown after 10 s`);
}

async function send(base: string, method: 'POST' | 'PUT', path: string, cookie: string, body: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  if (res.status !== 200 && res.status !== 201)
    throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: string };
}

/**
 * What a sale needs on a running API, set up through its own routes as an admin would: the company
 * and its stamp, a cashier whose monthly limit the bench will not reach, one service, one product
 * with `stock` units and one customer. Returns the cashier's session and a way to get the body of a
 * sale of one service and one unit of a new product, priced as the server prices it, whose TEMP key
 * the load generator makes unique per request.
 */
export async function prepareSales(
  base: string,
  admin: { username: string; password: string },
  stock: number,
) {
  const adminCookie = await login(base, admin.username, admin.password);
  await send(base, 'PUT', '/api/company-config', adminCookie, companyForm);
  const cashier = `cajera_${randomUUID().slice(0, 6)}`;
  await send(base, 'POST', '/api/users', adminCookie, {
    username: cashier,
    password: 'Secreto123',
    fullName: 'Cajera Bench',
    role: 'user',
    monthlyInvoiceLimit: 10_000,
  });
  const serviceId = (
    await send(base, 'POST', '/api/services', adminCookie, { nombre: 'Lavado Completo', precio: 50_000 })
  ).id;
  const customerId = (await send(base, 'POST', '/api/customers', adminCookie, local)).id;
  /**
   * A sale of a product of its own: each run of the bench starts on a fresh stock stream, so the
   * runs compare connections, not how long the product's history has grown (the growth row's job).
   */
  const saleOfNewProduct = async () => {
    const productId = (
      await send(base, 'POST', '/api/inventory', adminCookie, product({ precio: 35_000, stockActual: stock }))
    ).id;
    return {
      customerId,
      workOrderId: null,
      medioPago: 'efectivo',
      regimenTurismo: false,
      numeroFactura: 'TEMP-{{uuid}}',
      timbradoUsado: 'lo-que-diga-el-cliente',
      items: [
        { serviceId, nombre: 'Lavado Completo', cantidad: 1, precioUnitario: 50_000, subtotal: 50_000 },
        {
          inventoryItemId: productId,
          nombre: 'Shampoo Neutro',
          cantidad: 1,
          precioUnitario: 35_000,
          subtotal: 35_000,
        },
      ],
      subtotal: 85_000 - 7_727,
      impuestos: 7_727,
      total: 85_000,
    };
  };
  // A credit sale joins the customer's account stream: the customer gets the largest limit once.
  await send(base, 'PUT', `/api/customers/${customerId}/account/limit`, adminCookie, { limite: 999_999_999 });
  const creditSaleOfNewProduct = async () => ({ ...(await saleOfNewProduct()), medioPago: 'cuenta' });
  return { cookie: await login(base, cashier, 'Secreto123'), saleOfNewProduct, creditSaleOfNewProduct };
}

/** The same sale as the plain route takes it: the lines, the totals and the customer. */
export const plainSale = {
  customerId: 'c-1',
  items: [
    { kind: 'service', itemId: 's-1', cantidad: 1, precioUnitario: 50_000, subtotal: 50_000 },
    { kind: 'product', itemId: 'p-1', cantidad: 1, precioUnitario: 35_000, subtotal: 35_000 },
  ],
  total: 85_000,
  impuestos: 7_727,
};
