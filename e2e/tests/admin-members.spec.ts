import type { Page } from '@playwright/test';
import { expect, test, toasts } from './fixtures';
import { adminSignIn, registerJobseeker, registerSupplier } from './member-steps';

// The admin area's member pages and actions against the real server: suppliers approved end to end,
// users deactivated, job seekers, payments with CSV, tickets, notifications and the dashboard.

const STORE_NAME = 'Bulk Trade India';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

function unique(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
}

test('an admin approves a supplier: the supplier is told by email and their account shows Approved', async ({
  page,
  playwright,
  baseURL,
  checkA11y,
}) => {
  const supplier = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  const email = `${unique('e2e-supplier')}@example.in`;
  const business = unique('Malwa Agro');
  await registerSupplier(supplier, email, business);

  await adminSignIn(page);
  await expect(page.getByRole('link', { name: /^Suppliers pending approval \d+$/ })).toBeVisible();
  await menu(page).getByRole('link', { name: 'Suppliers' }).click();
  const table = page.getByRole('table', { name: 'Suppliers, newest first' });
  const row = table.getByRole('row').filter({ hasText: business });
  await expect(row).toContainText('Pending');
  await expect(row).toContainText(email);
  await checkA11y();

  // The KYC document opens for the admin; a visitor is refused it.
  const document = row.getByRole('link', { name: `Download GST / ID proof of ${business}` });
  const href = (await document.getAttribute('href'))!;
  const asAdmin = await page.request.get(href);
  expect(asAdmin.status()).toBe(200);
  expect(asAdmin.headers()['content-type']).toContain('application/pdf');
  const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  // A visitor learns nothing about the document, not even that it exists.
  expect([401, 404]).toContain((await visitor.get(href)).status());

  await row.getByRole('button', { name: `Approve ${business}` }).click();
  await expect(toasts(page).getByText('Supplier Approved', { exact: true })).toBeVisible();
  await expect(row).toContainText('Approved');
  await expect(row.getByRole('button', { name: `Approve ${business}` })).toHaveCount(0);

  await menu(page).getByRole('link', { name: 'Outbox' }).click();
  const mail = page
    .getByRole('table', { name: 'Outbox emails, newest first' })
    .getByRole('row')
    .filter({ hasText: email })
    .filter({ hasText: `${STORE_NAME}: your supplier registration is approved` });
  await expect(mail).toHaveCount(1);

  await menu(page).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('table', { name: 'Audit log, newest first' })).toContainText(
    'supplier.approve',
  );

  // The supplier, signed in again, sees the decision in their profile (their dashboard reads it).
  const login = await supplier.post('/api/auth/login', { data: { email, password: 'supplier-pass-1' } });
  expect(login.status()).toBe(200);
  expect(((await login.json()) as { user: { status: string } }).user.status).toBe('approved');
  const me = await supplier.get('/api/members/me');
  expect(await me.json()).toMatchObject({ kind: 'supplier', status: 'approved', rejectionReason: null });
  await supplier.dispose();
  await visitor.dispose();
});

test('on the users page an admin rejects a supplier with a reason and deactivates and reactivates a customer', async ({
  page,
  playwright,
  baseURL,
  checkA11y,
}) => {
  const supplier = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  const supplierEmail = `${unique('e2e-rejected')}@example.in`;
  await registerSupplier(supplier, supplierEmail, unique('Narmada Mills'));
  const customer = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  const customerEmail = `${unique('e2e-user')}@example.in`;
  const registered = await customer.post('/api/auth/register', {
    data: { name: 'Gita Rao', email: customerEmail, password: 'a long e2e password' },
  });
  expect(registered.status()).toBe(201);
  expect(
    (
      await customer.post('/api/auth/login', {
        data: { email: customerEmail, password: 'a long e2e password' },
      })
    ).status(),
  ).toBe(200);

  await adminSignIn(page);
  await menu(page).getByRole('link', { name: 'Users' }).click();
  const filters = page.getByRole('search', { name: 'Filter users' });
  await filters.getByRole('searchbox', { name: 'Name or email' }).fill(supplierEmail);
  await filters.getByRole('combobox', { name: 'Role' }).selectOption('supplier');
  await filters.getByRole('combobox', { name: 'Status' }).selectOption('pending');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/role=supplier&state=pending/);
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await checkA11y();

  await table.getByRole('button', { name: 'Reject Ravi Patel' }).click();
  await table.getByRole('button', { name: 'Send rejection' }).click();
  await expect(table.getByText('Please give a reason.')).toBeVisible();
  await table
    .getByRole('textbox', { name: 'Reason (mailed to the supplier)' })
    .fill('The GST certificate is unreadable.');
  await table.getByRole('button', { name: 'Send rejection' }).click();
  await expect(toasts(page).getByText('Supplier Rejected', { exact: true })).toBeVisible();
  // Rejected now, so no longer in the pending filter.
  await expect(page.getByText('No user matches this filter.')).toBeVisible();
  expect(await (await supplier.get('/api/members/me')).json()).toMatchObject({
    status: 'rejected',
    rejectionReason: 'The GST certificate is unreadable.',
  });

  await page.goto(`/admin/users?q=${encodeURIComponent(customerEmail)}`);
  const row = page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: customerEmail });
  await expect(row).toContainText('Customer');
  await row.getByRole('button', { name: 'Deactivate Gita Rao' }).click();
  await expect(toasts(page).getByText('Account Deactivated', { exact: true })).toBeVisible();
  await expect(row).toContainText('Deactivated');
  expect((await customer.get('/api/auth/me')).status()).toBe(401);
  expect(
    (
      await customer.post('/api/auth/login', {
        data: { email: customerEmail, password: 'a long e2e password' },
      })
    ).status(),
  ).toBe(401);

  await row.getByRole('button', { name: 'Reactivate Gita Rao' }).click();
  await expect(toasts(page).getByText('Account Reactivated', { exact: true })).toBeVisible();
  expect(
    (
      await customer.post('/api/auth/login', {
        data: { email: customerEmail, password: 'a long e2e password' },
      })
    ).status(),
  ).toBe(200);
  await supplier.dispose();
  await customer.dispose();
});

test('job seekers, merged payments with CSV export, notifications and a ticket answered and closed', async ({
  page,
  request,
  checkA11y,
}) => {
  // Five admin pages with an accessibility audit each: more than the default time on a busy machine.
  test.slow();
  const seekerEmail = `${unique('e2e-seeker')}@example.in`;
  const seekerName = unique('Neha Sharma');
  await registerJobseeker(request, seekerEmail, seekerName);
  const subject = unique('Late delivery');
  const ticket = await request.post('/api/tickets', {
    multipart: {
      email: 'asha@example.in',
      phone: '9000000000',
      issueType: 'order',
      subject,
      message: 'Where is my order?',
    },
  });
  expect(ticket.status()).toBe(201);
  const { ticketId } = (await ticket.json()) as { ticketId: string };

  await adminSignIn(page);
  await expect(page.getByRole('img', { name: /Revenue per day, last 30 days/ })).toBeVisible();
  await checkA11y();

  // The bell counts what is new; its list links to the ticket.
  const bell = page.getByRole('button', { name: /^Notifications, \d+ new$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await page.getByRole('link', { name: new RegExp(`New ticket: ${subject}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/tickets#${ticketId}$`));
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  await page.getByRole('textbox', { name: `Reply to ${ticketId}` }).fill('Your order ships tomorrow.');
  await page.getByRole('button', { name: 'Send reply' }).first().click();
  await expect(toasts(page).getByText('Reply Sent', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Close ticket ${ticketId}` }).click();
  await expect(toasts(page).getByText('Ticket Closed', { exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: ticketId })).toContainText('Closed');
  await checkA11y();
  await menu(page).getByRole('link', { name: 'Outbox' }).click();
  await expect(page.getByRole('row').filter({ hasText: `Re: ${subject} [${ticketId}]` })).toHaveCount(1);

  await menu(page).getByRole('link', { name: 'Jobseekers' }).click();
  const seekers = page.getByRole('table', { name: 'Job seekers, newest first' });
  const seekerRow = seekers.getByRole('row').filter({ hasText: seekerName });
  await expect(seekerRow).toContainText(seekerEmail);
  await expect(seekerRow.getByRole('link', { name: `Download Resume of ${seekerName}` })).toBeVisible();
  await checkA11y();

  await menu(page).getByRole('link', { name: 'Payments' }).click();
  const payments = page.getByRole('table', { name: 'Payments, newest first' });
  await expect(payments.getByRole('row').nth(1)).toBeVisible();
  const filters = page.getByRole('search', { name: 'Filter payments' });
  await filters.getByRole('combobox', { name: 'Kind' }).selectOption('jobseeker');
  await filters.getByRole('searchbox', { name: 'Payer, email or payment id' }).fill(seekerEmail);
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(payments.getByRole('row')).toHaveCount(2);
  const seekerPayment = payments.getByRole('row').nth(1);
  await expect(seekerPayment).toContainText(/J-\d+/);
  await expect(seekerPayment).toContainText('₹49.00');
  await checkA11y();

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export these payments as CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('payments.csv');
  const csv = await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('Id,Kind,Payer,Email,Amount (Rs),Payment id,Gateway order,For,Status,Paid at');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(new RegExp(`^J-\\d+,jobseeker,${seekerName},${seekerEmail},49.00,`));
});
