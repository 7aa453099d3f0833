import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

const loginHeading = 'Sistema de Gestión para Car Wash';

test.describe('sessions that really end', () => {
  test('a logout posted from another site is refused and the session lives on', async ({ page, baseURL }) => {
    await signIn(page);
    // The attacker's page, on a site of its own, posts a form to the app's logout.
    await page.route('http://sitio-ajeno.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<form method="post" action="${baseURL}/api/auth/logout"></form>
               <script>document.forms[0].submit()</script>`,
      }),
    );
    const logout = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
    await page.goto('http://sitio-ajeno.test/');
    expect((await logout).status()).toBe(403);

    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Cambiar tema' })).toBeVisible();
  });

  test('a cookie copied before logout no longer signs anyone in', async ({ page, context, browser }) => {
    await signIn(page);
    const copied = await context.cookies();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page.getByRole('heading', { name: loginHeading })).toBeVisible();

    const thief = await browser.newContext();
    await thief.addCookies(copied);
    const stolen = await thief.newPage();
    await stolen.goto(page.url());
    await expect(stolen.getByRole('heading', { name: loginHeading })).toBeVisible();
    await thief.close();
  });
});
