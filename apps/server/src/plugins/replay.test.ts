import type { IncomingMessage, ServerResponse } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createTestApp, type TestApp } from '#src/testing/test-app';
import { ReplayCache } from './replay';

describe('a store listening on HTTP', () => {
  let ctx: TestApp;
  let base: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => ctx.close());

  /** An answer as a client sees it, without the headers that change with the moment or the connection. */
  async function answer(url: string, init: RequestInit = {}) {
    const res = await fetch(`${base}${url}`, init);
    const headers = Object.fromEntries(
      [...res.headers].filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)),
    );
    return { status: res.status, headers, body: await res.text() };
  }

  test('a product or a page asked for again is answered exactly as the app answered it', async () => {
    const urls = ['/api/products/2', '/api/products?category=pulses', '/api/products/2?lang=hi'];
    for (const url of urls) {
      const first = await answer(url);
      expect(first.status, url).toBe(200);
      expect(first.headers['content-security-policy'], url).toContain("default-src 'none'");
      // The first answer may come from the database; the next ones come from the catalogue held in
      // memory, and from then on are replayed.
      expect(await answer(url), url).toEqual(first);
      expect(await answer(url), url).toEqual(first);
    }
    expect(ctx.app.replay.size.entries).toBe(urls.length);
  });

  test('after the catalogue changes, the next answer is the new one', async () => {
    const before = await answer('/api/products/3');
    expect(await answer('/api/products/3')).toEqual(before);
    await ctx.database.handle.db.execute(sql`UPDATE products SET price_paise = 16600 WHERE id = 3`);
    await vi.waitFor(
      async () => {
        const after = await answer('/api/products/3');
        expect(JSON.parse(after.body)).toMatchObject({ pricePaise: 16600 });
        expect(after.headers.etag).not.toBe(before.headers.etag);
      },
      { timeout: 5000, interval: 50 },
    );
    // Asked for again, it stays the new one.
    expect(JSON.parse((await answer('/api/products/3')).body)).toMatchObject({ pricePaise: 16600 });
  });

  test('errors, conditional requests and other methods are answered by the app, and never kept', async () => {
    await answer('/api/products/2');
    const { headers } = await answer('/api/products/2');
    const kept = ctx.app.replay.size.entries;
    for (let i = 0; i < 2; i++) {
      expect((await answer('/api/products/999999')).status).toBe(404);
      expect((await answer('/api/products/2?lang=xx')).status).toBe(400);
    }
    const conditional = await answer('/api/products/2', { headers: { 'if-none-match': headers.etag! } });
    expect(conditional).toMatchObject({ status: 304, body: '' });
    const head = await answer('/api/products/2', { method: 'HEAD' });
    expect(head).toMatchObject({ status: 200, body: '' });
    expect((await answer('/api/products/2', { method: 'DELETE' })).status).toBe(404);
    expect(ctx.app.replay.size.entries).toBe(kept);
  });
});

describe('the replay cache', () => {
  const request = (url: string, headers: Record<string, string> = {}) =>
    ({ method: 'GET', url, headers }) as unknown as IncomingMessage;
  function response() {
    const sent = { status: 0, headers: [] as string[], body: Buffer.alloc(0) };
    const res = {
      writeHead: (status: number, headers: string[]) => Object.assign(sent, { status, headers }),
      end: (body: Buffer) => Object.assign(sent, { body }),
    };
    return { res: res as unknown as ServerResponse, sent };
  }

  test('replays an answer with its headers and length, until the generation changes', () => {
    let generation = 1;
    const cache = new ReplayCache(() => generation, { entries: 10, bytes: 1000 });
    cache.keep(
      '/a',
      { 'content-type': 'application/json', etag: '"x"', 'content-length': 99 },
      Buffer.from('{}'),
    );
    const { res, sent } = response();
    expect(cache.serve(request('/a'), res)).toBe(true);
    expect(sent).toEqual({
      status: 200,
      headers: ['content-type', 'application/json', 'etag', '"x"', 'content-length', '2'],
      body: Buffer.from('{}'),
    });
    expect(cache.serve(request('/a', { 'if-none-match': '"x"' }), response().res)).toBe(false);
    expect(cache.serve({ ...request('/a'), method: 'POST' } as IncomingMessage, response().res)).toBe(false);
    generation = 2;
    expect(cache.serve(request('/a'), response().res)).toBe(false);
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  test('holds at most its entries and bytes, dropping the oldest first', () => {
    const cache = new ReplayCache(() => 1, { entries: 2, bytes: 10 });
    cache.keep('/a', {}, Buffer.alloc(4));
    cache.keep('/b', {}, Buffer.alloc(4));
    cache.keep('/c', {}, Buffer.alloc(4));
    expect(cache.serve(request('/a'), response().res)).toBe(false);
    expect(cache.size).toEqual({ entries: 2, bytes: 8 });
    cache.keep('/d', {}, Buffer.alloc(8));
    expect(cache.size).toEqual({ entries: 1, bytes: 8 });
    cache.keep('/e', {}, Buffer.alloc(11));
    expect(cache.size).toEqual({ entries: 1, bytes: 8 });
    expect(cache.serve(request('/d'), response().res)).toBe(true);
  });
});
