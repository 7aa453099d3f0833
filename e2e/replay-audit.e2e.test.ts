import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

test('an admin verifies the projections from /configuracion and reads that they match', async ({ page }) => {
  await signIn(page, '/configuracion');
  const section = page.getByRole('region', { name: 'Verificar proyecciones' });
  await expect(section).toBeVisible({ timeout: 30_000 });
  const button = section.getByRole('button', { name: 'Verificar proyecciones' });
  await button.click();
  // The fiscal worker replays the whole log; the bar shows while it runs, then the result.
  await expect(section.getByText('Las proyecciones coinciden con el historial')).toBeVisible({
    timeout: 45_000,
  });
  await expect(section.getByText(/\d+ tablas y \d+ filas comparadas en la posición \d+:\d+/)).toBeVisible();
  await expect(section.getByText(/Pedida por .+ el \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await expect(button).toBeEnabled();
  // Off the button: axe would judge its hover colour.
  await page.mouse.move(0, 0);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include('[aria-labelledby="verificar-proyecciones-title"]')
    .analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});
