import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '#src/testing/test-app';
import { API_CONTENT_SECURITY_POLICY } from './security-headers';

function builtWebRoot(): string {
  const webRoot = mkdtempSync(join(tmpdir(), 'bulk-web-'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Store</title><div id="root"></div>');
  return webRoot;
}

/** The directives of a Content-Security-Policy header, by name. */
function directives(policy: string | undefined): Map<string, string[]> {
  return new Map(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('the sandbox store in development', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ webRoot: builtWebRoot() });
  });
  afterAll(() => ctx.close());

  test('a page forbids inline and foreign scripts and framing, and sets the other security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/checkout' });
    expect(res.statusCode).toBe(200);
    const csp = directives(res.headers['content-security-policy'] as string);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    // Not production: no HSTS, which would pin a developer's localhost to HTTPS.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  test('API answers, errors included, may load and run nothing and cannot be framed', async () => {
    for (const url of ['/api/products', '/api/no-such-endpoint', '/api/orders/ord_nope']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toBe(API_CONTENT_SECURITY_POLICY);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      // The policies of what a page does are a page's: an API answer is sandboxed, never a page.
      expect(res.headers['permissions-policy'], url).toBeUndefined();
    }
    const page = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(page.headers).toMatchObject({
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'permissions-policy': 'camera=(), microphone=(), geolocation=()',
    });
  });
});

describe('a production store taking payments with the provider', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({
      webRoot: builtWebRoot(),
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://store.example',
        RAZORPAY_KEY_ID: 'rzp_test_key',
        RAZORPAY_KEY_SECRET: 'a-provider-key-secret',
        RAZORPAY_WEBHOOK_SECRET: 'a-provider-webhook-secret',
      },
    });
  });
  afterAll(() => ctx.close());

  test('sends HSTS and allows exactly the provider’s checkout script, window and calls', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const csp = directives(res.headers['content-security-policy'] as string);
    const provider = ['https://checkout.razorpay.com', 'https://api.razorpay.com'];
    expect(csp.get('script-src')).toEqual(["'self'", ...provider]);
    expect(csp.get('frame-src')).toEqual(["'self'", ...provider]);
    expect(csp.get('connect-src')).toEqual(["'self'", ...provider]);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
  });
});
