import { expect, type Page, test } from '@playwright/test';
import { COMPANY, PNG_1X1, saveCompany } from './support/company-config';
import { signIn } from './support/session';

const banner = (page: Page) => page.getByTestId('timbrado-banner');

/** Each check starts from a fresh tab: closing the banner lasts for the tab's session only. */
async function openDashboard(page: Page) {
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

test.describe('dashboard header and fiscal stamp banner', () => {
  test('shows the company, its series, currency and logo, and every banner state', async ({ page }) => {
    await signIn(page, '/');
    await saveCompany(page, 90);
    await openDashboard(page);

    // Header: trade name, city and RUC joined by bullets; the series and the currency below.
    await expect(page.getByTestId('dashboard-subtitle')).toHaveText(
      `${COMPANY.nombreFantasia} • ${COMPANY.ciudad} • RUC: ${COMPANY.ruc}`,
    );
    await expect(page.getByTestId('dashboard-series')).toContainText('Timbrado: 002-003');
    await expect(page.getByTestId('dashboard-series')).toContainText('Moneda: PYG');
    // No company logo yet: the default logo is shown instead.
    await expect(page.getByRole('img', { name: `Logo de ${COMPANY.nombreFantasia}` })).toHaveAttribute(
      'src',
      '/favicon.svg',
    );

    // Valid for more than 30 days: no banner.
    await expect(page.getByTestId('dashboard-subtitle')).toBeVisible();
    await expect(banner(page)).toHaveCount(0);

    // 30 days or fewer: the warning.
    await saveCompany(page, 12);
    await openDashboard(page);
    await expect(banner(page)).toHaveAttribute('data-state', 'warning');
    await expect(banner(page)).toContainText('ADVERTENCIA');
    await expect(banner(page)).toContainText('ADVERTENCIA: El timbrado vencerá pronto.');
    await expect(banner(page)).toContainText('Timbrado vence en 12 días');
    await expect(banner(page).getByRole('link', { name: 'Ir a Configuración' })).toBeVisible();

    // The last day is still valid.
    await saveCompany(page, 0);
    await openDashboard(page);
    await expect(banner(page)).toHaveAttribute('data-state', 'warning');
    await expect(banner(page)).toContainText('Timbrado vence en 0 días');

    // Expired yesterday: critical, with invoicing blocked.
    await saveCompany(page, -1);
    await openDashboard(page);
    await expect(banner(page)).toHaveAttribute('data-state', 'expired');
    await expect(banner(page)).toContainText(
      'CRÍTICO: El timbrado ha VENCIDO. No se pueden emitir más facturas.',
    );
    await expect(banner(page)).toContainText('Timbrado vencido hace 1 día');
    await expect(banner(page).getByRole('button', { name: 'Facturación Bloqueada' })).toBeDisabled();

    // Closing it lasts for the session: not back after a reload, back in a new session.
    await banner(page).getByRole('button', { name: 'Cerrar aviso de timbrado' }).click();
    await expect(banner(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('dashboard-subtitle')).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await openDashboard(page);
    await expect(banner(page)).toHaveAttribute('data-state', 'expired');

    // The button leads to /configuracion.
    await banner(page).getByRole('link', { name: 'Ir a Configuración' }).click();
    await expect(page).toHaveURL(/\/configuracion$/);
    // The admin remote's first load can be slow on a busy machine.
    await expect(page.getByRole('heading', { level: 1, name: 'Configuración de la Empresa' })).toBeVisible({
      timeout: 30_000,
    });

    await saveCompany(page, 90);
  });

  test('shows the uploaded company logo', async ({ page }) => {
    await signIn(page, '/');
    // The logo is stored by its bytes' SHA-256 and served from there.
    const upload = await page.request.post('/api/company-config/logo', {
      data: { dataUrl: `data:image/png;base64,${PNG_1X1}` },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const { logoPath } = (await upload.json()) as { logoPath: string };
    const res = await page.request.put('/api/company-config', {
      data: { ...(await (await page.request.get('/api/company-config')).json()), logoPath },
    });
    expect(res.status(), await res.text()).toBe(200);
    await openDashboard(page);
    const logo = page.getByRole('img', { name: `Logo de ${COMPANY.nombreFantasia}` });
    await expect(logo).toHaveAttribute('src', logoPath);
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  });
});
