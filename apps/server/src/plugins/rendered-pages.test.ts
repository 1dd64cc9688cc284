import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { CreatePageRenderer } from '@bulk/domain/page-render';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { createTestApp, type TestApp } from '#src/testing/test-app';

// The server's side of page rendering (web-app.ts), with a renderer of the test's own: the web app's real
// one is tested in apps/web (entry-server.server.test.tsx) and in the browser (e2e/server-rendering.spec.ts).

const TEMPLATE =
  '<!doctype html><html><head><meta name="description" content="The store." /><title>Store</title></head>' +
  '<body><div id="root"></div></body></html>';

let ctx: TestApp;
let renders: string[] = [];
let failNext = false;

/** Renders a page that names its URL and the price of product 3, which it asks the API for. */
const createPageRenderer: CreatePageRenderer =
  ({ api, origin }) =>
  async (url) => {
    renders.push(url);
    if (failNext) {
      failNext = false;
      throw new Error('renderer bug');
    }
    if (url.startsWith('/cart')) return null;
    const product = JSON.parse((await api('/api/products/3', { method: 'GET', headers: {} })).body) as {
      pricePaise: number;
    };
    const posted = await api('/api/visits', { method: 'POST', headers: {} });
    return {
      status: url.startsWith('/missing') ? 404 : 200,
      head: `<title>Rendered ${url}</title><meta name="description" content="About ${url}" />`,
      root: `<main>${url} from ${origin}: ${product.pricePaise}${'.'.repeat(2000)} post ${posted.status}</main>`,
      state: '{"queries":{}}',
    };
  };

beforeAll(async () => {
  const webRoot = mkdtempSync(join(tmpdir(), 'bulk-web-'));
  writeFileSync(join(webRoot, 'index.html'), TEMPLATE);
  ctx = await createTestApp({ webRoot, createPageRenderer, env: { PUBLIC_URL: 'https://store.example' } });
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });

test('a page comes rendered into the template: its head, its markup and its data', async () => {
  const res = await get('/about');

  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/text\/html/);
  expect(res.headers.vary).toBe('Cookie, Accept-Encoding');
  expect(res.body).toContain('<title>Rendered /about</title>');
  expect(res.body).not.toContain('<title>Store</title>');
  expect(res.body).not.toContain('content="The store."');
  expect(res.body).toContain('<div id="root"><main>/about from https://store.example: ');
  expect(res.body).toContain('<script type="application/json" id="page-state">{"queries":{}}</script>');
  // The renderer reads the API with GET only.
  expect(res.body).toContain('post 405');
});

test('the renderer’s status is the page’s: 404 for a page that does not exist', async () => {
  expect((await get('/missing-page')).statusCode).toBe(404);
});

test('a rendered page is sent compressed as the browser accepts, brotli first', async () => {
  const plain = (await get('/compressed')).body;
  const brotli = await get('/compressed', { 'accept-encoding': 'gzip, deflate, br' });
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain);
  const gzip = await get('/compressed', { 'accept-encoding': 'gzip' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
});

test('a visitor the rendered page would not fit gets the plain app, which renders in the browser', async () => {
  for (const cookie of [
    'session=abc',
    'reticulation-language=hi',
    'reticulation-currency=USD',
    'reticulation-language=en; reticulation-currency=EUR',
  ]) {
    const res = await get('/about', { cookie });
    expect(res.statusCode, cookie).toBe(200);
    expect(res.body, cookie).toBe(TEMPLATE);
  }
  expect(
    (await get('/about', { cookie: 'reticulation-language=en; reticulation-currency=INR' })).body,
  ).toContain('Rendered /about');
});

test('a page the renderer leaves to the browser, or fails on, is the plain app, never an error', async () => {
  renders = [];
  expect((await get('/cart')).body).toBe(TEMPLATE);
  failNext = true;
  const failed = await get('/renderer-bug');
  expect(failed.statusCode).toBe(200);
  expect(failed.body).toBe(TEMPLATE);

  // Neither is kept: the renderer is asked again, and this time renders the page.
  expect((await get('/renderer-bug')).body).toContain('Rendered /renderer-bug');
  await get('/cart');
  expect(renders).toEqual(['/cart', '/renderer-bug', '/renderer-bug', '/cart']);
});

test('a page is rendered once and kept until the catalogue changes', async () => {
  renders = [];
  const first = await get('/kept?x=1');
  expect((await get('/kept?x=1')).body).toBe(first.body);
  expect(renders).toEqual(['/kept?x=1']);

  await ctx.database.handle.db.execute(sql`UPDATE products SET price_paise = 15600 WHERE id = 3`);
  await vi.waitFor(async () => expect((await get('/kept?x=1')).body).toContain(': 15600'), {
    timeout: 5000,
    interval: 50,
  });
  expect(renders.length).toBeGreaterThan(1);
});

test('concurrent requests for one page share one render', async () => {
  renders = [];
  await Promise.all(Array.from({ length: 10 }, () => get('/shared')));
  expect(renders).toEqual(['/shared']);
});
