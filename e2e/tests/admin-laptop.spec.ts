import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './fixtures';
import { adminSignIn, registerSupplier } from './member-steps';

// The admin area on a laptop (issue 16): at 1280 and 1366 pixels wide no page scrolls sideways, and every
// table's actions are in view without scrolling, even with long emails, names and ids in the rows. It runs
// in the desktop project only (playwright.config.ts).

const ADMIN_PAGES = [
  '/admin',
  '/admin/orders',
  '/admin/payments',
  '/admin/suppliers',
  '/admin/jobseekers',
  '/admin/users',
  '/admin/listings',
  '/admin/tickets',
  '/admin/outbox',
  '/admin/audit',
];

/** What sticks out to the right of the window: the page itself, or a button or link of the main content. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const outside = [...document.querySelectorAll('main button, main a, main th, main td')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > width + 1;
      })
      .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}"`);
    return {
      scrollsSideways: document.documentElement.scrollWidth > width + 1,
      outside: outside.slice(0, 5),
    };
  });
}

test.describe('the admin area on a laptop', () => {
  test('no admin page scrolls sideways at 1280 or 1366 px, and every action in the tables is in view', async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.slow();
    // A supplier with a long business name and a long email, listed in several of the admin tables.
    const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
    await registerSupplier(
      api,
      uniqueEmail('a-very-long-mailbox-name-for-the-procurement-department-of'),
      `Shree Venkateshwara Agro Commodities and Export Trading Company Private Limited ${Date.now()}`,
    );
    await api.dispose();

    await adminSignIn(page);
    for (const width of [1280, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ADMIN_PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
        expect.soft(await overflow(page), `${path} at ${width} px`).toEqual({
          scrollsSideways: false,
          outside: [],
        });
      }
    }
  });
});
