import { expect, type Page } from '@playwright/test';

/** A token for names: the server is shared by every e2e file, so what a test creates must not clash. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** POSTs with the page's session and expects it stored (201, or 200/202); answers the JSON reply. */
export async function postOk(
  page: Page,
  url: string,
  data: Record<string, unknown>,
): Promise<{ id: string }> {
  const res = await page.request.post(url, { data });
  expect([200, 201, 202], await res.text()).toContain(res.status());
  return res.json();
}
