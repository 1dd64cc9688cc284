import AxeBuilder from '@axe-core/playwright';
import { expect, test as base } from '@playwright/test';

/** Every test fails on a console error or an uncaught page error, and can run an accessibility audit. */
export const test = base.extend<{ checkA11y: () => Promise<void> }>({
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await use(page);
    expect(errors, 'console errors on the page').toEqual([]);
  },
  checkA11y: async ({ page }, use) => {
    await use(async () => {
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
      expect(summary, 'accessibility violations').toEqual([]);
    });
  },
});

export { expect };
