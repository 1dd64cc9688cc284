import { expect, test } from './fixtures';

const MAIN_PAGES = [
  '/',
  '/products',
  '/product/2',
  '/cart',
  '/checkout',
  '/login',
  '/contact',
  '/admin/login',
];

test('the main pages load under the Content-Security-Policy with no violation', async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    ),
  );
  for (const path of MAIN_PAGES) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy'], path).toMatch(/script-src 'self'(;|$| )/);
    await expect(page.locator('main').first(), path).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});

test('a script injected into a page is refused by the policy and never runs', async ({ context }) => {
  // A page of its own, without the fixture's console check: this test expects one refusal.
  const page = await context.newPage();
  await page.goto('/');
  const outcome = await page.evaluate(
    () =>
      new Promise<{ ran: boolean; directive: string }>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) =>
          resolve({
            ran: (window as unknown as { injected?: boolean }).injected === true,
            directive: event.effectiveDirective,
          }),
        );
        const script = document.createElement('script');
        script.textContent = 'window.injected = true';
        document.body.append(script);
      }),
  );
  expect(outcome).toEqual({ ran: false, directive: 'script-src-elem' });
  await page.close();
});

test('pages and API answers carry the security headers', async ({ request }) => {
  for (const path of ['/', '/api/products']) {
    const response = await request.get(path);
    expect(response.headers(), path).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
    });
  }
  expect((await request.get('/')).headers()).toMatchObject({
    'referrer-policy': 'strict-origin-when-cross-origin',
  });
});

test('a signed-in browser’s request from another site is refused', async ({ page, context }) => {
  const customer = {
    name: 'Kavya Nair',
    email: `csrf.${Date.now()}@example.in`,
    password: 'a long e2e password',
  };
  expect((await context.request.post('/api/auth/register', { data: customer })).status()).toBe(201);
  await context.request.post('/api/auth/login', {
    data: { email: customer.email, password: customer.password },
  });
  await page.goto('/');
  // The same session cookie, first as the store's page sends it, then as a hostile page would.
  const fromStore = await page.evaluate(() =>
    fetch('/api/auth/logout', { method: 'POST' }).then((r) => r.status),
  );
  expect(fromStore).toBe(200);
  await context.request.post('/api/auth/login', {
    data: { email: customer.email, password: customer.password },
  });
  const fromElsewhere = await context.request.post('/api/auth/logout', {
    headers: { origin: 'https://evil.example' },
  });
  expect(fromElsewhere.status()).toBe(403);
  expect(await fromElsewhere.json()).toMatchObject({ code: 'FORBIDDEN' });
});
