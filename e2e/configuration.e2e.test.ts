import { expect, type Page, test } from '@playwright/test';
import { asuncionDay, COMPANY, PNG_1X1 } from './support/company-config';
import { closeToast, fillLogin, signIn, toast } from './support/session';

// Every run makes its own users and customers, so it does not depend on earlier runs on the same server.
const run = Date.now().toString().slice(-7);

const section = (page: Page, name: string) => page.getByRole('region', { name });
const stampBanner = (page: Page) => page.getByTestId('config-timbrado-banner');
const dnitBanner = (page: Page) => page.getByTestId('dnit-banner');

/** The admin remote and the configuration can take a while to load on a busy machine. */
async function configHeading(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Configuración de la Empresa' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('form', { name: 'Configuración de la empresa' })).toBeVisible({
    timeout: 30_000,
  });
}

async function openConfig(page: Page) {
  await page.goto('/configuracion');
  await configHeading(page);
}

/** The company form's fields, as a newcomer fills them in. */
async function fillCompany(page: Page, hasta: string) {
  const empresa = section(page, 'Datos de la Empresa');
  await empresa.getByLabel('RUC').fill(COMPANY.ruc);
  await empresa.getByLabel('Razón Social').fill(COMPANY.razonSocial);
  await empresa.getByLabel('Nombre de Fantasía').fill(COMPANY.nombreFantasia);
  const timbrado = section(page, 'Timbrado Fiscal');
  await timbrado.getByLabel('Número de Timbrado').fill(COMPANY.timbradoNumero);
  await timbrado.getByLabel('Establecimiento').fill(COMPANY.establecimiento);
  await timbrado.getByLabel('Punto de Expedición').fill(COMPANY.puntoExpedicion);
  await timbrado.getByLabel('Vigencia Desde').fill(asuncionDay(-200));
  await timbrado.getByLabel('Vigencia Hasta').fill(hasta);
  const contacto = section(page, 'Contacto');
  await contacto.getByLabel('Dirección').fill(COMPANY.direccion);
  await contacto.getByLabel('Ciudad').fill(COMPANY.ciudad);
  await contacto.getByLabel('Teléfono').fill(COMPANY.telefono);
  await contacto.getByLabel('Email').fill(COMPANY.email);
}

const save = (page: Page) => page.getByRole('button', { name: 'Guardar Configuración', exact: true }).click();

test.describe
  .serial('/configuracion', () => {
    test('before the first save: the defaults, the missing stamp, and no DNIT test', async ({ page }) => {
      await signIn(page, '/');
      const saved = (await (await page.request.get('/api/company-config')).json()) as { configured: boolean };
      test.skip(saved.configured, 'the server already has a company: the first-start state is gone');

      await expect(page.getByTestId('dashboard-subtitle')).toHaveText(
        'Gestión completa del negocio • Configure los datos de su empresa',
      );
      await expect(page.getByTestId('timbrado-banner')).toHaveAttribute('data-state', 'missing');
      await expect(page.getByTestId('timbrado-banner')).toContainText(
        'CONFIGURACIÓN: Es necesario configurar los datos del timbrado.',
      );
      await page.getByRole('link', { name: 'Configurar Timbrado' }).click();
      await configHeading(page);

      await expect(stampBanner(page)).toHaveAttribute('data-state', 'missing');
      await expect(stampBanner(page)).toContainText('Configuración de timbrado faltante');
      await expect(section(page, 'Timbrado Fiscal').getByLabel('Establecimiento')).toHaveValue('001');
      await expect(section(page, 'Contacto').getByLabel('Ciudad')).toHaveValue('Asunción');
      await expect(dnitBanner(page)).toHaveAttribute('data-state', 'inactive');
      await page.getByRole('button', { name: 'Probar conexión' }).click();
      await expect(toast(page)).toContainText(
        'Debe guardar la configuración DNIT antes de probar la conexión.',
      );
    });

    test('saves the company and the stamp banner follows the dates', async ({ page }) => {
      await signIn(page, '/');
      await openConfig(page);

      // The schema's Spanish messages under the fields, nothing sent.
      const empresa = section(page, 'Datos de la Empresa');
      await empresa.getByLabel('RUC').fill('');
      await section(page, 'Timbrado Fiscal').getByLabel('Establecimiento').fill('1');
      await save(page);
      await expect(empresa.getByText('El RUC es obligatorio')).toBeVisible();
      await expect(page.getByText('El establecimiento debe tener exactamente 3 dígitos')).toBeVisible();

      await fillCompany(page, asuncionDay(10));
      await empresa.getByLabel('RUC').fill('80021744-8');
      await save(page);
      await expect(
        empresa.getByText('El dígito verificador del RUC no es correcto (debería ser 6)'),
      ).toBeVisible();
      await section(page, 'Timbrado Fiscal').getByLabel('Vigencia Hasta').fill(asuncionDay(-300));
      await save(page);
      await expect(
        page.getByText('La fecha de vencimiento debe ser posterior a la fecha de inicio'),
      ).toBeVisible();

      // Valid, ten days left: saved, and the banner warns.
      await empresa.getByLabel('RUC').fill(COMPANY.ruc);
      await section(page, 'Timbrado Fiscal').getByLabel('Vigencia Hasta').fill(asuncionDay(10));
      await save(page);
      await expect(toast(page)).toContainText('Configuración guardada');
      await expect(stampBanner(page)).toHaveAttribute('data-state', 'warning');
      await expect(stampBanner(page)).toContainText(
        'Timbrado vence en 10 días. Se recomienda renovar pronto.',
      );

      // Expired three days ago.
      await section(page, 'Timbrado Fiscal').getByLabel('Vigencia Hasta').fill(asuncionDay(-3));
      await save(page);
      await expect(stampBanner(page)).toHaveAttribute('data-state', 'expired');
      await expect(stampBanner(page)).toContainText(
        'Timbrado vencido hace 3 días. No se pueden emitir facturas.',
      );

      // Valid for a long time.
      await section(page, 'Timbrado Fiscal').getByLabel('Vigencia Hasta').fill(asuncionDay(200));
      await save(page);
      await expect(stampBanner(page)).toHaveAttribute('data-state', 'valid');
      await expect(stampBanner(page)).toContainText('Timbrado válido por 200 días más.');

      // What was saved is what the form shows after a reload, and the history says who changed it.
      await page.reload();
      await configHeading(page);
      await expect(section(page, 'Datos de la Empresa').getByLabel('Razón Social')).toHaveValue(
        COMPANY.razonSocial,
      );
      await expect(section(page, 'Contacto').getByLabel('Ciudad')).toHaveValue(COMPANY.ciudad);
      const history = section(page, 'Historial de cambios');
      await expect(history.getByRole('row').nth(1)).toContainText('Vigencia Hasta');
      await expect(history.getByRole('row').nth(1)).toContainText(process.env.E2E_ADMIN_USER ?? 'admin');

      // The dashboard reads the same configuration.
      await page.goto('/');
      await expect(page.getByTestId('dashboard-subtitle')).toHaveText(
        `${COMPANY.nombreFantasia} • ${COMPANY.ciudad} • RUC: ${COMPANY.ruc}`,
      );
    });

    test('uploads a logo with preview, and refuses a file that is not an image', async ({ page }) => {
      await signIn(page, '/');
      await openConfig(page);
      const logo = section(page, 'Logo de la Empresa');

      const alerts: string[] = [];
      page.on('dialog', (dialog) => {
        alerts.push(dialog.message());
        void dialog.accept();
      });
      await logo.getByLabel('Archivo del logo').setInputFiles({
        name: 'notas.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('no soy una imagen'),
      });
      await expect.poll(() => alerts).toContain('Por favor selecciona un archivo de imagen válido.');

      await logo.getByLabel('Archivo del logo').setInputFiles({
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: Buffer.from(PNG_1X1, 'base64'),
      });
      const preview = logo.getByRole('img', { name: 'Vista previa del logo' });
      await expect(preview).toHaveAttribute('src', /^\/api\/company-config\/logo\/[0-9a-f]{64}\.png$/);
      await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
      await save(page);
      await expect(toast(page)).toContainText('Configuración guardada');

      await page.goto('/');
      await expect(page.getByRole('img', { name: `Logo de ${COMPANY.nombreFantasia}` })).toHaveAttribute(
        'src',
        /^\/api\/company-config\/logo\/[0-9a-f]{64}\.png$/,
      );
    });

    test('DNIT: validation, masked secrets and the connection test result', async ({ page }) => {
      await signIn(page, '/');
      await openConfig(page);
      const dnit = section(page, 'Integración DNIT');
      const saveDnit = () => dnit.getByRole('button', { name: 'Guardar Configuración DNIT' }).click();

      await dnit.getByLabel('URL del servicio').fill('no-es-una-url');
      await saveDnit();
      await expect(dnit.getByText('Debe ser una URL válida')).toBeVisible();

      // Nothing listens on port 1: the worker's real TLS attempt is refused.
      await dnit.getByLabel('URL del servicio').fill('https://127.0.0.1:1/de/ws');
      await saveDnit();
      await expect(dnit.getByText('El token de autenticación es requerido')).toBeVisible();

      const secret = `token-secreto-${run}`;
      await dnit.getByLabel('Token de autenticación').fill(secret);
      await dnit.getByLabel('Integración activa').click();
      await saveDnit();
      await expect(toast(page)).toContainText('Configuración DNIT guardada');
      await expect(dnitBanner(page)).toHaveAttribute('data-state', 'untested');

      // The secret never comes back: the field shows the mask, the API only a flag.
      await page.reload();
      await configHeading(page);
      await expect(dnit.getByLabel('Token de autenticación')).toHaveValue('••••••••');
      const reply = await (await page.request.get('/api/dnit-config')).text();
      expect(reply).not.toContain(secret);
      expect(JSON.parse(reply)).toMatchObject({ hasAuthToken: true, isActive: true });

      // Saving again with the mask keeps the stored token.
      await dnit.getByLabel('URL del servicio').fill('https://127.0.0.1:1/sifen');
      await saveDnit();
      await expect(toast(page)).toContainText('Configuración DNIT guardada');
      expect(await (await page.request.get('/api/dnit-config')).json()).toMatchObject({ hasAuthToken: true });

      await dnit.getByRole('button', { name: 'Probar conexión' }).click();
      await expect(toast(page)).toContainText('Error de conexión', { timeout: 30_000 });
      await expect(dnitBanner(page)).toHaveAttribute('data-state', 'error');
      await expect(dnitBanner(page)).toContainText('Error en la integración DNIT');
      await expect(dnitBanner(page)).toContainText('Última prueba:');
      await expect(dnitBanner(page)).not.toContainText('Error desconocido');
    });

    test('a user changes their own password; the old one stops working', async ({ page }) => {
      await signIn(page, '/');
      const username = `cajero_${run}`;
      const created = await page.request.post('/api/users', {
        data: {
          username,
          password: 'Inicial123',
          fullName: 'Cajero de Turno',
          email: `c${run}@sol.com.py`,
          role: 'user',
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      await page.context().clearCookies();

      await page.goto('/configuracion');
      await fillLogin(page, username, 'Inicial123');
      const security = section(page, 'Seguridad');
      await expect(security.getByLabel('Usuario actual')).toContainText(username);
      await expect(security.getByLabel('Usuario actual')).toContainText('Cajero de Turno');
      await expect(security.getByLabel('Usuario actual').getByRole('definition').nth(2)).toHaveText(
        'Usuario',
      );
      await expect(security.getByLabel('Usuario actual')).toContainText(`c${run}@sol.com.py`);
      // Not an admin: the company data can be read, not changed; no DNIT settings, no reset.
      await expect(page.getByRole('button', { name: 'Guardar Configuración', exact: true })).toHaveCount(0);
      await expect(section(page, 'Integración DNIT')).toHaveCount(0);
      await expect(section(page, 'Zona de Peligro')).toHaveCount(0);

      await security.getByLabel('Contraseña actual').fill('Inicial123');
      await security.getByLabel('Nueva contraseña').fill('corta');
      await security.getByLabel('Confirmar contraseña').fill('otra');
      await security.getByRole('button', { name: 'Cambiar Contraseña' }).click();
      await expect(security.getByText('La contraseña debe tener al menos 8 caracteres')).toBeVisible();
      await expect(security.getByText('Las contraseñas no coinciden')).toBeVisible();

      await security.getByLabel('Contraseña actual').fill('Equivocada123');
      await security.getByLabel('Nueva contraseña').fill('Nueva12345');
      await security.getByLabel('Confirmar contraseña').fill('Nueva12345');
      await security.getByRole('button', { name: 'Cambiar Contraseña' }).click();
      await expect(toast(page)).toContainText('Error al cambiar contraseña');
      await expect(security.getByText('La contraseña actual es incorrecta')).toBeVisible();
      await closeToast(page);

      await security.getByLabel('Contraseña actual').fill('Inicial123');
      await security.getByRole('button', { name: 'Cambiar Contraseña' }).click();
      await expect(toast(page)).toContainText('Contraseña actualizada');
      await expect(security.getByLabel('Nueva contraseña')).toHaveValue('');

      const old = await page.request.post('/api/auth/login', { data: { username, password: 'Inicial123' } });
      expect(old.status()).toBe(401);
      const renewed = await page.request.post('/api/auth/login', {
        data: { username, password: 'Nueva12345' },
      });
      expect(renewed.status()).toBe(200);
    });

    test('resets the system after typing the confirmation word; configuration stays', async ({ page }) => {
      await signIn(page, '/');
      const customer = await page.request.post('/api/customers', {
        data: { nombre: `Para Borrar ${run}`, docTipo: 'CI', docNumero: `9${run}` },
      });
      expect(customer.status()).toBe(201);

      await openConfig(page);
      await section(page, 'Zona de Peligro').getByRole('button', { name: 'Resetear Sistema' }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText('¿Resetear todo el sistema?');
      const confirm = dialog.getByRole('button', { name: 'Resetear Sistema' });
      await dialog.getByLabel('Escriba RESETEAR para confirmar').fill('resetear ya');
      await confirm.click();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText('Debe escribir RESETEAR para confirmar')).toBeVisible();
      const reset = page
        .waitForResponse((r) => r.url().endsWith('/api/admin/reset-system'), { timeout: 5000 })
        .catch(() => null);
      expect(await reset).toBeNull();

      await dialog.getByLabel('Escriba RESETEAR para confirmar').fill('RESETEAR');
      // Checked again as it is typed: the message goes once the word is right.
      await expect(dialog.getByText('Debe escribir RESETEAR para confirmar')).toHaveCount(0);
      const reloaded = page.waitForEvent('load', { timeout: 15_000 });
      await confirm.click();
      await expect(toast(page)).toContainText('Sistema reseteado exitosamente');
      await reloaded;

      await expect(
        page.getByRole('heading', { level: 1, name: 'Configuración de la Empresa' }),
      ).toBeVisible();
      await expect(section(page, 'Datos de la Empresa').getByLabel('Razón Social')).toHaveValue(
        COMPANY.razonSocial,
      );
      const customers = (await (await page.request.get('/api/customers')).json()) as { nombre: string }[];
      expect(customers.map((c) => c.nombre)).not.toContain(`Para Borrar ${run}`);
      expect(customers.map((c) => c.nombre)).toContain('Cliente General');
    });
  });
