import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The header at a laptop's narrowest width, and on a phone, in English and in the languages whose words are
// longest: nothing may stick out of the page, and every control of the header must show whole.

/** English, and German, Malayalam and Tamil with their long words; the home page's heading in each. */
const languages = [
  { code: 'en', heading: 'Authentic Indian Spices & Natural Products' },
  { code: 'de', heading: 'Echte indische Gewürze und Naturprodukte' },
  { code: 'ml', heading: 'യഥാർഥ ഇന്ത്യൻ സുഗന്ധവ്യഞ്ജനങ്ങളും പ്രകൃതിദത്ത ഉൽപ്പന്നങ്ങളും' },
  { code: 'ta', heading: 'உண்மையான இந்திய மசாலாக்கள் மற்றும் இயற்கைப் பொருட்கள்' },
] as const;

/** Every visible control of the header that sticks out of the window or is cut by its own box. */
function clippedHeaderControls(page: Page) {
  return page.getByRole('banner').evaluate((header) =>
    [...header.querySelectorAll<HTMLElement>('a, button, select, input')]
      .filter((control) => control.checkVisibility())
      .filter((control) => {
        const box = control.getBoundingClientRect();
        // A field's own scroll width is its text's; a link's or a button's beyond its box is cut off.
        const cut = /^(A|BUTTON)$/.test(control.tagName) && control.scrollWidth > control.clientWidth + 1;
        return box.left < 0 || box.right > window.innerWidth || cut;
      })
      .map((control) => control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName),
  );
}

for (const { code, heading } of languages) {
  test(`the header fits the window in ${code}`, async ({ page, isMobile }) => {
    // The narrowest laptop; a phone keeps its own width.
    if (!isMobile) await page.setViewportSize({ width: 1024, height: 768 });
    await page.addInitScript(
      (language) => window.localStorage.setItem('reticulation-language', language),
      code,
    );
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /./ }).first()).toBeVisible();

    expect(await clippedHeaderControls(page)).toEqual([]);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      window: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.window);

    if (isMobile) {
      // On a phone the navigation, the search and the language are in the menu, which must fit too.
      await header.getByRole('button', { expanded: false }).last().click();
      await expect(header.getByRole('navigation').last()).toBeVisible();
      expect(await clippedHeaderControls(page)).toEqual([]);
    } else {
      // On a laptop the main navigation and the language show in the header itself.
      await expect(header.getByRole('navigation')).toHaveCount(1);
      await expect(header.getByRole('combobox').first()).toBeVisible();
    }
  });
}
