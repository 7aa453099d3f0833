import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { companyForm } from '../services/command-api/test-support/config-test-kit';
import { makeP12 } from '../services/command-api/test-support/p12';
import { postOk, unique } from './support/api';
import { asuncionDay } from './support/company-config';
import { signIn, toast } from './support/session';

// The server is shared with the other e2e files, which run in name order: this one comes after those
// that count every sale on the server (migration). The electronic sale is made at a punto of its own
// (its number must not stand beside theirs), and the emission and the company go back at the end.
const ownPunto = { ...companyForm, puntoExpedicion: '009' };
const password = 'clave-cert';
const p12 = (ruc: string) =>
  Buffer.from(makeP12({ password, subject: `/CN=Lavadero Central S.A./serialNumber=RUC${ruc}` }), 'base64');
const section = (page: Page, name: string) => page.getByRole('region', { name });
const dialog = (page: Page) => page.getByRole('dialog');
const today = asuncionDay(0);
const todayEs = today.split('-').reverse().join('/');

/** One service and one customer, and a sale of them through the API (the POS screen is sales.e2e's). */
async function sellOne(page: Page): Promise<string> {
  const tag = unique();
  const serviceId = (await postOk(page, '/api/services', { nombre: `Lavado ${tag}`, precio: 55_000 })).id;
  const person = { email: '', telefono: '', direccion: '', pais: '', pasaporte: '', fechaIngreso: '' };
  const docNumero = String(Date.now()).slice(-7);
  const nombre = `Ana ${tag}`;
  const customerId = (
    await postOk(page, '/api/customers', {
      ...person,
      nombre,
      docTipo: 'CI',
      docNumero,
      regimenTurismo: false,
    })
  ).id;
  const sale = await postOk(page, '/api/sales', {
    customerId,
    workOrderId: null,
    medioPago: 'efectivo',
    regimenTurismo: false,
    numeroFactura: `TEMP-${randomUUID()}`,
    timbradoUsado: '',
    items: [{ serviceId, nombre: `Lavado ${tag}`, cantidad: 1, precioUnitario: 55_000, subtotal: 55_000 }],
    subtotal: 50_000,
    impuestos: 5_000,
    total: 55_000,
  });
  return (sale as { numeroFactura?: string }).numeroFactura ?? '';
}

test('electronic emission: settings checked at save, the timbrado in force, the KuDE', async ({ page }) => {
  await signIn(page, '/');
  const company = await page.request.put('/api/company-config', { data: ownPunto });
  expect(company.ok(), await company.text()).toBe(true);
  try {
    await page.goto('/configuracion');
    const dnit = section(page, 'Integración DNIT');
    await expect(dnit).toBeVisible({ timeout: 30_000 });
    const saveDnit = () => dnit.getByRole('button', { name: 'Guardar Configuración DNIT' }).click();
    await dnit.getByLabel('URL del servicio').fill('https://127.0.0.1:1/de/ws');
    const token = dnit.getByLabel('Token de autenticación');
    if ((await token.inputValue()) === '') await token.fill('token-e2e');

    // Electronic asks for its timbrado, its start date and the CSC id, each at its field.
    await dnit.getByLabel('Emisión de facturas').click();
    await page.getByRole('option', { name: 'Factura electrónica (SIFEN)' }).click();
    // Another file (electronic-invoice) may have left electronic settings on this shared server.
    for (const field of ['Timbrado electrónico N.º', 'Vigente desde', 'ID del CSC'])
      await dnit.getByLabel(field).fill('');
    await saveDnit();
    await expect(dnit.getByText('El número de timbrado electrónico es obligatorio')).toBeVisible();
    await expect(dnit.getByText('La fecha de inicio del timbrado electrónico es obligatoria')).toBeVisible();
    await expect(dnit.getByText('El ID del CSC es obligatorio para la emisión electrónica')).toBeVisible();
    await expect(dnit.getByTestId('sifen-hosts')).toContainText('https://sifen-test.set.gov.py/de/ws');

    await dnit.getByLabel('Timbrado electrónico N.º').fill('80012345');
    await dnit.getByLabel('Vigente desde').fill(today);
    await dnit.getByLabel('ID del CSC').fill('0001');
    await dnit.getByLabel('CSC (código secreto)').fill('ABCD0000000000000000000000000000');
    await dnit.getByLabel('Contraseña del certificado').fill(password);
    // The server opens the certificate: one of another taxpayer is refused at its field.
    const certificate = dnit.getByLabel('Certificado (.p12 / .pfx)');
    await certificate.setInputFiles({
      name: 'otro.p12',
      mimeType: 'application/x-pkcs12',
      buffer: p12('80000190-7'),
    });
    await saveDnit();
    await expect(
      dnit.getByText(/El certificado es de RUC80000190-7, no del RUC de la empresa/).first(),
    ).toBeVisible();
    expect((await (await page.request.get('/api/dnit-config')).json()).emision).not.toBe('electronica');

    await certificate.setInputFiles({
      name: 'empresa.p12',
      mimeType: 'application/x-pkcs12',
      buffer: p12(companyForm.ruc),
    });
    // SIFEN names the company by its e-mail too: without one, no document could be signed.
    await saveDnit();
    await expect(
      dnit
        .getByText(/Complete los datos de la empresa .* El correo electrónico de la empresa es obligatorio/)
        .first(),
    ).toBeVisible();
    const withEmail = await page.request.put('/api/company-config', {
      data: { ...ownPunto, email: 'facturacion@lavadero.com.py' },
    });
    expect(withEmail.ok(), await withEmail.text()).toBe(true);
    await saveDnit();
    await expect(toast(page)).toContainText('Configuración DNIT guardada');
    await expect(dnit.getByLabel('CSC (código secreto)')).toHaveValue('••••••••');
    await expect(dnit.getByText('Configurado. Déjelo así para no cambiarlo.')).toBeVisible();
    const reply = await (await page.request.get('/api/dnit-config')).text();
    expect(reply).not.toContain('ABCD0000000000000000000000000000');
    await expect(page.getByTestId('config-timbrado-banner')).toContainText(
      `Timbrado electrónico N.º 80012345 vigente desde ${todayEs}`,
    );

    // The dashboard names the electronic timbrado in force.
    await page.goto('/');
    await expect(page.getByTestId('dashboard-electronic-timbrado')).toHaveText(
      `Timbrado electrónico N.º 80012345 vigente desde ${todayEs}`,
    );

    // An electronic sale prints as a KuDE: "en proceso de firma" until the worker signs it (at once,
    // the company's data being complete), then its QR.
    const numero = await sellOne(page);
    await page.goto('/ventas');
    const card = page.getByTestId('sale-card').filter({ hasText: numero });
    await card.getByRole('button', { name: 'Ver' }).click();
    const viewer = dialog(page).getByTestId('invoice-document');
    await expect(viewer.getByTestId('invoice-title')).toHaveText('KuDE de Factura Electrónica');
    await expect(viewer).toContainText('Timbrado N°: 80012345');
    await expect(viewer).toContainText(`Fecha de inicio de vigencia: ${todayEs}`);
    const pending = viewer.getByTestId('kude-pending');
    await expect(pending.or(viewer.getByRole('img', { name: 'Código QR de consulta' }))).toBeVisible();
    if (await pending.isVisible())
      await expect(pending).toHaveText('Documento electrónico en proceso de firma');
    const [roll] = await Promise.all([
      page.waitForEvent('popup'),
      dialog(page).getByRole('button', { name: 'Imprimir 80mm' }).click(),
    ]);
    await expect(roll.getByTestId('invoice-title')).toHaveText('KuDE de Factura Electrónica');
    await expect(roll.getByTestId('invoice-document')).toContainText(
      'Consulte la validez de esta Factura Electrónica',
    );
    expect(await roll.locator('style').first().textContent()).toMatch(
      /@page \{ size: 80mm \d+mm; margin: 0; \}/,
    );
    await roll.close();
  } finally {
    const back = await page.request.put('/api/dnit-config', {
      data: { endpointUrl: 'https://127.0.0.1:1/de/ws', emision: 'impresa' },
    });
    expect(back.ok(), await back.text()).toBe(true);
    const restored = await page.request.put('/api/company-config', { data: companyForm });
    expect(restored.ok(), await restored.text()).toBe(true);
  }
});
