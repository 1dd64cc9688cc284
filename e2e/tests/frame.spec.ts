import type { Page } from '@playwright/test';
import { expect, test, toasts } from './fixtures';

/**
 * The visitor bar's number, once it has stopped counting. The page shows 0 until the app has the total
 * (on a busy machine long enough for 0 to look settled), so counting has begun only at a number above it.
 */
async function finalVisitorCount(page: Page): Promise<number> {
  const count = page.getByTestId('visitor-count');
  await expect(count).toHaveText(/^[1-9][\d,]*$/);
  let previous = '';
  await expect
    .poll(async () => {
      const now = (await count.textContent()) ?? '';
      const settled = now === previous;
      previous = now;
      return settled;
    })
    .toBe(true);
  return Number(previous.replaceAll(',', ''));
}

test('the visitor bar counts this visit and shows a total of at least 1', async ({ page, checkA11y }) => {
  await page.goto('/');
  await expect(page.getByText('Total Visitors:')).toBeVisible();
  expect(await finalVisitorCount(page)).toBeGreaterThanOrEqual(1);
  await expect(
    page.getByRole('complementary', { name: 'Announcements' }).getByText('Get 20% off on all new arrivals'),
  ).toBeAttached();
  await checkA11y();
});

test('under reduced motion the announcement stands still and the total shows at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const announcement = page.getByTestId('announcement');
  await expect(announcement).toHaveAttribute('data-moving', 'false');
  await expect(announcement.getByText('Get 20% off on all new arrivals')).toBeInViewport();
  await expect(
    announcement.getByRole('link', { name: 'Suppliers: join us for Rs 99 a year' }),
  ).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Pause announcements' })).toHaveCount(0);
  expect(await finalVisitorCount(page)).toBeGreaterThanOrEqual(1);
});

test('USD chosen on /products shows dollar prices, and a reload keeps it', async ({ page }) => {
  await page.goto('/products');
  const cornFlour = page.getByTestId('product-card').filter({ hasText: 'A Grade Quality Corn Flour' });
  await expect(cornFlour).toContainText('₹90.00');

  await page.getByRole('combobox', { name: 'Currency' }).selectOption('USD');
  await expect(cornFlour).toContainText('$1.08');
  await expect(page.getByTestId('product-card').first()).toContainText('$');

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('USD');
  await expect(cornFlour).toContainText('$1.08');
});

test('subscribing to the newsletter says Subscribed!', async ({ page }) => {
  await page.goto('/');
  const newsletter = page.getByRole('contentinfo').getByRole('region', { name: 'Newsletter' });
  await newsletter.getByLabel('Email address').fill(`reader-${Date.now()}@example.in`);
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  await expect(toasts(page).getByText('Subscribed!', { exact: true })).toBeVisible();
  await expect(newsletter.getByLabel('Email address')).toHaveValue('');
});

test('a ticket with a PDF attachment is raised on /contact and its id shown', async ({ page, checkA11y }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await checkA11y();

  const form = page.getByRole('form', { name: 'Raise a Ticket' });
  await form.getByLabel('Email').fill('asha@example.in');
  await form.getByLabel('Phone').fill('+91 98123 45678');
  await form.getByLabel('Issue type').selectOption('order');
  await form.getByLabel('Subject').fill('Delivery date for my order');
  await form.getByLabel('Message').fill('Please tell me when my corn flour order will be loaded.');
  await form.getByLabel('Attachment (optional)').setInputFiles({
    name: 'purchase-order.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await form.getByRole('button', { name: 'Submit Ticket' }).click();

  await expect(toasts(page).getByText('Ticket Raised Successfully!', { exact: true })).toBeVisible();
  await expect(toasts(page).getByText(/^Your ticket id is TKT-[0-9A-F]{10}\.$/)).toBeVisible();
  await expect(form.getByLabel('Subject')).toHaveValue('');
});
