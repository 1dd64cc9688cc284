import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';

/**
 * Every test fails on a console error or an uncaught page error, and can run an accessibility audit. A test
 * acts as soon as a control shows, as a person does, without waiting for the app to take a page the server
 * rendered over: input made before is the app's all the same (docs/decisions/009-input-before-takeover.md).
 */
export const test = base.extend<{ checkA11y: () => Promise<void> }>({
  page: async ({ page }, use) => {
    const errors: string[] = [];
    // Anything the Content-Security-Policy blocks is a console error too, so every test fails on it.
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`),
      ),
    );
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await use(page);
    expect(errors, 'console errors on the page').toEqual([]);
  },
  checkA11y: async ({ page }, use) => {
    await use(() => checkA11yOf(page));
  },
});

export { expect };

/** The first admin of the e2e server (ADMIN_EMAIL and ADMIN_INITIAL_PASSWORD in playwright.config.ts). */
export const ADMIN = { email: 'admin@store.test', password: 'e2e-admin-password' };

/** The toast region: one toast at a time, announced to screen readers. */
export const toasts = (page: Page) => page.getByRole('region', { name: /notifications/i });

/** An email address no other test uses. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.in`;
}

/** The accessibility audit of every test, for a page a test opened itself. */
export async function checkA11yOf(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
  expect(summary, 'accessibility violations').toEqual([]);
}

/**
 * A page of a test's own that fails on console errors like every test's, except Chromium's "Failed to load
 * resource" line for `status`: a refused login and the session check of a signed-out visitor answer 401 by
 * contract, and an unknown page is a 404 document.
 */
export async function pageAllowingStatus(context: BrowserContext, status: number) {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const expected = new RegExp(`Failed to load resource: .*status of ${status}`);
  const unexpectedErrors = () => errors.filter((text) => !expected.test(text));
  return { page, unexpectedErrors };
}

export const pageAllowing401 = (context: BrowserContext) => pageAllowingStatus(context, 401);
