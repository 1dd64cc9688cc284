import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '#src/testing/test-app';
import { testDatabaseKind } from '#src/testing/test-database';

// Fault: clients that open connections and then send slowly or not at all. Each such connection holds a
// file descriptor; without limits about 19 000 of them reached the open-file limit and the store stopped
// answering anyone. Each case listens on a real port, with the limits shortened so the test is quick.
// No database is involved, so it runs in one project only.

/** A raw connection that records what the server sent and when it closed. */
function openRaw(port: number) {
  const socket = connect(port, '127.0.0.1');
  const opened = performance.now();
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => undefined);
  const closed = new Promise<{ afterMs: number; received: string }>((resolve) =>
    socket.once('close', () => resolve({ afterMs: performance.now() - opened, received })),
  );
  const ready = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, ready, closed, received: () => received };
}

/** Writes `chunks` one at a time, `gapMs` apart, while the socket is open. */
async function trickle(socket: Socket, chunks: string[], gapMs: number) {
  for (const chunk of chunks) {
    if (socket.destroyed) return;
    socket.write(chunk);
    await new Promise((resolve) => setTimeout(resolve, gapMs));
  }
}

/** Resolves with the close, or with `undefined` if the connection is still open after `ms`. */
function closedWithin<T>(closed: Promise<T>, ms: number): Promise<T | undefined> {
  return Promise.race([
    closed,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms)),
  ]);
}

const NEWSLETTER_HEAD =
  'POST /api/newsletter HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 40\r\n\r\n';

describe.runIf(testDatabaseKind === 'pglite')('slow clients', () => {
  describe('timeouts', () => {
    let store: TestApp;
    let port: number;

    beforeAll(async () => {
      store = await createTestApp({
        env: { HEADERS_TIMEOUT_MS: '500', REQUEST_TIMEOUT_MS: '1500', KEEP_ALIVE_TIMEOUT_MS: '500' },
      });
      await store.app.listen({ host: '127.0.0.1', port: 0 });
      port = (store.app.server.address() as { port: number }).port;
    });
    afterAll(() => store?.close());

    test('a body sent a byte at a time is cut off at REQUEST_TIMEOUT_MS with a 408', async () => {
      const client = openRaw(port);
      await client.ready;
      void trickle(client.socket, [NEWSLETTER_HEAD, ...'{"email":"slow@example.in"'], 100);
      const closed = await closedWithin(client.closed, 6000);
      client.socket.destroy();
      expect(closed, 'the connection was still open after 6 s').toBeDefined();
      expect(closed!.afterMs).toBeGreaterThan(1400);
      expect(closed!.received).toMatch(/^HTTP\/1\.1 408 /);
    });

    test('headers sent a line at a time are cut off at HEADERS_TIMEOUT_MS', async () => {
      const client = openRaw(port);
      await client.ready;
      void trickle(
        client.socket,
        ['GET /api/products HTTP/1.1\r\n', ...Array(50).fill('X-Slow: 1\r\n')],
        100,
      );
      const closed = await closedWithin(client.closed, 4000);
      client.socket.destroy();
      expect(closed, 'the connection was still open after 4 s').toBeDefined();
      expect(closed!.afterMs).toBeGreaterThan(400);
      expect(closed!.afterMs).toBeLessThan(1500 + 1000);
      expect(closed!.received).toMatch(/^HTTP\/1\.1 408 /);
    });

    test('a connection that sends nothing is closed at HEADERS_TIMEOUT_MS', async () => {
      const client = openRaw(port);
      await client.ready;
      const closed = await closedWithin(client.closed, 4000);
      client.socket.destroy();
      expect(closed, 'the connection was still open after 4 s').toBeDefined();
      expect(closed!.afterMs).toBeLessThan(1500 + 1000);
    });

    test('an idle keep-alive connection is closed at KEEP_ALIVE_TIMEOUT_MS', async () => {
      const client = openRaw(port);
      await client.ready;
      client.socket.write('GET /api/products/2 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      const closed = await closedWithin(client.closed, 4000);
      client.socket.destroy();
      expect(closed, 'the connection was still open after 4 s').toBeDefined();
      expect(closed!.received).toMatch(/^HTTP\/1\.1 200 /);
      expect(closed!.afterMs).toBeLessThan(2500);
    });

    test('ordinary requests are unaffected: a body slower than the header limit still goes through', async () => {
      const client = openRaw(port);
      await client.ready;
      const body = JSON.stringify({ email: 'patient@example.in' }).padEnd(40, ' ');
      // Headers at once, then the body in four parts over about 0.8 s: longer than HEADERS_TIMEOUT_MS.
      await trickle(client.socket, [NEWSLETTER_HEAD, ...(body.match(/.{1,10}/g) ?? [])], 200);
      await expect.poll(client.received, { timeout: 3000 }).toMatch(/^HTTP\/1\.1 20\d /);
      client.socket.destroy();
      expect((await fetch(`http://127.0.0.1:${port}/api/products/2`)).status).toBe(200);
    });
  });

  describe('connection cap', () => {
    const cap = 20;
    let store: TestApp;
    let port: number;

    beforeAll(async () => {
      store = await createTestApp({ env: { MAX_CONNECTIONS: String(cap) } });
      await store.app.listen({ host: '127.0.0.1', port: 0 });
      port = (store.app.server.address() as { port: number }).port;
    });
    afterAll(() => store?.close());

    const get = (path: string) =>
      fetch(`http://127.0.0.1:${port}${path}`, {
        headers: { connection: 'close' },
        signal: AbortSignal.timeout(5000),
      });

    test('beyond MAX_CONNECTIONS new connections are refused, and the store serves again once they go', async () => {
      expect((await get('/api/products/2')).status).toBe(200);
      const held = Array.from({ length: cap }, () => openRaw(port));
      await Promise.all(held.map((client) => client.ready));
      // Each held connection has started a request, as a slow client would.
      for (const client of held) client.socket.write('GET /api/products HTTP/1.1\r\n');
      await new Promise((resolve) => setTimeout(resolve, 100));

      await expect(get('/api/products/2')).rejects.toThrow();
      expect(held.every((client) => !client.socket.destroyed)).toBe(true);

      for (const client of held) client.socket.destroy();
      await Promise.all(held.map((client) => client.closed));
      await expect.poll(async () => (await get('/api/products/2')).status, { timeout: 3000 }).toBe(200);
    });
  });
});
