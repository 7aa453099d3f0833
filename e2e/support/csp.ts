import type { Page } from '@playwright/test';

/**
 * Collects every Content-Security-Policy violation the page reports, both the
 * `securitypolicyviolation` events (from any document of the page, across navigations) and
 * Chromium's console errors about the policy. Call before the first navigation; read at the end.
 */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
      fromConsole.push(message.text());
    }
  });
  await page.exposeBinding('__reportCspViolation', (_source, text: string) => {
    fromConsole.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (t: string) => void })
        .__reportCspViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return async () => [...fromConsole];
}
