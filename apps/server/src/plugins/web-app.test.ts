import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '#src/testing/test-app';

let ctx: TestApp;
let base: string;
const bigScript = `console.log(${JSON.stringify('x'.repeat(4000))})`;
beforeAll(async () => {
  const webRoot = mkdtempSync(join(tmpdir(), 'bulk-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Store</title><div id="root"></div>');
  writeFileSync(join(webRoot, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(webRoot, 'assets', 'big-def456.js'), bigScript);
  writeFileSync(join(webRoot, 'assets', 'big-def456.js.br'), brotliCompressSync(bigScript));
  ctx = await createTestApp({ webRoot });
  base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => ctx.close());

test.each(['/', '/products', '/product/2', '/dashboard/customer', '/no/such/page'])(
  'the page path %s gets the web app over HTTP',
  async (path) => {
    const res = await fetch(`${base}${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    expect(await res.text()).toContain('<div id="root"></div>');
  },
);

test('hashed assets are cached for good', async () => {
  const res = await fetch(`${base}/assets/app-abc123.js`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
});

test('a precompressed asset is sent as brotli to clients that accept it, and plain to others', async () => {
  const brotli = await fetch(`${base}/assets/big-def456.js`, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(brotli.headers.get('content-encoding')).toBe('br');
  expect(brotli.headers.get('content-type')).toMatch(/javascript/);
  expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(brotli.headers.get('vary')).toMatch(/accept-encoding/i);
  expect(await brotli.text()).toBe(bigScript);

  const plain = await fetch(`${base}/assets/big-def456.js`, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers.get('content-encoding')).toBeNull();
  expect(await plain.text()).toBe(bigScript);
});

test('a missing file is a plain 404, not the app', async () => {
  for (const path of ['/assets/gone-123.js', '/missing.png']) {
    const res = await fetch(`${base}${path}`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('id="root"');
  }
});

test('an unknown API path stays a JSON 404 over HTTP', async () => {
  const res = await fetch(`${base}/api/nothing-here`);
  expect(res.status).toBe(404);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
});

test('the catalogue answers over HTTP and a repeat costs a 304', async () => {
  const first = await fetch(`${base}/api/products`);
  expect(first.status).toBe(200);
  expect(((await first.json()) as { total: number }).total).toBe(71);
  const repeat = await fetch(`${base}/api/products`, {
    headers: { 'if-none-match': first.headers.get('etag')! },
  });
  expect(repeat.status).toBe(304);
});
