import { expect, test } from '@playwright/test';
import { watchCspViolations } from './support/csp';
import { signIn } from './support/session';

// How the app reaches the browser: under its security headers, precompressed and cached.
test.describe('delivery', () => {
  test('the page and the API carry the security headers', async ({ page, request }) => {
    const document = await page.goto('/');
    const pageHeaders = document?.headers() ?? {};
    expect(pageHeaders['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(pageHeaders['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(pageHeaders['x-content-type-options']).toBe('nosniff');
    expect(pageHeaders['x-frame-options']).toBe('SAMEORIGIN');
    expect(pageHeaders['referrer-policy']).toBe('same-origin');

    const api = await request.get('/api/health');
    expect(api.headers()['x-content-type-options']).toBe('nosniff');
    expect(api.headers()['content-security-policy']).toContain("default-src 'self'");
  });

  test('the login page loads its scripts precompressed and cached for a year; entries are revalidated', async ({
    page,
  }) => {
    const scripts: Array<{ url: string; encoding?: string; cache?: string }> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        const headers = response.headers();
        scripts.push({
          url: response.url(),
          encoding: headers['content-encoding'],
          cache: headers['cache-control'],
        });
      }
    });
    const document = await page.goto('/');
    expect(document?.headers()['cache-control']).toBe('no-cache');
    await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();

    const hashed = scripts.filter((s) => new URL(s.url).pathname.startsWith('/assets/'));
    expect(hashed.length).toBeGreaterThan(0);
    for (const script of hashed) {
      expect(script.cache, script.url).toBe('public, max-age=31536000, immutable');
    }
    // Every script worth compressing came compressed (tiny ones are sent as they are).
    expect(hashed.filter((s) => s.encoding === 'br').length).toBeGreaterThan(hashed.length / 2);
  });

  test('a dialog of a remote screen opens under the policy (Radix injects its scroll-lock style)', async ({
    page,
  }) => {
    const cspViolations = await watchCspViolations(page);
    await signIn(page, '/clientes');
    await page.getByRole('button', { name: 'Nuevo Cliente' }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Nuevo Cliente' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await cspViolations()).toEqual([]);
  });
});
