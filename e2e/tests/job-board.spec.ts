import type { Browser, Locator, Page } from '@playwright/test';
import { checkA11yOf, expect, test, toasts, uniqueEmail } from './fixtures';
import { adminSignIn, registerJobseeker, registerSupplier } from './member-steps';

// The job board (issue 19): an admin posts the company's opening, a supplier posts one that the admin
// approves, a job seeker verified by the admin finds both with the filters, applies in one tap with the
// stored resume, the supplier moves the application on to an interview, and the seeker reads each step on
// the timeline while each step's email waits in the outbox. The new pages pass the audit in English and Urdu.

const STORE_NAME = 'Bulk Trade India';

/** Another person at another browser. */
async function personAt(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

async function signIn(page: Page, email: string, password: string, dashboard: RegExp) {
  await page.goto('/login');
  await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(dashboard);
}

/** An Indian calendar date `days` from today, as a date field takes it. */
function dateIn(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

type Opening = { title: string; city: string; type: 'full-time' | 'walk-in'; skills: string };

async function fillOpening(form: Locator, opening: Opening) {
  await form.getByLabel(/^Job title/).fill(opening.title);
  await form
    .getByLabel(/^Description/)
    .fill(`${opening.title}: receive, sort and dispatch bulk spice sacks.`);
  await form.getByLabel(/^Job type/).selectOption(opening.type);
  await form.getByLabel(/^Number of vacancies/).fill('3');
  await form.getByLabel(/^Last date to apply/).fill(dateIn(30));
  await form.getByLabel(/^City/).fill(opening.city);
  await form.getByLabel(/^State/).selectOption('Madhya Pradesh');
  await form.getByLabel(/^Minimum monthly salary/).fill('15000');
  await form.getByLabel(/^Maximum monthly salary/).fill('22000');
  await form.getByLabel(/^Minimum experience/).fill('0');
  await form.getByLabel(/^Maximum experience/).fill('5');
  await form.getByLabel(/^Minimum qualification/).selectOption('10th');
  await form.getByLabel(/^Skills/).fill(opening.skills);
  if (opening.type === 'walk-in') {
    await form.getByLabel(/^Venue/).fill('Plot 4, Industrial Area, Dewas');
    await form.getByLabel(/^Date and time/).fill('Every Monday, 10:00 to 16:00');
  }
  await form.getByRole('button', { name: 'Save opening' }).click();
}

test('an opening of the company and an approved one of a supplier; a verified seeker finds both, applies in one tap and follows the steps to an interview', async ({
  page,
  browser,
  playwright,
  baseURL,
  checkA11y,
}) => {
  // Three people, three admin decisions, an application's whole road and fourteen page audits: on a
  // phone on a busy machine this takes longer than test.slow()'s 90 seconds.
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const city = `Dewas ${stamp}`;
  const companyOpening: Opening = {
    title: `Store Keeper ${stamp}`,
    city,
    type: 'full-time',
    skills: 'Tally',
  };
  const supplierOpening: Opening = {
    title: `Warehouse Loader ${stamp}`,
    city,
    type: 'walk-in',
    skills: 'Loading, Forklift',
  };
  const supplierEmail = uniqueEmail('employer');
  const business = `Dewas Spice Works ${stamp}`;
  const seekerEmail = uniqueEmail('seeker');
  const seekerName = `Meera Joshi ${stamp}`;
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  await registerSupplier(api, supplierEmail, business);
  const seekerApi = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  await registerJobseeker(seekerApi, seekerEmail, seekerName);
  await api.dispose();
  await seekerApi.dispose();

  // The admin posts the company's opening: live at once.
  const admin = await personAt(browser, baseURL!);
  await adminSignIn(admin);
  const adminMenu = admin.getByRole('navigation', { name: 'Admin' });
  await adminMenu.getByRole('link', { name: /^Jobs(\s|$)/ }).click();
  await admin.getByRole('link', { name: 'Post an opening' }).click();
  await fillOpening(admin.getByRole('form', { name: 'Post a job opening' }), companyOpening);
  await expect(toasts(admin).getByText(`${companyOpening.title} is live on the job board.`)).toBeVisible();
  const companyRow = admin.getByRole('list', { name: 'Your openings' }).getByRole('listitem').filter({
    hasText: companyOpening.title,
  });
  await expect(companyRow.getByTestId('opening-status')).toHaveText('Live');

  // The admin approves the supplier, who posts an opening that waits for review.
  await adminMenu.getByRole('link', { name: 'Suppliers' }).click();
  await admin
    .getByRole('table', { name: 'Suppliers, newest first' })
    .getByRole('row')
    .filter({ hasText: business })
    .getByRole('button', { name: `Approve ${business}` })
    .click();
  await expect(toasts(admin).getByText('Supplier Approved', { exact: true })).toBeVisible();

  const supplier = await personAt(browser, baseURL!);
  await signIn(supplier, supplierEmail, 'supplier-pass-1', /\/dashboard\/supplier$/);
  await supplier
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Job Openings' })
    .click();
  await supplier.getByRole('link', { name: 'Post an opening' }).click();
  await fillOpening(supplier.getByRole('form', { name: 'Post a job opening' }), supplierOpening);
  await expect(toasts(supplier).getByText(`${supplierOpening.title} was sent for review.`)).toBeVisible();
  const supplierRow = supplier.getByRole('list', { name: 'Your openings' }).getByRole('listitem').filter({
    hasText: supplierOpening.title,
  });
  await expect(supplierRow.getByTestId('opening-status')).toHaveText('In review');

  // The admin approves it from the review queue, whose count the menu shows.
  await admin.reload();
  const jobsLink = adminMenu.getByRole('link', { name: /^Jobs\s*\d+ waiting for review$/ });
  await expect(jobsLink).toBeVisible();
  await jobsLink.click();
  const review = admin
    .getByRole('list', { name: 'Job openings waiting for review' })
    .getByRole('listitem')
    .filter({ hasText: supplierOpening.title });
  await expect(review).toBeVisible();
  await checkA11yOf(admin);
  await review.getByRole('button', { name: `Approve ${supplierOpening.title}` }).click();
  await expect(toasts(admin).getByText('Opening Approved', { exact: true })).toBeVisible();
  await supplier.reload();
  await expect(supplierRow.getByTestId('opening-status')).toHaveText('Live');

  // The admin verifies the job seeker.
  await adminMenu.getByRole('link', { name: 'Jobseekers' }).click();
  await admin.getByRole('button', { name: `Verify ${seekerName}` }).click();
  await expect(toasts(admin).getByText('Job Seeker Verified', { exact: true })).toBeVisible();
  await expect(
    admin.getByRole('row').filter({ hasText: seekerName }).getByTestId('verification-status'),
  ).toHaveText('Verified');

  // The seeker finds both openings in the city, then the walk-in alone.
  await signIn(page, seekerEmail, 'seeker-pass-1', /\/dashboard\/job-seeker$/);
  await page.getByRole('link', { name: 'Apply for New Job' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  const filters = page.getByRole('search', { name: 'Search jobs' });
  await filters.getByLabel('City').fill(city);
  await filters.getByRole('button', { name: 'Show openings' }).click();
  await expect(page.getByText('2 openings found')).toBeVisible();
  await expect(page.getByTestId('job-card').filter({ hasText: companyOpening.title })).toBeVisible();
  const supplierCard = page.getByTestId('job-card').filter({ hasText: supplierOpening.title });
  await expect(supplierCard.getByText('Verified employer')).toBeVisible();
  await filters.getByLabel('Job type').selectOption('walk-in');
  await filters.getByLabel('Your experience (years)').fill('2');
  await filters.getByRole('button', { name: 'Show openings' }).click();
  await expect(page.getByText('1 opening found')).toBeVisible();
  await expect(page).toHaveURL(/type=walk-in/);
  await checkA11y();

  // One tap with the stored resume.
  await supplierCard.getByRole('link', { name: supplierOpening.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: supplierOpening.title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Walk-in interview' })).toContainText(
    'Plot 4, Industrial Area',
  );
  const apply = page.getByRole('region', { name: 'Apply' });
  await apply.getByRole('button', { name: 'Apply with my resume' }).click();
  await expect(toasts(page).getByText('Application sent', { exact: true })).toBeVisible();
  const jobPath = new URL(page.url()).pathname;
  // A visitor (a search engine) gets the opening's page rendered, with its schema.org JobPosting.
  const visitor = await playwright.request.newContext({ baseURL });
  const html = await (await visitor.get(jobPath)).text();
  await visitor.dispose();
  expect(html).toContain(`<title>${supplierOpening.title}, ${city} | ${STORE_NAME}</title>`);
  expect(html).toMatch(/<script type="application\/ld\+json"[^>]*>\{[^<]*"@type":"JobPosting"/);
  expect(html).toContain('Verified employer');
  await expect(apply.getByText('You have applied. Status: Applied.')).toBeVisible();
  await checkA11y();

  // The supplier moves the application on: viewed, shortlisted, an interview with its date and place.
  await supplier.getByRole('link', { name: `Applicants: ${supplierOpening.title}` }).click();
  const applicant = supplier.getByRole('list', { name: 'Applicants' }).getByRole('listitem').filter({
    hasText: seekerName,
  });
  await expect(applicant.getByText(/^Match \d+%$/)).toBeVisible();
  const applicantsPath = new URL(supplier.url()).pathname;
  await checkA11yOf(supplier);
  for (const step of ['Viewed', 'Shortlisted']) {
    await applicant.getByRole('button', { name: `Move ${seekerName} to ${step}` }).click();
    await expect(applicant.getByTestId('applicant-status')).toHaveText(step);
  }
  await expect(applicant.getByRole('button', { name: `Move ${seekerName} to Selected` })).toHaveCount(0);
  await applicant.getByRole('button', { name: `Move ${seekerName} to Interview` }).click();
  const interview = applicant.getByRole('form', { name: 'Set interview' });
  await interview.getByLabel('Interview date and time').fill(`${dateIn(7)}T10:30`);
  await interview.getByLabel('Interview place').fill('Gate 2, Industrial Area, Dewas');
  await interview.getByRole('button', { name: 'Set interview' }).click();
  await expect(applicant.getByTestId('applicant-status')).toHaveText('Interview');
  await applicant.getByLabel('Private notes').fill('Strong on forklifts.');
  await applicant.getByRole('button', { name: 'Save notes' }).click();
  await expect(toasts(supplier).getByText('Notes saved', { exact: true })).toBeVisible();

  // The seeker reads each step on the timeline.
  await page.goto('/dashboard/jobs');
  const timeline = page.getByRole('list', {
    name: `Progress of your application for ${supplierOpening.title}`,
  });
  await expect(timeline.getByRole('listitem')).toHaveText([
    /^Applied \(done\)/,
    /^Viewed \(done\)/,
    /^Shortlisted \(done\)/,
    /^Interview \(current step\).*Gate 2, Industrial Area, Dewas/,
    /^Selected \(not yet\)/,
  ]);
  await checkA11y();
  await page.goto('/dashboard/recommendations');
  await expect(page.getByRole('heading', { level: 1, name: 'Recommendations' })).toBeVisible();
  await checkA11y();
  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { name: 'Job profile' })).toBeVisible();
  await expect(page.getByTestId('verification-status')).toHaveText('Verified: you can apply to openings.');
  await checkA11y();

  // Every step went to the seeker by email.
  await adminMenu.getByRole('link', { name: 'Outbox' }).click();
  const mails = admin
    .getByRole('table', { name: 'Outbox emails, newest first' })
    .getByRole('row')
    .filter({ hasText: seekerEmail });
  await expect(mails.filter({ hasText: `${STORE_NAME}: your job seeker profile is verified` })).toHaveCount(
    1,
  );
  for (const step of ['viewed', 'shortlisted', 'interview']) {
    await expect(mails.filter({ hasText: `${STORE_NAME}: ${supplierOpening.title}: ${step}` })).toHaveCount(
      1,
    );
  }

  // The same pages in Urdu, right to left, for the seeker and the supplier.
  for (const person of [page, supplier]) {
    await person.evaluate(() => window.localStorage.setItem('reticulation-language', 'ur'));
  }
  for (const path of ['/dashboard/jobs', '/dashboard/recommendations', '/dashboard/profile', jobPath]) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkA11y();
  }
  for (const path of ['/dashboard/openings', applicantsPath, '/dashboard/openings/new']) {
    await supplier.goto(path);
    await expect(supplier.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(supplier.getByRole('heading', { level: 1 })).toBeVisible();
    await checkA11yOf(supplier);
  }
  await admin.context().close();
  await supplier.context().close();
});

// The new public pages in Urdu, right to left: no accessibility violation.
for (const path of ['/jobs', '/register-job']) {
  test(`${path} in Urdu passes the accessibility audit`, async ({ page, baseURL, checkA11y }) => {
    await page.addInitScript(() => window.localStorage.setItem('reticulation-language', 'ur'));
    await page.context().addCookies([{ name: 'reticulation-language', value: 'ur', url: baseURL! }]);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkA11y();
  });
}
