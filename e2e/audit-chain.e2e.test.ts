import { expect, type Page, test } from '@playwright/test';
import { fillLogin, signIn } from './support/session';

const run = Date.now().toString().slice(-7);
const chainCard = (page: Page) => page.getByRole('region', { name: 'Cadena de auditoría' });

async function newUser(page: Page, role: 'readonly' | 'user'): Promise<string> {
  const username = `${role === 'readonly' ? 'auditor' : 'cajero'}_${run}`;
  const created = await page.request.post('/api/users', {
    data: { username, password: 'Inicial123', fullName: `Persona ${role}`, role },
  });
  expect(created.status(), await created.text()).toBe(201);
  return username;
}

test('an auditor reads the daily anchor and the chain head in /configuracion; a cashier does not', async ({
  page,
}) => {
  await signIn(page, '/');
  const auditor = await newUser(page, 'readonly');
  const cashier = await newUser(page, 'user');
  // The fiscal worker anchors the day when it starts.
  await expect
    .poll(async () => (await (await page.request.get('/api/audit/anchor')).json()).anchor, {
      timeout: 30_000,
    })
    .not.toBeNull();
  const status = await (await page.request.get('/api/audit/anchor')).json();
  await page.context().clearCookies();

  await page.goto('/configuracion');
  await fillLogin(page, auditor, 'Inicial123');
  const card = chainCard(page);
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card).toContainText('Cabeza de la cadena ahora');
  await expect(card.getByText(/^[0-9a-f]{64}$/).first()).toBeVisible();
  await expect(card).toContainText('Última ancla diaria:');
  await expect(card).toContainText(status.anchor.hash);
  await page.context().clearCookies();

  await page.goto('/configuracion');
  await fillLogin(page, cashier, 'Inicial123');
  await expect(page.getByRole('region', { name: 'Seguridad' })).toBeVisible({ timeout: 30_000 });
  await expect(chainCard(page)).toHaveCount(0);
});
