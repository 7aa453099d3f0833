import { readFile } from 'node:fs/promises';
import type { SaleDto } from '@lavadero/contracts/sales';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { SifenSimulator } from '../apps/sifen-simulator/src/start-sifen-simulator';
import { postOk, unique } from './support/api';
import { postCustomer } from './support/sale-seed';
import { signIn, toast } from './support/session';
import { emitElectronically, emitPrinted, startE2eSimulator } from './support/sifen';

// One simulator for the file; the company issues electronically while it runs, printed again after.
test.describe.configure({ mode: 'serial' });

const PRICE = 50_000;
/** SIFEN answers within seconds here. */
const SIFEN_TIMEOUT = { timeout: 45_000 };
/** A failed send is tried again by the worker's sweep, about a minute later. */
const RETRY_TIMEOUT = { timeout: 120_000 };

let sim: SifenSimulator;
let service: string;
let customer: string;
let customerId: string;
let serviceId: string;
/** The invoices the tests before the last one approved and voided (other e2e files may add more). */
const approvedNumbers: string[] = [];
let voidedNumber = '';

test.beforeAll(async ({ browser }) => {
  sim = await startE2eSimulator();
  const page = await browser.newPage();
  await signIn(page);
  await emitElectronically(page, sim);
  const tag = unique();
  service = `Lavado SIFEN ${tag}`;
  customer = `Ana ${tag}`;
  serviceId = (await postOk(page, '/api/services', { nombre: service, precio: PRICE })).id;
  customerId = (await postCustomer(page, customer)).id;
  await page.close();
});

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signIn(page);
  await emitPrinted(page, sim);
  await page.close();
  await sim.close();
});

const dialog = (page: Page) => page.getByRole('dialog');
const saleCard = (page: Page, numero: string) => page.getByTestId('sale-card').filter({ hasText: numero });

/** One service sold through the API, priced as the server prices it. */
async function sellByApi(request: APIRequestContext): Promise<SaleDto> {
  const res = await request.post('/api/sales', {
    data: {
      customerId,
      workOrderId: null,
      medioPago: 'efectivo',
      regimenTurismo: false,
      numeroFactura: `TEMP-${unique()}`,
      timbradoUsado: 'lo-que-diga-el-cliente',
      items: [{ serviceId, nombre: service, cantidad: 1, precioUnitario: PRICE, subtotal: PRICE }],
      subtotal: PRICE - Math.round(PRICE / 11),
      impuestos: Math.round(PRICE / 11),
      total: PRICE,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

/** The sale as GET /api/sales lists it now. */
async function listed(request: APIRequestContext, id: string): Promise<SaleDto | undefined> {
  const sales = (await (await request.get('/api/sales')).json()) as SaleDto[];
  return sales.find((sale) => sale.id === id);
}

/** Waits until the fiscal worker has signed the sale's DE, and answers its CDC. */
async function signedCdc(request: APIRequestContext, id: string): Promise<string> {
  let cdc = '';
  await expect
    .poll(async () => {
      cdc = (await listed(request, id))?.electronico?.cdc ?? '';
      return cdc;
    }, SIFEN_TIMEOUT)
    .toMatch(/^\d{44}$/);
  return cdc;
}

test('a sale in the POS reaches "Aprobado" on its card and prints a KuDE with a QR', async ({ page }) => {
  await signIn(page, '/ventas');
  await page.getByRole('button', { name: 'Nueva Venta' }).click();
  const search = dialog(page).getByRole('combobox', { name: 'Buscar cliente' });
  await search.fill(customer);
  await search.press('Enter');
  await expect(dialog(page).getByTestId('selected-customer')).toContainText(customer);
  await dialog(page).getByRole('searchbox', { name: 'Buscar servicio, combo o producto' }).fill(service);
  await dialog(page)
    .getByRole('button', { name: `Agregar ${service}` })
    .click();
  await dialog(page).getByRole('button', { name: 'Procesar Venta - Gs. 50.000' }).click();
  const numero = (await dialog(page).getByTestId('post-sale-number').textContent()) ?? '';
  expect(numero).toMatch(/^001-002-\d{7}$/);
  await dialog(page).getByRole('button', { name: 'Cerrar' }).first().click();

  const card = saleCard(page, numero);
  await expect(card.getByTestId('sifen-state')).toContainText('SIFEN: Aprobado', SIFEN_TIMEOUT);
  approvedNumbers.push(numero);

  await card.getByRole('button', { name: 'Ver' }).click();
  await expect(dialog(page).getByTestId('sifen-state')).toContainText('SIFEN: Aprobado');
  await expect(dialog(page).getByTestId('kude-qr')).toBeVisible();
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    dialog(page).getByRole('button', { name: 'Imprimir', exact: true }).click(),
  ]);
  await expect(popup.getByTestId('invoice-document')).toContainText(`N° ${numero}`);
  await expect(popup.getByRole('img', { name: 'Código QR de consulta' })).toBeVisible();
  await expect(popup.getByTestId('kude-cdc')).toHaveText(/^CDC: (\d{4} ){10}\d{4}$/);
  await popup.close();
});

test('a rejection forced at the simulator shows its reason; the admin resends it', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page);
  // The first send fails (503): the document is signed and waits for a retry, time to force its
  // rejection by its CDC (which the security code drawn at sale time makes unknown before).
  sim.hooks.failWith503(1);
  const sale = await sellByApi(page.request);
  const cdc = await signedCdc(page.request, sale.id);
  sim.hooks.forceResult(cdc, { code: '1255', message: 'RUC del receptor inexistente' });

  await page.goto('/ventas');
  const card = saleCard(page, sale.numeroFactura);
  await expect(card.getByTestId('sifen-state')).toContainText('SIFEN: Rechazado', RETRY_TIMEOUT);
  await expect(card.getByTestId('sifen-reason')).toHaveText('1255 - RUC del receptor inexistente');

  // The dashboard warns of it.
  await page.goto('/');
  await expect(page.getByTestId('electronic-alerts-banner')).toContainText('1 factura rechazada por SIFEN');

  // 'Reenviar': a new security code, so a new CDC (not forced) that SIFEN approves; same number.
  await page.goto('/documentos-electronicos');
  const row = page.getByTestId('electronic-document-row').filter({ hasText: sale.numeroFactura });
  await expect(row).toContainText('RUC del receptor inexistente');
  await row.getByRole('button', { name: 'Reenviar' }).click();
  await expect(toast(page).first()).toContainText('Documento reenviado');
  await expect(row).toContainText('SIFEN: Aprobado', SIFEN_TIMEOUT);
  const resent = await listed(page.request, sale.id);
  expect(resent?.numeroFactura).toBe(sale.numeroFactura);
  expect(resent?.electronico?.cdc).not.toBe(cdc);
  approvedNumbers.push(sale.numeroFactura);
});

test('a void of an approved invoice shows "Cancelado"', async ({ page }) => {
  await signIn(page);
  const sale = await sellByApi(page.request);
  await expect
    .poll(async () => (await listed(page.request, sale.id))?.electronico?.estado, SIFEN_TIMEOUT)
    .toBe('aprobado');
  await page.goto('/ventas');
  const card = saleCard(page, sale.numeroFactura);
  await expect(card.getByTestId('sifen-state')).toContainText('SIFEN: Aprobado');
  await card.getByRole('button', { name: `Eliminar ${sale.numeroFactura}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar Factura' }).click();
  await expect(toast(page).first()).toContainText('Factura eliminada');
  await expect(card).toContainText('ANULADA');
  await expect(card.getByTestId('sifen-state')).toContainText('SIFEN: Cancelado', SIFEN_TIMEOUT);
  voidedNumber = sale.numeroFactura;
});

test("'Documentos electrónicos' lists them by state and downloads the signed XML", async ({ page }) => {
  await signIn(page, '/documentos-electronicos');
  await expect(page.getByRole('heading', { level: 1, name: 'Documentos electrónicos' })).toBeVisible();
  const rows = page.getByTestId('electronic-document-row');
  const row = (numero: string) => rows.filter({ hasText: numero });
  for (const numero of approvedNumbers) await expect(row(numero)).toContainText('SIFEN: Aprobado');
  await expect(row(voidedNumber)).toContainText('SIFEN: Cancelado');
  // The counts by state are the server's, all of them shown.
  const { conteos } = await (await page.request.get('/api/electronic-documents')).json();
  expect(conteos.aprobado).toBeGreaterThanOrEqual(approvedNumbers.length);
  await expect(page.getByTestId('count-aprobado')).toContainText(String(conteos.aprobado));
  await expect(page.getByTestId('count-cancelado')).toContainText(String(conteos.cancelado));

  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Cancelado', exact: true }).click();
  await expect(row(approvedNumbers[0] ?? '')).toHaveCount(0);
  await expect(rows).toHaveCount(conteos.cancelado);
  const voided = row(voidedNumber);
  await expect(voided).toContainText('SIFEN: Cancelado');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    voided.getByRole('link', { name: 'Descargar XML' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^\d{44}\.xml$/);
  const xml = await readFile((await download.path()) ?? '', 'utf8');
  const cdc = download.suggestedFilename().replace('.xml', '');
  expect(xml).toContain(`<DE Id="${cdc}"`);
  expect(xml).toContain('<Signature');
  expect(xml).toContain('<dCarQR>');
});
